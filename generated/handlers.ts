/**
 * DO NOT EDIT: generated from the TypeSpec contract in spec/ by `npm run generate` (scripts/generate.ts).
 * Handler typings: what each operation's handler receives and may return.
 */

import type { operations } from "../sdk/src/generated/openapi-types.ts";
import type { OperationId, OperationIdOfTag } from "./operations.ts";

export type { OperationId, OperationIdOfTag };

type Op<O extends OperationId> = operations[O];
type Responses<O extends OperationId> = Op<O>["responses"];

/** openapi-typescript writes `never` where an operation has no such parameters; read that as an empty object. */
type OrNone<T> = [T] extends [never] ? Record<string, never> : T;

/** The `application/json` payload of a request body or response object, `undefined` when it has none. */
type JsonContent<T> = T extends { content: { "application/json": infer Body } } ? Body : undefined;

/** Path parameters, as validated (strings coerced to the declared types). */
export type OperationPath<O extends OperationId> = OrNone<NonNullable<Op<O>["parameters"]["path"]>>;

/** Query parameters, as validated: coerced, defaults filled in (still typed optional where declared so). */
export type OperationQuery<O extends OperationId> = OrNone<NonNullable<Op<O>["parameters"]["query"]>>;

/** The JSON request body; `| undefined` when the body is optional, `undefined` when there is none. */
export type OperationBody<O extends OperationId> =
  Op<O> extends { requestBody: infer Body }
    ? JsonContent<Body>
    : Op<O> extends { requestBody?: infer Body }
      ? JsonContent<NonNullable<Body>> | undefined
      : undefined;

/** What a handler receives: the validated path, query and body. */
export interface OperationRequest<O extends OperationId> {
  path: OperationPath<O>;
  query: OperationQuery<O>;
  body: OperationBody<O>;
}

/** The documented numeric statuses of an operation, as a union of literals. */
export type OperationStatus<O extends OperationId> = Extract<keyof Responses<O>, number>;

/** The JSON body of one documented status (`undefined` for 204 and other bodiless responses). */
export type ResponseBody<O extends OperationId, S extends OperationStatus<O>> = JsonContent<Responses<O>[S]>;

/** One documented response; `body` may be left out where the status has no content. */
export type StatusResult<O extends OperationId, S extends OperationStatus<O>> = [ResponseBody<O, S>] extends [undefined]
  ? { status: S; body?: undefined; headers?: Record<string, string> }
  : { status: S; body: ResponseBody<O, S>; headers?: Record<string, string> };

/** What a handler may return: the union over every documented status. */
export type OperationResult<O extends OperationId> = {
  [S in OperationStatus<O>]: StatusResult<O, S>;
}[OperationStatus<O>];

type SuccessStatus = 200 | 201 | 202 | 203 | 204 | 205 | 206 | 207 | 208 | 226;

/** The body of the operation's 2xx response(s). */
export type SuccessBody<O extends OperationId> = Extract<OperationResult<O>, { status: SuccessStatus }>["body"];

/** A handler of one operation. */
export type Handler<O extends OperationId, Ctx> = (req: OperationRequest<O>, ctx: Ctx) => Promise<OperationResult<O>>;

/** A request as a router holds it before it knows the operation. */
export interface AnyOperationRequest {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

/** A result as a router sends it. */
export interface AnyOperationResult {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * Any operation's handler with its types erased: what a router keeps in one table once the
 * `Handlers` map has checked each handler against its own operation. Declared through a method so that every
 * `Handler<O, Ctx>` is assignable to it without a cast (method parameters are bivariant).
 */
export type AnyHandler<Ctx> = {
  handle(req: AnyOperationRequest, ctx: Ctx): Promise<AnyOperationResult>;
}["handle"];

/**
 * Every operation's handler. A full `Handlers<Ctx>` object must implement all of them, so a missing
 * operation is a compile error; a resource module can implement `Pick<Handlers<Ctx>, OperationIdOfTag<...>>`.
 */
export interface Handlers<Ctx> {
  /**
   * Check liveness
   *
   * Process liveness: answers 200 while the process serves requests. Outside `/v1`, no authentication.
   *
   * `GET /healthz` → 200
   */
  getHealth(req: OperationRequest<"getHealth">, ctx: Ctx): Promise<OperationResult<"getHealth">>;

  /**
   * Check readiness
   *
   * Readiness: 200 when the database answers and its notifications reach this instance, 503 when either does not or while the process drains for a shutdown. Outside `/v1`, no authentication.
   *
   * `GET /readyz` → 200, 503
   */
  getReadiness(req: OperationRequest<"getReadiness">, ctx: Ctx): Promise<OperationResult<"getReadiness">>;

  /**
   * List your API keys
   *
   * Lists the caller's API keys, newest first, revoked ones included until retention removes them (revoked longer ago than the longest plan keeps history, 90 days by default). **Extension.** **Access:** role any user; key scope any.
   *
   * `GET /v1/api-keys` → 200, 400, 401, 422, 429, 500, 503
   */
  listApiKeys(req: OperationRequest<"listApiKeys">, ctx: Ctx): Promise<OperationResult<"listApiKeys">>;

