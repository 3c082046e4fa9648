// DO NOT EDIT: generated from the TypeSpec contract in spec/ by `npm run generate` (scripts/generate.ts).
// The SDK’s per-resource methods: resource path → operation.

/** One method: the operation it calls and the names of its path and query parameters. */
export interface ResourceMethod {
  readonly operationId: string;
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: string;
  readonly pathParams: readonly string[];
  readonly queryParams: readonly string[];
}

export const resourceTable = {
  healthz: {
    get: { operationId: "getHealth", method: "GET", path: "/healthz", pathParams: [], queryParams: [] },
  },
  readyz: {
    get: { operationId: "getReadiness", method: "GET", path: "/readyz", pathParams: [], queryParams: [] },
  },
  apiKeys: {
    list: { operationId: "listApiKeys", method: "GET", path: "/v1/api-keys", pathParams: [], queryParams: ["page", "per_page"] },
    create: { operationId: "createApiKey", method: "POST", path: "/v1/api-keys", pathParams: [], queryParams: [] },
    revoke: { operationId: "revokeApiKey", method: "DELETE", path: "/v1/api-keys/{api_key_id}", pathParams: ["api_key_id"], queryParams: [] },
  },
  automations: {
    list: { operationId: "listAutomations", method: "GET", path: "/v1/automations", pathParams: [], queryParams: ["page", "per_page", "project_id", "workspace_id"] },
    create: { operationId: "createAutomation", method: "POST", path: "/v1/automations", pathParams: [], queryParams: [] },
    get: { operationId: "getAutomation", method: "GET", path: "/v1/automations/{automation_id}", pathParams: ["automation_id"], queryParams: [] },
    update: { operationId: "updateAutomation", method: "PATCH", path: "/v1/automations/{automation_id}", pathParams: ["automation_id"], queryParams: [] },
    delete: { operationId: "deleteAutomation", method: "DELETE", path: "/v1/automations/{automation_id}", pathParams: ["automation_id"], queryParams: [] },
    runs: {
      list: { operationId: "listAutomationRuns", method: "GET", path: "/v1/automations/{automation_id}/runs", pathParams: ["automation_id"], queryParams: ["page", "per_page"] },
      start: { operationId: "startAutomationRun", method: "POST", path: "/v1/automations/{automation_id}/runs", pathParams: ["automation_id"], queryParams: [] },
      retry: { operationId: "retryAutomationRun", method: "POST", path: "/v1/automations/{automation_id}/runs/{run_id}/retry", pathParams: ["automation_id", "run_id"], queryParams: [] },
    },
    schedule: {
      get: { operationId: "getAutomationSchedule", method: "GET", path: "/v1/automations/{automation_id}/schedule", pathParams: ["automation_id"], queryParams: ["count"] },
    },
    test: { operationId: "testAutomation", method: "POST", path: "/v1/automations/{automation_id}/test", pathParams: ["automation_id"], queryParams: [] },
  },
  eventTypes: {
    list: { operationId: "listEventTypes", method: "GET", path: "/v1/event-types", pathParams: [], queryParams: [] },
  },
  events: {
    list: { operationId: "listEvents", method: "GET", path: "/v1/events", pathParams: [], queryParams: ["page", "per_page", "workspace_id", "type", "project_id", "since", "until", "after"] },
    get: { operationId: "getEvent", method: "GET", path: "/v1/events/{event_id}", pathParams: ["event_id"], queryParams: [] },
  },
  invitations: {
    accept: { operationId: "acceptInvitation", method: "POST", path: "/v1/invitations/{invitation_id}/accept", pathParams: ["invitation_id"], queryParams: [] },
  },
  notifications: {
    list: { operationId: "listNotifications", method: "GET", path: "/v1/notifications", pathParams: [], queryParams: ["page", "per_page", "workspace_id", "unread", "category"] },
    markRead: { operationId: "markNotificationsRead", method: "POST", path: "/v1/notifications/mark-read", pathParams: [], queryParams: [] },
    update: { operationId: "updateNotification", method: "PATCH", path: "/v1/notifications/{notification_id}", pathParams: ["notification_id"], queryParams: [] },
  },
  projects: {
    create: { operationId: "createProject", method: "POST", path: "/v1/projects", pathParams: [], queryParams: [] },
    get: { operationId: "getProject", method: "GET", path: "/v1/projects/{project_id}", pathParams: ["project_id"], queryParams: [] },
    update: { operationId: "updateProject", method: "PATCH", path: "/v1/projects/{project_id}", pathParams: ["project_id"], queryParams: [] },
    delete: { operationId: "deleteProject", method: "DELETE", path: "/v1/projects/{project_id}", pathParams: ["project_id"], queryParams: [] },
    automations: {
      list: { operationId: "listProjectAutomations", method: "GET", path: "/v1/projects/{project_id}/automations", pathParams: ["project_id"], queryParams: [] },
    },
    members: {
      list: { operationId: "listProjectMembers", method: "GET", path: "/v1/projects/{project_id}/members", pathParams: ["project_id"], queryParams: ["page", "per_page"] },
      add: { operationId: "addProjectMember", method: "POST", path: "/v1/projects/{project_id}/members", pathParams: ["project_id"], queryParams: [] },
      remove: { operationId: "removeProjectMember", method: "DELETE", path: "/v1/projects/{project_id}/members/{member_id}", pathParams: ["project_id", "member_id"], queryParams: [] },
    },
    tasks: {
      list: { operationId: "listProjectTasks", method: "GET", path: "/v1/projects/{project_id}/tasks", pathParams: ["project_id"], queryParams: ["page", "per_page", "status"] },
      create: { operationId: "createTask", method: "POST", path: "/v1/projects/{project_id}/tasks", pathParams: ["project_id"], queryParams: [] },
    },
    workflows: {
      list: { operationId: "listProjectWorkflows", method: "GET", path: "/v1/projects/{project_id}/workflows", pathParams: ["project_id"], queryParams: [] },
    },
  },
  schedulePreviews: {
    preview: { operationId: "previewSchedule", method: "POST", path: "/v1/schedule-previews", pathParams: [], queryParams: [] },
  },
  tasks: {
    get: { operationId: "getTask", method: "GET", path: "/v1/tasks/{task_id}", pathParams: ["task_id"], queryParams: [] },
    update: { operationId: "updateTask", method: "PATCH", path: "/v1/tasks/{task_id}", pathParams: ["task_id"], queryParams: [] },
    delete: { operationId: "deleteTask", method: "DELETE", path: "/v1/tasks/{task_id}", pathParams: ["task_id"], queryParams: [] },
  },
  users: {
    me: {
      get: { operationId: "getCurrentUser", method: "GET", path: "/v1/users/me", pathParams: [], queryParams: [] },
    },
  },
  webhooks: {
    list: { operationId: "listWebhooks", method: "GET", path: "/v1/webhooks", pathParams: [], queryParams: ["workspace_id"] },
    create: { operationId: "createWebhook", method: "POST", path: "/v1/webhooks", pathParams: [], queryParams: [] },
    get: { operationId: "getWebhook", method: "GET", path: "/v1/webhooks/{webhook_id}", pathParams: ["webhook_id"], queryParams: [] },
    update: { operationId: "updateWebhook", method: "PATCH", path: "/v1/webhooks/{webhook_id}", pathParams: ["webhook_id"], queryParams: [] },
    delete: { operationId: "deleteWebhook", method: "DELETE", path: "/v1/webhooks/{webhook_id}", pathParams: ["webhook_id"], queryParams: [] },
    deliveries: {
      list: { operationId: "listWebhookDeliveries", method: "GET", path: "/v1/webhooks/{webhook_id}/deliveries", pathParams: ["webhook_id"], queryParams: ["page", "per_page", "status", "event_type", "since", "until"] },
      redeliver: { operationId: "redeliverWebhookDelivery", method: "POST", path: "/v1/webhooks/{webhook_id}/deliveries/{delivery_id}/redeliver", pathParams: ["webhook_id", "delivery_id"], queryParams: [] },
    },
    recover: { operationId: "recoverWebhookDeliveries", method: "POST", path: "/v1/webhooks/{webhook_id}/recover", pathParams: ["webhook_id"], queryParams: [] },
    rotateSecret: { operationId: "rotateWebhookSecret", method: "POST", path: "/v1/webhooks/{webhook_id}/rotate-secret", pathParams: ["webhook_id"], queryParams: [] },
  },
  workflows: {
    list: { operationId: "listWorkflows", method: "GET", path: "/v1/workflows", pathParams: [], queryParams: ["page", "per_page", "project_id", "workspace_id"] },
    create: { operationId: "createWorkflow", method: "POST", path: "/v1/workflows", pathParams: [], queryParams: [] },
    get: { operationId: "getWorkflow", method: "GET", path: "/v1/workflows/{workflow_id}", pathParams: ["workflow_id"], queryParams: [] },
    update: { operationId: "updateWorkflow", method: "PATCH", path: "/v1/workflows/{workflow_id}", pathParams: ["workflow_id"], queryParams: [] },
    delete: { operationId: "deleteWorkflow", method: "DELETE", path: "/v1/workflows/{workflow_id}", pathParams: ["workflow_id"], queryParams: [] },
    runs: {
      list: { operationId: "listWorkflowRuns", method: "GET", path: "/v1/workflows/{workflow_id}/runs", pathParams: ["workflow_id"], queryParams: ["page", "per_page"] },
      get: { operationId: "getWorkflowRun", method: "GET", path: "/v1/workflows/{workflow_id}/runs/{run_id}", pathParams: ["workflow_id", "run_id"], queryParams: [] },
      cancel: { operationId: "cancelWorkflowRun", method: "POST", path: "/v1/workflows/{workflow_id}/runs/{run_id}/cancel", pathParams: ["workflow_id", "run_id"], queryParams: [] },
    },
    test: { operationId: "testWorkflow", method: "POST", path: "/v1/workflows/{workflow_id}/test", pathParams: ["workflow_id"], queryParams: [] },
  },
  workspaces: {
    list: { operationId: "listWorkspaces", method: "GET", path: "/v1/workspaces", pathParams: [], queryParams: ["page", "per_page"] },
    create: { operationId: "createWorkspace", method: "POST", path: "/v1/workspaces", pathParams: [], queryParams: [] },
    get: { operationId: "getWorkspace", method: "GET", path: "/v1/workspaces/{workspace_id}", pathParams: ["workspace_id"], queryParams: [] },
    update: { operationId: "updateWorkspace", method: "PATCH", path: "/v1/workspaces/{workspace_id}", pathParams: ["workspace_id"], queryParams: [] },
    delete: { operationId: "deleteWorkspace", method: "DELETE", path: "/v1/workspaces/{workspace_id}", pathParams: ["workspace_id"], queryParams: [] },
    invitations: {
      list: { operationId: "listInvitations", method: "GET", path: "/v1/workspaces/{workspace_id}/invitations", pathParams: ["workspace_id"], queryParams: ["page", "per_page", "status"] },
      create: { operationId: "createInvitation", method: "POST", path: "/v1/workspaces/{workspace_id}/invitations", pathParams: ["workspace_id"], queryParams: [] },
      revoke: { operationId: "revokeInvitation", method: "DELETE", path: "/v1/workspaces/{workspace_id}/invitations/{invitation_id}", pathParams: ["workspace_id", "invitation_id"], queryParams: [] },
    },
    members: {
      list: { operationId: "listMembers", method: "GET", path: "/v1/workspaces/{workspace_id}/members", pathParams: ["workspace_id"], queryParams: [] },
      update: { operationId: "updateMember", method: "PATCH", path: "/v1/workspaces/{workspace_id}/members/{member_id}", pathParams: ["workspace_id", "member_id"], queryParams: [] },
      remove: { operationId: "removeMember", method: "DELETE", path: "/v1/workspaces/{workspace_id}/members/{member_id}", pathParams: ["workspace_id", "member_id"], queryParams: [] },
    },
    notificationPreferences: {
      get: { operationId: "getNotificationPreferences", method: "GET", path: "/v1/workspaces/{workspace_id}/notification-preferences", pathParams: ["workspace_id"], queryParams: [] },
      update: { operationId: "updateNotificationPreferences", method: "PATCH", path: "/v1/workspaces/{workspace_id}/notification-preferences", pathParams: ["workspace_id"], queryParams: [] },
    },
    projects: {
      list: { operationId: "listWorkspaceProjects", method: "GET", path: "/v1/workspaces/{workspace_id}/projects", pathParams: ["workspace_id"], queryParams: ["page", "per_page", "archived"] },
    },
    usage: {
      get: { operationId: "getWorkspaceUsage", method: "GET", path: "/v1/workspaces/{workspace_id}/usage", pathParams: ["workspace_id"], queryParams: [] },
    },
  },
} as const;
