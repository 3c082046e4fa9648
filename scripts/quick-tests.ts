/**
 * `npm run test:quick`: a representative subset of `npm test` in under 3 minutes on 2 cores. Every unit
 * test, and for each concept the contract and system tests that show its core (a resource, its
 * access rules, its events, a refused request writing nothing), the settings page in a browser, the
 * events feed's order, and the layout and citation checks. It is no substitute for `npm test`:
 * faults, restarts, load, fuzzing, Prism and the packaged SDK run only there.
 */
export const quickTests = [
  'server/**/*.test.ts',
  'contract-tests/automations/automations-api-runs.test.ts',
  'contract-tests/automations/dry-run-budget.test.ts',
  'contract-tests/codebase/layout.test.ts',
  'contract-tests/contract-document/document.test.ts',
  'contract-tests/contract-document/one-version.test.ts',
  'contract-tests/cross-cutting/routing-and-request-ids.test.ts',
  'contract-tests/cross-cutting/unauthenticated-calls.test.ts',
  'contract-tests/events/event-types.test.ts',
  'contract-tests/events/events-feed.test.ts',
  'contract-tests/idempotency/idempotency-keys.test.ts',
  'contract-tests/members/invitations.test.ts',
  'contract-tests/notifications/inbox.test.ts',
  'contract-tests/notifications/preferences.test.ts',
  'contract-tests/projects/get-project.test.ts',
  'contract-tests/readme/decisions-citations.test.ts',
  'contract-tests/settings/page.test.ts',
  'contract-tests/settings/tokens-and-usage.test.ts',
  'contract-tests/tasks/list-tasks.test.ts',
  'contract-tests/users/current-user.test.ts',
  'contract-tests/webhooks/delivery-exchange.test.ts',
  'contract-tests/webhooks/ssrf-registration.test.ts',
  'contract-tests/workflows/workflow-dry-run.test.ts',
  'contract-tests/workflows/workflow-events.test.ts',
  'contract-tests/workspaces/workspaces.test.ts',
  'system-tests/automations/automations-api-create.test.ts',
  'system-tests/cross-cutting/bad-input-writes-nothing.test.ts',
  'system-tests/events/dispatcher-lanes.test.ts',
  'system-tests/events/feed-order.test.ts',
  'system-tests/notifications/fan-out-and-digests.test.ts',
  'system-tests/projects/refused-reads-write-nothing.test.ts',
  'system-tests/tasks/create-task.test.ts',
  'system-tests/webhooks/event-deliveries.test.ts',
  'system-tests/workflows/bounds-schedules-and-author.test.ts',
];