  /**
   * Create an API key
   *
   * Creates an API key for the caller. The secret is in this response only. **Extension.** **Access:** role any user; key scope editor or admin, at least the new key's scope.
   *
   * `POST /v1/api-keys` → 201, 400, 401, 403, 404, 409, 422, 429, 500, 503
   */
  createApiKey(req: OperationRequest<"createApiKey">, ctx: Ctx): Promise<OperationResult<"createApiKey">>;

  /**
   * Revoke an API key
   *
   * Revokes one of the caller's API keys; it gets 401 at once in every server process. **Extension.** **Access:** role the key's owner; key scope editor or admin.
   *
   * `DELETE /v1/api-keys/{api_key_id}` → 204, 401, 403, 404, 429, 500, 503
   */
  revokeApiKey(req: OperationRequest<"revokeApiKey">, ctx: Ctx): Promise<OperationResult<"revokeApiKey">>;

  /**
   * List automations
   *
   * Lists automations without their actions, newest first: of one project with `project_id`, otherwise of the authenticated workspace. **Access:** role viewer or higher (private projects: owner, admin or added); key scope any.
   *
   * `GET /v1/automations` → 200, 400, 401, 404, 422, 429, 500, 503
   */
  listAutomations(req: OperationRequest<"listAutomations">, ctx: Ctx): Promise<OperationResult<"listAutomations">>;

  /**
   * Create an automation
   *
   * Creates an automation. Needs editor permission; the project must not be archived. The caller becomes its author: `create_task.project_id` and `update_task.task_id` must be in projects the caller can see and edit (422 otherwise). At most 50 automations per project. **Access:** role editor or higher; key scope editor or admin.
   *
   * `POST /v1/automations` → 201, 400, 401, 403, 404, 409, 422, 429, 500, 503
   */
  createAutomation(req: OperationRequest<"createAutomation">, ctx: Ctx): Promise<OperationResult<"createAutomation">>;

  /**
   * Preview a schedule (deprecated path)
   *
   * **Deprecated** since 2026-11-25, served until the `Sunset` date, 2027-05-31: use `POST /v1/schedule-previews` (`previewSchedule`), which takes the same body and gives the same answers. Every response of this path also carries `Deprecation: @1795564800` (RFC 9745), `Sunset: Mon, 31 May 2027 00:00:00 GMT` (RFC 8594) and `Link: </v1/schedule-previews>; rel="successor-version"`. Only POST is served here: another method reads `schedule-preview` as an automation id, as on `/v1/automations/{automation_id}`. **Extension.** **Access:** role viewer or higher; key scope any.
   *
   * `POST /v1/automations/schedule-preview` → 200, 400, 401, 404, 409, 422, 429, 500, 503
   */
  previewScheduleDeprecated(req: OperationRequest<"previewScheduleDeprecated">, ctx: Ctx): Promise<OperationResult<"previewScheduleDeprecated">>;

  /**
   * Get an automation
   *
   * Gets an automation with its trigger and actions. **Access:** role viewer or higher (private projects: owner, admin or added); key scope any.
   *
   * `GET /v1/automations/{automation_id}` → 200, 401, 404, 429, 500, 503
   */
  getAutomation(req: OperationRequest<"getAutomation">, ctx: Ctx): Promise<OperationResult<"getAutomation">>;

  /**
   * Update an automation
   *
   * Updates an automation; `trigger` and `actions` are replaced whole. `type` cannot change. Changing `trigger` or `actions` makes the caller its author, and their targets are checked against the caller's access (422 otherwise). **Access:** role editor or higher; key scope editor or admin.
   *
   * `PATCH /v1/automations/{automation_id}` → 200, 400, 401, 403, 404, 409, 422, 429, 500, 503
   */
  updateAutomation(req: OperationRequest<"updateAutomation">, ctx: Ctx): Promise<OperationResult<"updateAutomation">>;

  /**
   * Delete an automation
   *
   * Deletes an automation with its run history; its pending runs and schedule are cancelled. **Access:** role editor or higher; key scope editor or admin.
   *
   * `DELETE /v1/automations/{automation_id}` → 204, 401, 403, 404, 409, 429, 500, 503
   */
  deleteAutomation(req: OperationRequest<"deleteAutomation">, ctx: Ctx): Promise<OperationResult<"deleteAutomation">>;

  /**
   * List an automation's runs
   *
   * Lists an automation's runs, most recent start first. **Access:** role viewer or higher (private projects: owner, admin or added); key scope any.
   *
   * `GET /v1/automations/{automation_id}/runs` → 200, 400, 401, 404, 422, 429, 500, 503
   */
  listAutomationRuns(req: OperationRequest<"listAutomationRuns">, ctx: Ctx): Promise<OperationResult<"listAutomationRuns">>;

  /**
   * Start an automation run now
   *
   * Starts a run now, whatever the trigger (to test an automation); it counts against the monthly run limit. Needs editor permission; 409 when the automation is disabled, its author left the workspace, or the monthly run limit is reached. The run proceeds in the background: poll the runs list. **Extension.** **Access:** role editor or higher; key scope editor or admin.
   *
   * `POST /v1/automations/{automation_id}/runs` → 201, 400, 401, 403, 404, 409, 422, 429, 500, 503
   */
  startAutomationRun(req: OperationRequest<"startAutomationRun">, ctx: Ctx): Promise<OperationResult<"startAutomationRun">>;

