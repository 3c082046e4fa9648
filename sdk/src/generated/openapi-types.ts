/**
 * DO NOT EDIT: generated from the TypeSpec contract in spec/ by `npm run generate` (scripts/generate.ts).
 * Types of the OpenAPI 3.1 document, by openapi-typescript.
 */

export interface paths {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check liveness
         * @description Process liveness: answers 200 while the process serves requests. Outside `/v1`, no authentication.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check readiness
         * @description Readiness: 200 when the database answers and its notifications reach this instance, 503 when either does not or while the process drains for a shutdown. Outside `/v1`, no authentication.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List your API keys
         * @description Lists the caller's API keys, newest first, revoked ones included until retention removes them (revoked longer ago than the longest plan keeps history, 90 days by default). **Extension.** **Access:** role any user; key scope any.
         */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Create an API key
         * @description Creates an API key for the caller. The secret is in this response only. **Extension.** **Access:** role any user; key scope editor or admin, at least the new key's scope.
         */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api-keys/{api_key_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API key
         * @description Revokes one of the caller's API keys; it gets 401 at once in every server process. **Extension.** **Access:** role the key's owner; key scope editor or admin.
         */
        delete: operations["revokeApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/automations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List automations
         * @description Lists automations without their actions, newest first: of one project with `project_id`, otherwise of the authenticated workspace. **Access:** role viewer or higher (private projects: owner, admin or added); key scope any.
         */
        get: operations["listAutomations"];
        put?: never;
        /**
         * Create an automation
         * @description Creates an automation. Needs editor permission; the project must not be archived. The caller becomes its author: `create_task.project_id` and `update_task.task_id` must be in projects the caller can see and edit (422 otherwise). At most 50 automations per project. **Access:** role editor or higher; key scope editor or admin.
         */
        post: operations["createAutomation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/automations/schedule-preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview a schedule (deprecated path)
         * @deprecated
         * @description **Deprecated** since 2026-11-25, served until the `Sunset` date, 2027-05-31: use `POST /v1/schedule-previews` (`previewSchedule`), which takes the same body and gives the same answers. Every response of this path also carries `Deprecation: @1795564800` (RFC 9745), `Sunset: Mon, 31 May 2027 00:00:00 GMT` (RFC 8594) and `Link: </v1/schedule-previews>; rel="successor-version"`. Only POST is served here: another method reads `schedule-preview` as an automation id, as on `/v1/automations/{automation_id}`. **Extension.** **Access:** role viewer or higher; key scope any.
         */
        post: operations["previewScheduleDeprecated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/automations/{automation_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an automation
         * @description Gets an automation with its trigger and actions. **Access:** role viewer or higher (private projects: owner, admin or added); key scope any.
         */
        get: operations["getAutomation"];
        put?: never;
        post?: never;
        /**
         * Delete an automation
         * @description Deletes an automation with its run history; its pending runs and schedule are cancelled. **Access:** role editor or higher; key scope editor or admin.
         */
        delete: operations["deleteAutomation"];
        options?: never;
        head?: never;
        /**
         * Update an automation
         * @description Updates an automation; `trigger` and `actions` are replaced whole. `type` cannot change. Changing `trigger` or `actions` makes the caller its author, and their targets are checked against the caller's access (422 otherwise). **Access:** role editor or higher; key scope editor or admin.
         */
        patch: operations["updateAutomation"];
        trace?: never;
    };
    "/v1/automations/{automation_id}/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an automation's runs
         * @description Lists an automation's runs, most recent start first. **Access:** role viewer or higher (private projects: owner, admin or added); key scope any.
         */
        get: operations["listAutomationRuns"];
        put?: never;
        /**
         * Start an automation run now
         * @description Starts a run now, whatever the trigger (to test an automation); it counts against the monthly run limit. Needs editor permission; 409 when the automation is disabled, its author left the workspace, or the monthly run limit is reached. The run proceeds in the background: poll the runs list. **Extension.** **Access:** role editor or higher; key scope editor or admin.
         */
        post: operations["startAutomationRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/automations/{automation_id}/runs/{run_id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Retry a failed automation run
         * @description Retries a failed run: a new run from the same trigger (the same event, or the schedule, or a manual start) with the automation's current actions, linked to it by `retry_of`. It counts against the monthly run limit. 409 when the run did not fail (only a failed run can be retried), the automation is disabled, its author left the workspace, or the monthly run limit is reached. **Extension.** **Access:** role editor or higher; key scope editor or admin.
         */
        post: operations["retryAutomationRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/automations/{automation_id}/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Preview an automation's schedule
         * @description The next fire times of a scheduled automation in its workspace's time zone and in UTC, each marked where a DST change moved it or skipped its repeat, and its shortest interval against the plan's minimum. 409 for an event automation (it has no schedule). **Extension.** **Access:** role viewer or higher (private projects: owner, admin or added); key scope any.
         */
        get: operations["getAutomationSchedule"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/automations/{automation_id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Dry-run an automation
         * @description Tries an automation without performing anything: evaluates its trigger and each filter against an event (the request's `event_type` and `data`; without them the latest such event the caller may read, else a sample built from the event type's schema), renders every action's templates, and answers per step what would be sent and where, and what would make it fail. Nothing is sent, written, counted against the run limit or recorded as a run, and no host name is looked up. The answer is at most 262,144 bytes: long rendered texts are cut (see `steps`). A scheduled automation takes no body. 422 for `event_type` or `data` on a scheduled automation, or `data` over 16,384 bytes. **Extension.** **Access:** role viewer or higher (private projects: owner, admin or added); key scope any.
         */
        post: operations["testAutomation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/event-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List event types
         * @description Lists every event type: what it means, where it belongs, whether automations and webhooks can use it, and the JSON Schema of its `data`, generated from this contract. **Extension.** **Access:** role any user; key scope any.
         */
        get: operations["listEventTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List events
         * @description Lists a workspace's events, newest first (with `after`, the ones after it, oldest first): the envelopes webhooks receive, never `ping`. A caller sees what the rules of template data let them read: events about a project only if they can see the project (events of a deleted project only admins and owners), `member.invited` and `notification.created` only as an admin or owner. **Extension.** **Access:** role any member (as above); key scope any.
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/{event_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an event
         * @description Returns one event as webhooks receive it, if the caller may read it (as for the list; 404 otherwise). **Extension.** **Access:** role any member (events they may read); key scope any.
         */
        get: operations["getEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/invitations/{invitation_id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an invitation
         * @description Accepts an invitation as the user whose e-mail it was sent to; the new member is returned. Anyone else gets 404; an expired or already accepted invitation gives 409 (404 once retention removed it, past its workspace plan's days). A user owns at most 100 workspaces: accepting an invitation as owner while owning 100 answers 422, and the invitation stays pending. **Extension.** **Access:** role the invited address's user; key scope editor or admin.
         */
        post: operations["acceptInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List your notifications
         * @description Lists the caller's own notifications, newest first, in workspaces the caller is still a member of. `unread=true` keeps the unread ones. **Extension.** **Access:** role any member (own notifications only); key scope any.
         */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/notifications/mark-read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark notifications read
         * @description Marks the caller's unread notifications read: all of them, or one workspace's, or those created at or before `before`. **Extension.** **Access:** role any member (own notifications only); key scope editor or admin.
         */
        post: operations["markNotificationsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/notifications/{notification_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Mark a notification read or unread
         * @description Marks one of the caller's notifications read (`read_at` set, kept if it already was) or unread. Another member's notification is 404. **Extension.** **Access:** role any member (own notifications only); key scope editor or admin.
         */
        patch: operations["updateNotification"];
        trace?: never;
    };
    "/v1/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a project
         * @description Creates a project. Needs editor permission in the workspace. A workspace holds at most 1,000 projects, archived ones included: 422 past that, naming `workspace_id` (delete one first). **Access:** role editor or higher; key scope editor or admin.
         */
        post: operations["createProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/projects/{project_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a project
         * @description Gets a project; needs access to its workspace and, when private, to the project. **Access:** role viewer or higher (private projects: owner, admin or added); key scope any.
         */
        get: operations["getProject"];
        put?: never;
        post?: never;
        /**
         * Delete a project
         * @description Deletes a project with its tasks, automations, runs and settings. Permanent; allowed on archived projects. **Access:** role editor or higher; key scope editor or admin.
         */
        delete: operations["deleteProject"];
        options?: never;
        head?: never;
        /**
         * Update or archive a project
         * @description Updates a project. Archiving makes it read-only and pauses its enabled automations; unarchiving re-enables exactly those. **Access:** role editor or higher; key scope editor or admin.
         */
        patch: operations["updateProject"];
        trace?: never;
    };
    "/v1/projects/{project_id}/automations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a project's automations
         * @description Lists a project's automations without their actions, newest first (not paginated). **Access:** role viewer or higher (private projects: owner, admin or added); key scope any.
         */
        get: operations["listProjectAutomations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/projects/{project_id}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a project's members
         * @description Lists the members added to a project (who can see it when it is private), newest first. **Extension.** **Access:** role viewer or higher (private projects: owner, admin or added); key scope any.
         */
        get: operations["listProjectMembers"];
        put?: never;
        /**
         * Add a member to a project
         * @description Adds a workspace member to a project. Needs admin permission (or owner). **Extension.** **Access:** role admin or owner; key scope admin.
         */
        post: operations["addProjectMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/projects/{project_id}/members/{member_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a member from a project
         * @description Removes a member from a project; the workspace membership is kept. Needs admin permission (or owner). **Extension.** **Access:** role admin or owner; key scope admin.
         */
        delete: operations["removeProjectMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/projects/{project_id}/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a project's tasks
         * @description Lists a project's tasks, newest first, optionally by status. **Extension.** **Access:** role viewer or higher (private projects: owner, admin or added); key scope any.
         */
        get: operations["listProjectTasks"];
        put?: never;
        /**
         * Create a task
         * @description Creates a task in a project. Needs editor permission; the project must not be archived. **Extension.** **Access:** role editor or higher; key scope editor or admin.
         */
        post: operations["createTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/projects/{project_id}/workflows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a project's workflows
         * @description Lists a project's workflows without their steps, newest first (not paginated). **Extension.** **Access:** role viewer or higher (private projects: owner, admin or added); key scope any.
         */
        get: operations["listProjectWorkflows"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/schedule-previews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview a schedule
         * @description The next fire times of a schedule before it is saved: as `GET …/schedule`, for a cron expression, a time zone (default the workspace's) and the workspace's plan. 422 for an expression that is not a valid cron or never fires, or an unknown time zone; a schedule the plan does not allow is answered with `allowed: false`. Its own path, not one beside `/v1/automations/{automation_id}`, where a fixed word and an id would share a segment (it was `POST /v1/automations/schedule-preview` until 2026-11-25; that path still answers, deprecated: `previewScheduleDeprecated`). **Extension.** **Access:** role viewer or higher; key scope any.
         */
        post: operations["previewSchedule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tasks/{task_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a task
         * @description Gets a task. **Extension.** **Access:** role viewer or higher (private projects: owner, admin or added); key scope any.
         */
        get: operations["getTask"];
        put?: never;
        post?: never;
        /**
         * Delete a task
         * @description Deletes a task. Needs editor permission; the project must not be archived. **Extension.** **Access:** role editor or higher; key scope editor or admin.
         */
        delete: operations["deleteTask"];
        options?: never;
        head?: never;
        /**
         * Update a task
         * @description Updates a task. Needs editor permission; the project must not be archived. **Extension.** **Access:** role editor or higher; key scope editor or admin.
         */
        patch: operations["updateTask"];
        trace?: never;
    };
    "/v1/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the calling user
         * @description Returns the user that owns the calling API key. **Extension.** **Access:** role any user; key scope any.
         */
        get: operations["getCurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhooks
         * @description Lists the authenticated workspace's webhooks, newest first. **Access:** role admin or owner; key scope any.
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Create a webhook
         * @description Registers a webhook after a successful signed test ping (2xx within 5 s). **Access:** role admin or owner; key scope admin.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{webhook_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a webhook
         * @description Gets a webhook (never its secret). **Access:** role admin or owner; key scope any.
         */
        get: operations["getWebhook"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook
         * @description Deletes a webhook; its pending deliveries stop at once. **Access:** role admin or owner; key scope admin.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /**
         * Update a webhook
         * @description Updates a webhook; `events` is replaced whole; a new `url` is pinged first. The secret cannot be changed. **Access:** role admin or owner; key scope admin.
         */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/v1/webhooks/{webhook_id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a webhook's deliveries
         * @description The webhook's delivery log, newest first, with every attempt; filter by `status`. **Extension.** **Access:** role admin or owner; key scope any.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{webhook_id}/deliveries/{delivery_id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redeliver a webhook delivery
         * @description Sends a delivery's event again as a new delivery (same `evt_` id), with the usual retries. The webhook must be enabled (409 otherwise). **Extension.** **Access:** role admin or owner; key scope admin.
         */
        post: operations["redeliverWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{webhook_id}/recover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Recover failed webhook deliveries
         * @description Queues again every failed delivery of a time window, at the pace of the retry schedule: each `permanently_failed` one once, as a new delivery of the same event; each `failed` one (retry pending) by bringing that retry forward, at most once between two of its attempts. None is sent sooner than the schedule's first delay (30 s) after its last attempt, so a repeat before those attempts queues nothing (`queued: 0`). At most 1,000 per call (`remaining` says how many are left; call again). The webhook must be enabled (409 otherwise). **Extension.** **Access:** role admin or owner; key scope admin.
         */
        post: operations["recoverWebhookDeliveries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{webhook_id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate a webhook's secret
         * @description Replaces the webhook's signing secret without a gap: until `previous_secret_expires_at`, every delivery is signed with both (`Service-Signature: sha256=<new>,sha256=<old>`, two `v1,` entries in `webhook-signature`), so the receiver can switch whenever it likes; a verifier accepts either. A rotation during an overlap drops the older previous secret. **Extension.** **Access:** role admin or owner; key scope admin.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workflows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List workflows
         * @description Lists workflows without their steps, newest first: of one project with `project_id`, otherwise of the authenticated workspace. **Extension.** **Access:** role viewer or higher (private projects: owner, admin or added); key scope any.
         */
        get: operations["listWorkflows"];
        put?: never;
        /**
         * Create a workflow
         * @description Creates a workflow, disabled unless `enabled` is `true`. Needs editor permission; the project must not be archived (409). The caller becomes its author: `create_task.project_id` and `update_task.task_id` of its action steps must be in projects the caller can see and edit (422 otherwise). 422 names the field for an unknown step type, a wait out of range, a condition on a field the trigger's event cannot have, more than 50 steps, or a project that already has 50 workflows. **Extension.** **Access:** role editor or higher; key scope editor or admin.
         */
        post: operations["createWorkflow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workflows/{workflow_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a workflow
         * @description Gets a workflow with its trigger and steps. **Extension.** **Access:** role viewer or higher (private projects: owner, admin or added); key scope any.
         */
        get: operations["getWorkflow"];
        put?: never;
        post?: never;
        /**
         * Delete a workflow
         * @description Deletes a workflow with its runs, waiting ones included; its schedule is cancelled. **Extension.** **Access:** role editor or higher; key scope editor or admin.
         */
        delete: operations["deleteWorkflow"];
        options?: never;
        head?: never;
        /**
         * Update a workflow
         * @description Updates a workflow; `trigger` and `steps` are replaced whole, and `type` cannot change. The change reaches only runs started afterwards: a run keeps the steps it started with. `enabled: false` stops new runs, and a waiting run is cancelled when it would resume. Changing `trigger` or `steps` makes the caller its author, and their targets are checked against the caller's access (422 otherwise). **Extension.** **Access:** role editor or higher; key scope editor or admin.
         */
        patch: operations["updateWorkflow"];
        trace?: never;
    };
    "/v1/workflows/{workflow_id}/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a workflow's runs
         * @description Lists a workflow's runs, most recent start first. **Extension.** **Access:** role viewer or higher (private projects: owner, admin or added); key scope any.
         */
        get: operations["listWorkflowRuns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workflows/{workflow_id}/runs/{run_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a workflow run
         * @description Gets one run of a workflow with its steps: which step it is at, what each did, and when a waiting run resumes. **Extension.** **Access:** role viewer or higher (private projects: owner, admin or added); key scope any.
         */
        get: operations["getWorkflowRun"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workflows/{workflow_id}/runs/{run_id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a workflow run
         * @description Cancels a run that is `running` or `waiting`: it ends `cancelled`, the step waiting or running at that moment `cancelled` (an action already sent is not undone) and the steps after it `skipped`, and `workflow.run.completed` is sent with `status: cancelled`. 409 when the run already ended. **Extension.** **Access:** role editor or higher; key scope editor or admin.
         */
        post: operations["cancelWorkflowRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workflows/{workflow_id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Dry-run a workflow
         * @description Tries a workflow without performing anything, as `POST /v1/automations/{automation_id}/test` tries an automation: evaluates its trigger and each filter against an event (the request's `event_type` and `data`; without them the latest such event the caller may read, else a sample built from the event type's schema), then answers per step what it would do: each action rendered with what would be sent and where and what would make it fail, each wait with its duration, each condition evaluated against the current state (the event's task or project read now). Nothing is sent, written, waited for, counted against the run limit or recorded as a run, and no host name is looked up. A scheduled workflow takes no body. 422 for `event_type` or `data` on a scheduled workflow, or `data` over 16,384 bytes. **Extension.** **Access:** role viewer or higher (private projects: owner, admin or added); key scope any.
         */
        post: operations["testWorkflow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspaces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List your workspaces
         * @description Lists the workspaces the caller is a member of, newest first. List items carry no `timezone`. **Access:** role any user; key scope any.
         */
        get: operations["listWorkspaces"];
        put?: never;
        /**
         * Create a workspace
         * @description Creates a workspace; the caller becomes its owner. A user owns at most 100 workspaces, however they came to own them: 422 past that (delete one, or hand one to another owner and leave it, first). **Access:** role any user (becomes its owner); key scope editor or admin.
         */
        post: operations["createWorkspace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspaces/{workspace_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a workspace
         * @description Gets a workspace the caller is a member of. **Access:** role viewer or higher; key scope any.
         */
        get: operations["getWorkspace"];
        put?: never;
        post?: never;
        /**
         * Delete a workspace
         * @description Deletes a workspace and everything in it (projects, tasks, automations, runs, webhooks, members, invitations). Permanent. Needs the owner role and an admin-scoped key. **Access:** role owner; key scope admin.
         */
        delete: operations["deleteWorkspace"];
        options?: never;
        head?: never;
        /**
         * Update a workspace
         * @description Updates a workspace's name, slug or time zone. Needs admin role and an admin-scoped key. **Access:** role admin or owner; key scope admin.
         */
        patch: operations["updateWorkspace"];
        trace?: never;
    };
    "/v1/workspaces/{workspace_id}/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List invitations
         * @description Lists the workspace's invitations, newest first, optionally by status. Needs admin. **Extension.** **Access:** role admin or owner; key scope any.
         */
        get: operations["listInvitations"];
        put?: never;
        /**
         * Invite a member
         * @description Invites an address; an invitation e-mail is sent. It expires 7 days later. A pending invitation to the same address is superseded (marked expired). A workspace has at most 500 pending invitations: 422 past that, naming `workspace_id` (a re-invite, which supersedes one, always fits). Needs admin (owner to invite an owner). **Access:** role admin or owner (inviting an owner: owner); key scope admin.
         */
        post: operations["createInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspaces/{workspace_id}/invitations/{invitation_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an invitation
         * @description Revokes an invitation: it is deleted and can no longer be accepted (404 afterwards). Needs admin. **Extension.** **Access:** role admin or owner; key scope admin.
         */
        delete: operations["revokeInvitation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspaces/{workspace_id}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List members
         * @description Lists the workspace's active members, newest first. Pending invitations are not members. **Access:** role viewer or higher; key scope any.
         */
        get: operations["listMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspaces/{workspace_id}/members/{member_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a member
         * @description Removes a member: access is revoked at once in every server process, the account is kept, and the member's tasks stay but are unassigned. Needs admin (owner to remove an owner); removing the last owner gives 409. **Access:** role admin or owner (leaving yourself: any role); key scope admin (leaving yourself: editor or admin).
         */
        delete: operations["removeMember"];
        options?: never;
        head?: never;
        /**
         * Change a member's role
         * @description Changes a member's role. Needs admin (changing an owner, or granting owner, needs owner); an owner cannot downgrade themself (403), and the last owner cannot be downgraded (409). A user owns at most 100 workspaces: making a member who owns 100 an owner answers 422 naming `role` (so the refusal tells the caller that member owns 100). **Access:** role admin or owner (an owner's role, or granting owner: owner); key scope admin.
         */
        patch: operations["updateMember"];
        trace?: never;
    };
    "/v1/workspaces/{workspace_id}/notification-preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get your notification preferences
         * @description Returns the caller's preferences in the workspace: every category's channels (defaults where never changed), the chat channel and the muted projects. **Extension.** **Access:** role any member (own preferences only); key scope any.
         */
        get: operations["getNotificationPreferences"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update your notification preferences
         * @description Changes the caller's preferences, merged category by category and channel by channel; `muted_project_ids`, when sent, replaces the list. `chat: true` needs a `chat_channel`; billing alerts' `email` stays `immediate`; a muted project must be one the caller can see (422 naming the field). **Extension.** **Access:** role any member (own preferences only); key scope editor or admin.
         */
        patch: operations["updateNotificationPreferences"];
        trace?: never;
    };
    "/v1/workspaces/{workspace_id}/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a workspace's projects
         * @description Lists the workspace's projects the caller can see, newest first: active ones by default, archived ones with `archived=true`. **Access:** role viewer or higher; key scope any.
         */
        get: operations["listWorkspaceProjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/workspaces/{workspace_id}/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a workspace's run usage
         * @description Reports the workspace's automation-run usage in the current billing cycle. **Extension.** **Access:** role viewer or higher; key scope any.
         */
        get: operations["getWorkspaceUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "project.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A project was created
         * @description A project was created.
         *
         *     Sent as a signed `POST` to every enabled webhook subscribed to this event type (the `ping` to a webhook being registered or given a new URL). Verify `Service-Signature` over the raw body before parsing, and deduplicate by the event `id`: a delivery is sent at least once.
         */
        post: operations["projectCreatedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "project.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A project's details changed
         * @description A project's details changed.
         *
         *     Sent as a signed `POST` to every enabled webhook subscribed to this event type (the `ping` to a webhook being registered or given a new URL). Verify `Service-Signature` over the raw body before parsing, and deduplicate by the event `id`: a delivery is sent at least once.
         */
        post: operations["projectUpdatedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "project.archived": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A project was archived
         * @description A project was archived.
         *
         *     Sent as a signed `POST` to every enabled webhook subscribed to this event type (the `ping` to a webhook being registered or given a new URL). Verify `Service-Signature` over the raw body before parsing, and deduplicate by the event `id`: a delivery is sent at least once.
         */
        post: operations["projectArchivedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "project.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A project was deleted
         * @description A project was deleted.
         *
         *     Sent as a signed `POST` to every enabled webhook subscribed to this event type (the `ping` to a webhook being registered or given a new URL). Verify `Service-Signature` over the raw body before parsing, and deduplicate by the event `id`: a delivery is sent at least once.
         */
        post: operations["projectDeletedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "task.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A task was created
         * @description A task was created. **Extension.**
         *
         *     Sent as a signed `POST` to every enabled webhook subscribed to this event type (the `ping` to a webhook being registered or given a new URL). Verify `Service-Signature` over the raw body before parsing, and deduplicate by the event `id`: a delivery is sent at least once.
         */
        post: operations["taskCreatedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "task.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A task changed
         * @description A task changed. **Extension.**
         *
         *     Sent as a signed `POST` to every enabled webhook subscribed to this event type (the `ping` to a webhook being registered or given a new URL). Verify `Service-Signature` over the raw body before parsing, and deduplicate by the event `id`: a delivery is sent at least once.
         */
        post: operations["taskUpdatedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "task.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A task was completed
         * @description A task was completed. **Extension.**
         *
         *     Sent as a signed `POST` to every enabled webhook subscribed to this event type (the `ping` to a webhook being registered or given a new URL). Verify `Service-Signature` over the raw body before parsing, and deduplicate by the event `id`: a delivery is sent at least once.
         */
        post: operations["taskCompletedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "task.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A task was deleted
         * @description A task was deleted. **Extension.**
         *
         *     Sent as a signed `POST` to every enabled webhook subscribed to this event type (the `ping` to a webhook being registered or given a new URL). Verify `Service-Signature` over the raw body before parsing, and deduplicate by the event `id`: a delivery is sent at least once.
         */
        post: operations["taskDeletedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "member.invited": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An invitation was sent
         * @description An invitation was sent.
         *
         *     Sent as a signed `POST` to every enabled webhook subscribed to this event type (the `ping` to a webhook being registered or given a new URL). Verify `Service-Signature` over the raw body before parsing, and deduplicate by the event `id`: a delivery is sent at least once.
         */
        post: operations["memberInvitedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "member.joined": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An invited user accepted
         * @description An invited user accepted.
         *
         *     Sent as a signed `POST` to every enabled webhook subscribed to this event type (the `ping` to a webhook being registered or given a new URL). Verify `Service-Signature` over the raw body before parsing, and deduplicate by the event `id`: a delivery is sent at least once.
         */
        post: operations["memberJoinedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "member.role_changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A member's role was updated
         * @description A member's role was updated.
         *
         *     Sent as a signed `POST` to every enabled webhook subscribed to this event type (the `ping` to a webhook being registered or given a new URL). Verify `Service-Signature` over the raw body before parsing, and deduplicate by the event `id`: a delivery is sent at least once.
         */
        post: operations["memberRoleChangedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "member.removed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A member was removed from the workspace
         * @description A member was removed from the workspace.
         *
         *     Sent as a signed `POST` to every enabled webhook subscribed to this event type (the `ping` to a webhook being registered or given a new URL). Verify `Service-Signature` over the raw body before parsing, and deduplicate by the event `id`: a delivery is sent at least once.
         */
        post: operations["memberRemovedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "automation.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An automation was created
         * @description An automation was created.
         *
         *     Sent as a signed `POST` to every enabled webhook subscribed to this event type (the `ping` to a webhook being registered or given a new URL). Verify `Service-Signature` over the raw body before parsing, and deduplicate by the event `id`: a delivery is sent at least once.
         */
        post: operations["automationCreatedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "automation.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An automation's configuration changed
         * @description An automation's configuration changed.
         *
         *     Sent as a signed `POST` to every enabled webhook subscribed to this event type (the `ping` to a webhook being registered or given a new URL). Verify `Service-Signature` over the raw body before parsing, and deduplicate by the event `id`: a delivery is sent at least once.
         */
        post: operations["automationUpdatedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "automation.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An automation was deleted
         * @description An automation was deleted.
         *
         *     Sent as a signed `POST` to every enabled webhook subscribed to this event type (the `ping` to a webhook being registered or given a new URL). Verify `Service-Signature` over the raw body before parsing, and deduplicate by the event `id`: a delivery is sent at least once.
         */
        post: operations["automationDeletedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "automation.run.started": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A run began
         * @description A run began.
         *
         *     Sent as a signed `POST` to every enabled webhook subscribed to this event type (the `ping` to a webhook being registered or given a new URL). Verify `Service-Signature` over the raw body before parsing, and deduplicate by the event `id`: a delivery is sent at least once.
         */
        post: operations["automationRunStartedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "automation.run.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A run finished successfully
         * @description A run finished successfully.
         *
         *     Sent as a signed `POST` to every enabled webhook subscribed to this event type (the `ping` to a webhook being registered or given a new URL). Verify `Service-Signature` over the raw body before parsing, and deduplicate by the event `id`: a delivery is sent at least once.
         */
        post: operations["automationRunCompletedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "automation.run.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A run hit an error and stopped
         * @description A run hit an error and stopped.
         *
         *     Sent as a signed `POST` to every enabled webhook subscribed to this event type (the `ping` to a webhook being registered or given a new URL). Verify `Service-Signature` over the raw body before parsing, and deduplicate by the event `id`: a delivery is sent at least once.
         */
        post: operations["automationRunFailedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "workflow.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A workflow was created
         * @description A workflow was created. **Extension.**
         *
         *     Sent as a signed `POST` to every enabled webhook subscribed to this event type (the `ping` to a webhook being registered or given a new URL). Verify `Service-Signature` over the raw body before parsing, and deduplicate by the event `id`: a delivery is sent at least once.
         */
        post: operations["workflowCreatedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "workflow.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A workflow's configuration changed
         * @description A workflow's configuration changed. **Extension.**
         *
         *     Sent as a signed `POST` to every enabled webhook subscribed to this event type (the `ping` to a webhook being registered or given a new URL). Verify `Service-Signature` over the raw body before parsing, and deduplicate by the event `id`: a delivery is sent at least once.
         */
        post: operations["workflowUpdatedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "workflow.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A workflow was deleted
         * @description A workflow was deleted. **Extension.**
         *
         *     Sent as a signed `POST` to every enabled webhook subscribed to this event type (the `ping` to a webhook being registered or given a new URL). Verify `Service-Signature` over the raw body before parsing, and deduplicate by the event `id`: a delivery is sent at least once.
         */
        post: operations["workflowDeletedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "workflow.run.started": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A workflow run began
         * @description A workflow run began. **Extension.**
         *
         *     Sent as a signed `POST` to every enabled webhook subscribed to this event type (the `ping` to a webhook being registered or given a new URL). Verify `Service-Signature` over the raw body before parsing, and deduplicate by the event `id`: a delivery is sent at least once.
         */
        post: operations["workflowRunStartedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "workflow.run.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A workflow run ended `success` (a condition not met included) or `cancelled`; `data.status` tells which
         * @description A workflow run ended `success` (a condition not met included) or `cancelled`; `data.status` tells which. **Extension.**
         *
         *     Sent as a signed `POST` to every enabled webhook subscribed to this event type (the `ping` to a webhook being registered or given a new URL). Verify `Service-Signature` over the raw body before parsing, and deduplicate by the event `id`: a delivery is sent at least once.
         */
        post: operations["workflowRunCompletedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "workflow.run.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A workflow run hit an error and ended `failed`
         * @description A workflow run hit an error and ended `failed`. **Extension.**
         *
         *     Sent as a signed `POST` to every enabled webhook subscribed to this event type (the `ping` to a webhook being registered or given a new URL). Verify `Service-Signature` over the raw body before parsing, and deduplicate by the event `id`: a delivery is sent at least once.
         */
        post: operations["workflowRunFailedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "billing.alert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The workspace's runs this month reached 80 % or 100 % of its plan's limit
         * @description The workspace's runs this month reached 80 % or 100 % of its plan's limit. **Extension.**
         *
         *     Sent as a signed `POST` to every enabled webhook subscribed to this event type (the `ping` to a webhook being registered or given a new URL). Verify `Service-Signature` over the raw body before parsing, and deduplicate by the event `id`: a delivery is sent at least once.
         */
        post: operations["billingAlertWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "notification.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A notification was made for a member whose `webhook` channel is on for its category
         * @description A notification was made for a member whose `webhook` channel is on for its category. **Extension.**
         *
         *     Sent as a signed `POST` to every enabled webhook subscribed to this event type (the `ping` to a webhook being registered or given a new URL). Verify `Service-Signature` over the raw body before parsing, and deduplicate by the event `id`: a delivery is sent at least once.
         */
        post: operations["notificationCreatedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook.disabled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The service disabled a webhook whose every delivery failed for `WEBHOOK_DISABLE_AFTER` (5 days by default); only admins and owners see it
         * @description The service disabled a webhook whose every delivery failed for `WEBHOOK_DISABLE_AFTER` (5 days by default); only admins and owners see it. **Extension.**
         *
         *     Sent as a signed `POST` to every enabled webhook subscribed to this event type (the `ping` to a webhook being registered or given a new URL). Verify `Service-Signature` over the raw body before parsing, and deduplicate by the event `id`: a delivery is sent at least once.
         */
        post: operations["webhookDisabledWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    ping: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The signed test ping sent when a webhook is registered or its URL changes; answer 2xx within 5 seconds
         * @description The signed test ping sent when a webhook is registered or its URL changes; answer 2xx within 5 seconds.
         *
         *     Sent as a signed `POST` to every enabled webhook subscribed to this event type (the `ping` to a webhook being registered or given a new URL). Verify `Service-Signature` over the raw body before parsing, and deduplicate by the event `id`: a delivery is sent at least once.
         */
        post: operations["pingWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /** @description One step of an automation, run in order. `config` depends on `type`. */
        Action: components["schemas"]["SendSlackMessageAction"] | components["schemas"]["SendEmailAction"] | components["schemas"]["CreateTaskAction"] | components["schemas"]["UpdateTaskAction"] | components["schemas"]["CallWebhookAction"];
        /**
         * @description Action kinds.
         * @enum {string}
         */
        ActionType: "send_slack_message" | "send_email" | "create_task" | "update_task" | "call_webhook";
        /** @description Body of POST /v1/projects/{project_id}/members. **Extension.** */
        AddProjectMemberRequest: {
            /** @description A member of the project's workspace. */
            member_id: components["schemas"]["MemberId"];
        };
        /** @description An API key, without its secret. **Extension.** */
        ApiKey: {
            /** @description Identifier, prefix `key_`. */
            id: components["schemas"]["ApiKeyId"];
            /** @description A label for the key. */
            name: string;
            /** @description Scope: caps the owner's role in every workspace. */
            scope: components["schemas"]["ApiKeyScope"];
            /** @description The key's home workspace: the default workspace of `/webhooks` and of `GET /automations` without `project_id`. */
            workspace_id: components["schemas"]["WorkspaceId"] | null;
            /** @description The first characters of the secret (`wsa_` and 8 more), to recognise it; the secret itself is never shown again. */
            prefix: string;
            /**
             * Format: date-time
             * @description Creation time.
             */
            created_at: string;
            /** @description Last time the key authenticated a request (updated at most once a minute). */
            last_used_at: string | null;
            /** @description When the key was revoked; a revoked key gets 401 at once in every server process. */
            revoked_at: string | null;
        };
        /**
         * @description API key identifier, prefix `key_`. **Extension.**
         * @example key_01jd7meu3v4w5x6y7z8a
         */
        ApiKeyId: string;
        /** @description A page of a list. */
        ApiKeyList: {
            /** @description The items of this page, in the list's order. */
            data: components["schemas"]["ApiKey"][];
            /** @description Pagination facts. */
            meta: components["schemas"]["ListMeta"];
        };
        /**
         * @description Scope of an API key: caps what the user's role allows. `read-only` allows GET only; `editor` allows what an editor may do; `admin` allows everything the role allows.
         * @enum {string}
         */
        ApiKeyScope: "admin" | "editor" | "read-only";
        /** @description An automation: a rule that runs its actions in order when its trigger fires. `type` (`event` or `scheduled`) decides the shape of `trigger`. */
        Automation: components["schemas"]["EventAutomation"] | components["schemas"]["ScheduledAutomation"];
        /** @description The member an automation acts as. **Extension.** */
        AutomationAuthor: {
            /** @description The author's membership; it may name a member who has since left the workspace. */
            member_id: components["schemas"]["MemberId"];
            /** @description The author's name when they last saved the automation. */
            name: string;
        };
        /** @description An automation was created. */
        AutomationCreatedEvent: {
            /** @description Event id, prefix `evt_`: the same on every attempt and for every webhook. */
            id: components["schemas"]["EventId"];
            /**
             * @description Event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "automation.created";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            created_at: string;
            /** @description Event-specific data. */
            data: components["schemas"]["AutomationEventData"];
        };
        /** @description An automation was deleted. */
        AutomationDeletedEvent: {
            /** @description Event id, prefix `evt_`: the same on every attempt and for every webhook. */
            id: components["schemas"]["EventId"];
            /**
             * @description Event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "automation.deleted";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            created_at: string;
            /** @description Event-specific data. */
            data: components["schemas"]["AutomationEventData"];
        };
        /** @description What an automation would do for an event, with nothing performed. **Extension.** */
        AutomationDryRun: {
            /** @description The automation. */
            automation_id: components["schemas"]["AutomationId"];
            /** @description Whether a run would start: the automation is enabled, its author is a member who may read the event, the trigger and the filters match, and the month's runs are not used up. */
            would_run: boolean;
            /** @description Why it would or would not run, for a person; it names the first step that would fail. */
            reason: string;
            /** @description The event tried; absent for a scheduled automation, which no event starts. */
            event?: components["schemas"]["DryRunEvent"];
            /** @description Whether the trigger fires. */
            trigger: components["schemas"]["DryRunTrigger"];
            /** @description How the filters combine; `null` for a scheduled automation. */
            match: components["schemas"]["FilterMatch"] | null;
            /** @description Each filter, in order (empty without filters). */
            filters: components["schemas"]["DryRunFilter"][];
            /** @description What each action would send and where, in order; rendered even when `would_run` is false. A whole answer is at most 262,144 bytes of JSON: each rendered text (a message, recipient, subject, body, task name or description, URL) is shown up to 10,000 characters, and the texts are kept whole in step order while they fit beside the rest of the answer; from the first that does not, each is cut to what is left, down to `…` alone. */
            steps: components["schemas"]["DryRunStep"][];
        };
        /** @description Body of POST /v1/automations/{automation_id}/test; optional. **Extension.** */
        AutomationDryRunRequest: {
            /** @description The event type to try; default the automation's `trigger.event`. Another type shows that it would not start the automation. Only for `event` automations. */
            event_type?: components["schemas"]["TriggerEventName"];
            /** @description The event's data, used as given (it need not be complete: what it lacks renders empty and is listed in `unresolved`), at most 16,384 bytes as JSON. Without it: the latest such event, else a sample. Only for `event` automations. */
            data?: {
                [key: string]: unknown;
            };
        };
        /** @description A single resource. */
        AutomationDryRunResponse: {
            /** @description The resource. */
            data: components["schemas"]["AutomationDryRun"];
        };
        /** @description `data` of `automation.created`, `automation.updated`, `automation.deleted`: the automation after the change (before the deletion). */
        AutomationEventData: {
            /** @description The workspace. */
            workspace_id: components["schemas"]["WorkspaceId"];
            /** @description The automation's project. */
            project_id: components["schemas"]["ProjectId"];
            /** @description Who did it. */
            actor: components["schemas"]["EventActor"];
            /** @description The automation. */
            automation: components["schemas"]["Automation"];
        };
        /**
         * @description Automation identifier, prefix `auto_`.
         * @example auto_01jd7m8e7f8g9h0i1j2k
         */
        AutomationId: string;
        /** @description An automation as listed: without `actions`. */
        AutomationListItem: components["schemas"]["EventAutomationListItem"] | components["schemas"]["ScheduledAutomationListItem"];
        /** @description A list returned whole, without pagination. */
        AutomationListItemCollection: {
            /** @description Every item. */
            data: components["schemas"]["AutomationListItem"][];
        };
        /** @description A page of a list. */
        AutomationListItemList: {
            /** @description The items of this page, in the list's order. */
            data: components["schemas"]["AutomationListItem"][];
            /** @description Pagination facts. */
            meta: components["schemas"]["ListMeta"];
        };
        /** @description A single resource. */
        AutomationResponse: {
            /** @description The resource. */
            data: components["schemas"]["Automation"];
        };
        /** @description One execution of an automation. */
        AutomationRun: {
            /** @description Identifier, prefix `run_`. */
            id: components["schemas"]["RunId"];
            /** @description The automation. */
            automation_id: components["schemas"]["AutomationId"];
            /** @description State. */
            status: components["schemas"]["RunStatus"];
            /**
             * Format: date-time
             * @description Start time.
             */
            started_at: string;
            /** @description End time; `null` while running. */
            completed_at: string | null;
            /** @description Why it failed; `null` on success and while running. */
            error_message: string | null;
            /** @description What started it. **Extension.** */
            trigger: components["schemas"]["RunTrigger"];
            /** @description The actions' outcomes, in order. **Extension.** */
            steps: components["schemas"]["RunStep"][];
            /** @description The failed run this one retries (`POST …/runs/{run_id}/retry`); absent on a run that is not a retry. **Extension.** */
            retry_of?: components["schemas"]["RunId"];
        };
        /** @description A run finished successfully. */
        AutomationRunCompletedEvent: {
            /** @description Event id, prefix `evt_`: the same on every attempt and for every webhook. */
            id: components["schemas"]["EventId"];
            /**
             * @description Event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "automation.run.completed";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            created_at: string;
            /** @description Event-specific data. */
            data: components["schemas"]["AutomationRunEventData"];
        };
        /** @description `data` of `automation.run.started`, `automation.run.completed`, `automation.run.failed`. */
        AutomationRunEventData: {
            /** @description The workspace. */
            workspace_id: components["schemas"]["WorkspaceId"];
            /** @description The automation (for a manual start, the user who started it). */
            actor: components["schemas"]["EventActor"];
            /** @description The automation's project. */
            project_id: components["schemas"]["ProjectId"];
            /** @description The automation. */
            automation_id: components["schemas"]["AutomationId"];
            /** @description The run. */
            run_id: components["schemas"]["RunId"];
            /** @description The run's status: `running`, `success` or `failed`. */
            status: components["schemas"]["RunStatus"];
            /** @description Why it failed; `null` otherwise. */
            error_message: string | null;
        };
        /** @description A run hit an error and stopped. */
        AutomationRunFailedEvent: {
            /** @description Event id, prefix `evt_`: the same on every attempt and for every webhook. */
            id: components["schemas"]["EventId"];
            /**
             * @description Event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "automation.run.failed";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            created_at: string;
            /** @description Event-specific data. */
            data: components["schemas"]["AutomationRunEventData"];
        };
        /** @description A page of a list. */
        AutomationRunList: {
            /** @description The items of this page, in the list's order. */
            data: components["schemas"]["AutomationRun"][];
            /** @description Pagination facts. */
            meta: components["schemas"]["ListMeta"];
        };
        /** @description A single resource. */
        AutomationRunResponse: {
            /** @description The resource. */
            data: components["schemas"]["AutomationRun"];
        };
        /** @description A run began. */
        AutomationRunStartedEvent: {
            /** @description Event id, prefix `evt_`: the same on every attempt and for every webhook. */
            id: components["schemas"]["EventId"];
            /**
             * @description Event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "automation.run.started";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            created_at: string;
            /** @description Event-specific data. */
            data: components["schemas"]["AutomationRunEventData"];
        };
        /** @description An automation's configuration changed. */
        AutomationUpdatedEvent: {
            /** @description Event id, prefix `evt_`: the same on every attempt and for every webhook. */
            id: components["schemas"]["EventId"];
            /**
             * @description Event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "automation.updated";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            created_at: string;
            /** @description Event-specific data. */
            data: components["schemas"]["AutomationEventData"];
        };
        /** @description Malformed request: the body is not a JSON object, or a required field or parameter is missing (at any depth), or a query parameter has the wrong type. */
        BadRequestError: {
            /** @description The error. */
            error: components["schemas"]["BadRequestErrorObject"];
        };
        /** @description The error object of a 400 response. */
        BadRequestErrorObject: {
            /**
             * @description Always `bad_request`.
             * @enum {string}
             */
            code: "bad_request";
            /**
             * @description Always 400.
             * @enum {integer}
             */
            status: 400;
            /** @description What went wrong and, where possible, what to do about it. */
            message: string;
            /** @description Field-level problems, present on validation errors. **Extension.** */
            details?: components["schemas"]["ErrorDetail"][];
            /** @description The request's id, also sent as the `X-Request-Id` header; quote it when reporting a problem. **Extension.** */
            request_id: string;
        };
        /** @description Billing alerts' channels: their e-mail is always `immediate` and cannot be switched off. **Extension.** */
        BillingAlertChannelPreferences: {
            /** @description Listed in the inbox. */
            in_app: boolean;
            /** @description As a Slack message to `chat_channel`. */
            chat: boolean;
            /** @description As a `notification.created` event to the workspace's webhooks that subscribe to it. */
            webhook: boolean;
            /**
             * @description Always `immediate`.
             * @enum {string}
             */
            email: "immediate";
        };
        /** @description A change to billing alerts' channels: `email` may only be `immediate`. **Extension.** */
        BillingAlertChannelPreferencesPatch: {
            in_app?: boolean;
            /**
             * @description Billing alerts always go by e-mail at once: any other value gets 422.
             * @enum {string}
             */
            email?: "immediate";
            chat?: boolean;
            webhook?: boolean;
        };
        /** @description The workspace's runs this month reached 80 % or 100 % of its plan's limit. **Extension.** */
        BillingAlertEvent: {
            /** @description Event id, prefix `evt_`: the same on every attempt and for every webhook. */
            id: components["schemas"]["EventId"];
            /**
             * @description Event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "billing.alert";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            created_at: string;
            /** @description Event-specific data. */
            data: components["schemas"]["BillingAlertEventData"];
        };
        /** @description `data` of `billing.alert`: the workspace's runs this month reached 80 % or 100 % of its plan's limit (once per threshold per cycle; never on enterprise). **Extension.** */
        BillingAlertEventData: {
            /** @description The workspace. */
            workspace_id: components["schemas"]["WorkspaceId"];
            /** @description Always the system. */
            actor: components["schemas"]["EventActor"];
            /**
             * @description The threshold reached: 80 or 100 (percent of `runs_limit`).
             * @enum {integer}
             */
            threshold_percent: 80 | 100;
            /**
             * Format: int32
             * @description Runs counted this cycle when the threshold was reached.
             */
            runs_used: number;
            /**
             * Format: int32
             * @description The plan's monthly run limit.
             */
            runs_limit: number;
            /** @description The plan. */
            plan: components["schemas"]["Plan"];
            /**
             * Format: date-time
             * @description When the count starts again from 0 (the next calendar month, UTC).
             */
            cycle_resets_at: string;
        };
        /** @description Calls an HTTPS endpoint. */
        CallWebhookAction: {
            /**
             * @description Always `call_webhook`. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "call_webhook";
            /** @description The request. */
            config: components["schemas"]["CallWebhookConfig"];
        };
        /** @description Config of `call_webhook`: an HTTPS request with a 10 s time-out; private and loopback targets are refused. */
        CallWebhookConfig: {
            /** @description HTTPS URL (templated). */
            url: string;
            /**
             * @description Method; default `POST`.
             * @default POST
             */
            method?: components["schemas"]["HttpMethod"];
            /** @description Extra request headers: at most 20; each name 1 to 256 characters (an HTTP token), each value (templated) at most 4,096 characters without line breaks. Values are write-only: they are stored encrypted and read back as `********`; sending `********` for a header the action already has keeps its stored value. */
            headers?: {
                [key: string]: components["schemas"]["HeaderValue"];
            };
            /** @description Request body (templated); sent as `application/json` unless a `Content-Type` header says otherwise. */
            body?: string;
        };
        /** @description Each category's channels. **Extension.** */
        CategoryPreferences: {
            workflow_run_completed: components["schemas"]["ChannelPreferences"];
            workflow_run_failed: components["schemas"]["ChannelPreferences"];
            member_invited: components["schemas"]["ChannelPreferences"];
            member_role_changed: components["schemas"]["ChannelPreferences"];
            automation_triggered: components["schemas"]["ChannelPreferences"];
            billing_alert: components["schemas"]["BillingAlertChannelPreferences"];
            webhook_disabled: components["schemas"]["ChannelPreferences"];
        };
        /** @description A change to some categories' channels: only the categories sent change. **Extension.** */
        CategoryPreferencesPatch: {
            workflow_run_completed?: components["schemas"]["ChannelPreferencesPatch"];
            workflow_run_failed?: components["schemas"]["ChannelPreferencesPatch"];
            member_invited?: components["schemas"]["ChannelPreferencesPatch"];
            member_role_changed?: components["schemas"]["ChannelPreferencesPatch"];
            automation_triggered?: components["schemas"]["ChannelPreferencesPatch"];
            billing_alert?: components["schemas"]["BillingAlertChannelPreferencesPatch"];
            webhook_disabled?: components["schemas"]["ChannelPreferencesPatch"];
        };
        /** @description How one category reaches the member. **Extension.** */
        ChannelPreferences: {
            /** @description Listed in the inbox. */
            in_app: boolean;
            /** @description By e-mail: `off`, `immediate`, or in the `hourly` or `daily` digest (09:00 in the workspace's time zone). */
            email: components["schemas"]["EmailFrequency"];
            /** @description As a Slack message to `chat_channel`. */
            chat: boolean;
            /** @description As a `notification.created` event to the workspace's webhooks that subscribe to it. */
            webhook: boolean;
        };
        /** @description A change to one category's channels: only the channels sent change. **Extension.** */
        ChannelPreferencesPatch: {
            in_app?: boolean;
            email?: components["schemas"]["EmailFrequency"];
            chat?: boolean;
            webhook?: boolean;
        };
        /** @description Slack channel id or name. */
        ChatChannel: string;
        /** @description A condition that compares a field of the event data with a value. */
        ComparisonFilter: {
            /** @description Dotted path into the event data, e.g. `task.name` or `member.role`. */
            field: components["schemas"]["FilterField"];
            /**
             * @description The comparison. `greater_than` and `less_than` compare numbers (and ISO timestamps as text); `contains` tests a substring or an array element. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            operator: "is" | "is_not" | "contains" | "greater_than" | "less_than";
            /** @description The value compared with: text up to 1,000 characters, a number, a boolean (not for `greater_than`/`less_than`) or `null`. */
            value: components["schemas"]["FilterText"] | number | boolean | null;
        };
        /** @description The request conflicts with the resource's state (taken slug, archived project, active member, last owner, …). */
        ConflictError: {
            /** @description The error. */
            error: components["schemas"]["ConflictErrorObject"];
        };
        /** @description The error object of a 409 response. */
        ConflictErrorObject: {
            /**
             * @description Always `conflict`.
             * @enum {string}
             */
            code: "conflict";
            /**
             * @description Always 409.
             * @enum {integer}
             */
            status: 409;
            /** @description What went wrong and, where possible, what to do about it. */
            message: string;
            /** @description Field-level problems, present on validation errors. **Extension.** */
            details?: components["schemas"]["ErrorDetail"][];
            /** @description The request's id, also sent as the `X-Request-Id` header; quote it when reporting a problem. **Extension.** */
            request_id: string;
        };
        /** @description Body of POST /v1/api-keys. **Extension.** */
        CreateApiKeyRequest: {
            /** @description A label for the key, 1 to 255 characters. */
            name: components["schemas"]["Name"];
            /**
             * @description Scope; default `editor`. Cannot exceed the scope of the key making the request (403).
             * @default editor
             */
            scope?: components["schemas"]["ApiKeyScope"];
            /** @description Home workspace; the caller must be a member (404 otherwise). */
            workspace_id?: components["schemas"]["WorkspaceId"];
        };
        /** @description Body of POST /v1/automations. Needs editor permission; the project must not be archived. `type` decides the shape of `trigger`. */
        CreateAutomationRequest: components["schemas"]["CreateEventAutomationRequest"] | components["schemas"]["CreateScheduledAutomationRequest"];
        /** @description Creates an automation started by an event. */
        CreateEventAutomationRequest: {
            /** @description Owning project. */
            project_id: components["schemas"]["ProjectId"];
            /** @description Name, 1 to 255 characters. */
            name: components["schemas"]["Name"];
            /**
             * @description `event`; fixed afterwards. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "event";
            /**
             * @description Default `true`; `false` creates it paused.
             * @default true
             */
            enabled?: boolean;
            /** @description The event and filters that start it. */
            trigger: components["schemas"]["EventTrigger"];
            /** @description The ordered actions, 1 to 20. */
            actions: components["schemas"]["Action"][];
        };
        /** @description Creates a workflow started by an event. **Extension.** */
        CreateEventWorkflowRequest: {
            /** @description Owning project. */
            project_id: components["schemas"]["ProjectId"];
            /** @description Name, 1 to 255 characters. */
            name: components["schemas"]["Name"];
            /**
             * @description What the workflow is for, up to 10,000 characters; default `""`.
             * @default
             */
            description?: string;
            /**
             * @description `event`; fixed afterwards. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "event";
            /**
             * @description Default `false`: a workflow is created disabled; `true` creates it running.
             * @default false
             */
            enabled?: boolean;
            /** @description The event and filters that start it. */
            trigger: components["schemas"]["EventTrigger"];
            /** @description The ordered steps, 1 to 50. */
            steps: components["schemas"]["WorkflowStep"][];
        };
        /** @description Body of POST /v1/workspaces/{workspace_id}/invitations. */
        CreateInvitationRequest: {
            /** @description Address to invite; inviting an active member's address gives 409. A pending invitation to it is superseded. */
            email: components["schemas"]["EmailAddress"];
            /** @description Role granted on acceptance; inviting an `owner` needs the owner role. */
            role: components["schemas"]["Role"];
        };
        /** @description Body of POST /v1/projects. Needs editor permission in the workspace. */
        CreateProjectRequest: {
            /** @description The workspace to create the project in; one the caller cannot see gives 404. */
            workspace_id: components["schemas"]["WorkspaceId"];
            /** @description Name, 1 to 255 characters. */
            name: components["schemas"]["Name"];
            /**
             * @description Description, up to 10,000 characters; default empty.
             * @default
             */
            description?: string;
            /**
             * @description Colour, `#RRGGBB`; default `#6B7280`.
             * @default #6B7280
             */
            color?: components["schemas"]["HexColor"];
            /**
             * @description Visibility; default `private`. The creator is added to a private project.
             * @default private
             */
            visibility?: components["schemas"]["Visibility"];
        };
        /** @description Creates an automation started by a cron schedule. */
        CreateScheduledAutomationRequest: {
            /** @description Owning project. */
            project_id: components["schemas"]["ProjectId"];
            /** @description Name, 1 to 255 characters. */
            name: components["schemas"]["Name"];
            /**
             * @description `scheduled`; fixed afterwards. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "scheduled";
            /**
             * @description Default `true`; `false` creates it paused.
             * @default true
             */
            enabled?: boolean;
            /** @description The schedule that starts it. */
            trigger: components["schemas"]["ScheduledTrigger"];
            /** @description The ordered actions, 1 to 20. */
            actions: components["schemas"]["Action"][];
        };
        /** @description Creates a workflow started by a cron schedule. **Extension.** */
        CreateScheduledWorkflowRequest: {
            /** @description Owning project. */
            project_id: components["schemas"]["ProjectId"];
            /** @description Name, 1 to 255 characters. */
            name: components["schemas"]["Name"];
            /**
             * @description What the workflow is for, up to 10,000 characters; default `""`.
             * @default
             */
            description?: string;
            /**
             * @description `scheduled`; fixed afterwards. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "scheduled";
            /**
             * @description Default `false`: a workflow is created disabled; `true` creates it running.
             * @default false
             */
            enabled?: boolean;
            /** @description The schedule that starts it. */
            trigger: components["schemas"]["ScheduledTrigger"];
            /** @description The ordered steps, 1 to 50. */
            steps: components["schemas"]["WorkflowStep"][];
        };
        /** @description Creates a task. */
        CreateTaskAction: {
            /**
             * @description Always `create_task`. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "create_task";
            /** @description The task to create. */
            config: components["schemas"]["CreateTaskConfig"];
        };
        /** @description Config of `create_task`. */
        CreateTaskConfig: {
            /** @description Task name (templated); rendered to at most 255 characters. */
            name: components["schemas"]["TemplateText"];
            /** @description Task description (templated). */
            description?: components["schemas"]["TemplateText"];
            /** @description Project for the task; default the automation's project. Must be in the same workspace. */
            project_id?: components["schemas"]["ProjectId"];
            /** @description Assignee; must be able to see the project. */
            assignee_member_id?: components["schemas"]["MemberId"];
        };
        /** @description Body of POST /v1/projects/{project_id}/tasks. **Extension.** */
        CreateTaskRequest: {
            /** @description Name, 1 to 255 characters. */
            name: components["schemas"]["Name"];
            /**
             * @description Description, up to 10,000 characters.
             * @default
             */
            description?: string;
            /**
             * @description Initial state; default `open`.
             * @default open
             */
            status?: components["schemas"]["TaskStatus"];
            /**
             * @description A member of the project's workspace who can see the project, or `null`.
             * @default null
             */
            assignee_member_id?: components["schemas"]["MemberId"] | null;
        };
        /** @description Body of POST /v1/webhooks. A signed test ping is sent to the URL first; it must answer 2xx within 5 seconds (422 naming the cause otherwise). */
        CreateWebhookRequest: {
            /** @description HTTPS destination; `http://` gives 422, as does a host resolving to a private, loopback or link-local address. */
            url: components["schemas"]["HttpsUrl"];
            /** @description Event types to receive, at least one; duplicates are ignored. */
            events: components["schemas"]["EventType"][];
            /** @description Signing secret, 16 to 256 characters: deliveries carry `Service-Signature: sha256=<hex HMAC-SHA256 of the raw body keyed with it>`. Write-only: never returned, cannot be changed by PATCH. */
            secret: string;
            /**
             * @description Default `true`.
             * @default true
             */
            enabled?: boolean;
            /** @description The workspace; default the key's home workspace (400 when it has none). **Extension.** */
            workspace_id?: components["schemas"]["WorkspaceId"];
        };
        /** @description Body of POST /v1/workflows. Needs editor permission; the project must not be archived. `type` decides the shape of `trigger`. **Extension.** */
        CreateWorkflowRequest: components["schemas"]["CreateEventWorkflowRequest"] | components["schemas"]["CreateScheduledWorkflowRequest"];
        /** @description Body of POST /v1/workspaces. */
        CreateWorkspaceRequest: {
            /** @description Display name, 1 to 255 characters. */
            name: components["schemas"]["Name"];
            /** @description URL-safe handle (lowercase letters, digits, hyphens); generated from the name when omitted. A taken slug gives 409. */
            slug?: string;
            /**
             * @description IANA time zone; default `UTC`.
             * @default UTC
             */
            timezone?: components["schemas"]["TimeZone"];
        };
        /** @description A newly created API key, with its secret shown this once. **Extension.** */
        CreatedApiKey: {
            /** @description Identifier, prefix `key_`. */
            id: components["schemas"]["ApiKeyId"];
            /** @description A label for the key. */
            name: string;
            /** @description Scope: caps the owner's role in every workspace. */
            scope: components["schemas"]["ApiKeyScope"];
            /** @description The key's home workspace: the default workspace of `/webhooks` and of `GET /automations` without `project_id`. */
            workspace_id: components["schemas"]["WorkspaceId"] | null;
            /** @description The first characters of the secret (`wsa_` and 8 more), to recognise it; the secret itself is never shown again. */
            prefix: string;
            /**
             * Format: date-time
             * @description Creation time.
             */
            created_at: string;
            /** @description Last time the key authenticated a request (updated at most once a minute). */
            last_used_at: string | null;
            /** @description When the key was revoked; a revoked key gets 401 at once in every server process. */
            revoked_at: string | null;
            /** @description The secret, `wsa_` followed by 43 URL-safe characters. Shown only in this response; store it now. */
            key: string;
        };
        /** @description A single resource. */
        CreatedApiKeyResponse: {
            /** @description The resource. */
            data: components["schemas"]["CreatedApiKey"];
        };
        /** @description The delivery of one event to one webhook, with its attempts. **Extension.** */
        Delivery: {
            /** @description Identifier, prefix `dlv_`. */
            id: components["schemas"]["DeliveryId"];
            /** @description The webhook. */
            webhook_id: components["schemas"]["WebhookId"];
            /** @description The event's id, the same on every attempt and for every webhook: receivers deduplicate with it. */
            event_id: components["schemas"]["EventId"];
            /** @description The event's type. */
            event_type: components["schemas"]["EventType"];
            /** @description State. */
            status: components["schemas"]["DeliveryStatus"];
            /** @description Attempts made so far, oldest first. */
            attempts: components["schemas"]["DeliveryAttempt"][];
            /** @description When the next attempt is due; `null` when none is scheduled. */
            next_attempt_at: string | null;
            /**
             * Format: date-time
             * @description Creation time.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last change.
             */
            updated_at: string;
        };
        /** @description One HTTP attempt of a delivery. **Extension.** */
        DeliveryAttempt: {
            /**
             * Format: int32
             * @description 1 for the first attempt, up to 6.
             */
            number: number;
            /**
             * Format: date-time
             * @description When the request started.
             */
            started_at: string;
            /**
             * Format: int32
             * @description How long until the answer or the failure, in milliseconds.
             */
            duration_ms: number;
            /** @description The receiver's HTTP status; `null` when no answer came (time-out, connection or TLS error). */
            response_status: number | null;
            /** @description Why the attempt failed; `null` on success. */
            error: string | null;
            /** @description What the attempt sent; `null` for an attempt that failed before its request was made (or made before this was recorded). **Extension.** */
            request: components["schemas"]["DeliveryAttemptRequest"] | null;
            /** @description What the receiver answered; `null` when no answer came (time-out, connection or TLS error). **Extension.** */
            response: components["schemas"]["DeliveryAttemptResponse"] | null;
        };
        /** @description The request a delivery attempt sent. **Extension.** */
        DeliveryAttemptRequest: {
            /** @description The headers as sent, names lower-case; the signatures' values are masked (`sha256=********`, `v1,********`). */
            headers: {
                [key: string]: string;
            };
            /** @description The body as sent: the event's envelope, the same bytes on every attempt. */
            body: string;
        };
        /** @description What the receiver answered to a delivery attempt, bounded. **Extension.** */
        DeliveryAttemptResponse: {
            /** @description The answer's headers, names lower-case, repeated ones joined with `, `: at most 50, each value cut to 1,024 characters. */
            headers: {
                [key: string]: string;
            };
            /** @description The first 4 KB of the answer's body, as UTF-8 text. */
            body: string;
            /** @description Whether the body was longer than `body` holds. */
            body_truncated: boolean;
        };
        /**
         * @description Webhook delivery identifier, prefix `dlv_`. **Extension.**
         * @example dlv_01jd7mcg1h2i3j4k5l6m
         */
        DeliveryId: string;
        /** @description A page of a list. */
        DeliveryList: {
            /** @description The items of this page, in the list's order. */
            data: components["schemas"]["Delivery"][];
            /** @description Pagination facts. */
            meta: components["schemas"]["ListMeta"];
        };
        /** @description What a recovery queued. **Extension.** */
        DeliveryRecovery: {
            /**
             * Format: int32
             * @description Deliveries queued again: each `permanently_failed` one as a new delivery of its event (same `evt_` id), once; each `failed` one (a retry pending) by bringing that retry forward, at most once between two of its attempts. None is sent sooner than the retry schedule's first delay after its last attempt.
             */
            queued: number;
            /**
             * Format: int32
             * @description Deliveries of the window left for another call: one call queues at most 1,000.
             */
            remaining: number;
        };
        /** @description A single resource. */
        DeliveryRecoveryResponse: {
            /** @description The resource. */
            data: components["schemas"]["DeliveryRecovery"];
        };
        /** @description A single resource. */
        DeliveryResponse: {
            /** @description The resource. */
            data: components["schemas"]["Delivery"];
        };
        /**
         * @description Delivery state: `pending` (queued or waiting for a retry), `succeeded`, `failed` (an attempt failed, a retry is scheduled), `permanently_failed` (the 5 retries are spent), `cancelled` (the webhook was disabled or deleted). **Extension.**
         * @enum {string}
         */
        DeliveryStatus: "pending" | "succeeded" | "failed" | "permanently_failed" | "cancelled";
        /** @description The request `call_webhook` would send. Header values are never shown: each reads `********`. */
        DryRunCallWebhook: {
            /**
             * Format: int32
             * @description Position in the automation's actions (in a workflow's dry run, in the workflow's steps), from 0.
             */
            index: number;
            /** @description Why this step would fail if it ran now (the author's access, an archived project, a missing task, an address or URL that is not one, a rendered URL over 8,192 characters, a service setting), in a run's words; `null` when nothing is in its way. A target project or task the caller cannot see reads as not found. Host names are not looked up: a name that does not resolve, or resolves to a blocked address, shows only when a run sends, as `<host> did not resolve to a public address` either way. */
            problem: string | null;
            /** @description Template variables that resolve to nothing for this event and render as empty text, e.g. `task.due_date`: the first 20, each name up to 100 characters (a longer one is cut and ends with `…`). */
            unresolved: string[];
            /**
             * @description Always `call_webhook`. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "call_webhook";
            /** @description The method. */
            method: components["schemas"]["HttpMethod"];
            /** @description Where: the rendered URL. One over 8,192 characters is cut there, ends with `…`, and is the step's `problem`: a run refuses it too. */
            url: string;
            /** @description The request's headers by lower-case name, values masked; a run adds `Idempotency-Key` (`<run id>.<step index>`) unless the action sets one. */
            headers: {
                [key: string]: string;
            };
            /** @description The rendered body; `null` when none would be sent (no body, or `GET`). */
            body: string | null;
        };
        /** @description A `condition` step of a dry run, evaluated against the current state: the event's task or project read now, as a run reaching the step now would read it. When it is not met a run would end here, `success`, with the later steps `skipped` (they are still rendered below it). **Extension.** */
        DryRunCondition: {
            /**
             * Format: int32
             * @description Position in the workflow's steps, from 0.
             */
            index: number;
            /**
             * @description Always `condition`. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "condition";
            /** @description How the step's filters combine. */
            match: components["schemas"]["FilterMatch"];
            /** @description Each of the step's filters, in order, with the value it read now. */
            filters: components["schemas"]["DryRunFilter"][];
            /** @description Whether the condition is met now. */
            met: boolean;
            /** @description Why, for a person: e.g. `task.status "completed" is not "open": a run would end here, success, and skip the 1 step after it.` Cut, ending with `…`, when the answer would pass its bound (see `WorkflowDryRun.steps`). */
            reason: string;
            /** @description Why the condition could not be evaluated now, in a run's words; `null` when nothing is in its way. */
            problem: string | null;
            /** @description Always empty: a condition renders no template. */
            unresolved: string[];
        };
        /** @description The task `create_task` would create. */
        DryRunCreateTask: {
            /**
             * Format: int32
             * @description Position in the automation's actions (in a workflow's dry run, in the workflow's steps), from 0.
             */
            index: number;
            /** @description Why this step would fail if it ran now (the author's access, an archived project, a missing task, an address or URL that is not one, a rendered URL over 8,192 characters, a service setting), in a run's words; `null` when nothing is in its way. A target project or task the caller cannot see reads as not found. Host names are not looked up: a name that does not resolve, or resolves to a blocked address, shows only when a run sends, as `<host> did not resolve to a public address` either way. */
            problem: string | null;
            /** @description Template variables that resolve to nothing for this event and render as empty text, e.g. `task.due_date`: the first 20, each name up to 100 characters (a longer one is cut and ends with `…`). */
            unresolved: string[];
            /**
             * @description Always `create_task`. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "create_task";
            /** @description Where: the project it would go into. */
            project_id: components["schemas"]["ProjectId"];
            /** @description The rendered name. */
            name: string;
            /** @description The rendered description (a run stores at most its first 10,000 characters); `null` when the action sets none. */
            description: string | null;
            /** @description The assignee; `null` when the action sets none. */
            assignee_member_id: components["schemas"]["MemberId"] | null;
        };
        /** @description The e-mail `send_email` would send. */
        DryRunEmail: {
            /**
             * Format: int32
             * @description Position in the automation's actions (in a workflow's dry run, in the workflow's steps), from 0.
             */
            index: number;
            /** @description Why this step would fail if it ran now (the author's access, an archived project, a missing task, an address or URL that is not one, a rendered URL over 8,192 characters, a service setting), in a run's words; `null` when nothing is in its way. A target project or task the caller cannot see reads as not found. Host names are not looked up: a name that does not resolve, or resolves to a blocked address, shows only when a run sends, as `<host> did not resolve to a public address` either way. */
            problem: string | null;
            /** @description Template variables that resolve to nothing for this event and render as empty text, e.g. `task.due_date`: the first 20, each name up to 100 characters (a longer one is cut and ends with `…`). */
            unresolved: string[];
            /**
             * @description Always `send_email`. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "send_email";
            /** @description Where: the rendered recipient. */
            to: string;
            /** @description The rendered subject. */
            subject: string;
            /** @description The rendered plain-text body. */
            body: string;
        };
        /** @description The event a dry run tried. **Extension.** */
        DryRunEvent: {
            /** @description Where it came from. */
            source: components["schemas"]["DryRunEventSource"];
            /** @description The event, for `source: latest`; `null` otherwise. */
            id: components["schemas"]["EventId"] | null;
            /** @description Its type. */
            type: components["schemas"]["TriggerEventName"];
            /** @description When it happened, for `source: latest`; `null` otherwise. */
            created_at: string | null;
            /** @description The data the filters and templates read. */
            data: {
                [key: string]: unknown;
            };
        };
        /**
         * @description Where the event of a dry run came from. **Extension.**
         * @enum {string}
         */
        DryRunEventSource: "request" | "latest" | "sample";
        /** @description One trigger filter, evaluated against the event's data. **Extension.** */
        DryRunFilter: {
            /**
             * Format: int32
             * @description Position in `trigger.filters` (for a workflow's condition step, in the step's `filters`), from 0.
             */
            index: number;
            /** @description The filter's field. */
            field: components["schemas"]["FilterField"];
            /**
             * @description The filter's operator.
             * @enum {string}
             */
            operator: "is" | "is_not" | "contains" | "greater_than" | "less_than" | "is_empty" | "is_not_empty";
            /** @description The filter's value; absent for `is_empty` and `is_not_empty`. */
            value?: components["schemas"]["FilterText"] | number | boolean | null;
            /** @description The field's value in the event data; absent when the data has no such field. A value whose JSON is over 1,000 characters is shown as that JSON text, cut and ending with `…`. In a workflow's condition it may be cut further to keep the answer within its bound (see `WorkflowDryRun.steps`). */
            actual?: unknown;
            /** @description Whether the filter matched. */
            matched: boolean;
            /** @description Why, for a person: e.g. `task.name "Ship launch page" contains "launch"`. In a workflow's condition it may be cut, ending with `…`, to keep the answer within its bound (see `WorkflowDryRun.steps`). */
            reason: string;
        };
        /** @description The Slack message `send_slack_message` would post. Rendered texts are shown up to 10,000 characters; a longer one is cut and ends with `…`. */
        DryRunSlackMessage: {
            /**
             * Format: int32
             * @description Position in the automation's actions (in a workflow's dry run, in the workflow's steps), from 0.
             */
            index: number;
            /** @description Why this step would fail if it ran now (the author's access, an archived project, a missing task, an address or URL that is not one, a rendered URL over 8,192 characters, a service setting), in a run's words; `null` when nothing is in its way. A target project or task the caller cannot see reads as not found. Host names are not looked up: a name that does not resolve, or resolves to a blocked address, shows only when a run sends, as `<host> did not resolve to a public address` either way. */
            problem: string | null;
            /** @description Template variables that resolve to nothing for this event and render as empty text, e.g. `task.due_date`: the first 20, each name up to 100 characters (a longer one is cut and ends with `…`). */
            unresolved: string[];
            /**
             * @description Always `send_slack_message`. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "send_slack_message";
            /** @description Where: the channel. */
            channel: string;
            /** @description What: the rendered message. */
            text: string;
        };
        /** @description What one action would do, by `type`. **Extension.** */
        DryRunStep: components["schemas"]["DryRunSlackMessage"] | components["schemas"]["DryRunEmail"] | components["schemas"]["DryRunCreateTask"] | components["schemas"]["DryRunUpdateTask"] | components["schemas"]["DryRunCallWebhook"];
        /** @description Whether the trigger would fire, and why. **Extension.** */
        DryRunTrigger: {
            /** @description Whether the event (or, for a scheduled automation, its schedule) starts this automation. */
            matched: boolean;
            /** @description Why, for a person: e.g. `A task.completed event in this automation's project starts it.` */
            reason: string;
        };
        /** @description The change `update_task` would make. Only the fields the action sets appear. */
        DryRunUpdateTask: {
            /**
             * Format: int32
             * @description Position in the automation's actions (in a workflow's dry run, in the workflow's steps), from 0.
             */
            index: number;
            /** @description Why this step would fail if it ran now (the author's access, an archived project, a missing task, an address or URL that is not one, a rendered URL over 8,192 characters, a service setting), in a run's words; `null` when nothing is in its way. A target project or task the caller cannot see reads as not found. Host names are not looked up: a name that does not resolve, or resolves to a blocked address, shows only when a run sends, as `<host> did not resolve to a public address` either way. */
            problem: string | null;
            /** @description Template variables that resolve to nothing for this event and render as empty text, e.g. `task.due_date`: the first 20, each name up to 100 characters (a longer one is cut and ends with `…`). */
            unresolved: string[];
            /**
             * @description Always `update_task`. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "update_task";
            /** @description Where: the task it would change (the action's, else the event's task); `null` when neither names one. */
            task_id: components["schemas"]["TaskId"] | null;
            /** @description The rendered new name. */
            name?: string;
            /** @description The rendered new description. */
            description?: string;
            /** @description The new state. */
            status?: components["schemas"]["TaskStatus"];
            /** @description The new assignee, or `null` to unassign. */
            assignee_member_id?: components["schemas"]["MemberId"] | null;
        };
        /** @description A `wait` step of a dry run: a run would wait `minutes` workflow minutes here (each lasting `WORKFLOW_MINUTE`, 60 s by default). **Extension.** */
        DryRunWait: {
            /**
             * Format: int32
             * @description Position in the workflow's steps, from 0.
             */
            index: number;
            /**
             * @description Always `wait`. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "wait";
            /**
             * Format: int32
             * @description How long a run would wait, in workflow minutes.
             */
            minutes: number;
            /** @description Why a run could not wait here now (the workspace already has 10,000 waiting workflow runs, the most it may have), in a run's words; `null` when nothing is in its way. */
            problem: string | null;
            /** @description Always empty: a wait renders no template. */
            unresolved: string[];
        };
        /**
         * @description How a DST change touched a fire time. **Extension.**
         * @enum {string}
         */
        DstEffect: "moved" | "repeat_skipped";
        /**
         * Format: email
         * @description An e-mail address.
         */
        EmailAddress: string;
        /** @description Config of `send_email`: sends through the service's mailer. */
        EmailConfig: {
            /** @description Recipient address (templated, e.g. `{{member.email}}`). */
            to: components["schemas"]["TemplateText"];
            /** @description Subject (templated). */
            subject: components["schemas"]["TemplateText"];
            /** @description Plain-text body (templated). */
            body: components["schemas"]["TemplateText"];
        };
        /**
         * @description How a category reaches the member by e-mail: not at all, one message each, or listed in an hourly or daily digest. **Extension.**
         * @enum {string}
         */
        EmailFrequency: "off" | "immediate" | "hourly" | "daily";
        /** @description A condition on whether a field of the event data is empty. */
        EmptinessFilter: {
            /** @description Dotted path into the event data, e.g. `task.name` or `member.role`. */
            field: components["schemas"]["FilterField"];
            /**
             * @description Whether the field is empty (absent, `null`, `""` or `[]`) or not. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            operator: "is_empty" | "is_not_empty";
        };
        /** @description One problem with one input field. **Extension.** */
        ErrorDetail: {
            /** @description JSON Pointer to the field within the request body, query or path, e.g. `/actions/0/config/channel`. */
            field: string;
            /** @description What is wrong with the field, for a person to act on. */
            message: string;
        };
        /** @description Who caused an event: a user (through an API key), an automation (through its actions), a workflow (through its action steps; **Extension**) or the system (expiry, schedules). */
        EventActor: {
            /**
             * @description Kind of actor.
             * @enum {string}
             */
            type: "user" | "automation" | "workflow" | "system";
            /** @description `usr_…` for a user, `auto_…` for an automation, `wf_…` for a workflow, `null` for the system. */
            id: string | null;
            /** @description Display name. */
            name: string;
        };
        /** @description An automation started by an event. */
        EventAutomation: {
            /** @description Identifier, prefix `auto_`. */
            id: components["schemas"]["AutomationId"];
            /** @description Owning project. */
            project_id: components["schemas"]["ProjectId"];
            /** @description Name, 1 to 255 characters. */
            name: components["schemas"]["Name"];
            /**
             * @description Always `event`; cannot change after creation. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "event";
            /** @description Disabled automations do not run; their configuration and run history are kept. */
            enabled: boolean;
            /** @description The event and filters that start it. */
            trigger: components["schemas"]["EventTrigger"];
            /** @description The ordered actions (1 to 20). */
            actions: components["schemas"]["Action"][];
            /** @description The member the automation acts as: who created it, or who last changed its `trigger` or `actions`. Runs act with this member's current role and project access; an automation whose author left the workspace does not run until someone re-saves its trigger or actions. Read-only. **Extension.** */
            author: components["schemas"]["AutomationAuthor"];
            /** @description Type `scheduled`: the next fire time while enabled; `null` otherwise (always `null` for `event` automations). Read-only. **Extension.** */
            next_run_at: string | null;
            /**
             * Format: date-time
             * @description Creation time.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last change.
             */
            updated_at: string;
        };
        /** @description An event automation as listed: without `actions`. */
        EventAutomationListItem: {
            /** @description Identifier, prefix `auto_`. */
            id: components["schemas"]["AutomationId"];
            /** @description Owning project. */
            project_id: components["schemas"]["ProjectId"];
            /** @description Name, 1 to 255 characters. */
            name: components["schemas"]["Name"];
            /**
             * @description Always `event`; cannot change after creation. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "event";
            /** @description Disabled automations do not run; their configuration and run history are kept. */
            enabled: boolean;
            /** @description The event and filters that start it. */
            trigger: components["schemas"]["EventTrigger"];
            /** @description The member the automation acts as: who created it, or who last changed its `trigger` or `actions`. Runs act with this member's current role and project access; an automation whose author left the workspace does not run until someone re-saves its trigger or actions. Read-only. **Extension.** */
            author: components["schemas"]["AutomationAuthor"];
            /** @description Type `scheduled`: the next fire time while enabled; `null` otherwise (always `null` for `event` automations). Read-only. **Extension.** */
            next_run_at: string | null;
            /**
             * Format: date-time
             * @description Creation time.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last change.
             */
            updated_at: string;
        };
        /**
         * @description Event identifier, prefix `evt_`: the same on every retry and for every webhook.
         * @example evt_01jd7mbz5a6b7c8d9e0f
         */
        EventId: string;
        /**
         * @description Where an event belongs: `project` (one project; it starts automations of that project) or `workspace` (the workspace; it starts automations of every non-archived project).
         * @enum {string}
         */
        EventLevel: "project" | "workspace";
        /** @description What starts an `event` automation: an event, narrowed by optional filters. */
        EventTrigger: {
            /** @description The event name that starts the automation. */
            event: components["schemas"]["TriggerEventName"];
            /** @description Conditions that must match (all of them, or any with `match: any`). */
            filters?: components["schemas"]["TriggerFilter"][];
            /** @description How filters combine; default `all`. **Extension.** */
            match?: components["schemas"]["FilterMatch"];
        };
        /**
         * @description Event types a webhook can subscribe to: the seed's 14 plus `task.*`, `workflow.*`, `billing.alert`, `notification.created` and `webhook.disabled` (**Extension**).
         * @enum {string}
         */
        EventType: "automation.run.started" | "automation.run.completed" | "automation.run.failed" | "automation.created" | "automation.updated" | "automation.deleted" | "member.invited" | "member.joined" | "member.role_changed" | "member.removed" | "project.created" | "project.updated" | "project.archived" | "project.deleted" | "task.created" | "task.updated" | "task.completed" | "task.deleted" | "workflow.created" | "workflow.updated" | "workflow.deleted" | "workflow.run.started" | "workflow.run.completed" | "workflow.run.failed" | "billing.alert" | "notification.created" | "webhook.disabled";
        /** @description One event type of the catalog. **Extension.** */
        EventTypeInfo: {
            /** @description The event type, as in a delivery's `type` and `Service-Event-Type`. */
            type: string;
            /** @description What happened. */
            description: string;
            /** @description Where the event belongs. */
            level: components["schemas"]["EventLevel"];
            /** @description Whether an automation's `trigger.event` may name it. */
            automations: boolean;
            /** @description Whether a webhook's `events` may list it (the registration `ping` is sent to every webhook and cannot be chosen). */
            webhooks: boolean;
            /** @description The JSON Schema (2020-12) of the event's `data`, self-contained (`$defs` for what it refers to). */
            data_schema: {
                [key: string]: unknown;
            };
        };
        /** @description A list returned whole, without pagination. */
        EventTypeInfoCollection: {
            /** @description Every item. */
            data: components["schemas"]["EventTypeInfo"][];
        };
        /** @description A workflow started by an event. **Extension.** */
        EventWorkflow: {
            /** @description Identifier, prefix `wf_`. */
            id: components["schemas"]["WorkflowId"];
            /** @description Owning project. */
            project_id: components["schemas"]["ProjectId"];
            /** @description Name, 1 to 255 characters. */
            name: components["schemas"]["Name"];
            /** @description What the workflow is for, up to 10,000 characters; `""` when none was given. */
            description: string;
            /**
             * @description Always `event`; cannot change after creation. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "event";
            /** @description Disabled workflows start no runs; their configuration and run history are kept. `false` when created unless the request says otherwise. */
            enabled: boolean;
            /** @description The event and filters that start it, as an automation's. */
            trigger: components["schemas"]["EventTrigger"];
            /** @description The ordered steps (1 to 50). */
            steps: components["schemas"]["WorkflowStep"][];
            /** @description The member the workflow acts as: who created it, or who last changed its `trigger` or `steps`. Runs act with this member's current role and project access; a workflow whose author left the workspace does not run until someone re-saves its trigger or steps. Read-only. */
            author: components["schemas"]["AutomationAuthor"];
            /** @description Type `scheduled`: the next fire time while enabled; `null` otherwise (always `null` for `event` workflows). Read-only. */
            next_run_at: string | null;
            /**
             * Format: date-time
             * @description Creation time.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last change.
             */
            updated_at: string;
        };
        /** @description An event workflow as listed: without `steps`. **Extension.** */
        EventWorkflowListItem: {
            /** @description Identifier, prefix `wf_`. */
            id: components["schemas"]["WorkflowId"];
            /** @description Owning project. */
            project_id: components["schemas"]["ProjectId"];
            /** @description Name, 1 to 255 characters. */
            name: components["schemas"]["Name"];
            /** @description What the workflow is for, up to 10,000 characters; `""` when none was given. */
            description: string;
            /**
             * @description Always `event`; cannot change after creation. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "event";
            /** @description Disabled workflows start no runs; their configuration and run history are kept. `false` when created unless the request says otherwise. */
            enabled: boolean;
            /** @description The event and filters that start it, as an automation's. */
            trigger: components["schemas"]["EventTrigger"];
            /** @description The member the workflow acts as: who created it, or who last changed its `trigger` or `steps`. Runs act with this member's current role and project access; a workflow whose author left the workspace does not run until someone re-saves its trigger or steps. Read-only. */
            author: components["schemas"]["AutomationAuthor"];
            /** @description Type `scheduled`: the next fire time while enabled; `null` otherwise (always `null` for `event` workflows). Read-only. */
            next_run_at: string | null;
            /**
             * Format: date-time
             * @description Creation time.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last change.
             */
            updated_at: string;
        };
        /** @description Dotted path into the event data, e.g. `task.name` or `member.role`. */
        FilterField: string;
        /**
         * @description How filters combine: `all` (default) needs every filter to match, `any` at least one. **Extension.**
         * @enum {string}
         */
        FilterMatch: "all" | "any";
        /** @description The text a filter compares with. */
        FilterText: string;
        /** @description The key's scope or the caller's role does not permit this action on a resource the caller can see. */
        ForbiddenError: {
            /** @description The error. */
            error: components["schemas"]["ForbiddenErrorObject"];
        };
        /** @description The error object of a 403 response. */
        ForbiddenErrorObject: {
            /**
             * @description Always `forbidden`.
             * @enum {string}
             */
            code: "forbidden";
            /**
             * @description Always 403.
             * @enum {integer}
             */
            status: 403;
            /** @description What went wrong and, where possible, what to do about it. */
            message: string;
            /** @description Field-level problems, present on validation errors. **Extension.** */
            details?: components["schemas"]["ErrorDetail"][];
            /** @description The request's id, also sent as the `X-Request-Id` header; quote it when reporting a problem. **Extension.** */
            request_id: string;
        };
        /** @description A `call_webhook` header value (templated); write-only: read back as `********`. */
        HeaderValue: string;
        /** @description Health probe result. */
        HealthStatus: {
            /**
             * @description `ok` when the check passed.
             * @enum {string}
             */
            status: "ok";
        };
        /**
         * @description A 6-digit hex colour with a leading `#`, e.g. `#6B7280`.
         * @example #6B7280
         */
        HexColor: string;
        /**
         * @description HTTP methods of `call_webhook`.
         * @enum {string}
         */
        HttpMethod: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
        /**
         * @description An HTTPS URL.
         * @example https://hooks.acme.example/wsa
         */
        HttpsUrl: string;
        /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
        InternalServerError: {
            /** @description The error. */
            error: components["schemas"]["InternalServerErrorObject"];
        };
        /** @description The error object of a 500 response. */
        InternalServerErrorObject: {
            /**
             * @description Always `internal_server_error`.
             * @enum {string}
             */
            code: "internal_server_error";
            /**
             * @description Always 500.
             * @enum {integer}
             */
            status: 500;
            /** @description What went wrong and, where possible, what to do about it. */
            message: string;
            /** @description Field-level problems, present on validation errors. **Extension.** */
            details?: components["schemas"]["ErrorDetail"][];
            /** @description The request's id, also sent as the `X-Request-Id` header; quote it when reporting a problem. **Extension.** */
            request_id: string;
        };
        /** @description A pending access grant to a workspace. */
        Invitation: {
            /** @description Identifier, prefix `inv_`. */
            id: components["schemas"]["InvitationId"];
            /** @description The workspace the invitation grants access to. **Extension.** */
            workspace_id: components["schemas"]["WorkspaceId"];
            /** @description Invited address. */
            email: components["schemas"]["EmailAddress"];
            /** @description Role granted on acceptance. */
            role: components["schemas"]["Role"];
            /** @description State. */
            status: components["schemas"]["InvitationStatus"];
            /**
             * Format: date-time
             * @description Expiry: 7 days after creation.
             */
            expires_at: string;
            /**
             * Format: date-time
             * @description Creation time.
             */
            created_at: string;
        };
        /**
         * @description Invitation identifier, prefix `inv_`.
         * @example inv_01jd7m6q4r5s6t7u8v9w
         */
        InvitationId: string;
        /** @description A page of a list. */
        InvitationList: {
            /** @description The items of this page, in the list's order. */
            data: components["schemas"]["Invitation"][];
            /** @description Pagination facts. */
            meta: components["schemas"]["ListMeta"];
        };
        /** @description A single resource. */
        InvitationResponse: {
            /** @description The resource. */
            data: components["schemas"]["Invitation"];
        };
        /**
         * @description Invitation state: `pending` until accepted or expired; `expired` as soon as `expires_at` passes or when a new invitation to the same address supersedes it.
         * @enum {string}
         */
        InvitationStatus: "pending" | "accepted" | "expired";
        /** @description Pagination facts of a list response. */
        ListMeta: {
            /**
             * Format: int32
             * @description Number of items across all pages.
             */
            total: number;
            /**
             * Format: int32
             * @description The page returned.
             */
            page: number;
            /**
             * Format: int32
             * @description The page size used.
             */
            per_page: number;
        };
        /** @description Body of POST /v1/notifications/mark-read. **Extension.** */
        MarkNotificationsReadRequest: {
            /** @description Only this workspace's notifications (404 if the caller is not a member). */
            workspace_id?: components["schemas"]["WorkspaceId"];
            /**
             * Format: date-time
             * @description Only notifications created at or before this time (e.g. the newest one the interface showed).
             */
            before?: string;
        };
        /** @description What POST /v1/notifications/mark-read did. **Extension.** */
        MarkedRead: {
            /**
             * Format: int32
             * @description How many unread notifications it marked read.
             */
            marked: number;
        };
        /** @description A single resource. */
        MarkedReadResponse: {
            /** @description The resource. */
            data: components["schemas"]["MarkedRead"];
        };
        /** @description A user who has accepted an invitation to a workspace. */
        Member: {
            /** @description Identifier, prefix `mem_`. */
            id: components["schemas"]["MemberId"];
            /** @description The member's e-mail address. */
            email: components["schemas"]["EmailAddress"];
            /** @description Full display name. */
            name: string;
            /** @description Role in the workspace. */
            role: components["schemas"]["Role"];
            /**
             * @description Always `active` for listed members.
             * @enum {string}
             */
            status: "active";
            /**
             * Format: date-time
             * @description When the invitation was accepted (for the creator: when the workspace was created).
             */
            joined_at: string;
        };
        /** @description A list returned whole, without pagination. */
        MemberCollection: {
            /** @description Every item. */
            data: components["schemas"]["Member"][];
        };
        /** @description `data` of `member.joined` and `member.removed`. */
        MemberEventData: {
            /** @description The workspace. */
            workspace_id: components["schemas"]["WorkspaceId"];
            /** @description Who did it (for `member.joined`, the member). */
            actor: components["schemas"]["EventActor"];
            /** @description The member (for `member.removed`, as it was). */
            member: components["schemas"]["Member"];
        };
        /**
         * @description Member identifier, prefix `mem_`.
         * @example mem_01jd7m5h8j9k0l1m2n3p
         */
        MemberId: string;
        /** @description An invitation was sent. */
        MemberInvitedEvent: {
            /** @description Event id, prefix `evt_`: the same on every attempt and for every webhook. */
            id: components["schemas"]["EventId"];
            /**
             * @description Event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "member.invited";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            created_at: string;
            /** @description Event-specific data. */
            data: components["schemas"]["MemberInvitedEventData"];
        };
        /** @description `data` of `member.invited`. */
        MemberInvitedEventData: {
            /** @description The workspace. */
            workspace_id: components["schemas"]["WorkspaceId"];
            /** @description Who invited. */
            actor: components["schemas"]["EventActor"];
            /** @description The new invitation. */
            invitation: components["schemas"]["Invitation"];
        };
        /** @description An invited user accepted. */
        MemberJoinedEvent: {
            /** @description Event id, prefix `evt_`: the same on every attempt and for every webhook. */
            id: components["schemas"]["EventId"];
            /**
             * @description Event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "member.joined";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            created_at: string;
            /** @description Event-specific data. */
            data: components["schemas"]["MemberEventData"];
        };
        /** @description A page of a list. */
        MemberList: {
            /** @description The items of this page, in the list's order. */
            data: components["schemas"]["Member"][];
            /** @description Pagination facts. */
            meta: components["schemas"]["ListMeta"];
        };
        /** @description A member was removed from the workspace. */
        MemberRemovedEvent: {
            /** @description Event id, prefix `evt_`: the same on every attempt and for every webhook. */
            id: components["schemas"]["EventId"];
            /**
             * @description Event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "member.removed";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            created_at: string;
            /** @description Event-specific data. */
            data: components["schemas"]["MemberEventData"];
        };
        /** @description A single resource. */
        MemberResponse: {
            /** @description The resource. */
            data: components["schemas"]["Member"];
        };
        /** @description A member's role was updated. */
        MemberRoleChangedEvent: {
            /** @description Event id, prefix `evt_`: the same on every attempt and for every webhook. */
            id: components["schemas"]["EventId"];
            /**
             * @description Event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "member.role_changed";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            created_at: string;
            /** @description Event-specific data. */
            data: components["schemas"]["MemberRoleChangedEventData"];
        };
        /** @description `data` of `member.role_changed`. */
        MemberRoleChangedEventData: {
            /** @description The workspace. */
            workspace_id: components["schemas"]["WorkspaceId"];
            /** @description Who did it (for `member.joined`, the member). */
            actor: components["schemas"]["EventActor"];
            /** @description The member (for `member.removed`, as it was). */
            member: components["schemas"]["Member"];
            /** @description The role before the change. */
            previous_role: components["schemas"]["Role"];
        };
        /** @description A name of 1 to 255 characters. */
        Name: string;
        /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
        NotFoundError: {
            /** @description The error. */
            error: components["schemas"]["NotFoundErrorObject"];
        };
        /** @description The error object of a 404 response. */
        NotFoundErrorObject: {
            /**
             * @description Always `not_found`.
             * @enum {string}
             */
            code: "not_found";
            /**
             * @description Always 404.
             * @enum {integer}
             */
            status: 404;
            /** @description What went wrong and, where possible, what to do about it. */
            message: string;
            /** @description Field-level problems, present on validation errors. **Extension.** */
            details?: components["schemas"]["ErrorDetail"][];
            /** @description The request's id, also sent as the `X-Request-Id` header; quote it when reporting a problem. **Extension.** */
            request_id: string;
        };
        /** @description A notification in a member's inbox. **Extension.** */
        Notification: {
            /** @description Identifier, prefix `ntf_`. */
            id: components["schemas"]["NotificationId"];
            /** @description The workspace it belongs to. */
            workspace_id: components["schemas"]["WorkspaceId"];
            /** @description The project it is about; `null` for a workspace-level notification (members, billing, webhooks). */
            project_id: components["schemas"]["ProjectId"] | null;
            /** @description Its category. */
            category: components["schemas"]["NotificationCategory"];
            /** @description One line, plain text. */
            title: string;
            /** @description Plain text. */
            body: string;
            /** @description What it is about. */
            subject: components["schemas"]["NotificationSubject"];
            /** @description When the member marked it read; `null` while unread. */
            read_at: string | null;
            /**
             * Format: date-time
             * @description Creation time.
             */
            created_at: string;
        };
        /**
         * @description What a notification is about, and the row of the preferences that decides how it is delivered. **Extension.**
         * @enum {string}
         */
        NotificationCategory: "workflow_run_completed" | "workflow_run_failed" | "member_invited" | "member_role_changed" | "automation_triggered" | "billing_alert" | "webhook_disabled";
        /** @description A notification was made for a member whose `webhook` channel is on for its category. **Extension.** */
        NotificationCreatedEvent: {
            /** @description Event id, prefix `evt_`: the same on every attempt and for every webhook. */
            id: components["schemas"]["EventId"];
            /**
             * @description Event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "notification.created";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            created_at: string;
            /** @description Event-specific data. */
            data: components["schemas"]["NotificationCreatedEventData"];
        };
        /** @description `data` of `notification.created`: recorded for a member whose preferences turn the notification's `webhook` channel on. **Extension.** */
        NotificationCreatedEventData: {
            /** @description The workspace. */
            workspace_id: components["schemas"]["WorkspaceId"];
            /** @description Always the system. */
            actor: components["schemas"]["EventActor"];
            /** @description The notification, unread. */
            notification: components["schemas"]["Notification"];
            /** @description Whom it is for. */
            recipient: components["schemas"]["NotificationRecipient"];
        };
        /**
         * @description Notification identifier, prefix `ntf_`. **Extension.**
         * @example ntf_01jd7mh2k3l4m5n6o7p8
         */
        NotificationId: string;
        /** @description A page of a list. */
        NotificationList: {
            /** @description The items of this page, in the list's order. */
            data: components["schemas"]["Notification"][];
            /** @description Pagination facts. */
            meta: components["schemas"]["ListMeta"];
        };
        /** @description A member's notification preferences in one workspace. **Extension.** */
        NotificationPreferences: {
            /** @description The workspace. */
            workspace_id: components["schemas"]["WorkspaceId"];
            /** @description Each category's channels; a category never changed shows its defaults. */
            categories: components["schemas"]["CategoryPreferences"];
            /** @description Where `chat` messages go: a Slack channel id (`C0123ABCD`) or name (`#launch`); `null` when none is set. */
            chat_channel: string | null;
            /** @description Projects whose notifications reach the member on no channel. */
            muted_project_ids: components["schemas"]["ProjectId"][];
        };
        /** @description A single resource. */
        NotificationPreferencesResponse: {
            /** @description The resource. */
            data: components["schemas"]["NotificationPreferences"];
        };
        /** @description Whom a `notification.created` event's notification is for. **Extension.** */
        NotificationRecipient: {
            /** @description The member. */
            member_id: components["schemas"]["MemberId"];
            /** @description The member's e-mail address. */
            email: components["schemas"]["EmailAddress"];
        };
        /** @description A single resource. */
        NotificationResponse: {
            /** @description The resource. */
            data: components["schemas"]["Notification"];
        };
        /** @description What a notification is about. **Extension.** */
        NotificationSubject: {
            /**
             * @description `run` (an automation or workflow run), `member`, `invitation`, `workspace` or `webhook`.
             * @enum {string}
             */
            type: "run" | "member" | "invitation" | "workspace" | "webhook";
            /** @description Its id (`run_…`, `mem_…`, `inv_…`, `ws_…`, `wh_…`). */
            id: string;
        };
        /** @description The signed test ping sent when a webhook is registered or its URL changes; answer 2xx within 5 seconds. */
        PingEvent: {
            /** @description Event id, prefix `evt_`: the same on every attempt and for every webhook. */
            id: components["schemas"]["EventId"];
            /**
             * @description Event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "ping";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            created_at: string;
            /** @description Event-specific data. */
            data: components["schemas"]["PingEventData"];
        };
        /** @description `data` of the registration `ping`. */
        PingEventData: {
            /** @description The webhook being registered or changed. */
            webhook_id: components["schemas"]["WebhookId"];
        };
        /**
         * @description Billing plan of a workspace. Set by the operator CLI. **Extension.**
         * @enum {string}
         */
        Plan: "free" | "pro" | "enterprise";
        /** @description A project: belongs to one workspace and holds tasks, automations and settings. */
        Project: {
            /** @description Identifier, prefix `proj_`. */
            id: components["schemas"]["ProjectId"];
            /** @description Owning workspace. */
            workspace_id: components["schemas"]["WorkspaceId"];
            /** @description Name, 1 to 255 characters. */
            name: components["schemas"]["Name"];
            /** @description Description; empty when not given. */
            description: string;
            /** @description Colour; default `#6B7280`. */
            color: components["schemas"]["HexColor"];
            /** @description Visibility; default `private`. */
            visibility: components["schemas"]["Visibility"];
            /** @description Archived projects are read-only and their automations are paused. `false` at creation. */
            archived: boolean;
            /**
             * Format: date-time
             * @description Creation time.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last change.
             */
            updated_at: string;
        };
        /** @description A project was archived. */
        ProjectArchivedEvent: {
            /** @description Event id, prefix `evt_`: the same on every attempt and for every webhook. */
            id: components["schemas"]["EventId"];
            /**
             * @description Event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "project.archived";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            created_at: string;
            /** @description Event-specific data. */
            data: components["schemas"]["ProjectEventData"];
        };
        /** @description A project was created. */
        ProjectCreatedEvent: {
            /** @description Event id, prefix `evt_`: the same on every attempt and for every webhook. */
            id: components["schemas"]["EventId"];
            /**
             * @description Event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "project.created";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            created_at: string;
            /** @description Event-specific data. */
            data: components["schemas"]["ProjectEventData"];
        };
        /** @description A project was deleted. */
        ProjectDeletedEvent: {
            /** @description Event id, prefix `evt_`: the same on every attempt and for every webhook. */
            id: components["schemas"]["EventId"];
            /**
             * @description Event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "project.deleted";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            created_at: string;
            /** @description Event-specific data. */
            data: components["schemas"]["ProjectEventData"];
        };
        /** @description `data` of `project.created`, `project.updated`, `project.archived`, `project.deleted`: the project as it is after the change (before the deletion). */
        ProjectEventData: {
            /** @description The workspace. */
            workspace_id: components["schemas"]["WorkspaceId"];
            /** @description Who did it. */
            actor: components["schemas"]["EventActor"];
            /** @description The project. */
            project: components["schemas"]["Project"];
        };
        /**
         * @description Project identifier, prefix `proj_`.
         * @example proj_01jd7m4a2b3c4d5e6f7g
         */
        ProjectId: string;
        /** @description A page of a list. */
        ProjectList: {
            /** @description The items of this page, in the list's order. */
            data: components["schemas"]["Project"][];
            /** @description Pagination facts. */
            meta: components["schemas"]["ListMeta"];
        };
        /** @description A single resource. */
        ProjectResponse: {
            /** @description The resource. */
            data: components["schemas"]["Project"];
        };
        /** @description A project's details changed. */
        ProjectUpdatedEvent: {
            /** @description Event id, prefix `evt_`: the same on every attempt and for every webhook. */
            id: components["schemas"]["EventId"];
            /**
             * @description Event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "project.updated";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            created_at: string;
            /** @description Event-specific data. */
            data: components["schemas"]["ProjectEventData"];
        };
        /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
        RateLimitError: {
            /** @description The error. */
            error: components["schemas"]["RateLimitErrorObject"];
        };
        /** @description The error object of a 429 response. */
        RateLimitErrorObject: {
            /**
             * @description Always `rate_limit_exceeded`.
             * @enum {string}
             */
            code: "rate_limit_exceeded";
            /**
             * @description Always 429.
             * @enum {integer}
             */
            status: 429;
            /** @description What went wrong and, where possible, what to do about it. */
            message: string;
            /** @description Field-level problems, present on validation errors. **Extension.** */
            details?: components["schemas"]["ErrorDetail"][];
            /** @description The request's id, also sent as the `X-Request-Id` header; quote it when reporting a problem. **Extension.** */
            request_id: string;
        };
        /** @description Body of POST /v1/webhooks/{webhook_id}/recover: the window of deliveries to queue again. **Extension.** */
        RecoverDeliveriesRequest: {
            /**
             * Format: date-time
             * @description Deliveries created at or after this time (ISO 8601).
             */
            since: string;
            /**
             * Format: date-time
             * @description Deliveries created before this time; default now. Must be after `since`.
             */
            until?: string;
        };
        /**
         * @description Workspace role. `owner`: full control including billing and deletion; `admin`: manages members, projects and settings; `editor`: creates and edits projects and automations; `viewer`: read-only access to shared projects.
         * @enum {string}
         */
        Role: "owner" | "admin" | "editor" | "viewer";
        /** @description Body of POST /v1/webhooks/{webhook_id}/rotate-secret. **Extension.** */
        RotateWebhookSecretRequest: {
            /** @description The new signing secret, 16 to 256 characters. Write-only. */
            secret: string;
            /**
             * Format: int32
             * @description For how many seconds deliveries stay signed with the previous secret too (0 to 86,400; default 86,400): time to deploy the new secret to the receiver. 0 drops the previous secret at once.
             * @default 86400
             */
            expire_previous_in_seconds?: number;
        };
        /**
         * @description Run identifier, prefix `run_`: automation and workflow runs share one id space.
         * @example run_01jd7m9l3m4n5o6p7q8r
         */
        RunId: string;
        /**
         * @description Run state: `running` until every action finished (`success`) or one failed (`failed`, with `error_message`).
         * @enum {string}
         */
        RunStatus: "running" | "success" | "failed";
        /** @description One action of a run. **Extension.** */
        RunStep: {
            /**
             * Format: int32
             * @description Position in the automation's actions, from 0.
             */
            index: number;
            /** @description The action kind. */
            type: components["schemas"]["ActionType"];
            /** @description State. */
            status: components["schemas"]["StepStatus"];
            /** @description When the step started; `null` if it did not. */
            started_at: string | null;
            /** @description When it ended; `null` if it has not. */
            completed_at: string | null;
            /** @description Why it failed; `null` otherwise. */
            error: string | null;
        };
        /** @description What started a run: an event, the schedule, or a manual start (`POST /automations/{automation_id}/runs`). **Extension.** */
        RunTrigger: {
            /**
             * @description The cause.
             * @enum {string}
             */
            kind: "event" | "schedule" | "manual";
            /** @description The triggering event, for `kind: event`. */
            event_id?: components["schemas"]["EventId"];
            /** @description Its type, for `kind: event`. */
            event_type?: components["schemas"]["TriggerEventName"];
        };
        /** @description Why a schedule preview is partial: a code for programs and a sentence for people. **Extension.** */
        ScheduleNote: {
            /** @description What cut the preview short. */
            code: components["schemas"]["ScheduleNoteCode"];
            /** @description The same for people, with how many fire times were found (`Fires so rarely that only 24 fire times of the 100 asked for fall before 2127, the end of the preview's 100-year search.`). */
            message: string;
        };
        /**
         * @description Why a schedule preview is partial. **Extension.**
         * @enum {string}
         */
        ScheduleNoteCode: "horizon" | "search_budget";
        /** @description The next fire times of a schedule and how its shortest interval compares with the plan. **Extension.** */
        SchedulePreview: {
            /** @description The cron expression. */
            schedule: string;
            /** @description The IANA time zone it is evaluated in. */
            timezone: components["schemas"]["TimeZone"];
            /** @description The next fire times, soonest first. */
            fires: components["schemas"]["ScheduledFire"][];
            /** @description The shortest interval between consecutive fire times over the next year, in minutes; `null` when it fires at most once. */
            shortest_interval_minutes: number | null;
            /** @description The plan of the workspace, and its minimum interval in minutes. */
            plan: components["schemas"]["Plan"];
            /**
             * Format: int32
             * @description The minimum interval the plan allows, in minutes.
             */
            plan_minimum_minutes: number;
            /** @description Whether the plan allows the schedule (its shortest interval is at least the minimum). */
            allowed: boolean;
            /** @description Why the preview is partial: `fires` holds fewer fire times than asked for, or the shortest interval covers less than the coming year; `null` when it is complete. */
            note: components["schemas"]["ScheduleNote"] | null;
        };
        /** @description Body of POST /v1/schedule-previews: a schedule to try before saving it. **Extension.** */
        SchedulePreviewRequest: {
            /** @description Five-field cron expression, as in `trigger.schedule`. */
            schedule: string;
            /** @description IANA time zone; default the workspace's. */
            timezone?: components["schemas"]["TimeZone"];
            /**
             * Format: int32
             * @description How many fire times, 1 to 100; default 10.
             * @default 10
             */
            count?: number;
            /** @description Whose plan and time zone apply; default the key's home workspace (400 when it has none). */
            workspace_id?: components["schemas"]["WorkspaceId"];
        };
        /** @description A single resource. */
        SchedulePreviewResponse: {
            /** @description The resource. */
            data: components["schemas"]["SchedulePreview"];
        };
        /** @description An automation started by a cron schedule. */
        ScheduledAutomation: {
            /** @description Identifier, prefix `auto_`. */
            id: components["schemas"]["AutomationId"];
            /** @description Owning project. */
            project_id: components["schemas"]["ProjectId"];
            /** @description Name, 1 to 255 characters. */
            name: components["schemas"]["Name"];
            /**
             * @description Always `scheduled`; cannot change after creation. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "scheduled";
            /** @description Disabled automations do not run; their configuration and run history are kept. */
            enabled: boolean;
            /** @description The schedule that starts it. */
            trigger: components["schemas"]["ScheduledTrigger"];
            /** @description The ordered actions (1 to 20). */
            actions: components["schemas"]["Action"][];
            /** @description The member the automation acts as: who created it, or who last changed its `trigger` or `actions`. Runs act with this member's current role and project access; an automation whose author left the workspace does not run until someone re-saves its trigger or actions. Read-only. **Extension.** */
            author: components["schemas"]["AutomationAuthor"];
            /** @description Type `scheduled`: the next fire time while enabled; `null` otherwise (always `null` for `event` automations). Read-only. **Extension.** */
            next_run_at: string | null;
            /**
             * Format: date-time
             * @description Creation time.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last change.
             */
            updated_at: string;
        };
        /** @description A scheduled automation as listed: without `actions`. */
        ScheduledAutomationListItem: {
            /** @description Identifier, prefix `auto_`. */
            id: components["schemas"]["AutomationId"];
            /** @description Owning project. */
            project_id: components["schemas"]["ProjectId"];
            /** @description Name, 1 to 255 characters. */
            name: components["schemas"]["Name"];
            /**
             * @description Always `scheduled`; cannot change after creation. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "scheduled";
            /** @description Disabled automations do not run; their configuration and run history are kept. */
            enabled: boolean;
            /** @description The schedule that starts it. */
            trigger: components["schemas"]["ScheduledTrigger"];
            /** @description The member the automation acts as: who created it, or who last changed its `trigger` or `actions`. Runs act with this member's current role and project access; an automation whose author left the workspace does not run until someone re-saves its trigger or actions. Read-only. **Extension.** */
            author: components["schemas"]["AutomationAuthor"];
            /** @description Type `scheduled`: the next fire time while enabled; `null` otherwise (always `null` for `event` automations). Read-only. **Extension.** */
            next_run_at: string | null;
            /**
             * Format: date-time
             * @description Creation time.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last change.
             */
            updated_at: string;
        };
        /** @description One coming fire time. **Extension.** */
        ScheduledFire: {
            /**
             * Format: date-time
             * @description The instant, in UTC.
             */
            at: string;
            /** @description The same instant as local time in the time zone, with its offset (`2027-03-14T03:00:00-04:00`). */
            local: string;
            /** @description How a DST change touched this fire time; `null` when it did not. */
            dst: components["schemas"]["DstEffect"] | null;
        };
        /** @description What starts a `scheduled` automation: a cron schedule. */
        ScheduledTrigger: {
            /** @description Five-field cron expression (minute, hour, day of month, month, day of week; Sunday is 0 or 7, Monday 1), evaluated in the workspace time zone. The interval between consecutive fire times must be at least the plan's minimum (free 60 min, pro 15 min, enterprise 1 min). */
            schedule: string;
        };
        /** @description A workflow started by a cron schedule. **Extension.** */
        ScheduledWorkflow: {
            /** @description Identifier, prefix `wf_`. */
            id: components["schemas"]["WorkflowId"];
            /** @description Owning project. */
            project_id: components["schemas"]["ProjectId"];
            /** @description Name, 1 to 255 characters. */
            name: components["schemas"]["Name"];
            /** @description What the workflow is for, up to 10,000 characters; `""` when none was given. */
            description: string;
            /**
             * @description Always `scheduled`; cannot change after creation. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "scheduled";
            /** @description Disabled workflows start no runs; their configuration and run history are kept. `false` when created unless the request says otherwise. */
            enabled: boolean;
            /** @description The schedule that starts it, as an automation's. */
            trigger: components["schemas"]["ScheduledTrigger"];
            /** @description The ordered steps (1 to 50). */
            steps: components["schemas"]["WorkflowStep"][];
            /** @description The member the workflow acts as: who created it, or who last changed its `trigger` or `steps`. Runs act with this member's current role and project access; a workflow whose author left the workspace does not run until someone re-saves its trigger or steps. Read-only. */
            author: components["schemas"]["AutomationAuthor"];
            /** @description Type `scheduled`: the next fire time while enabled; `null` otherwise (always `null` for `event` workflows). Read-only. */
            next_run_at: string | null;
            /**
             * Format: date-time
             * @description Creation time.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last change.
             */
            updated_at: string;
        };
        /** @description A scheduled workflow as listed: without `steps`. **Extension.** */
        ScheduledWorkflowListItem: {
            /** @description Identifier, prefix `wf_`. */
            id: components["schemas"]["WorkflowId"];
            /** @description Owning project. */
            project_id: components["schemas"]["ProjectId"];
            /** @description Name, 1 to 255 characters. */
            name: components["schemas"]["Name"];
            /** @description What the workflow is for, up to 10,000 characters; `""` when none was given. */
            description: string;
            /**
             * @description Always `scheduled`; cannot change after creation. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "scheduled";
            /** @description Disabled workflows start no runs; their configuration and run history are kept. `false` when created unless the request says otherwise. */
            enabled: boolean;
            /** @description The schedule that starts it, as an automation's. */
            trigger: components["schemas"]["ScheduledTrigger"];
            /** @description The member the workflow acts as: who created it, or who last changed its `trigger` or `steps`. Runs act with this member's current role and project access; a workflow whose author left the workspace does not run until someone re-saves its trigger or steps. Read-only. */
            author: components["schemas"]["AutomationAuthor"];
            /** @description Type `scheduled`: the next fire time while enabled; `null` otherwise (always `null` for `event` workflows). Read-only. */
            next_run_at: string | null;
            /**
             * Format: date-time
             * @description Creation time.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last change.
             */
            updated_at: string;
        };
        /** @description Sends an e-mail. */
        SendEmailAction: {
            /**
             * @description Always `send_email`. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "send_email";
            /** @description Recipient, subject and body. */
            config: components["schemas"]["EmailConfig"];
        };
        /** @description Posts a message to a Slack channel. */
        SendSlackMessageAction: {
            /**
             * @description Always `send_slack_message`. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "send_slack_message";
            /** @description Channel and message. */
            config: components["schemas"]["SlackMessageConfig"];
        };
        /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
        ServiceUnavailableError: {
            /** @description The error. */
            error: components["schemas"]["ServiceUnavailableErrorObject"];
        };
        /** @description The error object of a 503 response. */
        ServiceUnavailableErrorObject: {
            /**
             * @description Always `service_unavailable`.
             * @enum {string}
             */
            code: "service_unavailable";
            /**
             * @description Always 503.
             * @enum {integer}
             */
            status: 503;
            /** @description What went wrong and, where possible, what to do about it. */
            message: string;
            /** @description Field-level problems, present on validation errors. **Extension.** */
            details?: components["schemas"]["ErrorDetail"][];
            /** @description The request's id, also sent as the `X-Request-Id` header; quote it when reporting a problem. **Extension.** */
            request_id: string;
        };
        /** @description Config of `send_slack_message`: posts with the Slack Web API `chat.postMessage`. */
        SlackMessageConfig: {
            /** @description Channel id or name, e.g. `#launch` or `C024BE91L`. */
            channel: string;
            /** @description Message text (templated), up to 4,000 characters. */
            message: components["schemas"]["TemplateText"];
        };
        /**
         * @description State of one step of a run. `skipped`: not run because an earlier step failed.
         * @enum {string}
         */
        StepStatus: "pending" | "running" | "success" | "failed" | "skipped";
        /** @description A unit of work inside a project. **Extension.** */
        Task: {
            /** @description Identifier, prefix `task_`. */
            id: components["schemas"]["TaskId"];
            /** @description Owning project. */
            project_id: components["schemas"]["ProjectId"];
            /** @description Name, 1 to 255 characters. */
            name: components["schemas"]["Name"];
            /** @description Description; empty when not given. */
            description: string;
            /** @description State. */
            status: components["schemas"]["TaskStatus"];
            /** @description The member the task is assigned to; `null` when unassigned (also after that member is removed). */
            assignee_member_id: components["schemas"]["MemberId"] | null;
            /**
             * Format: date-time
             * @description Creation time.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last change.
             */
            updated_at: string;
            /** @description When the task was completed; `null` while open. */
            completed_at: string | null;
        };
        /** @description A task was completed. **Extension.** */
        TaskCompletedEvent: {
            /** @description Event id, prefix `evt_`: the same on every attempt and for every webhook. */
            id: components["schemas"]["EventId"];
            /**
             * @description Event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "task.completed";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            created_at: string;
            /** @description Event-specific data. */
            data: components["schemas"]["TaskEventData"];
        };
        /** @description A task was created. **Extension.** */
        TaskCreatedEvent: {
            /** @description Event id, prefix `evt_`: the same on every attempt and for every webhook. */
            id: components["schemas"]["EventId"];
            /**
             * @description Event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "task.created";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            created_at: string;
            /** @description Event-specific data. */
            data: components["schemas"]["TaskEventData"];
        };
        /** @description A task was deleted. **Extension.** */
        TaskDeletedEvent: {
            /** @description Event id, prefix `evt_`: the same on every attempt and for every webhook. */
            id: components["schemas"]["EventId"];
            /**
             * @description Event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "task.deleted";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            created_at: string;
            /** @description Event-specific data. */
            data: components["schemas"]["TaskEventData"];
        };
        /** @description `data` of `task.*` events: the task after the change (before the deletion). **Extension.** */
        TaskEventData: {
            /** @description The workspace. */
            workspace_id: components["schemas"]["WorkspaceId"];
            /** @description The task's project. */
            project_id: components["schemas"]["ProjectId"];
            /** @description Who did it. */
            actor: components["schemas"]["EventActor"];
            /** @description The task. */
            task: components["schemas"]["Task"];
        };
        /**
         * @description Task identifier, prefix `task_`. **Extension.**
         * @example task_01jd7m7x1y2z3a4b5c6d
         */
        TaskId: string;
        /** @description A page of a list. */
        TaskList: {
            /** @description The items of this page, in the list's order. */
            data: components["schemas"]["Task"][];
            /** @description Pagination facts. */
            meta: components["schemas"]["ListMeta"];
        };
        /** @description A single resource. */
        TaskResponse: {
            /** @description The resource. */
            data: components["schemas"]["Task"];
        };
        /**
         * @description Task state. Moving to `completed` sets `completed_at` and fires `task.completed`. **Extension.**
         * @enum {string}
         */
        TaskStatus: "open" | "completed";
        /** @description A task changed. **Extension.** */
        TaskUpdatedEvent: {
            /** @description Event id, prefix `evt_`: the same on every attempt and for every webhook. */
            id: components["schemas"]["EventId"];
            /**
             * @description Event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "task.updated";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            created_at: string;
            /** @description Event-specific data. */
            data: components["schemas"]["TaskEventData"];
        };
        /** @description Text that may hold template variables `{{resource.field}}` over `project`, `actor`, `workspace`, `task`, `member` and the event data; an unknown variable renders as empty text. At most 10,000 characters and 100 variables; a run renders only what its author may read. */
        TemplateText: string;
        /**
         * @description An IANA time-zone identifier such as `Europe/Berlin`; unknown zones are refused with 422.
         * @example Europe/Berlin
         */
        TimeZone: string;
        /** @description A replacement trigger in a PATCH: `EventTrigger` (required `event`) for an `event` automation or workflow, `ScheduledTrigger` (required `schedule`) for a `scheduled` one. The stored `type` decides which shape it must have: a field of the other shape is 422, the shape's missing required field 400. */
        Trigger: components["schemas"]["EventTrigger"] | components["schemas"]["ScheduledTrigger"];
        /**
         * @description Events that can start an automation. Project-level events (`task.*`, `project.updated`, `project.archived`) start automations of that project; workspace-level events (`member.*`, `project.created`) start those of every non-archived project in the workspace.
         * @enum {string}
         */
        TriggerEventName: "task.created" | "task.updated" | "task.completed" | "task.deleted" | "member.invited" | "member.joined" | "member.role_changed" | "member.removed" | "project.created" | "project.updated" | "project.archived";
        /** @description A condition on the triggering event's data; `operator` decides whether it takes a `value`. */
        TriggerFilter: components["schemas"]["ComparisonFilter"] | components["schemas"]["EmptinessFilter"];
        /** @description The API key is missing, malformed or revoked. */
        UnauthorizedError: {
            /** @description The error. */
            error: components["schemas"]["UnauthorizedErrorObject"];
        };
        /** @description The error object of a 401 response. */
        UnauthorizedErrorObject: {
            /**
             * @description Always `unauthorized`.
             * @enum {string}
             */
            code: "unauthorized";
            /**
             * @description Always 401.
             * @enum {integer}
             */
            status: 401;
            /** @description What went wrong and, where possible, what to do about it. */
            message: string;
            /** @description Field-level problems, present on validation errors. **Extension.** */
            details?: components["schemas"]["ErrorDetail"][];
            /** @description The request's id, also sent as the `X-Request-Id` header; quote it when reporting a problem. **Extension.** */
            request_id: string;
        };
        /** @description The request is well-formed but a field value is invalid (type, length, format, enum, pattern, unknown field, https-only, cron, time zone, limits). */
        UnprocessableEntityError: {
            /** @description The error. */
            error: components["schemas"]["UnprocessableEntityErrorObject"];
        };
        /** @description The error object of a 422 response. */
        UnprocessableEntityErrorObject: {
            /**
             * @description Always `unprocessable_entity`.
             * @enum {string}
             */
            code: "unprocessable_entity";
            /**
             * @description Always 422.
             * @enum {integer}
             */
            status: 422;
            /** @description What went wrong and, where possible, what to do about it. */
            message: string;
            /** @description Field-level problems, present on validation errors. **Extension.** */
            details?: components["schemas"]["ErrorDetail"][];
            /** @description The request's id, also sent as the `X-Request-Id` header; quote it when reporting a problem. **Extension.** */
            request_id: string;
        };
        /** @description Body of PATCH /v1/automations/{automation_id}: only the fields to change; `trigger` and `actions` are replaced whole. */
        UpdateAutomationRequest: {
            /** @description New name. */
            name?: components["schemas"]["Name"];
            /** @description `false` stops it (history kept), `true` resumes it. */
            enabled?: boolean;
            /** @description Replaces the whole trigger; must fit the automation's type. */
            trigger?: components["schemas"]["Trigger"];
            /** @description Replaces the whole action list, 1 to 20. */
            actions?: components["schemas"]["Action"][];
        };
        /** @description Body of PATCH /v1/workspaces/{workspace_id}/members/{member_id}. */
        UpdateMemberRequest: {
            /** @description The new role. Owners cannot downgrade themselves; admins cannot change owners. */
            role: components["schemas"]["Role"];
        };
        /** @description Body of PATCH /v1/workspaces/{workspace_id}/notification-preferences: merged category by category and channel by channel. **Extension.** */
        UpdateNotificationPreferencesRequest: {
            /** @description The categories and channels to change. */
            categories?: components["schemas"]["CategoryPreferencesPatch"];
            /** @description Where chat messages go; `null` clears it (422 while a category's `chat` stays on). */
            chat_channel?: components["schemas"]["ChatChannel"] | null;
            /** @description Replaces the muted projects whole (a repeated id is kept once): each must be a project the caller can see (422 otherwise). At most 500 ids. */
            muted_project_ids?: components["schemas"]["ProjectId"][];
        };
        /** @description Body of PATCH /v1/notifications/{notification_id}. **Extension.** */
        UpdateNotificationRequest: {
            /** @description `true` marks it read (now, unless it already was); `false` marks it unread. */
            read: boolean;
        };
        /** @description Body of PATCH /v1/projects/{project_id}: only the fields to change. An archived project accepts only `archived: false` (409 otherwise). */
        UpdateProjectRequest: {
            /** @description New name. */
            name?: components["schemas"]["Name"];
            /** @description New description. */
            description?: string;
            /** @description New colour. */
            color?: components["schemas"]["HexColor"];
            /** @description New visibility. */
            visibility?: components["schemas"]["Visibility"];
            /** @description `true` archives (read-only; enabled automations are paused), `false` restores (exactly the automations archiving paused are re-enabled). */
            archived?: boolean;
        };
        /** @description Changes a task. */
        UpdateTaskAction: {
            /**
             * @description Always `update_task`. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "update_task";
            /** @description The changes. */
            config: components["schemas"]["UpdateTaskConfig"];
        };
        /** @description Config of `update_task`. */
        UpdateTaskConfig: {
            /** @description The task to change; default the task of the triggering event. */
            task_id?: components["schemas"]["TaskId"];
            /** @description New name (templated). */
            name?: components["schemas"]["TemplateText"];
            /** @description New description (templated). */
            description?: components["schemas"]["TemplateText"];
            /** @description New state. */
            status?: components["schemas"]["TaskStatus"];
            /** @description New assignee, or `null` to unassign. */
            assignee_member_id?: components["schemas"]["MemberId"] | null;
        };
        /** @description Body of PATCH /v1/tasks/{task_id}: only the fields to change. **Extension.** */
        UpdateTaskRequest: {
            /** @description New name. */
            name?: components["schemas"]["Name"];
            /** @description New description. */
            description?: string;
            /** @description New state. */
            status?: components["schemas"]["TaskStatus"];
            /** @description New assignee, or `null` to unassign. */
            assignee_member_id?: components["schemas"]["MemberId"] | null;
        };
        /** @description Body of PATCH /v1/webhooks/{webhook_id}: only the fields to change; `events` is replaced whole. A new `url` is pinged first like on creation. */
        UpdateWebhookRequest: {
            /** @description New HTTPS destination (pinged before it is saved). */
            url?: components["schemas"]["HttpsUrl"];
            /** @description Replaces the whole list of event types. */
            events?: components["schemas"]["EventType"][];
            /** @description `false` pauses deliveries and cancels pending retries; `true` resumes for new events. */
            enabled?: boolean;
        };
        /** @description Body of PATCH /v1/workflows/{workflow_id}: only the fields to change; `trigger` and `steps` are replaced whole. A change reaches only runs started afterwards: a run keeps the steps it started with. **Extension.** */
        UpdateWorkflowRequest: {
            /** @description New name. */
            name?: components["schemas"]["Name"];
            /** @description New description, up to 10,000 characters. */
            description?: string;
            /** @description `true` starts it, `false` stops it (history kept; a waiting run is cancelled when it would resume). */
            enabled?: boolean;
            /** @description Replaces the whole trigger; must fit the workflow's type. */
            trigger?: components["schemas"]["Trigger"];
            /** @description Replaces the whole step list, 1 to 50. */
            steps?: components["schemas"]["WorkflowStep"][];
        };
        /** @description Body of PATCH /v1/workspaces/{workspace_id}: only the fields to change. */
        UpdateWorkspaceRequest: {
            /** @description New display name. */
            name?: components["schemas"]["Name"];
            /** @description New slug; must be unique (409 otherwise). Old URLs stop working at once. */
            slug?: string;
            /** @description New time zone; affects future schedule computations, existing schedules keep their next run. */
            timezone?: components["schemas"]["TimeZone"];
        };
        /** @description A person who can hold API keys and workspace memberships. **Extension.** */
        User: {
            /** @description Identifier, prefix `usr_`. */
            id: components["schemas"]["UserId"];
            /** @description E-mail address; unique, compared case-insensitively. */
            email: components["schemas"]["EmailAddress"];
            /** @description Full display name. */
            name: string;
            /**
             * Format: date-time
             * @description Creation time.
             */
            created_at: string;
        };
        /**
         * @description User identifier, prefix `usr_`. **Extension.**
         * @example usr_01jd7mdn7o8p9q0r1s2t
         */
        UserId: string;
        /** @description A single resource. */
        UserResponse: {
            /** @description The resource. */
            data: components["schemas"]["User"];
        };
        /**
         * @description Who can see a project: `private`, only owners, admins and members added to the project; `shared`, every workspace member.
         * @enum {string}
         */
        Visibility: "private" | "shared";
        /** @description A registered HTTPS destination for signed event notifications. The secret is write-only and never returned. */
        Webhook: {
            /** @description Identifier, prefix `wh_`. */
            id: components["schemas"]["WebhookId"];
            /** @description The workspace whose events it receives. **Extension.** */
            workspace_id: components["schemas"]["WorkspaceId"];
            /** @description HTTPS destination. */
            url: components["schemas"]["HttpsUrl"];
            /** @description Subscribed event types. */
            events: components["schemas"]["EventType"][];
            /** @description Disabled webhooks receive no deliveries; pending retries are cancelled. */
            enabled: boolean;
            /** @description After a secret rotation, until when deliveries are signed with the previous secret as well as the new one; `null` when only one secret signs. **Extension.** */
            previous_secret_expires_at: string | null;
            /** @description Why the service disabled it: every delivery failed for `WEBHOOK_DISABLE_AFTER` (5 days by default). `null` while enabled, or when a person disabled it; enabling it again with PATCH clears it. **Extension.** */
            disabled_reason: string | null;
            /** @description When a delivery last succeeded (a 2xx answer); `null` before the first. **Extension.** */
            last_success_at: string | null;
            /**
             * Format: date-time
             * @description Creation time.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last change.
             */
            updated_at: string;
        };
        /** @description A list returned whole, without pagination. */
        WebhookCollection: {
            /** @description Every item. */
            data: components["schemas"]["Webhook"][];
        };
        /** @description The service disabled a webhook whose every delivery failed for `WEBHOOK_DISABLE_AFTER` (5 days by default); only admins and owners see it. **Extension.** */
        WebhookDisabledEvent: {
            /** @description Event id, prefix `evt_`: the same on every attempt and for every webhook. */
            id: components["schemas"]["EventId"];
            /**
             * @description Event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "webhook.disabled";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            created_at: string;
            /** @description Event-specific data. */
            data: components["schemas"]["WebhookDisabledEventData"];
        };
        /** @description `data` of `webhook.disabled`: the service disabled a webhook whose every delivery failed for `WEBHOOK_DISABLE_AFTER`. **Extension.** */
        WebhookDisabledEventData: {
            /** @description The workspace. */
            workspace_id: components["schemas"]["WorkspaceId"];
            /** @description Always the system. */
            actor: components["schemas"]["EventActor"];
            /** @description The webhook, as it is now: `enabled: false`, with its `disabled_reason`. */
            webhook: components["schemas"]["Webhook"];
            /** @description Why: how long every delivery failed, and the last failure. */
            reason: string;
        };
        /** @description Any body a webhook receiver can get, discriminated by `type`. */
        WebhookEvent: components["schemas"]["ProjectCreatedEvent"] | components["schemas"]["ProjectUpdatedEvent"] | components["schemas"]["ProjectArchivedEvent"] | components["schemas"]["ProjectDeletedEvent"] | components["schemas"]["TaskCreatedEvent"] | components["schemas"]["TaskUpdatedEvent"] | components["schemas"]["TaskCompletedEvent"] | components["schemas"]["TaskDeletedEvent"] | components["schemas"]["MemberInvitedEvent"] | components["schemas"]["MemberJoinedEvent"] | components["schemas"]["MemberRoleChangedEvent"] | components["schemas"]["MemberRemovedEvent"] | components["schemas"]["AutomationCreatedEvent"] | components["schemas"]["AutomationUpdatedEvent"] | components["schemas"]["AutomationDeletedEvent"] | components["schemas"]["AutomationRunStartedEvent"] | components["schemas"]["AutomationRunCompletedEvent"] | components["schemas"]["AutomationRunFailedEvent"] | components["schemas"]["WorkflowCreatedEvent"] | components["schemas"]["WorkflowUpdatedEvent"] | components["schemas"]["WorkflowDeletedEvent"] | components["schemas"]["WorkflowRunStartedEvent"] | components["schemas"]["WorkflowRunCompletedEvent"] | components["schemas"]["WorkflowRunFailedEvent"] | components["schemas"]["BillingAlertEvent"] | components["schemas"]["NotificationCreatedEvent"] | components["schemas"]["WebhookDisabledEvent"] | components["schemas"]["PingEvent"];
        /** @description A page of a list. */
        WebhookEventList: {
            /** @description The items of this page, in the list's order. */
            data: components["schemas"]["WebhookEvent"][];
            /** @description Pagination facts. */
            meta: components["schemas"]["ListMeta"];
        };
        /** @description A single resource. */
        WebhookEventResponse: {
            /** @description The resource. */
            data: components["schemas"]["WebhookEvent"];
        };
        /**
         * @description Webhook identifier, prefix `wh_`.
         * @example wh_01jd7mas9t0u1v2w3x4y
         */
        WebhookId: string;
        /** @description A single resource. */
        WebhookResponse: {
            /** @description The resource. */
            data: components["schemas"]["Webhook"];
        };
        /** @description A workflow: a durable sequence of steps (actions, waits and conditions) started by one trigger, with the automations' triggers, filters and author rules. `type` (`event` or `scheduled`) decides the shape of `trigger`. **Extension.** */
        Workflow: components["schemas"]["EventWorkflow"] | components["schemas"]["ScheduledWorkflow"];
        /** @description Performs one of the five actions, with the automations' configs, templates and author rules. **Extension.** */
        WorkflowActionStep: {
            /**
             * @description Always `action`. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "action";
            /** @description The action, as in an automation's `actions`. */
            action: components["schemas"]["Action"];
        };
        /** @description Checks the trigger's filter shape against the current state, and ends the run when it is not met. Evaluated when the step is reached, not when the run started: the triggering task or project is read again (a task deleted meanwhile reads as empty fields), so `task.status is open` after a wait sees a task completed during it. A condition not met ends the run `success`, with this step `not_met` and the steps after it `skipped`. **Extension.** */
        WorkflowConditionStep: {
            /**
             * @description Always `condition`. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "condition";
            /** @description Conditions on the task or project as it is now, in the trigger's filter shape (`task.status`, `project.name`, …): 1 to 20. A field the trigger's event data cannot have is refused with 422 when the workflow is saved. */
            filters: components["schemas"]["TriggerFilter"][];
            /** @description How the filters combine; default `all`. */
            match?: components["schemas"]["FilterMatch"];
        };
        /** @description A workflow was created. **Extension.** */
        WorkflowCreatedEvent: {
            /** @description Event id, prefix `evt_`: the same on every attempt and for every webhook. */
            id: components["schemas"]["EventId"];
            /**
             * @description Event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "workflow.created";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            created_at: string;
            /** @description Event-specific data. */
            data: components["schemas"]["WorkflowEventData"];
        };
        /** @description A workflow was deleted. **Extension.** */
        WorkflowDeletedEvent: {
            /** @description Event id, prefix `evt_`: the same on every attempt and for every webhook. */
            id: components["schemas"]["EventId"];
            /**
             * @description Event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "workflow.deleted";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            created_at: string;
            /** @description Event-specific data. */
            data: components["schemas"]["WorkflowEventData"];
        };
        /** @description What a workflow would do for an event, with nothing performed. **Extension.** */
        WorkflowDryRun: {
            /** @description The workflow. */
            workflow_id: components["schemas"]["WorkflowId"];
            /** @description Whether a run would start: the workflow is enabled, its author is a member who may read the event, the trigger and the filters match, and the month's runs are not used up. */
            would_run: boolean;
            /** @description Why it would or would not run, for a person; it names the first step that would fail, or the condition that would end the run. */
            reason: string;
            /** @description The event tried; absent for a scheduled workflow, which no event starts. */
            event?: components["schemas"]["DryRunEvent"];
            /** @description Whether the trigger fires. */
            trigger: components["schemas"]["DryRunTrigger"];
            /** @description How the trigger's filters combine; `null` for a scheduled workflow. */
            match: components["schemas"]["FilterMatch"] | null;
            /** @description Each trigger filter, in order (empty without filters). */
            filters: components["schemas"]["DryRunFilter"][];
            /** @description What each step would do, in order: each action rendered with what it would send and where, each wait with its duration, each condition evaluated now. Every step is shown even when `would_run` is false or a condition before it is not met. The answer is bounded as an automation's dry run is, beside what the workflow stores of its conditions (each filter's `field`, `operator` and `value`, shown whole, as its GET shows them): at most 262,144 bytes of JSON more than the JSON of its conditions' `filters` in its GET. The parts a dry run makes, each action's rendered texts and each condition's filters' `actual` values and `reason`s and its own `reason`, are kept whole in step order while they fit, and from the first that does not, each is cut to what is left, down to `…` alone (an `actual` that is not text is then shown as its JSON text, cut). */
            steps: components["schemas"]["WorkflowDryRunStep"][];
        };
        /** @description A single resource. */
        WorkflowDryRunResponse: {
            /** @description The resource. */
            data: components["schemas"]["WorkflowDryRun"];
        };
        /** @description What one step of a workflow would do, by `type`: an action's rendering (as in an automation's dry run, `index` its position in the workflow's steps), a wait or a condition. **Extension.** */
        WorkflowDryRunStep: components["schemas"]["DryRunSlackMessage"] | components["schemas"]["DryRunEmail"] | components["schemas"]["DryRunCreateTask"] | components["schemas"]["DryRunUpdateTask"] | components["schemas"]["DryRunCallWebhook"] | components["schemas"]["DryRunWait"] | components["schemas"]["DryRunCondition"];
        /** @description `data` of `workflow.created`, `workflow.updated`, `workflow.deleted`: the workflow after the change (before the deletion). **Extension.** */
        WorkflowEventData: {
            /** @description The workspace. */
            workspace_id: components["schemas"]["WorkspaceId"];
            /** @description The workflow's project. */
            project_id: components["schemas"]["ProjectId"];
            /** @description Who did it. */
            actor: components["schemas"]["EventActor"];
            /** @description The workflow. */
            workflow: components["schemas"]["Workflow"];
        };
        /**
         * @description Workflow identifier, prefix `wf_`. **Extension.**
         * @example wf_01jd7m8e7f8g9h0i1j2k
         */
        WorkflowId: string;
        /** @description A workflow as listed: without `steps`. **Extension.** */
        WorkflowListItem: components["schemas"]["EventWorkflowListItem"] | components["schemas"]["ScheduledWorkflowListItem"];
        /** @description A list returned whole, without pagination. */
        WorkflowListItemCollection: {
            /** @description Every item. */
            data: components["schemas"]["WorkflowListItem"][];
        };
        /** @description A page of a list. */
        WorkflowListItemList: {
            /** @description The items of this page, in the list's order. */
            data: components["schemas"]["WorkflowListItem"][];
            /** @description Pagination facts. */
            meta: components["schemas"]["ListMeta"];
        };
        /** @description A single resource. */
        WorkflowResponse: {
            /** @description The resource. */
            data: components["schemas"]["Workflow"];
        };
        /** @description One execution of a workflow: it keeps the steps it started with, whatever edits the workflow gets meanwhile. **Extension.** */
        WorkflowRun: {
            /** @description Identifier, prefix `run_` (one id space with automation runs). */
            id: components["schemas"]["RunId"];
            /** @description The workflow. */
            workflow_id: components["schemas"]["WorkflowId"];
            /** @description State. */
            status: components["schemas"]["WorkflowRunStatus"];
            /**
             * Format: date-time
             * @description Start time.
             */
            started_at: string;
            /** @description End time; `null` while running or waiting. */
            completed_at: string | null;
            /** @description Why it failed or was cancelled; `null` otherwise. */
            error_message: string | null;
            /** @description What started it: an `event` or the `schedule` (workflows have no manual start). */
            trigger: components["schemas"]["RunTrigger"];
            /** @description While `waiting`, when it resumes; `null` otherwise. */
            resume_at: string | null;
            /** @description The steps' outcomes, in order. */
            steps: components["schemas"]["WorkflowRunStep"][];
        };
        /** @description A workflow run ended `success` (a condition not met included) or `cancelled`; `data.status` tells which. **Extension.** */
        WorkflowRunCompletedEvent: {
            /** @description Event id, prefix `evt_`: the same on every attempt and for every webhook. */
            id: components["schemas"]["EventId"];
            /**
             * @description Event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "workflow.run.completed";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            created_at: string;
            /** @description Event-specific data. */
            data: components["schemas"]["WorkflowRunEventData"];
        };
        /** @description `data` of `workflow.run.started`, `workflow.run.completed`, `workflow.run.failed`. **Extension.** */
        WorkflowRunEventData: {
            /** @description The workspace. */
            workspace_id: components["schemas"]["WorkspaceId"];
            /** @description The workflow; for a run cancelled through `POST …/runs/{run_id}/cancel`, the user who cancelled it; the system for a waiting run cancelled because its workflow was disabled or its project archived. */
            actor: components["schemas"]["EventActor"];
            /** @description The workflow's project. */
            project_id: components["schemas"]["ProjectId"];
            /** @description The workflow. */
            workflow_id: components["schemas"]["WorkflowId"];
            /** @description The run. */
            run_id: components["schemas"]["RunId"];
            /** @description The run's status: `running` for `workflow.run.started`; `success` (a condition not met included) or `cancelled` for `workflow.run.completed`; `failed` for `workflow.run.failed`. */
            status: components["schemas"]["WorkflowRunStatus"];
            /** @description Why it failed or was cancelled; `null` otherwise. */
            error_message: string | null;
        };
        /** @description A workflow run hit an error and ended `failed`. **Extension.** */
        WorkflowRunFailedEvent: {
            /** @description Event id, prefix `evt_`: the same on every attempt and for every webhook. */
            id: components["schemas"]["EventId"];
            /**
             * @description Event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "workflow.run.failed";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            created_at: string;
            /** @description Event-specific data. */
            data: components["schemas"]["WorkflowRunEventData"];
        };
        /** @description A page of a list. */
        WorkflowRunList: {
            /** @description The items of this page, in the list's order. */
            data: components["schemas"]["WorkflowRun"][];
            /** @description Pagination facts. */
            meta: components["schemas"]["ListMeta"];
        };
        /** @description A single resource. */
        WorkflowRunResponse: {
            /** @description The resource. */
            data: components["schemas"]["WorkflowRun"];
        };
        /** @description A workflow run began. **Extension.** */
        WorkflowRunStartedEvent: {
            /** @description Event id, prefix `evt_`: the same on every attempt and for every webhook. */
            id: components["schemas"]["EventId"];
            /**
             * @description Event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "workflow.run.started";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            created_at: string;
            /** @description Event-specific data. */
            data: components["schemas"]["WorkflowRunEventData"];
        };
        /**
         * @description State of a workflow run. **Extension.**
         * @enum {string}
         */
        WorkflowRunStatus: "running" | "waiting" | "success" | "failed" | "cancelled";
        /** @description One step of a workflow run. **Extension.** */
        WorkflowRunStep: {
            /**
             * Format: int32
             * @description Position in the steps the run started with, from 0.
             */
            index: number;
            /** @description The step kind: the action's type for an `action` step, else `wait` or `condition`. */
            type: components["schemas"]["ActionType"] | ("wait" | "condition");
            /** @description State. */
            status: components["schemas"]["WorkflowStepStatus"];
            /** @description When the step started; `null` if it did not. */
            started_at: string | null;
            /** @description When it ended; `null` if it has not. */
            completed_at: string | null;
            /** @description Why it failed; `null` otherwise. */
            error: string | null;
            /** @description `wait` steps only: when the run resumes (`waiting`) or resumed; `null` before the wait began. */
            resume_at?: string | null;
        };
        /** @description One step of a workflow, run in order: an `action`, a `wait` or a `condition`. **Extension.** */
        WorkflowStep: components["schemas"]["WorkflowActionStep"] | components["schemas"]["WorkflowWaitStep"] | components["schemas"]["WorkflowConditionStep"];
        /**
         * @description State of one step of a workflow run. **Extension.**
         * @enum {string}
         */
        WorkflowStepStatus: "pending" | "running" | "waiting" | "success" | "failed" | "not_met" | "skipped" | "cancelled";
        /** @description A workflow's configuration changed. **Extension.** */
        WorkflowUpdatedEvent: {
            /** @description Event id, prefix `evt_`: the same on every attempt and for every webhook. */
            id: components["schemas"]["EventId"];
            /**
             * @description Event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "workflow.updated";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            created_at: string;
            /** @description Event-specific data. */
            data: components["schemas"]["WorkflowEventData"];
        };
        /** @description Waits before the next step. The wait is durable: it survives restarts of the service, and a waiting run holds no worker. **Extension.** */
        WorkflowWaitStep: {
            /**
             * @description Always `wait`. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "wait";
            /**
             * Format: int32
             * @description How long, in workflow minutes: 1 to 43,200 (30 days). One minute lasts the service's `WORKFLOW_MINUTE` setting, 60 s by default.
             */
            minutes: number;
        };
        /** @description A workspace: the top-level unit that owns projects, automations, webhooks and members. */
        Workspace: {
            /** @description Identifier, prefix `ws_`. */
            id: components["schemas"]["WorkspaceId"];
            /** @description Display name, 1 to 255 characters. */
            name: components["schemas"]["Name"];
            /** @description URL-safe handle: lowercase letters, digits and hyphens; unique across all workspaces. Generated from the name when omitted at creation. Changing it invalidates old workspace URLs at once. */
            slug: string;
            /** @description IANA time zone in which scheduled automations are evaluated; default `UTC`. */
            timezone: components["schemas"]["TimeZone"];
            /**
             * Format: int32
             * @description Number of current members; 1 right after creation.
             */
            member_count: number;
            /** @description Billing plan; read-only, set by the operator CLI. **Extension.** */
            plan: components["schemas"]["Plan"];
            /**
             * Format: date-time
             * @description Creation time.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last change.
             */
            updated_at: string;
        };
        /**
         * @description Workspace identifier, prefix `ws_`.
         * @example ws_01jd7m3k9q2x4c8v5b6n
         */
        WorkspaceId: string;
        /** @description A workspace as listed: as the workspace, without `timezone`. */
        WorkspaceListItem: {
            /** @description Identifier, prefix `ws_`. */
            id: components["schemas"]["WorkspaceId"];
            /** @description Display name, 1 to 255 characters. */
            name: components["schemas"]["Name"];
            /** @description URL-safe handle: lowercase letters, digits and hyphens; unique across all workspaces. Generated from the name when omitted at creation. Changing it invalidates old workspace URLs at once. */
            slug: string;
            /**
             * Format: int32
             * @description Number of current members; 1 right after creation.
             */
            member_count: number;
            /** @description Billing plan; read-only, set by the operator CLI. **Extension.** */
            plan: components["schemas"]["Plan"];
            /**
             * Format: date-time
             * @description Creation time.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Last change.
             */
            updated_at: string;
        };
        /** @description A page of a list. */
        WorkspaceListItemList: {
            /** @description The items of this page, in the list's order. */
            data: components["schemas"]["WorkspaceListItem"][];
            /** @description Pagination facts. */
            meta: components["schemas"]["ListMeta"];
        };
        /** @description A single resource. */
        WorkspaceResponse: {
            /** @description The resource. */
            data: components["schemas"]["Workspace"];
        };
        /** @description Automation run usage of a workspace in the current billing cycle. **Extension.** */
        WorkspaceUsage: {
            /** @description The workspace's plan. */
            plan: components["schemas"]["Plan"];
            /**
             * Format: int32
             * @description Runs created in the current cycle (calendar month, UTC).
             */
            runs_used: number;
            /** @description Monthly run limit of the plan; `null` means unlimited (enterprise). */
            runs_limit: number | null;
            /**
             * Format: date-time
             * @description When the cycle ends and `runs_used` resets: the first instant of next month, UTC.
             */
            cycle_resets_at: string;
        };
        /** @description A single resource. */
        WorkspaceUsageResponse: {
            /** @description The resource. */
            data: components["schemas"]["WorkspaceUsage"];
        };
    };
    responses: never;
    parameters: {
        /** @description Only this project's automations. */
        "AutomationListQuery.project_id": string;
        /** @description The workspace to list when `project_id` is absent; default the key's home workspace (400 when it has none). **Extension.** */
        "AutomationListQuery.workspace_id": string;
        /** @description Only deliveries of this event type. **Extension.** */
        "DeliveryListQuery.event_type": components["schemas"]["EventType"];
        /** @description Only deliveries created at or after this time (ISO 8601). **Extension.** */
        "DeliveryListQuery.since": string;
        /** @description Only deliveries in this state. */
        "DeliveryListQuery.status": components["schemas"]["DeliveryStatus"];
        /** @description Only deliveries created before this time (ISO 8601). **Extension.** */
        "DeliveryListQuery.until": string;
        /** @description Follows the feed: only the events that came after this one (`evt_…`, an event of the feed the caller can see; 404 otherwise), **oldest first**, so the last one of a page is the next call's `after`. An event shows here only once every change committed before it has committed too, so following `after` from page to page never skips or repeats one, across restarts and server processes. */
        "EventListQuery.after": string;
        /** @description Only events about this project (404 when the caller cannot see it). */
        "EventListQuery.project_id": string;
        /** @description Only events created at or after this time (ISO 8601). */
        "EventListQuery.since": string;
        /** @description Only events of this type. */
        "EventListQuery.type": components["schemas"]["EventType"];
        /** @description Only events created before this time (ISO 8601). */
        "EventListQuery.until": string;
        /** @description The workspace; default the key's home workspace (400 when it has none, 404 when the caller is not a member). */
        "EventListQuery.workspace_id": string;
        /**
         * @description A value of your choosing, 1 to 255 visible ASCII characters (a UUID is ideal), that makes this
         *     POST safe to retry: a later request with the same API key and the same key, method, path and body
         *     within 24 hours does not do the work again but gets the first response back, status, body and
         *     headers, with `Idempotent-Replayed: true`. Only responses of requests that did their work (2xx)
         *     are kept; a request that failed changed nothing, and sending it again with its key runs it again.
         *     The same key with another path or body gets 422; while the first request with a key is still
         *     running, a second one waits for it (up to 5 s) and then replays its response, or gets 409 when it
         *     is still running. Keys belong to the API key that sent them: another API key, even of the same
         *     user, may use the same value for a request of its own. A replay is answered only while the caller
         *     may still do the operation: a role or membership lost since gets the operation's 403 or 404
         *     instead. Keys expire after 24 hours. An empty, too long or non-ASCII key gets 400. **Extension.**
         */
        IdempotencyKeyHeader: string;
        /** @description Only invitations in this state. */
        "InvitationListQuery.status": components["schemas"]["InvitationStatus"];
        /** @description Only this category. */
        "NotificationListQuery.category": components["schemas"]["NotificationCategory"];
        /** @description `true`: only unread ones. */
        "NotificationListQuery.unread": boolean;
        /** @description Only this workspace's notifications (404 if the caller is not a member). */
        "NotificationListQuery.workspace_id": string;
        /** @description Page number, starting at 1. A non-integer value gives 400, a value below 1 gives 422. */
        "PageQuery.page": number;
        /** @description Items per page, 1 to 100. A non-integer value gives 400, a value out of range gives 422. */
        "PageQuery.per_page": number;
        /** @description `false` (default) lists only active projects; `true` lists only archived ones. */
        "ProjectListQuery.archived": boolean;
        /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
        RequestIdHeader: string;
        /** @description How many fire times, 1 to 100; default 10. */
        ScheduleQuery: number;
        /** @description Only tasks in this state. */
        "TaskListQuery.status": components["schemas"]["TaskStatus"];
        /** @description The workspace; default the key's home workspace (400 when it has none). **Extension.** */
        WebhookListQuery: string;
        /** @description Only this project's workflows. */
        "WorkflowListQuery.project_id": string;
        /** @description The workspace to list when `project_id` is absent; default the key's home workspace (400 when it has none). */
        "WorkflowListQuery.workspace_id": string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request succeeded. */
            200: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthStatus"];
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request succeeded. */
            200: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthStatus"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    listApiKeys: {
        parameters: {
            query?: {
                /** @description Page number, starting at 1. A non-integer value gives 400, a value below 1 gives 422. */
                page?: components["parameters"]["PageQuery.page"];
                /** @description Items per page, 1 to 100. A non-integer value gives 400, a value out of range gives 422. */
                per_page?: components["parameters"]["PageQuery.per_page"];
            };
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request succeeded. */
            200: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyList"];
                };
            };
            /** @description Malformed request: the body is not a JSON object, or a required field or parameter is missing (at any depth), or a query parameter has the wrong type. */
            400: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The request is well-formed but a field value is invalid (type, length, format, enum, pattern, unknown field, https-only, cron, time zone, limits). */
            422: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
                /**
                 * @description A value of your choosing, 1 to 255 visible ASCII characters (a UUID is ideal), that makes this
                 *     POST safe to retry: a later request with the same API key and the same key, method, path and body
                 *     within 24 hours does not do the work again but gets the first response back, status, body and
                 *     headers, with `Idempotent-Replayed: true`. Only responses of requests that did their work (2xx)
                 *     are kept; a request that failed changed nothing, and sending it again with its key runs it again.
                 *     The same key with another path or body gets 422; while the first request with a key is still
                 *     running, a second one waits for it (up to 5 s) and then replays its response, or gets 409 when it
                 *     is still running. Keys belong to the API key that sent them: another API key, even of the same
                 *     user, may use the same value for a request of its own. A replay is answered only while the caller
                 *     may still do the operation: a role or membership lost since gets the operation's 403 or 404
                 *     instead. Keys expire after 24 hours. An empty, too long or non-ASCII key gets 400. **Extension.**
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateApiKeyRequest"];
            };
        };
        responses: {
            /** @description Created; the body holds the new resource. */
            201: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /** @description `true` when this is the stored response of an earlier request with the same `Idempotency-Key`, sent again without doing the work again. **Extension.** */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedApiKeyResponse"];
                };
            };
            /** @description Malformed request: the body is not a JSON object, or a required field or parameter is missing (at any depth), or a query parameter has the wrong type. */
            400: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The key's scope or the caller's role does not permit this action on a resource the caller can see. */
            403: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The request conflicts with the resource's state (taken slug, archived project, active member, last owner, …). */
            409: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description The request is well-formed but a field value is invalid (type, length, format, enum, pattern, unknown field, https-only, cron, time zone, limits). */
            422: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    revokeApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
            };
            path: {
                /** @description API key id. */
                api_key_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; the response has no body. */
            204: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The key's scope or the caller's role does not permit this action on a resource the caller can see. */
            403: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    listAutomations: {
        parameters: {
            query?: {
                /** @description Page number, starting at 1. A non-integer value gives 400, a value below 1 gives 422. */
                page?: components["parameters"]["PageQuery.page"];
                /** @description Items per page, 1 to 100. A non-integer value gives 400, a value out of range gives 422. */
                per_page?: components["parameters"]["PageQuery.per_page"];
                /** @description Only this project's automations. */
                project_id?: components["parameters"]["AutomationListQuery.project_id"];
                /** @description The workspace to list when `project_id` is absent; default the key's home workspace (400 when it has none). **Extension.** */
                workspace_id?: components["parameters"]["AutomationListQuery.workspace_id"];
            };
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request succeeded. */
            200: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AutomationListItemList"];
                };
            };
            /** @description Malformed request: the body is not a JSON object, or a required field or parameter is missing (at any depth), or a query parameter has the wrong type. */
            400: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The request is well-formed but a field value is invalid (type, length, format, enum, pattern, unknown field, https-only, cron, time zone, limits). */
            422: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    createAutomation: {
        parameters: {
            query?: never;
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
                /**
                 * @description A value of your choosing, 1 to 255 visible ASCII characters (a UUID is ideal), that makes this
                 *     POST safe to retry: a later request with the same API key and the same key, method, path and body
                 *     within 24 hours does not do the work again but gets the first response back, status, body and
                 *     headers, with `Idempotent-Replayed: true`. Only responses of requests that did their work (2xx)
                 *     are kept; a request that failed changed nothing, and sending it again with its key runs it again.
                 *     The same key with another path or body gets 422; while the first request with a key is still
                 *     running, a second one waits for it (up to 5 s) and then replays its response, or gets 409 when it
                 *     is still running. Keys belong to the API key that sent them: another API key, even of the same
                 *     user, may use the same value for a request of its own. A replay is answered only while the caller
                 *     may still do the operation: a role or membership lost since gets the operation's 403 or 404
                 *     instead. Keys expire after 24 hours. An empty, too long or non-ASCII key gets 400. **Extension.**
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateAutomationRequest"];
            };
        };
        responses: {
            /** @description Created; the body holds the new resource. */
            201: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /** @description `true` when this is the stored response of an earlier request with the same `Idempotency-Key`, sent again without doing the work again. **Extension.** */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AutomationResponse"];
                };
            };
            /** @description Malformed request: the body is not a JSON object, or a required field or parameter is missing (at any depth), or a query parameter has the wrong type. */
            400: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The key's scope or the caller's role does not permit this action on a resource the caller can see. */
            403: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The request conflicts with the resource's state (taken slug, archived project, active member, last owner, …). */
            409: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description The request is well-formed but a field value is invalid (type, length, format, enum, pattern, unknown field, https-only, cron, time zone, limits). */
            422: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    previewScheduleDeprecated: {
        parameters: {
            query?: never;
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
                /**
                 * @description A value of your choosing, 1 to 255 visible ASCII characters (a UUID is ideal), that makes this
                 *     POST safe to retry: a later request with the same API key and the same key, method, path and body
                 *     within 24 hours does not do the work again but gets the first response back, status, body and
                 *     headers, with `Idempotent-Replayed: true`. Only responses of requests that did their work (2xx)
                 *     are kept; a request that failed changed nothing, and sending it again with its key runs it again.
                 *     The same key with another path or body gets 422; while the first request with a key is still
                 *     running, a second one waits for it (up to 5 s) and then replays its response, or gets 409 when it
                 *     is still running. Keys belong to the API key that sent them: another API key, even of the same
                 *     user, may use the same value for a request of its own. A replay is answered only while the caller
                 *     may still do the operation: a role or membership lost since gets the operation's 403 or 404
                 *     instead. Keys expire after 24 hours. An empty, too long or non-ASCII key gets 400. **Extension.**
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The schedule to try. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["SchedulePreviewRequest"];
            };
        };
        responses: {
            /** @description A schedule preview answered on its deprecated path: the 200 of `previewSchedule`, with the headers that name its successor. **Extension.** */
            200: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /** @description When this path was deprecated (RFC 9745): `@` and Unix seconds. */
                    Deprecation: string;
                    /** @description When this path stops answering (RFC 8594), an HTTP date. */
                    Sunset: string;
                    /** @description The path to use instead: `</v1/schedule-previews>; rel="successor-version"`. */
                    Link: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchedulePreviewResponse"];
                };
            };
            /** @description Malformed request: the body is not a JSON object, or a required field or parameter is missing (at any depth), or a query parameter has the wrong type. */
            400: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The request conflicts with the resource's state (taken slug, archived project, active member, last owner, …). */
            409: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description The request is well-formed but a field value is invalid (type, length, format, enum, pattern, unknown field, https-only, cron, time zone, limits). */
            422: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    getAutomation: {
        parameters: {
            query?: never;
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
            };
            path: {
                /** @description Automation id. */
                automation_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request succeeded. */
            200: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AutomationResponse"];
                };
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    deleteAutomation: {
        parameters: {
            query?: never;
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
            };
            path: {
                /** @description Automation id. */
                automation_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; the response has no body. */
            204: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The key's scope or the caller's role does not permit this action on a resource the caller can see. */
            403: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The request conflicts with the resource's state (taken slug, archived project, active member, last owner, …). */
            409: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    updateAutomation: {
        parameters: {
            query?: never;
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
            };
            path: {
                /** @description Automation id. */
                automation_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateAutomationRequest"];
            };
        };
        responses: {
            /** @description The request succeeded. */
            200: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AutomationResponse"];
                };
            };
            /** @description Malformed request: the body is not a JSON object, or a required field or parameter is missing (at any depth), or a query parameter has the wrong type. */
            400: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The key's scope or the caller's role does not permit this action on a resource the caller can see. */
            403: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The request conflicts with the resource's state (taken slug, archived project, active member, last owner, …). */
            409: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description The request is well-formed but a field value is invalid (type, length, format, enum, pattern, unknown field, https-only, cron, time zone, limits). */
            422: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    listAutomationRuns: {
        parameters: {
            query?: {
                /** @description Page number, starting at 1. A non-integer value gives 400, a value below 1 gives 422. */
                page?: components["parameters"]["PageQuery.page"];
                /** @description Items per page, 1 to 100. A non-integer value gives 400, a value out of range gives 422. */
                per_page?: components["parameters"]["PageQuery.per_page"];
            };
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
            };
            path: {
                /** @description Automation id. */
                automation_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request succeeded. */
            200: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AutomationRunList"];
                };
            };
            /** @description Malformed request: the body is not a JSON object, or a required field or parameter is missing (at any depth), or a query parameter has the wrong type. */
            400: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The request is well-formed but a field value is invalid (type, length, format, enum, pattern, unknown field, https-only, cron, time zone, limits). */
            422: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    startAutomationRun: {
        parameters: {
            query?: never;
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
                /**
                 * @description A value of your choosing, 1 to 255 visible ASCII characters (a UUID is ideal), that makes this
                 *     POST safe to retry: a later request with the same API key and the same key, method, path and body
                 *     within 24 hours does not do the work again but gets the first response back, status, body and
                 *     headers, with `Idempotent-Replayed: true`. Only responses of requests that did their work (2xx)
                 *     are kept; a request that failed changed nothing, and sending it again with its key runs it again.
                 *     The same key with another path or body gets 422; while the first request with a key is still
                 *     running, a second one waits for it (up to 5 s) and then replays its response, or gets 409 when it
                 *     is still running. Keys belong to the API key that sent them: another API key, even of the same
                 *     user, may use the same value for a request of its own. A replay is answered only while the caller
                 *     may still do the operation: a role or membership lost since gets the operation's 403 or 404
                 *     instead. Keys expire after 24 hours. An empty, too long or non-ASCII key gets 400. **Extension.**
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path: {
                /** @description Automation id. */
                automation_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created; the body holds the new resource. */
            201: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /** @description `true` when this is the stored response of an earlier request with the same `Idempotency-Key`, sent again without doing the work again. **Extension.** */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AutomationRunResponse"];
                };
            };
            /** @description Malformed request: the body is not a JSON object, or a required field or parameter is missing (at any depth), or a query parameter has the wrong type. */
            400: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The key's scope or the caller's role does not permit this action on a resource the caller can see. */
            403: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The request conflicts with the resource's state (taken slug, archived project, active member, last owner, …). */
            409: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description The request is well-formed but a field value is invalid (type, length, format, enum, pattern, unknown field, https-only, cron, time zone, limits). */
            422: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    retryAutomationRun: {
        parameters: {
            query?: never;
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
                /**
                 * @description A value of your choosing, 1 to 255 visible ASCII characters (a UUID is ideal), that makes this
                 *     POST safe to retry: a later request with the same API key and the same key, method, path and body
                 *     within 24 hours does not do the work again but gets the first response back, status, body and
                 *     headers, with `Idempotent-Replayed: true`. Only responses of requests that did their work (2xx)
                 *     are kept; a request that failed changed nothing, and sending it again with its key runs it again.
                 *     The same key with another path or body gets 422; while the first request with a key is still
                 *     running, a second one waits for it (up to 5 s) and then replays its response, or gets 409 when it
                 *     is still running. Keys belong to the API key that sent them: another API key, even of the same
                 *     user, may use the same value for a request of its own. A replay is answered only while the caller
                 *     may still do the operation: a role or membership lost since gets the operation's 403 or 404
                 *     instead. Keys expire after 24 hours. An empty, too long or non-ASCII key gets 400. **Extension.**
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path: {
                /** @description Automation id. */
                automation_id: string;
                /** @description The failed run. */
                run_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created; the body holds the new resource. */
            201: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /** @description `true` when this is the stored response of an earlier request with the same `Idempotency-Key`, sent again without doing the work again. **Extension.** */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AutomationRunResponse"];
                };
            };
            /** @description Malformed request: the body is not a JSON object, or a required field or parameter is missing (at any depth), or a query parameter has the wrong type. */
            400: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The key's scope or the caller's role does not permit this action on a resource the caller can see. */
            403: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The request conflicts with the resource's state (taken slug, archived project, active member, last owner, …). */
            409: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description The request is well-formed but a field value is invalid (type, length, format, enum, pattern, unknown field, https-only, cron, time zone, limits). */
            422: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    getAutomationSchedule: {
        parameters: {
            query?: {
                /** @description How many fire times, 1 to 100; default 10. */
                count?: components["parameters"]["ScheduleQuery"];
            };
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
            };
            path: {
                /** @description Automation id. */
                automation_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request succeeded. */
            200: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchedulePreviewResponse"];
                };
            };
            /** @description Malformed request: the body is not a JSON object, or a required field or parameter is missing (at any depth), or a query parameter has the wrong type. */
            400: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The request conflicts with the resource's state (taken slug, archived project, active member, last owner, …). */
            409: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description The request is well-formed but a field value is invalid (type, length, format, enum, pattern, unknown field, https-only, cron, time zone, limits). */
            422: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    testAutomation: {
        parameters: {
            query?: never;
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
                /**
                 * @description A value of your choosing, 1 to 255 visible ASCII characters (a UUID is ideal), that makes this
                 *     POST safe to retry: a later request with the same API key and the same key, method, path and body
                 *     within 24 hours does not do the work again but gets the first response back, status, body and
                 *     headers, with `Idempotent-Replayed: true`. Only responses of requests that did their work (2xx)
                 *     are kept; a request that failed changed nothing, and sending it again with its key runs it again.
                 *     The same key with another path or body gets 422; while the first request with a key is still
                 *     running, a second one waits for it (up to 5 s) and then replays its response, or gets 409 when it
                 *     is still running. Keys belong to the API key that sent them: another API key, even of the same
                 *     user, may use the same value for a request of its own. A replay is answered only while the caller
                 *     may still do the operation: a role or membership lost since gets the operation's 403 or 404
                 *     instead. Keys expire after 24 hours. An empty, too long or non-ASCII key gets 400. **Extension.**
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path: {
                /** @description Automation id. */
                automation_id: string;
            };
            cookie?: never;
        };
        /** @description The event to try; optional. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["AutomationDryRunRequest"];
            };
        };
        responses: {
            /** @description The request succeeded. */
            200: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AutomationDryRunResponse"];
                };
            };
            /** @description Malformed request: the body is not a JSON object, or a required field or parameter is missing (at any depth), or a query parameter has the wrong type. */
            400: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The request conflicts with the resource's state (taken slug, archived project, active member, last owner, …). */
            409: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description The request is well-formed but a field value is invalid (type, length, format, enum, pattern, unknown field, https-only, cron, time zone, limits). */
            422: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    listEventTypes: {
        parameters: {
            query?: never;
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request succeeded. */
            200: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventTypeInfoCollection"];
                };
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /** @description Page number, starting at 1. A non-integer value gives 400, a value below 1 gives 422. */
                page?: components["parameters"]["PageQuery.page"];
                /** @description Items per page, 1 to 100. A non-integer value gives 400, a value out of range gives 422. */
                per_page?: components["parameters"]["PageQuery.per_page"];
                /** @description The workspace; default the key's home workspace (400 when it has none, 404 when the caller is not a member). */
                workspace_id?: components["parameters"]["EventListQuery.workspace_id"];
                /** @description Only events of this type. */
                type?: components["parameters"]["EventListQuery.type"];
                /** @description Only events about this project (404 when the caller cannot see it). */
                project_id?: components["parameters"]["EventListQuery.project_id"];
                /** @description Only events created at or after this time (ISO 8601). */
                since?: components["parameters"]["EventListQuery.since"];
                /** @description Only events created before this time (ISO 8601). */
                until?: components["parameters"]["EventListQuery.until"];
                /** @description Follows the feed: only the events that came after this one (`evt_…`, an event of the feed the caller can see; 404 otherwise), **oldest first**, so the last one of a page is the next call's `after`. An event shows here only once every change committed before it has committed too, so following `after` from page to page never skips or repeats one, across restarts and server processes. */
                after?: components["parameters"]["EventListQuery.after"];
            };
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request succeeded. */
            200: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEventList"];
                };
            };
            /** @description Malformed request: the body is not a JSON object, or a required field or parameter is missing (at any depth), or a query parameter has the wrong type. */
            400: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The request is well-formed but a field value is invalid (type, length, format, enum, pattern, unknown field, https-only, cron, time zone, limits). */
            422: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    getEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
            };
            path: {
                /** @description Event id. */
                event_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request succeeded. */
            200: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEventResponse"];
                };
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    acceptInvitation: {
        parameters: {
            query?: never;
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
                /**
                 * @description A value of your choosing, 1 to 255 visible ASCII characters (a UUID is ideal), that makes this
                 *     POST safe to retry: a later request with the same API key and the same key, method, path and body
                 *     within 24 hours does not do the work again but gets the first response back, status, body and
                 *     headers, with `Idempotent-Replayed: true`. Only responses of requests that did their work (2xx)
                 *     are kept; a request that failed changed nothing, and sending it again with its key runs it again.
                 *     The same key with another path or body gets 422; while the first request with a key is still
                 *     running, a second one waits for it (up to 5 s) and then replays its response, or gets 409 when it
                 *     is still running. Keys belong to the API key that sent them: another API key, even of the same
                 *     user, may use the same value for a request of its own. A replay is answered only while the caller
                 *     may still do the operation: a role or membership lost since gets the operation's 403 or 404
                 *     instead. Keys expire after 24 hours. An empty, too long or non-ASCII key gets 400. **Extension.**
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path: {
                /** @description Invitation id. */
                invitation_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created; the body holds the new resource. */
            201: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /** @description `true` when this is the stored response of an earlier request with the same `Idempotency-Key`, sent again without doing the work again. **Extension.** */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberResponse"];
                };
            };
            /** @description Malformed request: the body is not a JSON object, or a required field or parameter is missing (at any depth), or a query parameter has the wrong type. */
            400: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The key's scope or the caller's role does not permit this action on a resource the caller can see. */
            403: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The request conflicts with the resource's state (taken slug, archived project, active member, last owner, …). */
            409: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description The request is well-formed but a field value is invalid (type, length, format, enum, pattern, unknown field, https-only, cron, time zone, limits). */
            422: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    listNotifications: {
        parameters: {
            query?: {
                /** @description Page number, starting at 1. A non-integer value gives 400, a value below 1 gives 422. */
                page?: components["parameters"]["PageQuery.page"];
                /** @description Items per page, 1 to 100. A non-integer value gives 400, a value out of range gives 422. */
                per_page?: components["parameters"]["PageQuery.per_page"];
                /** @description Only this workspace's notifications (404 if the caller is not a member). */
                workspace_id?: components["parameters"]["NotificationListQuery.workspace_id"];
                /** @description `true`: only unread ones. */
                unread?: components["parameters"]["NotificationListQuery.unread"];
                /** @description Only this category. */
                category?: components["parameters"]["NotificationListQuery.category"];
            };
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request succeeded. */
            200: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationList"];
                };
            };
            /** @description Malformed request: the body is not a JSON object, or a required field or parameter is missing (at any depth), or a query parameter has the wrong type. */
            400: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The request is well-formed but a field value is invalid (type, length, format, enum, pattern, unknown field, https-only, cron, time zone, limits). */
            422: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    markNotificationsRead: {
        parameters: {
            query?: never;
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
                /**
                 * @description A value of your choosing, 1 to 255 visible ASCII characters (a UUID is ideal), that makes this
                 *     POST safe to retry: a later request with the same API key and the same key, method, path and body
                 *     within 24 hours does not do the work again but gets the first response back, status, body and
                 *     headers, with `Idempotent-Replayed: true`. Only responses of requests that did their work (2xx)
                 *     are kept; a request that failed changed nothing, and sending it again with its key runs it again.
                 *     The same key with another path or body gets 422; while the first request with a key is still
                 *     running, a second one waits for it (up to 5 s) and then replays its response, or gets 409 when it
                 *     is still running. Keys belong to the API key that sent them: another API key, even of the same
                 *     user, may use the same value for a request of its own. A replay is answered only while the caller
                 *     may still do the operation: a role or membership lost since gets the operation's 403 or 404
                 *     instead. Keys expire after 24 hours. An empty, too long or non-ASCII key gets 400. **Extension.**
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MarkNotificationsReadRequest"];
            };
        };
        responses: {
            /** @description The request succeeded. */
            200: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarkedReadResponse"];
                };
            };
            /** @description Malformed request: the body is not a JSON object, or a required field or parameter is missing (at any depth), or a query parameter has the wrong type. */
            400: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The key's scope or the caller's role does not permit this action on a resource the caller can see. */
            403: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The request conflicts with the resource's state (taken slug, archived project, active member, last owner, …). */
            409: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description The request is well-formed but a field value is invalid (type, length, format, enum, pattern, unknown field, https-only, cron, time zone, limits). */
            422: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    updateNotification: {
        parameters: {
            query?: never;
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
            };
            path: {
                /** @description Notification id. */
                notification_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateNotificationRequest"];
            };
        };
        responses: {
            /** @description The request succeeded. */
            200: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationResponse"];
                };
            };
            /** @description Malformed request: the body is not a JSON object, or a required field or parameter is missing (at any depth), or a query parameter has the wrong type. */
            400: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The key's scope or the caller's role does not permit this action on a resource the caller can see. */
            403: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The request is well-formed but a field value is invalid (type, length, format, enum, pattern, unknown field, https-only, cron, time zone, limits). */
            422: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    createProject: {
        parameters: {
            query?: never;
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
                /**
                 * @description A value of your choosing, 1 to 255 visible ASCII characters (a UUID is ideal), that makes this
                 *     POST safe to retry: a later request with the same API key and the same key, method, path and body
                 *     within 24 hours does not do the work again but gets the first response back, status, body and
                 *     headers, with `Idempotent-Replayed: true`. Only responses of requests that did their work (2xx)
                 *     are kept; a request that failed changed nothing, and sending it again with its key runs it again.
                 *     The same key with another path or body gets 422; while the first request with a key is still
                 *     running, a second one waits for it (up to 5 s) and then replays its response, or gets 409 when it
                 *     is still running. Keys belong to the API key that sent them: another API key, even of the same
                 *     user, may use the same value for a request of its own. A replay is answered only while the caller
                 *     may still do the operation: a role or membership lost since gets the operation's 403 or 404
                 *     instead. Keys expire after 24 hours. An empty, too long or non-ASCII key gets 400. **Extension.**
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateProjectRequest"];
            };
        };
        responses: {
            /** @description Created; the body holds the new resource. */
            201: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /** @description `true` when this is the stored response of an earlier request with the same `Idempotency-Key`, sent again without doing the work again. **Extension.** */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectResponse"];
                };
            };
            /** @description Malformed request: the body is not a JSON object, or a required field or parameter is missing (at any depth), or a query parameter has the wrong type. */
            400: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The key's scope or the caller's role does not permit this action on a resource the caller can see. */
            403: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The request conflicts with the resource's state (taken slug, archived project, active member, last owner, …). */
            409: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description The request is well-formed but a field value is invalid (type, length, format, enum, pattern, unknown field, https-only, cron, time zone, limits). */
            422: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    getProject: {
        parameters: {
            query?: never;
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
            };
            path: {
                /** @description Project id. */
                project_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request succeeded. */
            200: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectResponse"];
                };
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    deleteProject: {
        parameters: {
            query?: never;
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
            };
            path: {
                /** @description Project id. */
                project_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; the response has no body. */
            204: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The key's scope or the caller's role does not permit this action on a resource the caller can see. */
            403: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    updateProject: {
        parameters: {
            query?: never;
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
            };
            path: {
                /** @description Project id. */
                project_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateProjectRequest"];
            };
        };
        responses: {
            /** @description The request succeeded. */
            200: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectResponse"];
                };
            };
            /** @description Malformed request: the body is not a JSON object, or a required field or parameter is missing (at any depth), or a query parameter has the wrong type. */
            400: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The key's scope or the caller's role does not permit this action on a resource the caller can see. */
            403: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The request conflicts with the resource's state (taken slug, archived project, active member, last owner, …). */
            409: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description The request is well-formed but a field value is invalid (type, length, format, enum, pattern, unknown field, https-only, cron, time zone, limits). */
            422: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    listProjectAutomations: {
        parameters: {
            query?: never;
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
            };
            path: {
                /** @description Project id. */
                project_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request succeeded. */
            200: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AutomationListItemCollection"];
                };
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    listProjectMembers: {
        parameters: {
            query?: {
                /** @description Page number, starting at 1. A non-integer value gives 400, a value below 1 gives 422. */
                page?: components["parameters"]["PageQuery.page"];
                /** @description Items per page, 1 to 100. A non-integer value gives 400, a value out of range gives 422. */
                per_page?: components["parameters"]["PageQuery.per_page"];
            };
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
            };
            path: {
                /** @description Project id. */
                project_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request succeeded. */
            200: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberList"];
                };
            };
            /** @description Malformed request: the body is not a JSON object, or a required field or parameter is missing (at any depth), or a query parameter has the wrong type. */
            400: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The request is well-formed but a field value is invalid (type, length, format, enum, pattern, unknown field, https-only, cron, time zone, limits). */
            422: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    addProjectMember: {
        parameters: {
            query?: never;
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
                /**
                 * @description A value of your choosing, 1 to 255 visible ASCII characters (a UUID is ideal), that makes this
                 *     POST safe to retry: a later request with the same API key and the same key, method, path and body
                 *     within 24 hours does not do the work again but gets the first response back, status, body and
                 *     headers, with `Idempotent-Replayed: true`. Only responses of requests that did their work (2xx)
                 *     are kept; a request that failed changed nothing, and sending it again with its key runs it again.
                 *     The same key with another path or body gets 422; while the first request with a key is still
                 *     running, a second one waits for it (up to 5 s) and then replays its response, or gets 409 when it
                 *     is still running. Keys belong to the API key that sent them: another API key, even of the same
                 *     user, may use the same value for a request of its own. A replay is answered only while the caller
                 *     may still do the operation: a role or membership lost since gets the operation's 403 or 404
                 *     instead. Keys expire after 24 hours. An empty, too long or non-ASCII key gets 400. **Extension.**
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path: {
                /** @description Project id. */
                project_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddProjectMemberRequest"];
            };
        };
        responses: {
            /** @description Created; the body holds the new resource. */
            201: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /** @description `true` when this is the stored response of an earlier request with the same `Idempotency-Key`, sent again without doing the work again. **Extension.** */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberResponse"];
                };
            };
            /** @description Malformed request: the body is not a JSON object, or a required field or parameter is missing (at any depth), or a query parameter has the wrong type. */
            400: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The key's scope or the caller's role does not permit this action on a resource the caller can see. */
            403: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The request conflicts with the resource's state (taken slug, archived project, active member, last owner, …). */
            409: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description The request is well-formed but a field value is invalid (type, length, format, enum, pattern, unknown field, https-only, cron, time zone, limits). */
            422: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    removeProjectMember: {
        parameters: {
            query?: never;
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
            };
            path: {
                /** @description Project id. */
                project_id: string;
                /** @description Member id. */
                member_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; the response has no body. */
            204: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The key's scope or the caller's role does not permit this action on a resource the caller can see. */
            403: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The request conflicts with the resource's state (taken slug, archived project, active member, last owner, …). */
            409: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    listProjectTasks: {
        parameters: {
            query?: {
                /** @description Page number, starting at 1. A non-integer value gives 400, a value below 1 gives 422. */
                page?: components["parameters"]["PageQuery.page"];
                /** @description Items per page, 1 to 100. A non-integer value gives 400, a value out of range gives 422. */
                per_page?: components["parameters"]["PageQuery.per_page"];
                /** @description Only tasks in this state. */
                status?: components["parameters"]["TaskListQuery.status"];
            };
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
            };
            path: {
                /** @description Project id. */
                project_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request succeeded. */
            200: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskList"];
                };
            };
            /** @description Malformed request: the body is not a JSON object, or a required field or parameter is missing (at any depth), or a query parameter has the wrong type. */
            400: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The request is well-formed but a field value is invalid (type, length, format, enum, pattern, unknown field, https-only, cron, time zone, limits). */
            422: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    createTask: {
        parameters: {
            query?: never;
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
                /**
                 * @description A value of your choosing, 1 to 255 visible ASCII characters (a UUID is ideal), that makes this
                 *     POST safe to retry: a later request with the same API key and the same key, method, path and body
                 *     within 24 hours does not do the work again but gets the first response back, status, body and
                 *     headers, with `Idempotent-Replayed: true`. Only responses of requests that did their work (2xx)
                 *     are kept; a request that failed changed nothing, and sending it again with its key runs it again.
                 *     The same key with another path or body gets 422; while the first request with a key is still
                 *     running, a second one waits for it (up to 5 s) and then replays its response, or gets 409 when it
                 *     is still running. Keys belong to the API key that sent them: another API key, even of the same
                 *     user, may use the same value for a request of its own. A replay is answered only while the caller
                 *     may still do the operation: a role or membership lost since gets the operation's 403 or 404
                 *     instead. Keys expire after 24 hours. An empty, too long or non-ASCII key gets 400. **Extension.**
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path: {
                /** @description Project id. */
                project_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTaskRequest"];
            };
        };
        responses: {
            /** @description Created; the body holds the new resource. */
            201: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /** @description `true` when this is the stored response of an earlier request with the same `Idempotency-Key`, sent again without doing the work again. **Extension.** */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskResponse"];
                };
            };
            /** @description Malformed request: the body is not a JSON object, or a required field or parameter is missing (at any depth), or a query parameter has the wrong type. */
            400: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The key's scope or the caller's role does not permit this action on a resource the caller can see. */
            403: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The request conflicts with the resource's state (taken slug, archived project, active member, last owner, …). */
            409: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description The request is well-formed but a field value is invalid (type, length, format, enum, pattern, unknown field, https-only, cron, time zone, limits). */
            422: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    listProjectWorkflows: {
        parameters: {
            query?: never;
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
            };
            path: {
                /** @description Project id. */
                project_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request succeeded. */
            200: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkflowListItemCollection"];
                };
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    previewSchedule: {
        parameters: {
            query?: never;
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
                /**
                 * @description A value of your choosing, 1 to 255 visible ASCII characters (a UUID is ideal), that makes this
                 *     POST safe to retry: a later request with the same API key and the same key, method, path and body
                 *     within 24 hours does not do the work again but gets the first response back, status, body and
                 *     headers, with `Idempotent-Replayed: true`. Only responses of requests that did their work (2xx)
                 *     are kept; a request that failed changed nothing, and sending it again with its key runs it again.
                 *     The same key with another path or body gets 422; while the first request with a key is still
                 *     running, a second one waits for it (up to 5 s) and then replays its response, or gets 409 when it
                 *     is still running. Keys belong to the API key that sent them: another API key, even of the same
                 *     user, may use the same value for a request of its own. A replay is answered only while the caller
                 *     may still do the operation: a role or membership lost since gets the operation's 403 or 404
                 *     instead. Keys expire after 24 hours. An empty, too long or non-ASCII key gets 400. **Extension.**
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The schedule to try. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["SchedulePreviewRequest"];
            };
        };
        responses: {
            /** @description The request succeeded. */
            200: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchedulePreviewResponse"];
                };
            };
            /** @description Malformed request: the body is not a JSON object, or a required field or parameter is missing (at any depth), or a query parameter has the wrong type. */
            400: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The request conflicts with the resource's state (taken slug, archived project, active member, last owner, …). */
            409: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description The request is well-formed but a field value is invalid (type, length, format, enum, pattern, unknown field, https-only, cron, time zone, limits). */
            422: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    getTask: {
        parameters: {
            query?: never;
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
            };
            path: {
                /** @description Task id. */
                task_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request succeeded. */
            200: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskResponse"];
                };
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    deleteTask: {
        parameters: {
            query?: never;
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
            };
            path: {
                /** @description Task id. */
                task_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; the response has no body. */
            204: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The key's scope or the caller's role does not permit this action on a resource the caller can see. */
            403: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The request conflicts with the resource's state (taken slug, archived project, active member, last owner, …). */
            409: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    updateTask: {
        parameters: {
            query?: never;
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
            };
            path: {
                /** @description Task id. */
                task_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateTaskRequest"];
            };
        };
        responses: {
            /** @description The request succeeded. */
            200: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaskResponse"];
                };
            };
            /** @description Malformed request: the body is not a JSON object, or a required field or parameter is missing (at any depth), or a query parameter has the wrong type. */
            400: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The key's scope or the caller's role does not permit this action on a resource the caller can see. */
            403: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The request conflicts with the resource's state (taken slug, archived project, active member, last owner, …). */
            409: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description The request is well-formed but a field value is invalid (type, length, format, enum, pattern, unknown field, https-only, cron, time zone, limits). */
            422: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    getCurrentUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request succeeded. */
            200: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserResponse"];
                };
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: {
                /** @description The workspace; default the key's home workspace (400 when it has none). **Extension.** */
                workspace_id?: components["parameters"]["WebhookListQuery"];
            };
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request succeeded. */
            200: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookCollection"];
                };
            };
            /** @description Malformed request: the body is not a JSON object, or a required field or parameter is missing (at any depth), or a query parameter has the wrong type. */
            400: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The key's scope or the caller's role does not permit this action on a resource the caller can see. */
            403: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
                /**
                 * @description A value of your choosing, 1 to 255 visible ASCII characters (a UUID is ideal), that makes this
                 *     POST safe to retry: a later request with the same API key and the same key, method, path and body
                 *     within 24 hours does not do the work again but gets the first response back, status, body and
                 *     headers, with `Idempotent-Replayed: true`. Only responses of requests that did their work (2xx)
                 *     are kept; a request that failed changed nothing, and sending it again with its key runs it again.
                 *     The same key with another path or body gets 422; while the first request with a key is still
                 *     running, a second one waits for it (up to 5 s) and then replays its response, or gets 409 when it
                 *     is still running. Keys belong to the API key that sent them: another API key, even of the same
                 *     user, may use the same value for a request of its own. A replay is answered only while the caller
                 *     may still do the operation: a role or membership lost since gets the operation's 403 or 404
                 *     instead. Keys expire after 24 hours. An empty, too long or non-ASCII key gets 400. **Extension.**
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhookRequest"];
            };
        };
        responses: {
            /** @description Created; the body holds the new resource. */
            201: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /** @description `true` when this is the stored response of an earlier request with the same `Idempotency-Key`, sent again without doing the work again. **Extension.** */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookResponse"];
                };
            };
            /** @description Malformed request: the body is not a JSON object, or a required field or parameter is missing (at any depth), or a query parameter has the wrong type. */
            400: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The key's scope or the caller's role does not permit this action on a resource the caller can see. */
            403: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The request conflicts with the resource's state (taken slug, archived project, active member, last owner, …). */
            409: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description The request is well-formed but a field value is invalid (type, length, format, enum, pattern, unknown field, https-only, cron, time zone, limits). */
            422: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    getWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
            };
            path: {
                /** @description Webhook id. */
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request succeeded. */
            200: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookResponse"];
                };
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The key's scope or the caller's role does not permit this action on a resource the caller can see. */
            403: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
            };
            path: {
                /** @description Webhook id. */
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; the response has no body. */
            204: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The key's scope or the caller's role does not permit this action on a resource the caller can see. */
            403: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
            };
            path: {
                /** @description Webhook id. */
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWebhookRequest"];
            };
        };
        responses: {
            /** @description The request succeeded. */
            200: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookResponse"];
                };
            };
            /** @description Malformed request: the body is not a JSON object, or a required field or parameter is missing (at any depth), or a query parameter has the wrong type. */
            400: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The key's scope or the caller's role does not permit this action on a resource the caller can see. */
            403: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The request is well-formed but a field value is invalid (type, length, format, enum, pattern, unknown field, https-only, cron, time zone, limits). */
            422: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description Page number, starting at 1. A non-integer value gives 400, a value below 1 gives 422. */
                page?: components["parameters"]["PageQuery.page"];
                /** @description Items per page, 1 to 100. A non-integer value gives 400, a value out of range gives 422. */
                per_page?: components["parameters"]["PageQuery.per_page"];
                /** @description Only deliveries in this state. */
                status?: components["parameters"]["DeliveryListQuery.status"];
                /** @description Only deliveries of this event type. **Extension.** */
                event_type?: components["parameters"]["DeliveryListQuery.event_type"];
                /** @description Only deliveries created at or after this time (ISO 8601). **Extension.** */
                since?: components["parameters"]["DeliveryListQuery.since"];
                /** @description Only deliveries created before this time (ISO 8601). **Extension.** */
                until?: components["parameters"]["DeliveryListQuery.until"];
            };
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
            };
            path: {
                /** @description Webhook id. */
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request succeeded. */
            200: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryList"];
                };
            };
            /** @description Malformed request: the body is not a JSON object, or a required field or parameter is missing (at any depth), or a query parameter has the wrong type. */
            400: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The key's scope or the caller's role does not permit this action on a resource the caller can see. */
            403: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The request is well-formed but a field value is invalid (type, length, format, enum, pattern, unknown field, https-only, cron, time zone, limits). */
            422: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    redeliverWebhookDelivery: {
        parameters: {
            query?: never;
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
                /**
                 * @description A value of your choosing, 1 to 255 visible ASCII characters (a UUID is ideal), that makes this
                 *     POST safe to retry: a later request with the same API key and the same key, method, path and body
                 *     within 24 hours does not do the work again but gets the first response back, status, body and
                 *     headers, with `Idempotent-Replayed: true`. Only responses of requests that did their work (2xx)
                 *     are kept; a request that failed changed nothing, and sending it again with its key runs it again.
                 *     The same key with another path or body gets 422; while the first request with a key is still
                 *     running, a second one waits for it (up to 5 s) and then replays its response, or gets 409 when it
                 *     is still running. Keys belong to the API key that sent them: another API key, even of the same
                 *     user, may use the same value for a request of its own. A replay is answered only while the caller
                 *     may still do the operation: a role or membership lost since gets the operation's 403 or 404
                 *     instead. Keys expire after 24 hours. An empty, too long or non-ASCII key gets 400. **Extension.**
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path: {
                /** @description Webhook id. */
                webhook_id: string;
                /** @description Delivery id. */
                delivery_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created; the body holds the new resource. */
            201: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /** @description `true` when this is the stored response of an earlier request with the same `Idempotency-Key`, sent again without doing the work again. **Extension.** */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryResponse"];
                };
            };
            /** @description Malformed request: the body is not a JSON object, or a required field or parameter is missing (at any depth), or a query parameter has the wrong type. */
            400: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The key's scope or the caller's role does not permit this action on a resource the caller can see. */
            403: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The request conflicts with the resource's state (taken slug, archived project, active member, last owner, …). */
            409: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description The request is well-formed but a field value is invalid (type, length, format, enum, pattern, unknown field, https-only, cron, time zone, limits). */
            422: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    recoverWebhookDeliveries: {
        parameters: {
            query?: never;
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
                /**
                 * @description A value of your choosing, 1 to 255 visible ASCII characters (a UUID is ideal), that makes this
                 *     POST safe to retry: a later request with the same API key and the same key, method, path and body
                 *     within 24 hours does not do the work again but gets the first response back, status, body and
                 *     headers, with `Idempotent-Replayed: true`. Only responses of requests that did their work (2xx)
                 *     are kept; a request that failed changed nothing, and sending it again with its key runs it again.
                 *     The same key with another path or body gets 422; while the first request with a key is still
                 *     running, a second one waits for it (up to 5 s) and then replays its response, or gets 409 when it
                 *     is still running. Keys belong to the API key that sent them: another API key, even of the same
                 *     user, may use the same value for a request of its own. A replay is answered only while the caller
                 *     may still do the operation: a role or membership lost since gets the operation's 403 or 404
                 *     instead. Keys expire after 24 hours. An empty, too long or non-ASCII key gets 400. **Extension.**
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path: {
                /** @description Webhook id. */
                webhook_id: string;
            };
            cookie?: never;
        };
        /** @description The window. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecoverDeliveriesRequest"];
            };
        };
        responses: {
            /** @description Accepted: the work is queued; the body says what was queued. */
            202: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /** @description `true` when this is the stored response of an earlier request with the same `Idempotency-Key`, sent again without doing the work again. **Extension.** */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryRecoveryResponse"];
                };
            };
            /** @description Malformed request: the body is not a JSON object, or a required field or parameter is missing (at any depth), or a query parameter has the wrong type. */
            400: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The key's scope or the caller's role does not permit this action on a resource the caller can see. */
            403: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The request conflicts with the resource's state (taken slug, archived project, active member, last owner, …). */
            409: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description The request is well-formed but a field value is invalid (type, length, format, enum, pattern, unknown field, https-only, cron, time zone, limits). */
            422: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
                /**
                 * @description A value of your choosing, 1 to 255 visible ASCII characters (a UUID is ideal), that makes this
                 *     POST safe to retry: a later request with the same API key and the same key, method, path and body
                 *     within 24 hours does not do the work again but gets the first response back, status, body and
                 *     headers, with `Idempotent-Replayed: true`. Only responses of requests that did their work (2xx)
                 *     are kept; a request that failed changed nothing, and sending it again with its key runs it again.
                 *     The same key with another path or body gets 422; while the first request with a key is still
                 *     running, a second one waits for it (up to 5 s) and then replays its response, or gets 409 when it
                 *     is still running. Keys belong to the API key that sent them: another API key, even of the same
                 *     user, may use the same value for a request of its own. A replay is answered only while the caller
                 *     may still do the operation: a role or membership lost since gets the operation's 403 or 404
                 *     instead. Keys expire after 24 hours. An empty, too long or non-ASCII key gets 400. **Extension.**
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path: {
                /** @description Webhook id. */
                webhook_id: string;
            };
            cookie?: never;
        };
        /** @description The new secret and the overlap. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["RotateWebhookSecretRequest"];
            };
        };
        responses: {
            /** @description The request succeeded. */
            200: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookResponse"];
                };
            };
            /** @description Malformed request: the body is not a JSON object, or a required field or parameter is missing (at any depth), or a query parameter has the wrong type. */
            400: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The key's scope or the caller's role does not permit this action on a resource the caller can see. */
            403: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The request conflicts with the resource's state (taken slug, archived project, active member, last owner, …). */
            409: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description The request is well-formed but a field value is invalid (type, length, format, enum, pattern, unknown field, https-only, cron, time zone, limits). */
            422: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    listWorkflows: {
        parameters: {
            query?: {
                /** @description Page number, starting at 1. A non-integer value gives 400, a value below 1 gives 422. */
                page?: components["parameters"]["PageQuery.page"];
                /** @description Items per page, 1 to 100. A non-integer value gives 400, a value out of range gives 422. */
                per_page?: components["parameters"]["PageQuery.per_page"];
                /** @description Only this project's workflows. */
                project_id?: components["parameters"]["WorkflowListQuery.project_id"];
                /** @description The workspace to list when `project_id` is absent; default the key's home workspace (400 when it has none). */
                workspace_id?: components["parameters"]["WorkflowListQuery.workspace_id"];
            };
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request succeeded. */
            200: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkflowListItemList"];
                };
            };
            /** @description Malformed request: the body is not a JSON object, or a required field or parameter is missing (at any depth), or a query parameter has the wrong type. */
            400: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The request is well-formed but a field value is invalid (type, length, format, enum, pattern, unknown field, https-only, cron, time zone, limits). */
            422: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    createWorkflow: {
        parameters: {
            query?: never;
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
                /**
                 * @description A value of your choosing, 1 to 255 visible ASCII characters (a UUID is ideal), that makes this
                 *     POST safe to retry: a later request with the same API key and the same key, method, path and body
                 *     within 24 hours does not do the work again but gets the first response back, status, body and
                 *     headers, with `Idempotent-Replayed: true`. Only responses of requests that did their work (2xx)
                 *     are kept; a request that failed changed nothing, and sending it again with its key runs it again.
                 *     The same key with another path or body gets 422; while the first request with a key is still
                 *     running, a second one waits for it (up to 5 s) and then replays its response, or gets 409 when it
                 *     is still running. Keys belong to the API key that sent them: another API key, even of the same
                 *     user, may use the same value for a request of its own. A replay is answered only while the caller
                 *     may still do the operation: a role or membership lost since gets the operation's 403 or 404
                 *     instead. Keys expire after 24 hours. An empty, too long or non-ASCII key gets 400. **Extension.**
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWorkflowRequest"];
            };
        };
        responses: {
            /** @description Created; the body holds the new resource. */
            201: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /** @description `true` when this is the stored response of an earlier request with the same `Idempotency-Key`, sent again without doing the work again. **Extension.** */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkflowResponse"];
                };
            };
            /** @description Malformed request: the body is not a JSON object, or a required field or parameter is missing (at any depth), or a query parameter has the wrong type. */
            400: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The key's scope or the caller's role does not permit this action on a resource the caller can see. */
            403: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The request conflicts with the resource's state (taken slug, archived project, active member, last owner, …). */
            409: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description The request is well-formed but a field value is invalid (type, length, format, enum, pattern, unknown field, https-only, cron, time zone, limits). */
            422: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    getWorkflow: {
        parameters: {
            query?: never;
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
            };
            path: {
                /** @description Workflow id. */
                workflow_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request succeeded. */
            200: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkflowResponse"];
                };
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    deleteWorkflow: {
        parameters: {
            query?: never;
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
            };
            path: {
                /** @description Workflow id. */
                workflow_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; the response has no body. */
            204: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The key's scope or the caller's role does not permit this action on a resource the caller can see. */
            403: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The request conflicts with the resource's state (taken slug, archived project, active member, last owner, …). */
            409: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    updateWorkflow: {
        parameters: {
            query?: never;
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
            };
            path: {
                /** @description Workflow id. */
                workflow_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWorkflowRequest"];
            };
        };
        responses: {
            /** @description The request succeeded. */
            200: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkflowResponse"];
                };
            };
            /** @description Malformed request: the body is not a JSON object, or a required field or parameter is missing (at any depth), or a query parameter has the wrong type. */
            400: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The key's scope or the caller's role does not permit this action on a resource the caller can see. */
            403: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The request conflicts with the resource's state (taken slug, archived project, active member, last owner, …). */
            409: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description The request is well-formed but a field value is invalid (type, length, format, enum, pattern, unknown field, https-only, cron, time zone, limits). */
            422: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    listWorkflowRuns: {
        parameters: {
            query?: {
                /** @description Page number, starting at 1. A non-integer value gives 400, a value below 1 gives 422. */
                page?: components["parameters"]["PageQuery.page"];
                /** @description Items per page, 1 to 100. A non-integer value gives 400, a value out of range gives 422. */
                per_page?: components["parameters"]["PageQuery.per_page"];
            };
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
            };
            path: {
                /** @description Workflow id. */
                workflow_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request succeeded. */
            200: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkflowRunList"];
                };
            };
            /** @description Malformed request: the body is not a JSON object, or a required field or parameter is missing (at any depth), or a query parameter has the wrong type. */
            400: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The request is well-formed but a field value is invalid (type, length, format, enum, pattern, unknown field, https-only, cron, time zone, limits). */
            422: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    getWorkflowRun: {
        parameters: {
            query?: never;
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
            };
            path: {
                /** @description Workflow id. */
                workflow_id: string;
                /** @description Run id. */
                run_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request succeeded. */
            200: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkflowRunResponse"];
                };
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    cancelWorkflowRun: {
        parameters: {
            query?: never;
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
                /**
                 * @description A value of your choosing, 1 to 255 visible ASCII characters (a UUID is ideal), that makes this
                 *     POST safe to retry: a later request with the same API key and the same key, method, path and body
                 *     within 24 hours does not do the work again but gets the first response back, status, body and
                 *     headers, with `Idempotent-Replayed: true`. Only responses of requests that did their work (2xx)
                 *     are kept; a request that failed changed nothing, and sending it again with its key runs it again.
                 *     The same key with another path or body gets 422; while the first request with a key is still
                 *     running, a second one waits for it (up to 5 s) and then replays its response, or gets 409 when it
                 *     is still running. Keys belong to the API key that sent them: another API key, even of the same
                 *     user, may use the same value for a request of its own. A replay is answered only while the caller
                 *     may still do the operation: a role or membership lost since gets the operation's 403 or 404
                 *     instead. Keys expire after 24 hours. An empty, too long or non-ASCII key gets 400. **Extension.**
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path: {
                /** @description Workflow id. */
                workflow_id: string;
                /** @description The running or waiting run. */
                run_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request succeeded. */
            200: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkflowRunResponse"];
                };
            };
            /** @description Malformed request: the body is not a JSON object, or a required field or parameter is missing (at any depth), or a query parameter has the wrong type. */
            400: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The key's scope or the caller's role does not permit this action on a resource the caller can see. */
            403: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The request conflicts with the resource's state (taken slug, archived project, active member, last owner, …). */
            409: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description The request is well-formed but a field value is invalid (type, length, format, enum, pattern, unknown field, https-only, cron, time zone, limits). */
            422: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    testWorkflow: {
        parameters: {
            query?: never;
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
                /**
                 * @description A value of your choosing, 1 to 255 visible ASCII characters (a UUID is ideal), that makes this
                 *     POST safe to retry: a later request with the same API key and the same key, method, path and body
                 *     within 24 hours does not do the work again but gets the first response back, status, body and
                 *     headers, with `Idempotent-Replayed: true`. Only responses of requests that did their work (2xx)
                 *     are kept; a request that failed changed nothing, and sending it again with its key runs it again.
                 *     The same key with another path or body gets 422; while the first request with a key is still
                 *     running, a second one waits for it (up to 5 s) and then replays its response, or gets 409 when it
                 *     is still running. Keys belong to the API key that sent them: another API key, even of the same
                 *     user, may use the same value for a request of its own. A replay is answered only while the caller
                 *     may still do the operation: a role or membership lost since gets the operation's 403 or 404
                 *     instead. Keys expire after 24 hours. An empty, too long or non-ASCII key gets 400. **Extension.**
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path: {
                /** @description Workflow id. */
                workflow_id: string;
            };
            cookie?: never;
        };
        /** @description The event to try, as for an automation's dry run; optional. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["AutomationDryRunRequest"];
            };
        };
        responses: {
            /** @description The request succeeded. */
            200: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkflowDryRunResponse"];
                };
            };
            /** @description Malformed request: the body is not a JSON object, or a required field or parameter is missing (at any depth), or a query parameter has the wrong type. */
            400: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The request conflicts with the resource's state (taken slug, archived project, active member, last owner, …). */
            409: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description The request is well-formed but a field value is invalid (type, length, format, enum, pattern, unknown field, https-only, cron, time zone, limits). */
            422: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    listWorkspaces: {
        parameters: {
            query?: {
                /** @description Page number, starting at 1. A non-integer value gives 400, a value below 1 gives 422. */
                page?: components["parameters"]["PageQuery.page"];
                /** @description Items per page, 1 to 100. A non-integer value gives 400, a value out of range gives 422. */
                per_page?: components["parameters"]["PageQuery.per_page"];
            };
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request succeeded. */
            200: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkspaceListItemList"];
                };
            };
            /** @description Malformed request: the body is not a JSON object, or a required field or parameter is missing (at any depth), or a query parameter has the wrong type. */
            400: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The request is well-formed but a field value is invalid (type, length, format, enum, pattern, unknown field, https-only, cron, time zone, limits). */
            422: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    createWorkspace: {
        parameters: {
            query?: never;
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
                /**
                 * @description A value of your choosing, 1 to 255 visible ASCII characters (a UUID is ideal), that makes this
                 *     POST safe to retry: a later request with the same API key and the same key, method, path and body
                 *     within 24 hours does not do the work again but gets the first response back, status, body and
                 *     headers, with `Idempotent-Replayed: true`. Only responses of requests that did their work (2xx)
                 *     are kept; a request that failed changed nothing, and sending it again with its key runs it again.
                 *     The same key with another path or body gets 422; while the first request with a key is still
                 *     running, a second one waits for it (up to 5 s) and then replays its response, or gets 409 when it
                 *     is still running. Keys belong to the API key that sent them: another API key, even of the same
                 *     user, may use the same value for a request of its own. A replay is answered only while the caller
                 *     may still do the operation: a role or membership lost since gets the operation's 403 or 404
                 *     instead. Keys expire after 24 hours. An empty, too long or non-ASCII key gets 400. **Extension.**
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWorkspaceRequest"];
            };
        };
        responses: {
            /** @description Created; the body holds the new resource. */
            201: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /** @description `true` when this is the stored response of an earlier request with the same `Idempotency-Key`, sent again without doing the work again. **Extension.** */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkspaceResponse"];
                };
            };
            /** @description Malformed request: the body is not a JSON object, or a required field or parameter is missing (at any depth), or a query parameter has the wrong type. */
            400: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The key's scope or the caller's role does not permit this action on a resource the caller can see. */
            403: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The request conflicts with the resource's state (taken slug, archived project, active member, last owner, …). */
            409: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description The request is well-formed but a field value is invalid (type, length, format, enum, pattern, unknown field, https-only, cron, time zone, limits). */
            422: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    getWorkspace: {
        parameters: {
            query?: never;
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
            };
            path: {
                /** @description Workspace id. */
                workspace_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request succeeded. */
            200: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkspaceResponse"];
                };
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    deleteWorkspace: {
        parameters: {
            query?: never;
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
            };
            path: {
                /** @description Workspace id. */
                workspace_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; the response has no body. */
            204: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The key's scope or the caller's role does not permit this action on a resource the caller can see. */
            403: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    updateWorkspace: {
        parameters: {
            query?: never;
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
            };
            path: {
                /** @description Workspace id. */
                workspace_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWorkspaceRequest"];
            };
        };
        responses: {
            /** @description The request succeeded. */
            200: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkspaceResponse"];
                };
            };
            /** @description Malformed request: the body is not a JSON object, or a required field or parameter is missing (at any depth), or a query parameter has the wrong type. */
            400: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The key's scope or the caller's role does not permit this action on a resource the caller can see. */
            403: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The request conflicts with the resource's state (taken slug, archived project, active member, last owner, …). */
            409: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description The request is well-formed but a field value is invalid (type, length, format, enum, pattern, unknown field, https-only, cron, time zone, limits). */
            422: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    listInvitations: {
        parameters: {
            query?: {
                /** @description Page number, starting at 1. A non-integer value gives 400, a value below 1 gives 422. */
                page?: components["parameters"]["PageQuery.page"];
                /** @description Items per page, 1 to 100. A non-integer value gives 400, a value out of range gives 422. */
                per_page?: components["parameters"]["PageQuery.per_page"];
                /** @description Only invitations in this state. */
                status?: components["parameters"]["InvitationListQuery.status"];
            };
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
            };
            path: {
                /** @description Workspace id. */
                workspace_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request succeeded. */
            200: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationList"];
                };
            };
            /** @description Malformed request: the body is not a JSON object, or a required field or parameter is missing (at any depth), or a query parameter has the wrong type. */
            400: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The key's scope or the caller's role does not permit this action on a resource the caller can see. */
            403: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The request is well-formed but a field value is invalid (type, length, format, enum, pattern, unknown field, https-only, cron, time zone, limits). */
            422: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    createInvitation: {
        parameters: {
            query?: never;
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
                /**
                 * @description A value of your choosing, 1 to 255 visible ASCII characters (a UUID is ideal), that makes this
                 *     POST safe to retry: a later request with the same API key and the same key, method, path and body
                 *     within 24 hours does not do the work again but gets the first response back, status, body and
                 *     headers, with `Idempotent-Replayed: true`. Only responses of requests that did their work (2xx)
                 *     are kept; a request that failed changed nothing, and sending it again with its key runs it again.
                 *     The same key with another path or body gets 422; while the first request with a key is still
                 *     running, a second one waits for it (up to 5 s) and then replays its response, or gets 409 when it
                 *     is still running. Keys belong to the API key that sent them: another API key, even of the same
                 *     user, may use the same value for a request of its own. A replay is answered only while the caller
                 *     may still do the operation: a role or membership lost since gets the operation's 403 or 404
                 *     instead. Keys expire after 24 hours. An empty, too long or non-ASCII key gets 400. **Extension.**
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKeyHeader"];
            };
            path: {
                /** @description Workspace id. */
                workspace_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateInvitationRequest"];
            };
        };
        responses: {
            /** @description Created; the body holds the new resource. */
            201: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /** @description `true` when this is the stored response of an earlier request with the same `Idempotency-Key`, sent again without doing the work again. **Extension.** */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationResponse"];
                };
            };
            /** @description Malformed request: the body is not a JSON object, or a required field or parameter is missing (at any depth), or a query parameter has the wrong type. */
            400: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The key's scope or the caller's role does not permit this action on a resource the caller can see. */
            403: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The request conflicts with the resource's state (taken slug, archived project, active member, last owner, …). */
            409: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description The request is well-formed but a field value is invalid (type, length, format, enum, pattern, unknown field, https-only, cron, time zone, limits). */
            422: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    revokeInvitation: {
        parameters: {
            query?: never;
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
            };
            path: {
                /** @description Workspace id. */
                workspace_id: string;
                /** @description Invitation id. */
                invitation_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; the response has no body. */
            204: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The key's scope or the caller's role does not permit this action on a resource the caller can see. */
            403: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    listMembers: {
        parameters: {
            query?: never;
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
            };
            path: {
                /** @description Workspace id. */
                workspace_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request succeeded. */
            200: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberCollection"];
                };
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    removeMember: {
        parameters: {
            query?: never;
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
            };
            path: {
                /** @description Workspace id. */
                workspace_id: string;
                /** @description Member id. */
                member_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; the response has no body. */
            204: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The key's scope or the caller's role does not permit this action on a resource the caller can see. */
            403: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The request conflicts with the resource's state (taken slug, archived project, active member, last owner, …). */
            409: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    updateMember: {
        parameters: {
            query?: never;
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
            };
            path: {
                /** @description Workspace id. */
                workspace_id: string;
                /** @description Member id. */
                member_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateMemberRequest"];
            };
        };
        responses: {
            /** @description The request succeeded. */
            200: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberResponse"];
                };
            };
            /** @description Malformed request: the body is not a JSON object, or a required field or parameter is missing (at any depth), or a query parameter has the wrong type. */
            400: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The key's scope or the caller's role does not permit this action on a resource the caller can see. */
            403: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The request conflicts with the resource's state (taken slug, archived project, active member, last owner, …). */
            409: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description The request is well-formed but a field value is invalid (type, length, format, enum, pattern, unknown field, https-only, cron, time zone, limits). */
            422: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    getNotificationPreferences: {
        parameters: {
            query?: never;
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
            };
            path: {
                /** @description Workspace id. */
                workspace_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request succeeded. */
            200: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPreferencesResponse"];
                };
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    updateNotificationPreferences: {
        parameters: {
            query?: never;
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
            };
            path: {
                /** @description Workspace id. */
                workspace_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateNotificationPreferencesRequest"];
            };
        };
        responses: {
            /** @description The request succeeded. */
            200: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPreferencesResponse"];
                };
            };
            /** @description Malformed request: the body is not a JSON object, or a required field or parameter is missing (at any depth), or a query parameter has the wrong type. */
            400: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The key's scope or the caller's role does not permit this action on a resource the caller can see. */
            403: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The request is well-formed but a field value is invalid (type, length, format, enum, pattern, unknown field, https-only, cron, time zone, limits). */
            422: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    listWorkspaceProjects: {
        parameters: {
            query?: {
                /** @description Page number, starting at 1. A non-integer value gives 400, a value below 1 gives 422. */
                page?: components["parameters"]["PageQuery.page"];
                /** @description Items per page, 1 to 100. A non-integer value gives 400, a value out of range gives 422. */
                per_page?: components["parameters"]["PageQuery.per_page"];
                /** @description `false` (default) lists only active projects; `true` lists only archived ones. */
                archived?: components["parameters"]["ProjectListQuery.archived"];
            };
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
            };
            path: {
                /** @description Workspace id. */
                workspace_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request succeeded. */
            200: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectList"];
                };
            };
            /** @description Malformed request: the body is not a JSON object, or a required field or parameter is missing (at any depth), or a query parameter has the wrong type. */
            400: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The request is well-formed but a field value is invalid (type, length, format, enum, pattern, unknown field, https-only, cron, time zone, limits). */
            422: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableEntityError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    getWorkspaceUsage: {
        parameters: {
            query?: never;
            header?: {
                /** @description An id of your choosing for this request, 8 to 128 of `A-Z a-z 0-9 . _ -` (other values are replaced by one the server makes). It comes back as the response's `X-Request-Id`, in the error envelope's `request_id` and in the server's log, so a request can be traced across systems. */
                "X-Request-Id"?: components["parameters"]["RequestIdHeader"];
            };
            path: {
                /** @description Workspace id. */
                workspace_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request succeeded. */
            200: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkspaceUsageResponse"];
                };
            };
            /** @description The API key is missing, malformed or revoked. */
            401: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The resource does not exist, or the caller cannot see it (another workspace's id gets 404, so existence does not leak). */
            404: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The key's request rate limit is exceeded; retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying.
                     * @example 12
                     */
                    "Retry-After": number;
                    /**
                     * @description Requests allowed per window.
                     * @example 600
                     */
                    "RateLimit-Limit": number;
                    /**
                     * @description Requests left in the current window.
                     * @example 0
                     */
                    "RateLimit-Remaining": number;
                    /**
                     * @description Seconds until the window resets.
                     * @example 12
                     */
                    "RateLimit-Reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitError"];
                };
            };
            /** @description An unexpected server error; the message never exposes internals. Not listed per operation: any operation may return it. */
            500: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
            /** @description The service cannot serve requests right now (the database is unreachable, or this instance is shutting down); nothing was changed. Retry after `Retry-After` seconds. Any operation may return it. */
            503: {
                headers: {
                    /** @description This request's id: the caller's `X-Request-Id` when it was one (8 to 128 of `A-Z a-z 0-9 . _ -`), otherwise one the server made (`req_…`). Also in the error envelope's `request_id` and in the server's log. */
                    "X-Request-Id": string;
                    /**
                     * @description Seconds to wait before retrying (the server sends 1).
                     * @example 1
                     */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceUnavailableError"];
                };
            };
        };
    };
    projectCreatedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=` and the lowercase hex HMAC-SHA256 of the raw body, keyed with the webhook's secret. Verify it over the exact bytes received, before parsing, with a constant-time comparison. After a secret rotation, until the previous secret expires, two comma-separated signatures (new, then previous): accept the delivery if either matches your secret. */
                "Service-Signature": string;
                /** @description The event's id (`evt_…`), as in the body: the same on every attempt and for every webhook, so receivers deduplicate by it. **Extension.** */
                "Service-Event-Id": components["schemas"]["EventId"];
                /** @description The event's type, as in the body, to route a delivery before parsing it. **Extension.** */
                "Service-Event-Type": string;
                /** @description Which attempt this is: 1 for the first, up to 6 (5 retries). **Extension.** */
                "Service-Delivery-Attempt": number;
                /** @description `WorkspaceAutomationService-Webhooks/1.0`. */
                "User-Agent": string;
                /** @description Standard Webhooks (standardwebhooks.com): the event's id (`evt_…`), as in `Service-Event-Id`. **Extension.** */
                "webhook-id": components["schemas"]["EventId"];
                /** @description Standard Webhooks: when this attempt was signed, in Unix seconds. Refuse a delivery whose timestamp is more than 5 minutes from your clock: a replay. **Extension.** */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}`, keyed with the secret's UTF-8 bytes; any Standard Webhooks library verifies it (give it the secret as raw bytes). After a rotation, one space-separated entry per live secret. **Extension.** */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProjectCreatedEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx within 10 seconds completes the delivery; the body is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the attempt fails and is retried up to 5 times with exponential backoff and jitter (no answer within 10 seconds, a redirect or a 5xx count the same). The delivery log (`GET /v1/webhooks/{webhook_id}/deliveries`) shows every attempt. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Failed: retried like a 4xx. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    projectUpdatedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=` and the lowercase hex HMAC-SHA256 of the raw body, keyed with the webhook's secret. Verify it over the exact bytes received, before parsing, with a constant-time comparison. After a secret rotation, until the previous secret expires, two comma-separated signatures (new, then previous): accept the delivery if either matches your secret. */
                "Service-Signature": string;
                /** @description The event's id (`evt_…`), as in the body: the same on every attempt and for every webhook, so receivers deduplicate by it. **Extension.** */
                "Service-Event-Id": components["schemas"]["EventId"];
                /** @description The event's type, as in the body, to route a delivery before parsing it. **Extension.** */
                "Service-Event-Type": string;
                /** @description Which attempt this is: 1 for the first, up to 6 (5 retries). **Extension.** */
                "Service-Delivery-Attempt": number;
                /** @description `WorkspaceAutomationService-Webhooks/1.0`. */
                "User-Agent": string;
                /** @description Standard Webhooks (standardwebhooks.com): the event's id (`evt_…`), as in `Service-Event-Id`. **Extension.** */
                "webhook-id": components["schemas"]["EventId"];
                /** @description Standard Webhooks: when this attempt was signed, in Unix seconds. Refuse a delivery whose timestamp is more than 5 minutes from your clock: a replay. **Extension.** */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}`, keyed with the secret's UTF-8 bytes; any Standard Webhooks library verifies it (give it the secret as raw bytes). After a rotation, one space-separated entry per live secret. **Extension.** */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProjectUpdatedEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx within 10 seconds completes the delivery; the body is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the attempt fails and is retried up to 5 times with exponential backoff and jitter (no answer within 10 seconds, a redirect or a 5xx count the same). The delivery log (`GET /v1/webhooks/{webhook_id}/deliveries`) shows every attempt. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Failed: retried like a 4xx. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    projectArchivedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=` and the lowercase hex HMAC-SHA256 of the raw body, keyed with the webhook's secret. Verify it over the exact bytes received, before parsing, with a constant-time comparison. After a secret rotation, until the previous secret expires, two comma-separated signatures (new, then previous): accept the delivery if either matches your secret. */
                "Service-Signature": string;
                /** @description The event's id (`evt_…`), as in the body: the same on every attempt and for every webhook, so receivers deduplicate by it. **Extension.** */
                "Service-Event-Id": components["schemas"]["EventId"];
                /** @description The event's type, as in the body, to route a delivery before parsing it. **Extension.** */
                "Service-Event-Type": string;
                /** @description Which attempt this is: 1 for the first, up to 6 (5 retries). **Extension.** */
                "Service-Delivery-Attempt": number;
                /** @description `WorkspaceAutomationService-Webhooks/1.0`. */
                "User-Agent": string;
                /** @description Standard Webhooks (standardwebhooks.com): the event's id (`evt_…`), as in `Service-Event-Id`. **Extension.** */
                "webhook-id": components["schemas"]["EventId"];
                /** @description Standard Webhooks: when this attempt was signed, in Unix seconds. Refuse a delivery whose timestamp is more than 5 minutes from your clock: a replay. **Extension.** */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}`, keyed with the secret's UTF-8 bytes; any Standard Webhooks library verifies it (give it the secret as raw bytes). After a rotation, one space-separated entry per live secret. **Extension.** */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProjectArchivedEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx within 10 seconds completes the delivery; the body is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the attempt fails and is retried up to 5 times with exponential backoff and jitter (no answer within 10 seconds, a redirect or a 5xx count the same). The delivery log (`GET /v1/webhooks/{webhook_id}/deliveries`) shows every attempt. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Failed: retried like a 4xx. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    projectDeletedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=` and the lowercase hex HMAC-SHA256 of the raw body, keyed with the webhook's secret. Verify it over the exact bytes received, before parsing, with a constant-time comparison. After a secret rotation, until the previous secret expires, two comma-separated signatures (new, then previous): accept the delivery if either matches your secret. */
                "Service-Signature": string;
                /** @description The event's id (`evt_…`), as in the body: the same on every attempt and for every webhook, so receivers deduplicate by it. **Extension.** */
                "Service-Event-Id": components["schemas"]["EventId"];
                /** @description The event's type, as in the body, to route a delivery before parsing it. **Extension.** */
                "Service-Event-Type": string;
                /** @description Which attempt this is: 1 for the first, up to 6 (5 retries). **Extension.** */
                "Service-Delivery-Attempt": number;
                /** @description `WorkspaceAutomationService-Webhooks/1.0`. */
                "User-Agent": string;
                /** @description Standard Webhooks (standardwebhooks.com): the event's id (`evt_…`), as in `Service-Event-Id`. **Extension.** */
                "webhook-id": components["schemas"]["EventId"];
                /** @description Standard Webhooks: when this attempt was signed, in Unix seconds. Refuse a delivery whose timestamp is more than 5 minutes from your clock: a replay. **Extension.** */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}`, keyed with the secret's UTF-8 bytes; any Standard Webhooks library verifies it (give it the secret as raw bytes). After a rotation, one space-separated entry per live secret. **Extension.** */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProjectDeletedEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx within 10 seconds completes the delivery; the body is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the attempt fails and is retried up to 5 times with exponential backoff and jitter (no answer within 10 seconds, a redirect or a 5xx count the same). The delivery log (`GET /v1/webhooks/{webhook_id}/deliveries`) shows every attempt. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Failed: retried like a 4xx. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    taskCreatedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=` and the lowercase hex HMAC-SHA256 of the raw body, keyed with the webhook's secret. Verify it over the exact bytes received, before parsing, with a constant-time comparison. After a secret rotation, until the previous secret expires, two comma-separated signatures (new, then previous): accept the delivery if either matches your secret. */
                "Service-Signature": string;
                /** @description The event's id (`evt_…`), as in the body: the same on every attempt and for every webhook, so receivers deduplicate by it. **Extension.** */
                "Service-Event-Id": components["schemas"]["EventId"];
                /** @description The event's type, as in the body, to route a delivery before parsing it. **Extension.** */
                "Service-Event-Type": string;
                /** @description Which attempt this is: 1 for the first, up to 6 (5 retries). **Extension.** */
                "Service-Delivery-Attempt": number;
                /** @description `WorkspaceAutomationService-Webhooks/1.0`. */
                "User-Agent": string;
                /** @description Standard Webhooks (standardwebhooks.com): the event's id (`evt_…`), as in `Service-Event-Id`. **Extension.** */
                "webhook-id": components["schemas"]["EventId"];
                /** @description Standard Webhooks: when this attempt was signed, in Unix seconds. Refuse a delivery whose timestamp is more than 5 minutes from your clock: a replay. **Extension.** */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}`, keyed with the secret's UTF-8 bytes; any Standard Webhooks library verifies it (give it the secret as raw bytes). After a rotation, one space-separated entry per live secret. **Extension.** */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaskCreatedEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx within 10 seconds completes the delivery; the body is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the attempt fails and is retried up to 5 times with exponential backoff and jitter (no answer within 10 seconds, a redirect or a 5xx count the same). The delivery log (`GET /v1/webhooks/{webhook_id}/deliveries`) shows every attempt. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Failed: retried like a 4xx. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    taskUpdatedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=` and the lowercase hex HMAC-SHA256 of the raw body, keyed with the webhook's secret. Verify it over the exact bytes received, before parsing, with a constant-time comparison. After a secret rotation, until the previous secret expires, two comma-separated signatures (new, then previous): accept the delivery if either matches your secret. */
                "Service-Signature": string;
                /** @description The event's id (`evt_…`), as in the body: the same on every attempt and for every webhook, so receivers deduplicate by it. **Extension.** */
                "Service-Event-Id": components["schemas"]["EventId"];
                /** @description The event's type, as in the body, to route a delivery before parsing it. **Extension.** */
                "Service-Event-Type": string;
                /** @description Which attempt this is: 1 for the first, up to 6 (5 retries). **Extension.** */
                "Service-Delivery-Attempt": number;
                /** @description `WorkspaceAutomationService-Webhooks/1.0`. */
                "User-Agent": string;
                /** @description Standard Webhooks (standardwebhooks.com): the event's id (`evt_…`), as in `Service-Event-Id`. **Extension.** */
                "webhook-id": components["schemas"]["EventId"];
                /** @description Standard Webhooks: when this attempt was signed, in Unix seconds. Refuse a delivery whose timestamp is more than 5 minutes from your clock: a replay. **Extension.** */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}`, keyed with the secret's UTF-8 bytes; any Standard Webhooks library verifies it (give it the secret as raw bytes). After a rotation, one space-separated entry per live secret. **Extension.** */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaskUpdatedEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx within 10 seconds completes the delivery; the body is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the attempt fails and is retried up to 5 times with exponential backoff and jitter (no answer within 10 seconds, a redirect or a 5xx count the same). The delivery log (`GET /v1/webhooks/{webhook_id}/deliveries`) shows every attempt. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Failed: retried like a 4xx. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    taskCompletedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=` and the lowercase hex HMAC-SHA256 of the raw body, keyed with the webhook's secret. Verify it over the exact bytes received, before parsing, with a constant-time comparison. After a secret rotation, until the previous secret expires, two comma-separated signatures (new, then previous): accept the delivery if either matches your secret. */
                "Service-Signature": string;
                /** @description The event's id (`evt_…`), as in the body: the same on every attempt and for every webhook, so receivers deduplicate by it. **Extension.** */
                "Service-Event-Id": components["schemas"]["EventId"];
                /** @description The event's type, as in the body, to route a delivery before parsing it. **Extension.** */
                "Service-Event-Type": string;
                /** @description Which attempt this is: 1 for the first, up to 6 (5 retries). **Extension.** */
                "Service-Delivery-Attempt": number;
                /** @description `WorkspaceAutomationService-Webhooks/1.0`. */
                "User-Agent": string;
                /** @description Standard Webhooks (standardwebhooks.com): the event's id (`evt_…`), as in `Service-Event-Id`. **Extension.** */
                "webhook-id": components["schemas"]["EventId"];
                /** @description Standard Webhooks: when this attempt was signed, in Unix seconds. Refuse a delivery whose timestamp is more than 5 minutes from your clock: a replay. **Extension.** */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}`, keyed with the secret's UTF-8 bytes; any Standard Webhooks library verifies it (give it the secret as raw bytes). After a rotation, one space-separated entry per live secret. **Extension.** */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaskCompletedEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx within 10 seconds completes the delivery; the body is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the attempt fails and is retried up to 5 times with exponential backoff and jitter (no answer within 10 seconds, a redirect or a 5xx count the same). The delivery log (`GET /v1/webhooks/{webhook_id}/deliveries`) shows every attempt. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Failed: retried like a 4xx. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    taskDeletedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=` and the lowercase hex HMAC-SHA256 of the raw body, keyed with the webhook's secret. Verify it over the exact bytes received, before parsing, with a constant-time comparison. After a secret rotation, until the previous secret expires, two comma-separated signatures (new, then previous): accept the delivery if either matches your secret. */
                "Service-Signature": string;
                /** @description The event's id (`evt_…`), as in the body: the same on every attempt and for every webhook, so receivers deduplicate by it. **Extension.** */
                "Service-Event-Id": components["schemas"]["EventId"];
                /** @description The event's type, as in the body, to route a delivery before parsing it. **Extension.** */
                "Service-Event-Type": string;
                /** @description Which attempt this is: 1 for the first, up to 6 (5 retries). **Extension.** */
                "Service-Delivery-Attempt": number;
                /** @description `WorkspaceAutomationService-Webhooks/1.0`. */
                "User-Agent": string;
                /** @description Standard Webhooks (standardwebhooks.com): the event's id (`evt_…`), as in `Service-Event-Id`. **Extension.** */
                "webhook-id": components["schemas"]["EventId"];
                /** @description Standard Webhooks: when this attempt was signed, in Unix seconds. Refuse a delivery whose timestamp is more than 5 minutes from your clock: a replay. **Extension.** */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}`, keyed with the secret's UTF-8 bytes; any Standard Webhooks library verifies it (give it the secret as raw bytes). After a rotation, one space-separated entry per live secret. **Extension.** */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaskDeletedEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx within 10 seconds completes the delivery; the body is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the attempt fails and is retried up to 5 times with exponential backoff and jitter (no answer within 10 seconds, a redirect or a 5xx count the same). The delivery log (`GET /v1/webhooks/{webhook_id}/deliveries`) shows every attempt. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Failed: retried like a 4xx. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    memberInvitedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=` and the lowercase hex HMAC-SHA256 of the raw body, keyed with the webhook's secret. Verify it over the exact bytes received, before parsing, with a constant-time comparison. After a secret rotation, until the previous secret expires, two comma-separated signatures (new, then previous): accept the delivery if either matches your secret. */
                "Service-Signature": string;
                /** @description The event's id (`evt_…`), as in the body: the same on every attempt and for every webhook, so receivers deduplicate by it. **Extension.** */
                "Service-Event-Id": components["schemas"]["EventId"];
                /** @description The event's type, as in the body, to route a delivery before parsing it. **Extension.** */
                "Service-Event-Type": string;
                /** @description Which attempt this is: 1 for the first, up to 6 (5 retries). **Extension.** */
                "Service-Delivery-Attempt": number;
                /** @description `WorkspaceAutomationService-Webhooks/1.0`. */
                "User-Agent": string;
                /** @description Standard Webhooks (standardwebhooks.com): the event's id (`evt_…`), as in `Service-Event-Id`. **Extension.** */
                "webhook-id": components["schemas"]["EventId"];
                /** @description Standard Webhooks: when this attempt was signed, in Unix seconds. Refuse a delivery whose timestamp is more than 5 minutes from your clock: a replay. **Extension.** */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}`, keyed with the secret's UTF-8 bytes; any Standard Webhooks library verifies it (give it the secret as raw bytes). After a rotation, one space-separated entry per live secret. **Extension.** */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberInvitedEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx within 10 seconds completes the delivery; the body is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the attempt fails and is retried up to 5 times with exponential backoff and jitter (no answer within 10 seconds, a redirect or a 5xx count the same). The delivery log (`GET /v1/webhooks/{webhook_id}/deliveries`) shows every attempt. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Failed: retried like a 4xx. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    memberJoinedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=` and the lowercase hex HMAC-SHA256 of the raw body, keyed with the webhook's secret. Verify it over the exact bytes received, before parsing, with a constant-time comparison. After a secret rotation, until the previous secret expires, two comma-separated signatures (new, then previous): accept the delivery if either matches your secret. */
                "Service-Signature": string;
                /** @description The event's id (`evt_…`), as in the body: the same on every attempt and for every webhook, so receivers deduplicate by it. **Extension.** */
                "Service-Event-Id": components["schemas"]["EventId"];
                /** @description The event's type, as in the body, to route a delivery before parsing it. **Extension.** */
                "Service-Event-Type": string;
                /** @description Which attempt this is: 1 for the first, up to 6 (5 retries). **Extension.** */
                "Service-Delivery-Attempt": number;
                /** @description `WorkspaceAutomationService-Webhooks/1.0`. */
                "User-Agent": string;
                /** @description Standard Webhooks (standardwebhooks.com): the event's id (`evt_…`), as in `Service-Event-Id`. **Extension.** */
                "webhook-id": components["schemas"]["EventId"];
                /** @description Standard Webhooks: when this attempt was signed, in Unix seconds. Refuse a delivery whose timestamp is more than 5 minutes from your clock: a replay. **Extension.** */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}`, keyed with the secret's UTF-8 bytes; any Standard Webhooks library verifies it (give it the secret as raw bytes). After a rotation, one space-separated entry per live secret. **Extension.** */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberJoinedEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx within 10 seconds completes the delivery; the body is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the attempt fails and is retried up to 5 times with exponential backoff and jitter (no answer within 10 seconds, a redirect or a 5xx count the same). The delivery log (`GET /v1/webhooks/{webhook_id}/deliveries`) shows every attempt. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Failed: retried like a 4xx. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    memberRoleChangedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=` and the lowercase hex HMAC-SHA256 of the raw body, keyed with the webhook's secret. Verify it over the exact bytes received, before parsing, with a constant-time comparison. After a secret rotation, until the previous secret expires, two comma-separated signatures (new, then previous): accept the delivery if either matches your secret. */
                "Service-Signature": string;
                /** @description The event's id (`evt_…`), as in the body: the same on every attempt and for every webhook, so receivers deduplicate by it. **Extension.** */
                "Service-Event-Id": components["schemas"]["EventId"];
                /** @description The event's type, as in the body, to route a delivery before parsing it. **Extension.** */
                "Service-Event-Type": string;
                /** @description Which attempt this is: 1 for the first, up to 6 (5 retries). **Extension.** */
                "Service-Delivery-Attempt": number;
                /** @description `WorkspaceAutomationService-Webhooks/1.0`. */
                "User-Agent": string;
                /** @description Standard Webhooks (standardwebhooks.com): the event's id (`evt_…`), as in `Service-Event-Id`. **Extension.** */
                "webhook-id": components["schemas"]["EventId"];
                /** @description Standard Webhooks: when this attempt was signed, in Unix seconds. Refuse a delivery whose timestamp is more than 5 minutes from your clock: a replay. **Extension.** */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}`, keyed with the secret's UTF-8 bytes; any Standard Webhooks library verifies it (give it the secret as raw bytes). After a rotation, one space-separated entry per live secret. **Extension.** */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberRoleChangedEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx within 10 seconds completes the delivery; the body is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the attempt fails and is retried up to 5 times with exponential backoff and jitter (no answer within 10 seconds, a redirect or a 5xx count the same). The delivery log (`GET /v1/webhooks/{webhook_id}/deliveries`) shows every attempt. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Failed: retried like a 4xx. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    memberRemovedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=` and the lowercase hex HMAC-SHA256 of the raw body, keyed with the webhook's secret. Verify it over the exact bytes received, before parsing, with a constant-time comparison. After a secret rotation, until the previous secret expires, two comma-separated signatures (new, then previous): accept the delivery if either matches your secret. */
                "Service-Signature": string;
                /** @description The event's id (`evt_…`), as in the body: the same on every attempt and for every webhook, so receivers deduplicate by it. **Extension.** */
                "Service-Event-Id": components["schemas"]["EventId"];
                /** @description The event's type, as in the body, to route a delivery before parsing it. **Extension.** */
                "Service-Event-Type": string;
                /** @description Which attempt this is: 1 for the first, up to 6 (5 retries). **Extension.** */
                "Service-Delivery-Attempt": number;
                /** @description `WorkspaceAutomationService-Webhooks/1.0`. */
                "User-Agent": string;
                /** @description Standard Webhooks (standardwebhooks.com): the event's id (`evt_…`), as in `Service-Event-Id`. **Extension.** */
                "webhook-id": components["schemas"]["EventId"];
                /** @description Standard Webhooks: when this attempt was signed, in Unix seconds. Refuse a delivery whose timestamp is more than 5 minutes from your clock: a replay. **Extension.** */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}`, keyed with the secret's UTF-8 bytes; any Standard Webhooks library verifies it (give it the secret as raw bytes). After a rotation, one space-separated entry per live secret. **Extension.** */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberRemovedEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx within 10 seconds completes the delivery; the body is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the attempt fails and is retried up to 5 times with exponential backoff and jitter (no answer within 10 seconds, a redirect or a 5xx count the same). The delivery log (`GET /v1/webhooks/{webhook_id}/deliveries`) shows every attempt. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Failed: retried like a 4xx. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    automationCreatedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=` and the lowercase hex HMAC-SHA256 of the raw body, keyed with the webhook's secret. Verify it over the exact bytes received, before parsing, with a constant-time comparison. After a secret rotation, until the previous secret expires, two comma-separated signatures (new, then previous): accept the delivery if either matches your secret. */
                "Service-Signature": string;
                /** @description The event's id (`evt_…`), as in the body: the same on every attempt and for every webhook, so receivers deduplicate by it. **Extension.** */
                "Service-Event-Id": components["schemas"]["EventId"];
                /** @description The event's type, as in the body, to route a delivery before parsing it. **Extension.** */
                "Service-Event-Type": string;
                /** @description Which attempt this is: 1 for the first, up to 6 (5 retries). **Extension.** */
                "Service-Delivery-Attempt": number;
                /** @description `WorkspaceAutomationService-Webhooks/1.0`. */
                "User-Agent": string;
                /** @description Standard Webhooks (standardwebhooks.com): the event's id (`evt_…`), as in `Service-Event-Id`. **Extension.** */
                "webhook-id": components["schemas"]["EventId"];
                /** @description Standard Webhooks: when this attempt was signed, in Unix seconds. Refuse a delivery whose timestamp is more than 5 minutes from your clock: a replay. **Extension.** */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}`, keyed with the secret's UTF-8 bytes; any Standard Webhooks library verifies it (give it the secret as raw bytes). After a rotation, one space-separated entry per live secret. **Extension.** */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AutomationCreatedEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx within 10 seconds completes the delivery; the body is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the attempt fails and is retried up to 5 times with exponential backoff and jitter (no answer within 10 seconds, a redirect or a 5xx count the same). The delivery log (`GET /v1/webhooks/{webhook_id}/deliveries`) shows every attempt. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Failed: retried like a 4xx. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    automationUpdatedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=` and the lowercase hex HMAC-SHA256 of the raw body, keyed with the webhook's secret. Verify it over the exact bytes received, before parsing, with a constant-time comparison. After a secret rotation, until the previous secret expires, two comma-separated signatures (new, then previous): accept the delivery if either matches your secret. */
                "Service-Signature": string;
                /** @description The event's id (`evt_…`), as in the body: the same on every attempt and for every webhook, so receivers deduplicate by it. **Extension.** */
                "Service-Event-Id": components["schemas"]["EventId"];
                /** @description The event's type, as in the body, to route a delivery before parsing it. **Extension.** */
                "Service-Event-Type": string;
                /** @description Which attempt this is: 1 for the first, up to 6 (5 retries). **Extension.** */
                "Service-Delivery-Attempt": number;
                /** @description `WorkspaceAutomationService-Webhooks/1.0`. */
                "User-Agent": string;
                /** @description Standard Webhooks (standardwebhooks.com): the event's id (`evt_…`), as in `Service-Event-Id`. **Extension.** */
                "webhook-id": components["schemas"]["EventId"];
                /** @description Standard Webhooks: when this attempt was signed, in Unix seconds. Refuse a delivery whose timestamp is more than 5 minutes from your clock: a replay. **Extension.** */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}`, keyed with the secret's UTF-8 bytes; any Standard Webhooks library verifies it (give it the secret as raw bytes). After a rotation, one space-separated entry per live secret. **Extension.** */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AutomationUpdatedEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx within 10 seconds completes the delivery; the body is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the attempt fails and is retried up to 5 times with exponential backoff and jitter (no answer within 10 seconds, a redirect or a 5xx count the same). The delivery log (`GET /v1/webhooks/{webhook_id}/deliveries`) shows every attempt. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Failed: retried like a 4xx. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    automationDeletedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=` and the lowercase hex HMAC-SHA256 of the raw body, keyed with the webhook's secret. Verify it over the exact bytes received, before parsing, with a constant-time comparison. After a secret rotation, until the previous secret expires, two comma-separated signatures (new, then previous): accept the delivery if either matches your secret. */
                "Service-Signature": string;
                /** @description The event's id (`evt_…`), as in the body: the same on every attempt and for every webhook, so receivers deduplicate by it. **Extension.** */
                "Service-Event-Id": components["schemas"]["EventId"];
                /** @description The event's type, as in the body, to route a delivery before parsing it. **Extension.** */
                "Service-Event-Type": string;
                /** @description Which attempt this is: 1 for the first, up to 6 (5 retries). **Extension.** */
                "Service-Delivery-Attempt": number;
                /** @description `WorkspaceAutomationService-Webhooks/1.0`. */
                "User-Agent": string;
                /** @description Standard Webhooks (standardwebhooks.com): the event's id (`evt_…`), as in `Service-Event-Id`. **Extension.** */
                "webhook-id": components["schemas"]["EventId"];
                /** @description Standard Webhooks: when this attempt was signed, in Unix seconds. Refuse a delivery whose timestamp is more than 5 minutes from your clock: a replay. **Extension.** */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}`, keyed with the secret's UTF-8 bytes; any Standard Webhooks library verifies it (give it the secret as raw bytes). After a rotation, one space-separated entry per live secret. **Extension.** */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AutomationDeletedEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx within 10 seconds completes the delivery; the body is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the attempt fails and is retried up to 5 times with exponential backoff and jitter (no answer within 10 seconds, a redirect or a 5xx count the same). The delivery log (`GET /v1/webhooks/{webhook_id}/deliveries`) shows every attempt. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Failed: retried like a 4xx. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    automationRunStartedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=` and the lowercase hex HMAC-SHA256 of the raw body, keyed with the webhook's secret. Verify it over the exact bytes received, before parsing, with a constant-time comparison. After a secret rotation, until the previous secret expires, two comma-separated signatures (new, then previous): accept the delivery if either matches your secret. */
                "Service-Signature": string;
                /** @description The event's id (`evt_…`), as in the body: the same on every attempt and for every webhook, so receivers deduplicate by it. **Extension.** */
                "Service-Event-Id": components["schemas"]["EventId"];
                /** @description The event's type, as in the body, to route a delivery before parsing it. **Extension.** */
                "Service-Event-Type": string;
                /** @description Which attempt this is: 1 for the first, up to 6 (5 retries). **Extension.** */
                "Service-Delivery-Attempt": number;
                /** @description `WorkspaceAutomationService-Webhooks/1.0`. */
                "User-Agent": string;
                /** @description Standard Webhooks (standardwebhooks.com): the event's id (`evt_…`), as in `Service-Event-Id`. **Extension.** */
                "webhook-id": components["schemas"]["EventId"];
                /** @description Standard Webhooks: when this attempt was signed, in Unix seconds. Refuse a delivery whose timestamp is more than 5 minutes from your clock: a replay. **Extension.** */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}`, keyed with the secret's UTF-8 bytes; any Standard Webhooks library verifies it (give it the secret as raw bytes). After a rotation, one space-separated entry per live secret. **Extension.** */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AutomationRunStartedEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx within 10 seconds completes the delivery; the body is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the attempt fails and is retried up to 5 times with exponential backoff and jitter (no answer within 10 seconds, a redirect or a 5xx count the same). The delivery log (`GET /v1/webhooks/{webhook_id}/deliveries`) shows every attempt. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Failed: retried like a 4xx. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    automationRunCompletedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=` and the lowercase hex HMAC-SHA256 of the raw body, keyed with the webhook's secret. Verify it over the exact bytes received, before parsing, with a constant-time comparison. After a secret rotation, until the previous secret expires, two comma-separated signatures (new, then previous): accept the delivery if either matches your secret. */
                "Service-Signature": string;
                /** @description The event's id (`evt_…`), as in the body: the same on every attempt and for every webhook, so receivers deduplicate by it. **Extension.** */
                "Service-Event-Id": components["schemas"]["EventId"];
                /** @description The event's type, as in the body, to route a delivery before parsing it. **Extension.** */
                "Service-Event-Type": string;
                /** @description Which attempt this is: 1 for the first, up to 6 (5 retries). **Extension.** */
                "Service-Delivery-Attempt": number;
                /** @description `WorkspaceAutomationService-Webhooks/1.0`. */
                "User-Agent": string;
                /** @description Standard Webhooks (standardwebhooks.com): the event's id (`evt_…`), as in `Service-Event-Id`. **Extension.** */
                "webhook-id": components["schemas"]["EventId"];
                /** @description Standard Webhooks: when this attempt was signed, in Unix seconds. Refuse a delivery whose timestamp is more than 5 minutes from your clock: a replay. **Extension.** */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}`, keyed with the secret's UTF-8 bytes; any Standard Webhooks library verifies it (give it the secret as raw bytes). After a rotation, one space-separated entry per live secret. **Extension.** */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AutomationRunCompletedEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx within 10 seconds completes the delivery; the body is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the attempt fails and is retried up to 5 times with exponential backoff and jitter (no answer within 10 seconds, a redirect or a 5xx count the same). The delivery log (`GET /v1/webhooks/{webhook_id}/deliveries`) shows every attempt. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Failed: retried like a 4xx. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    automationRunFailedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=` and the lowercase hex HMAC-SHA256 of the raw body, keyed with the webhook's secret. Verify it over the exact bytes received, before parsing, with a constant-time comparison. After a secret rotation, until the previous secret expires, two comma-separated signatures (new, then previous): accept the delivery if either matches your secret. */
                "Service-Signature": string;
                /** @description The event's id (`evt_…`), as in the body: the same on every attempt and for every webhook, so receivers deduplicate by it. **Extension.** */
                "Service-Event-Id": components["schemas"]["EventId"];
                /** @description The event's type, as in the body, to route a delivery before parsing it. **Extension.** */
                "Service-Event-Type": string;
                /** @description Which attempt this is: 1 for the first, up to 6 (5 retries). **Extension.** */
                "Service-Delivery-Attempt": number;
                /** @description `WorkspaceAutomationService-Webhooks/1.0`. */
                "User-Agent": string;
                /** @description Standard Webhooks (standardwebhooks.com): the event's id (`evt_…`), as in `Service-Event-Id`. **Extension.** */
                "webhook-id": components["schemas"]["EventId"];
                /** @description Standard Webhooks: when this attempt was signed, in Unix seconds. Refuse a delivery whose timestamp is more than 5 minutes from your clock: a replay. **Extension.** */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}`, keyed with the secret's UTF-8 bytes; any Standard Webhooks library verifies it (give it the secret as raw bytes). After a rotation, one space-separated entry per live secret. **Extension.** */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AutomationRunFailedEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx within 10 seconds completes the delivery; the body is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the attempt fails and is retried up to 5 times with exponential backoff and jitter (no answer within 10 seconds, a redirect or a 5xx count the same). The delivery log (`GET /v1/webhooks/{webhook_id}/deliveries`) shows every attempt. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Failed: retried like a 4xx. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    workflowCreatedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=` and the lowercase hex HMAC-SHA256 of the raw body, keyed with the webhook's secret. Verify it over the exact bytes received, before parsing, with a constant-time comparison. After a secret rotation, until the previous secret expires, two comma-separated signatures (new, then previous): accept the delivery if either matches your secret. */
                "Service-Signature": string;
                /** @description The event's id (`evt_…`), as in the body: the same on every attempt and for every webhook, so receivers deduplicate by it. **Extension.** */
                "Service-Event-Id": components["schemas"]["EventId"];
                /** @description The event's type, as in the body, to route a delivery before parsing it. **Extension.** */
                "Service-Event-Type": string;
                /** @description Which attempt this is: 1 for the first, up to 6 (5 retries). **Extension.** */
                "Service-Delivery-Attempt": number;
                /** @description `WorkspaceAutomationService-Webhooks/1.0`. */
                "User-Agent": string;
                /** @description Standard Webhooks (standardwebhooks.com): the event's id (`evt_…`), as in `Service-Event-Id`. **Extension.** */
                "webhook-id": components["schemas"]["EventId"];
                /** @description Standard Webhooks: when this attempt was signed, in Unix seconds. Refuse a delivery whose timestamp is more than 5 minutes from your clock: a replay. **Extension.** */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}`, keyed with the secret's UTF-8 bytes; any Standard Webhooks library verifies it (give it the secret as raw bytes). After a rotation, one space-separated entry per live secret. **Extension.** */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkflowCreatedEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx within 10 seconds completes the delivery; the body is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the attempt fails and is retried up to 5 times with exponential backoff and jitter (no answer within 10 seconds, a redirect or a 5xx count the same). The delivery log (`GET /v1/webhooks/{webhook_id}/deliveries`) shows every attempt. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Failed: retried like a 4xx. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    workflowUpdatedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=` and the lowercase hex HMAC-SHA256 of the raw body, keyed with the webhook's secret. Verify it over the exact bytes received, before parsing, with a constant-time comparison. After a secret rotation, until the previous secret expires, two comma-separated signatures (new, then previous): accept the delivery if either matches your secret. */
                "Service-Signature": string;
                /** @description The event's id (`evt_…`), as in the body: the same on every attempt and for every webhook, so receivers deduplicate by it. **Extension.** */
                "Service-Event-Id": components["schemas"]["EventId"];
                /** @description The event's type, as in the body, to route a delivery before parsing it. **Extension.** */
                "Service-Event-Type": string;
                /** @description Which attempt this is: 1 for the first, up to 6 (5 retries). **Extension.** */
                "Service-Delivery-Attempt": number;
                /** @description `WorkspaceAutomationService-Webhooks/1.0`. */
                "User-Agent": string;
                /** @description Standard Webhooks (standardwebhooks.com): the event's id (`evt_…`), as in `Service-Event-Id`. **Extension.** */
                "webhook-id": components["schemas"]["EventId"];
                /** @description Standard Webhooks: when this attempt was signed, in Unix seconds. Refuse a delivery whose timestamp is more than 5 minutes from your clock: a replay. **Extension.** */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}`, keyed with the secret's UTF-8 bytes; any Standard Webhooks library verifies it (give it the secret as raw bytes). After a rotation, one space-separated entry per live secret. **Extension.** */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkflowUpdatedEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx within 10 seconds completes the delivery; the body is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the attempt fails and is retried up to 5 times with exponential backoff and jitter (no answer within 10 seconds, a redirect or a 5xx count the same). The delivery log (`GET /v1/webhooks/{webhook_id}/deliveries`) shows every attempt. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Failed: retried like a 4xx. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    workflowDeletedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=` and the lowercase hex HMAC-SHA256 of the raw body, keyed with the webhook's secret. Verify it over the exact bytes received, before parsing, with a constant-time comparison. After a secret rotation, until the previous secret expires, two comma-separated signatures (new, then previous): accept the delivery if either matches your secret. */
                "Service-Signature": string;
                /** @description The event's id (`evt_…`), as in the body: the same on every attempt and for every webhook, so receivers deduplicate by it. **Extension.** */
                "Service-Event-Id": components["schemas"]["EventId"];
                /** @description The event's type, as in the body, to route a delivery before parsing it. **Extension.** */
                "Service-Event-Type": string;
                /** @description Which attempt this is: 1 for the first, up to 6 (5 retries). **Extension.** */
                "Service-Delivery-Attempt": number;
                /** @description `WorkspaceAutomationService-Webhooks/1.0`. */
                "User-Agent": string;
                /** @description Standard Webhooks (standardwebhooks.com): the event's id (`evt_…`), as in `Service-Event-Id`. **Extension.** */
                "webhook-id": components["schemas"]["EventId"];
                /** @description Standard Webhooks: when this attempt was signed, in Unix seconds. Refuse a delivery whose timestamp is more than 5 minutes from your clock: a replay. **Extension.** */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}`, keyed with the secret's UTF-8 bytes; any Standard Webhooks library verifies it (give it the secret as raw bytes). After a rotation, one space-separated entry per live secret. **Extension.** */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkflowDeletedEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx within 10 seconds completes the delivery; the body is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the attempt fails and is retried up to 5 times with exponential backoff and jitter (no answer within 10 seconds, a redirect or a 5xx count the same). The delivery log (`GET /v1/webhooks/{webhook_id}/deliveries`) shows every attempt. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Failed: retried like a 4xx. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    workflowRunStartedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=` and the lowercase hex HMAC-SHA256 of the raw body, keyed with the webhook's secret. Verify it over the exact bytes received, before parsing, with a constant-time comparison. After a secret rotation, until the previous secret expires, two comma-separated signatures (new, then previous): accept the delivery if either matches your secret. */
                "Service-Signature": string;
                /** @description The event's id (`evt_…`), as in the body: the same on every attempt and for every webhook, so receivers deduplicate by it. **Extension.** */
                "Service-Event-Id": components["schemas"]["EventId"];
                /** @description The event's type, as in the body, to route a delivery before parsing it. **Extension.** */
                "Service-Event-Type": string;
                /** @description Which attempt this is: 1 for the first, up to 6 (5 retries). **Extension.** */
                "Service-Delivery-Attempt": number;
                /** @description `WorkspaceAutomationService-Webhooks/1.0`. */
                "User-Agent": string;
                /** @description Standard Webhooks (standardwebhooks.com): the event's id (`evt_…`), as in `Service-Event-Id`. **Extension.** */
                "webhook-id": components["schemas"]["EventId"];
                /** @description Standard Webhooks: when this attempt was signed, in Unix seconds. Refuse a delivery whose timestamp is more than 5 minutes from your clock: a replay. **Extension.** */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}`, keyed with the secret's UTF-8 bytes; any Standard Webhooks library verifies it (give it the secret as raw bytes). After a rotation, one space-separated entry per live secret. **Extension.** */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkflowRunStartedEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx within 10 seconds completes the delivery; the body is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the attempt fails and is retried up to 5 times with exponential backoff and jitter (no answer within 10 seconds, a redirect or a 5xx count the same). The delivery log (`GET /v1/webhooks/{webhook_id}/deliveries`) shows every attempt. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Failed: retried like a 4xx. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    workflowRunCompletedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=` and the lowercase hex HMAC-SHA256 of the raw body, keyed with the webhook's secret. Verify it over the exact bytes received, before parsing, with a constant-time comparison. After a secret rotation, until the previous secret expires, two comma-separated signatures (new, then previous): accept the delivery if either matches your secret. */
                "Service-Signature": string;
                /** @description The event's id (`evt_…`), as in the body: the same on every attempt and for every webhook, so receivers deduplicate by it. **Extension.** */
                "Service-Event-Id": components["schemas"]["EventId"];
                /** @description The event's type, as in the body, to route a delivery before parsing it. **Extension.** */
                "Service-Event-Type": string;
                /** @description Which attempt this is: 1 for the first, up to 6 (5 retries). **Extension.** */
                "Service-Delivery-Attempt": number;
                /** @description `WorkspaceAutomationService-Webhooks/1.0`. */
                "User-Agent": string;
                /** @description Standard Webhooks (standardwebhooks.com): the event's id (`evt_…`), as in `Service-Event-Id`. **Extension.** */
                "webhook-id": components["schemas"]["EventId"];
                /** @description Standard Webhooks: when this attempt was signed, in Unix seconds. Refuse a delivery whose timestamp is more than 5 minutes from your clock: a replay. **Extension.** */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}`, keyed with the secret's UTF-8 bytes; any Standard Webhooks library verifies it (give it the secret as raw bytes). After a rotation, one space-separated entry per live secret. **Extension.** */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkflowRunCompletedEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx within 10 seconds completes the delivery; the body is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the attempt fails and is retried up to 5 times with exponential backoff and jitter (no answer within 10 seconds, a redirect or a 5xx count the same). The delivery log (`GET /v1/webhooks/{webhook_id}/deliveries`) shows every attempt. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Failed: retried like a 4xx. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    workflowRunFailedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=` and the lowercase hex HMAC-SHA256 of the raw body, keyed with the webhook's secret. Verify it over the exact bytes received, before parsing, with a constant-time comparison. After a secret rotation, until the previous secret expires, two comma-separated signatures (new, then previous): accept the delivery if either matches your secret. */
                "Service-Signature": string;
                /** @description The event's id (`evt_…`), as in the body: the same on every attempt and for every webhook, so receivers deduplicate by it. **Extension.** */
                "Service-Event-Id": components["schemas"]["EventId"];
                /** @description The event's type, as in the body, to route a delivery before parsing it. **Extension.** */
                "Service-Event-Type": string;
                /** @description Which attempt this is: 1 for the first, up to 6 (5 retries). **Extension.** */
                "Service-Delivery-Attempt": number;
                /** @description `WorkspaceAutomationService-Webhooks/1.0`. */
                "User-Agent": string;
                /** @description Standard Webhooks (standardwebhooks.com): the event's id (`evt_…`), as in `Service-Event-Id`. **Extension.** */
                "webhook-id": components["schemas"]["EventId"];
                /** @description Standard Webhooks: when this attempt was signed, in Unix seconds. Refuse a delivery whose timestamp is more than 5 minutes from your clock: a replay. **Extension.** */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}`, keyed with the secret's UTF-8 bytes; any Standard Webhooks library verifies it (give it the secret as raw bytes). After a rotation, one space-separated entry per live secret. **Extension.** */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkflowRunFailedEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx within 10 seconds completes the delivery; the body is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the attempt fails and is retried up to 5 times with exponential backoff and jitter (no answer within 10 seconds, a redirect or a 5xx count the same). The delivery log (`GET /v1/webhooks/{webhook_id}/deliveries`) shows every attempt. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Failed: retried like a 4xx. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    billingAlertWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=` and the lowercase hex HMAC-SHA256 of the raw body, keyed with the webhook's secret. Verify it over the exact bytes received, before parsing, with a constant-time comparison. After a secret rotation, until the previous secret expires, two comma-separated signatures (new, then previous): accept the delivery if either matches your secret. */
                "Service-Signature": string;
                /** @description The event's id (`evt_…`), as in the body: the same on every attempt and for every webhook, so receivers deduplicate by it. **Extension.** */
                "Service-Event-Id": components["schemas"]["EventId"];
                /** @description The event's type, as in the body, to route a delivery before parsing it. **Extension.** */
                "Service-Event-Type": string;
                /** @description Which attempt this is: 1 for the first, up to 6 (5 retries). **Extension.** */
                "Service-Delivery-Attempt": number;
                /** @description `WorkspaceAutomationService-Webhooks/1.0`. */
                "User-Agent": string;
                /** @description Standard Webhooks (standardwebhooks.com): the event's id (`evt_…`), as in `Service-Event-Id`. **Extension.** */
                "webhook-id": components["schemas"]["EventId"];
                /** @description Standard Webhooks: when this attempt was signed, in Unix seconds. Refuse a delivery whose timestamp is more than 5 minutes from your clock: a replay. **Extension.** */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}`, keyed with the secret's UTF-8 bytes; any Standard Webhooks library verifies it (give it the secret as raw bytes). After a rotation, one space-separated entry per live secret. **Extension.** */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BillingAlertEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx within 10 seconds completes the delivery; the body is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the attempt fails and is retried up to 5 times with exponential backoff and jitter (no answer within 10 seconds, a redirect or a 5xx count the same). The delivery log (`GET /v1/webhooks/{webhook_id}/deliveries`) shows every attempt. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Failed: retried like a 4xx. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    notificationCreatedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=` and the lowercase hex HMAC-SHA256 of the raw body, keyed with the webhook's secret. Verify it over the exact bytes received, before parsing, with a constant-time comparison. After a secret rotation, until the previous secret expires, two comma-separated signatures (new, then previous): accept the delivery if either matches your secret. */
                "Service-Signature": string;
                /** @description The event's id (`evt_…`), as in the body: the same on every attempt and for every webhook, so receivers deduplicate by it. **Extension.** */
                "Service-Event-Id": components["schemas"]["EventId"];
                /** @description The event's type, as in the body, to route a delivery before parsing it. **Extension.** */
                "Service-Event-Type": string;
                /** @description Which attempt this is: 1 for the first, up to 6 (5 retries). **Extension.** */
                "Service-Delivery-Attempt": number;
                /** @description `WorkspaceAutomationService-Webhooks/1.0`. */
                "User-Agent": string;
                /** @description Standard Webhooks (standardwebhooks.com): the event's id (`evt_…`), as in `Service-Event-Id`. **Extension.** */
                "webhook-id": components["schemas"]["EventId"];
                /** @description Standard Webhooks: when this attempt was signed, in Unix seconds. Refuse a delivery whose timestamp is more than 5 minutes from your clock: a replay. **Extension.** */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}`, keyed with the secret's UTF-8 bytes; any Standard Webhooks library verifies it (give it the secret as raw bytes). After a rotation, one space-separated entry per live secret. **Extension.** */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotificationCreatedEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx within 10 seconds completes the delivery; the body is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the attempt fails and is retried up to 5 times with exponential backoff and jitter (no answer within 10 seconds, a redirect or a 5xx count the same). The delivery log (`GET /v1/webhooks/{webhook_id}/deliveries`) shows every attempt. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Failed: retried like a 4xx. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookDisabledWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=` and the lowercase hex HMAC-SHA256 of the raw body, keyed with the webhook's secret. Verify it over the exact bytes received, before parsing, with a constant-time comparison. After a secret rotation, until the previous secret expires, two comma-separated signatures (new, then previous): accept the delivery if either matches your secret. */
                "Service-Signature": string;
                /** @description The event's id (`evt_…`), as in the body: the same on every attempt and for every webhook, so receivers deduplicate by it. **Extension.** */
                "Service-Event-Id": components["schemas"]["EventId"];
                /** @description The event's type, as in the body, to route a delivery before parsing it. **Extension.** */
                "Service-Event-Type": string;
                /** @description Which attempt this is: 1 for the first, up to 6 (5 retries). **Extension.** */
                "Service-Delivery-Attempt": number;
                /** @description `WorkspaceAutomationService-Webhooks/1.0`. */
                "User-Agent": string;
                /** @description Standard Webhooks (standardwebhooks.com): the event's id (`evt_…`), as in `Service-Event-Id`. **Extension.** */
                "webhook-id": components["schemas"]["EventId"];
                /** @description Standard Webhooks: when this attempt was signed, in Unix seconds. Refuse a delivery whose timestamp is more than 5 minutes from your clock: a replay. **Extension.** */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}`, keyed with the secret's UTF-8 bytes; any Standard Webhooks library verifies it (give it the secret as raw bytes). After a rotation, one space-separated entry per live secret. **Extension.** */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookDisabledEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx within 10 seconds completes the delivery; the body is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the attempt fails and is retried up to 5 times with exponential backoff and jitter (no answer within 10 seconds, a redirect or a 5xx count the same). The delivery log (`GET /v1/webhooks/{webhook_id}/deliveries`) shows every attempt. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Failed: retried like a 4xx. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    pingWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description `sha256=` and the lowercase hex HMAC-SHA256 of the raw body, keyed with the webhook's secret. Verify it over the exact bytes received, before parsing, with a constant-time comparison. After a secret rotation, until the previous secret expires, two comma-separated signatures (new, then previous): accept the delivery if either matches your secret. */
                "Service-Signature": string;
                /** @description The event's id (`evt_…`), as in the body: the same on every attempt and for every webhook, so receivers deduplicate by it. **Extension.** */
                "Service-Event-Id": components["schemas"]["EventId"];
                /** @description The event's type, as in the body, to route a delivery before parsing it. **Extension.** */
                "Service-Event-Type": string;
                /** @description Which attempt this is: 1 for the first, up to 6 (5 retries). **Extension.** */
                "Service-Delivery-Attempt": number;
                /** @description `WorkspaceAutomationService-Webhooks/1.0`. */
                "User-Agent": string;
                /** @description Standard Webhooks (standardwebhooks.com): the event's id (`evt_…`), as in `Service-Event-Id`. **Extension.** */
                "webhook-id": components["schemas"]["EventId"];
                /** @description Standard Webhooks: when this attempt was signed, in Unix seconds. Refuse a delivery whose timestamp is more than 5 minutes from your clock: a replay. **Extension.** */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}`, keyed with the secret's UTF-8 bytes; any Standard Webhooks library verifies it (give it the secret as raw bytes). After a rotation, one space-separated entry per live secret. **Extension.** */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PingEvent"];
            };
        };
        responses: {
            /** @description Received: any 2xx within 10 seconds completes the delivery; the body is ignored. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused: the attempt fails and is retried up to 5 times with exponential backoff and jitter (no answer within 10 seconds, a redirect or a 5xx count the same). The delivery log (`GET /v1/webhooks/{webhook_id}/deliveries`) shows every attempt. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Failed: retried like a 4xx. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