  /**
   * Retry a failed automation run
   *
   * Retries a failed run: a new run from the same trigger (the same event, or the schedule, or a manual start) with the automation's current actions, linked to it by `retry_of`. It counts against the monthly run limit. 409 when the run did not fail (only a failed run can be retried), the automation is disabled, its author left the workspace, or the monthly run limit is reached. **Extension.** **Access:** role editor or higher; key scope editor or admin.
   *
   * `POST /v1/automations/{automation_id}/runs/{run_id}/retry` → 201, 400, 401, 403, 404, 409, 422, 429, 500, 503
   */
  retryAutomationRun(req: OperationRequest<"retryAutomationRun">, ctx: Ctx): Promise<OperationResult<"retryAutomationRun">>;

  /**
   * Preview an automation's schedule
   *
   * The next fire times of a scheduled automation in its workspace's time zone and in UTC, each marked where a DST change moved it or skipped its repeat, and its shortest interval against the plan's minimum. 409 for an event automation (it has no schedule). **Extension.** **Access:** role viewer or higher (private projects: owner, admin or added); key scope any.
   *
   * `GET /v1/automations/{automation_id}/schedule` → 200, 400, 401, 404, 409, 422, 429, 500, 503
   */
  getAutomationSchedule(req: OperationRequest<"getAutomationSchedule">, ctx: Ctx): Promise<OperationResult<"getAutomationSchedule">>;

  /**
   * Dry-run an automation
   *
   * Tries an automation without performing anything: evaluates its trigger and each filter against an event (the request's `event_type` and `data`; without them the latest such event the caller may read, else a sample built from the event type's schema), renders every action's templates, and answers per step what would be sent and where, and what would make it fail. Nothing is sent, written, counted against the run limit or recorded as a run, and no host name is looked up. The answer is at most 262,144 bytes: long rendered texts are cut (see `steps`). A scheduled automation takes no body. 422 for `event_type` or `data` on a scheduled automation, or `data` over 16,384 bytes. **Extension.** **Access:** role viewer or higher (private projects: owner, admin or added); key scope any.
   *
   * `POST /v1/automations/{automation_id}/test` → 200, 400, 401, 404, 409, 422, 429, 500, 503
   */
  testAutomation(req: OperationRequest<"testAutomation">, ctx: Ctx): Promise<OperationResult<"testAutomation">>;

  /**
   * List event types
   *
   * Lists every event type: what it means, where it belongs, whether automations and webhooks can use it, and the JSON Schema of its `data`, generated from this contract. **Extension.** **Access:** role any user; key scope any.
   *
   * `GET /v1/event-types` → 200, 401, 429, 500, 503
   */
  listEventTypes(req: OperationRequest<"listEventTypes">, ctx: Ctx): Promise<OperationResult<"listEventTypes">>;

  /**
   * List events
   *
   * Lists a workspace's events, newest first (with `after`, the ones after it, oldest first): the envelopes webhooks receive, never `ping`. A caller sees what the rules of template data let them read: events about a project only if they can see the project (events of a deleted project only admins and owners), `member.invited` and `notification.created` only as an admin or owner. **Extension.** **Access:** role any member (as above); key scope any.
   *
   * `GET /v1/events` → 200, 400, 401, 404, 422, 429, 500, 503
   */
  listEvents(req: OperationRequest<"listEvents">, ctx: Ctx): Promise<OperationResult<"listEvents">>;

  /**
   * Get an event
   *
   * Returns one event as webhooks receive it, if the caller may read it (as for the list; 404 otherwise). **Extension.** **Access:** role any member (events they may read); key scope any.
   *
   * `GET /v1/events/{event_id}` → 200, 401, 404, 429, 500, 503
   */
  getEvent(req: OperationRequest<"getEvent">, ctx: Ctx): Promise<OperationResult<"getEvent">>;

  /**
   * Accept an invitation
   *
   * Accepts an invitation as the user whose e-mail it was sent to; the new member is returned. Anyone else gets 404; an expired or already accepted invitation gives 409 (404 once retention removed it, past its workspace plan's days). A user owns at most 100 workspaces: accepting an invitation as owner while owning 100 answers 422, and the invitation stays pending. **Extension.** **Access:** role the invited address's user; key scope editor or admin.
   *
   * `POST /v1/invitations/{invitation_id}/accept` → 201, 400, 401, 403, 404, 409, 422, 429, 500, 503
   */
  acceptInvitation(req: OperationRequest<"acceptInvitation">, ctx: Ctx): Promise<OperationResult<"acceptInvitation">>;

  /**
   * List your notifications
   *
   * Lists the caller's own notifications, newest first, in workspaces the caller is still a member of. `unread=true` keeps the unread ones. **Extension.** **Access:** role any member (own notifications only); key scope any.
   *
   * `GET /v1/notifications` → 200, 400, 401, 404, 422, 429, 500, 503
   */
  listNotifications(req: OperationRequest<"listNotifications">, ctx: Ctx): Promise<OperationResult<"listNotifications">>;

  /**
   * Mark notifications read
   *
   * Marks the caller's unread notifications read: all of them, or one workspace's, or those created at or before `before`. **Extension.** **Access:** role any member (own notifications only); key scope editor or admin.
   *
   * `POST /v1/notifications/mark-read` → 200, 400, 401, 403, 404, 409, 422, 429, 500, 503
   */
  markNotificationsRead(req: OperationRequest<"markNotificationsRead">, ctx: Ctx): Promise<OperationResult<"markNotificationsRead">>;

  /**
   * Mark a notification read or unread
   *
   * Marks one of the caller's notifications read (`read_at` set, kept if it already was) or unread. Another member's notification is 404. **Extension.** **Access:** role any member (own notifications only); key scope editor or admin.
   *
   * `PATCH /v1/notifications/{notification_id}` → 200, 400, 401, 403, 404, 422, 429, 500, 503
   */
  updateNotification(req: OperationRequest<"updateNotification">, ctx: Ctx): Promise<OperationResult<"updateNotification">>;

  /**
   * Create a project
   *
   * Creates a project. Needs editor permission in the workspace. A workspace holds at most 1,000 projects, archived ones included: 422 past that, naming `workspace_id` (delete one first). **Access:** role editor or higher; key scope editor or admin.
   *
   * `POST /v1/projects` → 201, 400, 401, 403, 404, 409, 422, 429, 500, 503
   */
  createProject(req: OperationRequest<"createProject">, ctx: Ctx): Promise<OperationResult<"createProject">>;

  /**
   * Get a project
   *
   * Gets a project; needs access to its workspace and, when private, to the project. **Access:** role viewer or higher (private projects: owner, admin or added); key scope any.
   *
   * `GET /v1/projects/{project_id}` → 200, 401, 404, 429, 500, 503
   */
  getProject(req: OperationRequest<"getProject">, ctx: Ctx): Promise<OperationResult<"getProject">>;

  /**
   * Update or archive a project
   *
   * Updates a project. Archiving makes it read-only and pauses its enabled automations; unarchiving re-enables exactly those. **Access:** role editor or higher; key scope editor or admin.
   *
   * `PATCH /v1/projects/{project_id}` → 200, 400, 401, 403, 404, 409, 422, 429, 500, 503
   */
  updateProject(req: OperationRequest<"updateProject">, ctx: Ctx): Promise<OperationResult<"updateProject">>;

  /**
   * Delete a project
   *
   * Deletes a project with its tasks, automations, runs and settings. Permanent; allowed on archived projects. **Access:** role editor or higher; key scope editor or admin.
   *
   * `DELETE /v1/projects/{project_id}` → 204, 401, 403, 404, 429, 500, 503
   */
  deleteProject(req: OperationRequest<"deleteProject">, ctx: Ctx): Promise<OperationResult<"deleteProject">>;

  /**
   * List a project's automations
   *
   * Lists a project's automations without their actions, newest first (not paginated). **Access:** role viewer or higher (private projects: owner, admin or added); key scope any.
   *
   * `GET /v1/projects/{project_id}/automations` → 200, 401, 404, 429, 500, 503
   */
  listProjectAutomations(req: OperationRequest<"listProjectAutomations">, ctx: Ctx): Promise<OperationResult<"listProjectAutomations">>;

  /**
   * List a project's members
   *
   * Lists the members added to a project (who can see it when it is private), newest first. **Extension.** **Access:** role viewer or higher (private projects: owner, admin or added); key scope any.
   *
   * `GET /v1/projects/{project_id}/members` → 200, 400, 401, 404, 422, 429, 500, 503
   */
  listProjectMembers(req: OperationRequest<"listProjectMembers">, ctx: Ctx): Promise<OperationResult<"listProjectMembers">>;

  /**
   * Add a member to a project
   *
   * Adds a workspace member to a project. Needs admin permission (or owner). **Extension.** **Access:** role admin or owner; key scope admin.
   *
   * `POST /v1/projects/{project_id}/members` → 201, 400, 401, 403, 404, 409, 422, 429, 500, 503
   */
  addProjectMember(req: OperationRequest<"addProjectMember">, ctx: Ctx): Promise<OperationResult<"addProjectMember">>;

  /**
   * Remove a member from a project
   *
   * Removes a member from a project; the workspace membership is kept. Needs admin permission (or owner). **Extension.** **Access:** role admin or owner; key scope admin.
   *
   * `DELETE /v1/projects/{project_id}/members/{member_id}` → 204, 401, 403, 404, 409, 429, 500, 503
   */
  removeProjectMember(req: OperationRequest<"removeProjectMember">, ctx: Ctx): Promise<OperationResult<"removeProjectMember">>;

  /**
   * List a project's tasks
   *
   * Lists a project's tasks, newest first, optionally by status. **Extension.** **Access:** role viewer or higher (private projects: owner, admin or added); key scope any.
   *
   * `GET /v1/projects/{project_id}/tasks` → 200, 400, 401, 404, 422, 429, 500, 503
   */
  listProjectTasks(req: OperationRequest<"listProjectTasks">, ctx: Ctx): Promise<OperationResult<"listProjectTasks">>;

  /**
   * Create a task
   *
   * Creates a task in a project. Needs editor permission; the project must not be archived. **Extension.** **Access:** role editor or higher; key scope editor or admin.
   *
   * `POST /v1/projects/{project_id}/tasks` → 201, 400, 401, 403, 404, 409, 422, 429, 500, 503
   */
  createTask(req: OperationRequest<"createTask">, ctx: Ctx): Promise<OperationResult<"createTask">>;

  /**
   * List a project's workflows
   *
   * Lists a project's workflows without their steps, newest first (not paginated). **Extension.** **Access:** role viewer or higher (private projects: owner, admin or added); key scope any.
   *
   * `GET /v1/projects/{project_id}/workflows` → 200, 401, 404, 429, 500, 503
   */
  listProjectWorkflows(req: OperationRequest<"listProjectWorkflows">, ctx: Ctx): Promise<OperationResult<"listProjectWorkflows">>;

  /**
   * Preview a schedule
   *
   * The next fire times of a schedule before it is saved: as `GET …/schedule`, for a cron expression, a time zone (default the workspace's) and the workspace's plan. 422 for an expression that is not a valid cron or never fires, or an unknown time zone; a schedule the plan does not allow is answered with `allowed: false`. Its own path, not one beside `/v1/automations/{automation_id}`, where a fixed word and an id would share a segment (it was `POST /v1/automations/schedule-preview` until 2026-11-25; that path still answers, deprecated: `previewScheduleDeprecated`). **Extension.** **Access:** role viewer or higher; key scope any.
   *
   * `POST /v1/schedule-previews` → 200, 400, 401, 404, 409, 422, 429, 500, 503
   */
  previewSchedule(req: OperationRequest<"previewSchedule">, ctx: Ctx): Promise<OperationResult<"previewSchedule">>;

  /**
   * Get a task
   *
   * Gets a task. **Extension.** **Access:** role viewer or higher (private projects: owner, admin or added); key scope any.
   *
   * `GET /v1/tasks/{task_id}` → 200, 401, 404, 429, 500, 503
   */
  getTask(req: OperationRequest<"getTask">, ctx: Ctx): Promise<OperationResult<"getTask">>;

  /**
   * Update a task
   *
   * Updates a task. Needs editor permission; the project must not be archived. **Extension.** **Access:** role editor or higher; key scope editor or admin.
   *
   * `PATCH /v1/tasks/{task_id}` → 200, 400, 401, 403, 404, 409, 422, 429, 500, 503
   */
  updateTask(req: OperationRequest<"updateTask">, ctx: Ctx): Promise<OperationResult<"updateTask">>;

  /**
   * Delete a task
   *
   * Deletes a task. Needs editor permission; the project must not be archived. **Extension.** **Access:** role editor or higher; key scope editor or admin.
   *
   * `DELETE /v1/tasks/{task_id}` → 204, 401, 403, 404, 409, 429, 500, 503
   */
  deleteTask(req: OperationRequest<"deleteTask">, ctx: Ctx): Promise<OperationResult<"deleteTask">>;

  /**
   * Get the calling user
   *
   * Returns the user that owns the calling API key. **Extension.** **Access:** role any user; key scope any.
   *
   * `GET /v1/users/me` → 200, 401, 429, 500, 503
   */
  getCurrentUser(req: OperationRequest<"getCurrentUser">, ctx: Ctx): Promise<OperationResult<"getCurrentUser">>;

  /**
   * List webhooks
   *
   * Lists the authenticated workspace's webhooks, newest first. **Access:** role admin or owner; key scope any.
   *
   * `GET /v1/webhooks` → 200, 400, 401, 403, 404, 429, 500, 503
   */
  listWebhooks(req: OperationRequest<"listWebhooks">, ctx: Ctx): Promise<OperationResult<"listWebhooks">>;

  /**
   * Create a webhook
   *
   * Registers a webhook after a successful signed test ping (2xx within 5 s). **Access:** role admin or owner; key scope admin.
   *
   * `POST /v1/webhooks` → 201, 400, 401, 403, 404, 409, 422, 429, 500, 503
   */
  createWebhook(req: OperationRequest<"createWebhook">, ctx: Ctx): Promise<OperationResult<"createWebhook">>;

  /**
   * Get a webhook
   *
   * Gets a webhook (never its secret). **Access:** role admin or owner; key scope any.
   *
   * `GET /v1/webhooks/{webhook_id}` → 200, 401, 403, 404, 429, 500, 503
   */
  getWebhook(req: OperationRequest<"getWebhook">, ctx: Ctx): Promise<OperationResult<"getWebhook">>;

  /**
   * Update a webhook
   *
   * Updates a webhook; `events` is replaced whole; a new `url` is pinged first. The secret cannot be changed. **Access:** role admin or owner; key scope admin.
   *
   * `PATCH /v1/webhooks/{webhook_id}` → 200, 400, 401, 403, 404, 422, 429, 500, 503
   */
  updateWebhook(req: OperationRequest<"updateWebhook">, ctx: Ctx): Promise<OperationResult<"updateWebhook">>;

  /**
   * Delete a webhook
   *
   * Deletes a webhook; its pending deliveries stop at once. **Access:** role admin or owner; key scope admin.
   *
   * `DELETE /v1/webhooks/{webhook_id}` → 204, 401, 403, 404, 429, 500, 503
   */
  deleteWebhook(req: OperationRequest<"deleteWebhook">, ctx: Ctx): Promise<OperationResult<"deleteWebhook">>;

  /**
   * List a webhook's deliveries
   *
   * The webhook's delivery log, newest first, with every attempt; filter by `status`. **Extension.** **Access:** role admin or owner; key scope any.
   *
   * `GET /v1/webhooks/{webhook_id}/deliveries` → 200, 400, 401, 403, 404, 422, 429, 500, 503
   */
  listWebhookDeliveries(req: OperationRequest<"listWebhookDeliveries">, ctx: Ctx): Promise<OperationResult<"listWebhookDeliveries">>;

  /**
   * Redeliver a webhook delivery
   *
   * Sends a delivery's event again as a new delivery (same `evt_` id), with the usual retries. The webhook must be enabled (409 otherwise). **Extension.** **Access:** role admin or owner; key scope admin.
   *
   * `POST /v1/webhooks/{webhook_id}/deliveries/{delivery_id}/redeliver` → 201, 400, 401, 403, 404, 409, 422, 429, 500, 503
   */
  redeliverWebhookDelivery(req: OperationRequest<"redeliverWebhookDelivery">, ctx: Ctx): Promise<OperationResult<"redeliverWebhookDelivery">>;

  /**
   * Recover failed webhook deliveries
   *
   * Queues again every failed delivery of a time window, at the pace of the retry schedule: each `permanently_failed` one once, as a new delivery of the same event; each `failed` one (retry pending) by bringing that retry forward, at most once between two of its attempts. None is sent sooner than the schedule's first delay (30 s) after its last attempt, so a repeat before those attempts queues nothing (`queued: 0`). At most 1,000 per call (`remaining` says how many are left; call again). The webhook must be enabled (409 otherwise). **Extension.** **Access:** role admin or owner; key scope admin.
   *
   * `POST /v1/webhooks/{webhook_id}/recover` → 202, 400, 401, 403, 404, 409, 422, 429, 500, 503
   */
  recoverWebhookDeliveries(req: OperationRequest<"recoverWebhookDeliveries">, ctx: Ctx): Promise<OperationResult<"recoverWebhookDeliveries">>;

  /**
   * Rotate a webhook's secret
   *
   * Replaces the webhook's signing secret without a gap: until `previous_secret_expires_at`, every delivery is signed with both (`Service-Signature: sha256=<new>,sha256=<old>`, two `v1,` entries in `webhook-signature`), so the receiver can switch whenever it likes; a verifier accepts either. A rotation during an overlap drops the older previous secret. **Extension.** **Access:** role admin or owner; key scope admin.
   *
   * `POST /v1/webhooks/{webhook_id}/rotate-secret` → 200, 400, 401, 403, 404, 409, 422, 429, 500, 503
   */
  rotateWebhookSecret(req: OperationRequest<"rotateWebhookSecret">, ctx: Ctx): Promise<OperationResult<"rotateWebhookSecret">>;

  /**
   * List workflows
   *
   * Lists workflows without their steps, newest first: of one project with `project_id`, otherwise of the authenticated workspace. **Extension.** **Access:** role viewer or higher (private projects: owner, admin or added); key scope any.
   *
   * `GET /v1/workflows` → 200, 400, 401, 404, 422, 429, 500, 503
   */
  listWorkflows(req: OperationRequest<"listWorkflows">, ctx: Ctx): Promise<OperationResult<"listWorkflows">>;

  /**
   * Create a workflow
   *
   * Creates a workflow, disabled unless `enabled` is `true`. Needs editor permission; the project must not be archived (409). The caller becomes its author: `create_task.project_id` and `update_task.task_id` of its action steps must be in projects the caller can see and edit (422 otherwise). 422 names the field for an unknown step type, a wait out of range, a condition on a field the trigger's event cannot have, more than 50 steps, or a project that already has 50 workflows. **Extension.** **Access:** role editor or higher; key scope editor or admin.
   *
   * `POST /v1/workflows` → 201, 400, 401, 403, 404, 409, 422, 429, 500, 503
   */
  createWorkflow(req: OperationRequest<"createWorkflow">, ctx: Ctx): Promise<OperationResult<"createWorkflow">>;

  /**
   * Get a workflow
   *
   * Gets a workflow with its trigger and steps. **Extension.** **Access:** role viewer or higher (private projects: owner, admin or added); key scope any.
   *
   * `GET /v1/workflows/{workflow_id}` → 200, 401, 404, 429, 500, 503
   */
  getWorkflow(req: OperationRequest<"getWorkflow">, ctx: Ctx): Promise<OperationResult<"getWorkflow">>;

  /**
   * Update a workflow
   *
   * Updates a workflow; `trigger` and `steps` are replaced whole, and `type` cannot change. The change reaches only runs started afterwards: a run keeps the steps it started with. `enabled: false` stops new runs, and a waiting run is cancelled when it would resume. Changing `trigger` or `steps` makes the caller its author, and their targets are checked against the caller's access (422 otherwise). **Extension.** **Access:** role editor or higher; key scope editor or admin.
   *
   * `PATCH /v1/workflows/{workflow_id}` → 200, 400, 401, 403, 404, 409, 422, 429, 500, 503
   */
  updateWorkflow(req: OperationRequest<"updateWorkflow">, ctx: Ctx): Promise<OperationResult<"updateWorkflow">>;

  /**
   * Delete a workflow
   *
   * Deletes a workflow with its runs, waiting ones included; its schedule is cancelled. **Extension.** **Access:** role editor or higher; key scope editor or admin.
   *
   * `DELETE /v1/workflows/{workflow_id}` → 204, 401, 403, 404, 409, 429, 500, 503
   */
  deleteWorkflow(req: OperationRequest<"deleteWorkflow">, ctx: Ctx): Promise<OperationResult<"deleteWorkflow">>;

  /**
   * List a workflow's runs
   *
   * Lists a workflow's runs, most recent start first. **Extension.** **Access:** role viewer or higher (private projects: owner, admin or added); key scope any.
   *
   * `GET /v1/workflows/{workflow_id}/runs` → 200, 400, 401, 404, 422, 429, 500, 503
   */
  listWorkflowRuns(req: OperationRequest<"listWorkflowRuns">, ctx: Ctx): Promise<OperationResult<"listWorkflowRuns">>;

  /**
   * Get a workflow run
   *
   * Gets one run of a workflow with its steps: which step it is at, what each did, and when a waiting run resumes. **Extension.** **Access:** role viewer or higher (private projects: owner, admin or added); key scope any.
   *
   * `GET /v1/workflows/{workflow_id}/runs/{run_id}` → 200, 401, 404, 429, 500, 503
   */
  getWorkflowRun(req: OperationRequest<"getWorkflowRun">, ctx: Ctx): Promise<OperationResult<"getWorkflowRun">>;

  /**
   * Cancel a workflow run
   *
   * Cancels a run that is `running` or `waiting`: it ends `cancelled`, the step waiting or running at that moment `cancelled` (an action already sent is not undone) and the steps after it `skipped`, and `workflow.run.completed` is sent with `status: cancelled`. 409 when the run already ended. **Extension.** **Access:** role editor or higher; key scope editor or admin.
   *
   * `POST /v1/workflows/{workflow_id}/runs/{run_id}/cancel` → 200, 400, 401, 403, 404, 409, 422, 429, 500, 503
   */
  cancelWorkflowRun(req: OperationRequest<"cancelWorkflowRun">, ctx: Ctx): Promise<OperationResult<"cancelWorkflowRun">>;

  /**
   * Dry-run a workflow
   *
   * Tries a workflow without performing anything, as `POST /v1/automations/{automation_id}/test` tries an automation: evaluates its trigger and each filter against an event (the request's `event_type` and `data`; without them the latest such event the caller may read, else a sample built from the event type's schema), then answers per step what it would do: each action rendered with what would be sent and where and what would make it fail, each wait with its duration, each condition evaluated against the current state (the event's task or project read now). Nothing is sent, written, waited for, counted against the run limit or recorded as a run, and no host name is looked up. A scheduled workflow takes no body. 422 for `event_type` or `data` on a scheduled workflow, or `data` over 16,384 bytes. **Extension.** **Access:** role viewer or higher (private projects: owner, admin or added); key scope any.
   *
   * `POST /v1/workflows/{workflow_id}/test` → 200, 400, 401, 404, 409, 422, 429, 500, 503
   */
  testWorkflow(req: OperationRequest<"testWorkflow">, ctx: Ctx): Promise<OperationResult<"testWorkflow">>;

  /**
   * List your workspaces
   *
   * Lists the workspaces the caller is a member of, newest first. List items carry no `timezone`. **Access:** role any user; key scope any.
   *
   * `GET /v1/workspaces` → 200, 400, 401, 422, 429, 500, 503
   */
  listWorkspaces(req: OperationRequest<"listWorkspaces">, ctx: Ctx): Promise<OperationResult<"listWorkspaces">>;

  /**
   * Create a workspace
   *
   * Creates a workspace; the caller becomes its owner. A user owns at most 100 workspaces, however they came to own them: 422 past that (delete one, or hand one to another owner and leave it, first). **Access:** role any user (becomes its owner); key scope editor or admin.
   *
   * `POST /v1/workspaces` → 201, 400, 401, 403, 409, 422, 429, 500, 503
   */
  createWorkspace(req: OperationRequest<"createWorkspace">, ctx: Ctx): Promise<OperationResult<"createWorkspace">>;

  /**
   * Get a workspace
   *
   * Gets a workspace the caller is a member of. **Access:** role viewer or higher; key scope any.
   *
   * `GET /v1/workspaces/{workspace_id}` → 200, 401, 404, 429, 500, 503
   */
  getWorkspace(req: OperationRequest<"getWorkspace">, ctx: Ctx): Promise<OperationResult<"getWorkspace">>;

  /**
   * Update a workspace
   *
   * Updates a workspace's name, slug or time zone. Needs admin role and an admin-scoped key. **Access:** role admin or owner; key scope admin.
   *
   * `PATCH /v1/workspaces/{workspace_id}` → 200, 400, 401, 403, 404, 409, 422, 429, 500, 503
   */
  updateWorkspace(req: OperationRequest<"updateWorkspace">, ctx: Ctx): Promise<OperationResult<"updateWorkspace">>;

  /**
   * Delete a workspace
   *
   * Deletes a workspace and everything in it (projects, tasks, automations, runs, webhooks, members, invitations). Permanent. Needs the owner role and an admin-scoped key. **Access:** role owner; key scope admin.
   *
   * `DELETE /v1/workspaces/{workspace_id}` → 204, 401, 403, 404, 429, 500, 503
   */
  deleteWorkspace(req: OperationRequest<"deleteWorkspace">, ctx: Ctx): Promise<OperationResult<"deleteWorkspace">>;

  /**
   * List invitations
   *
   * Lists the workspace's invitations, newest first, optionally by status. Needs admin. **Extension.** **Access:** role admin or owner; key scope any.
   *
   * `GET /v1/workspaces/{workspace_id}/invitations` → 200, 400, 401, 403, 404, 422, 429, 500, 503
   */
  listInvitations(req: OperationRequest<"listInvitations">, ctx: Ctx): Promise<OperationResult<"listInvitations">>;

  /**
   * Invite a member
   *
   * Invites an address; an invitation e-mail is sent. It expires 7 days later. A pending invitation to the same address is superseded (marked expired). A workspace has at most 500 pending invitations: 422 past that, naming `workspace_id` (a re-invite, which supersedes one, always fits). Needs admin (owner to invite an owner). **Access:** role admin or owner (inviting an owner: owner); key scope admin.
   *
   * `POST /v1/workspaces/{workspace_id}/invitations` → 201, 400, 401, 403, 404, 409, 422, 429, 500, 503
   */
  createInvitation(req: OperationRequest<"createInvitation">, ctx: Ctx): Promise<OperationResult<"createInvitation">>;

  /**
   * Revoke an invitation
   *
   * Revokes an invitation: it is deleted and can no longer be accepted (404 afterwards). Needs admin. **Extension.** **Access:** role admin or owner; key scope admin.
   *
   * `DELETE /v1/workspaces/{workspace_id}/invitations/{invitation_id}` → 204, 401, 403, 404, 429, 500, 503
   */
  revokeInvitation(req: OperationRequest<"revokeInvitation">, ctx: Ctx): Promise<OperationResult<"revokeInvitation">>;

  /**
   * List members
   *
   * Lists the workspace's active members, newest first. Pending invitations are not members. **Access:** role viewer or higher; key scope any.
   *
   * `GET /v1/workspaces/{workspace_id}/members` → 200, 401, 404, 429, 500, 503
   */
  listMembers(req: OperationRequest<"listMembers">, ctx: Ctx): Promise<OperationResult<"listMembers">>;

  /**
   * Change a member's role
   *
   * Changes a member's role. Needs admin (changing an owner, or granting owner, needs owner); an owner cannot downgrade themself (403), and the last owner cannot be downgraded (409). A user owns at most 100 workspaces: making a member who owns 100 an owner answers 422 naming `role` (so the refusal tells the caller that member owns 100). **Access:** role admin or owner (an owner's role, or granting owner: owner); key scope admin.
   *
   * `PATCH /v1/workspaces/{workspace_id}/members/{member_id}` → 200, 400, 401, 403, 404, 409, 422, 429, 500, 503
   */
  updateMember(req: OperationRequest<"updateMember">, ctx: Ctx): Promise<OperationResult<"updateMember">>;

  /**
   * Remove a member
   *
   * Removes a member: access is revoked at once in every server process, the account is kept, and the member's tasks stay but are unassigned. Needs admin (owner to remove an owner); removing the last owner gives 409. **Access:** role admin or owner (leaving yourself: any role); key scope admin (leaving yourself: editor or admin).
   *
   * `DELETE /v1/workspaces/{workspace_id}/members/{member_id}` → 204, 401, 403, 404, 409, 429, 500, 503
   */
  removeMember(req: OperationRequest<"removeMember">, ctx: Ctx): Promise<OperationResult<"removeMember">>;

  /**
   * Get your notification preferences
   *
   * Returns the caller's preferences in the workspace: every category's channels (defaults where never changed), the chat channel and the muted projects. **Extension.** **Access:** role any member (own preferences only); key scope any.
   *
   * `GET /v1/workspaces/{workspace_id}/notification-preferences` → 200, 401, 404, 429, 500, 503
   */
  getNotificationPreferences(req: OperationRequest<"getNotificationPreferences">, ctx: Ctx): Promise<OperationResult<"getNotificationPreferences">>;

  /**
   * Update your notification preferences
   *
   * Changes the caller's preferences, merged category by category and channel by channel; `muted_project_ids`, when sent, replaces the list. `chat: true` needs a `chat_channel`; billing alerts' `email` stays `immediate`; a muted project must be one the caller can see (422 naming the field). **Extension.** **Access:** role any member (own preferences only); key scope editor or admin.
   *
   * `PATCH /v1/workspaces/{workspace_id}/notification-preferences` → 200, 400, 401, 403, 404, 422, 429, 500, 503
   */
  updateNotificationPreferences(req: OperationRequest<"updateNotificationPreferences">, ctx: Ctx): Promise<OperationResult<"updateNotificationPreferences">>;

  /**
   * List a workspace's projects
   *
   * Lists the workspace's projects the caller can see, newest first: active ones by default, archived ones with `archived=true`. **Access:** role viewer or higher; key scope any.
   *
   * `GET /v1/workspaces/{workspace_id}/projects` → 200, 400, 401, 404, 422, 429, 500, 503
   */
  listWorkspaceProjects(req: OperationRequest<"listWorkspaceProjects">, ctx: Ctx): Promise<OperationResult<"listWorkspaceProjects">>;

  /**
   * Get a workspace's run usage
   *
   * Reports the workspace's automation-run usage in the current billing cycle. **Extension.** **Access:** role viewer or higher; key scope any.
   *
   * `GET /v1/workspaces/{workspace_id}/usage` → 200, 401, 404, 429, 500, 503
   */
  getWorkspaceUsage(req: OperationRequest<"getWorkspaceUsage">, ctx: Ctx): Promise<OperationResult<"getWorkspaceUsage">>;
}
