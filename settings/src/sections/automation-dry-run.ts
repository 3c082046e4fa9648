/**
 * A dry run's answer, as plain Lit templates: whether a run would start and why, the event tried, each
 * filter's verdict, and per step what it would send and where (an e-mail's recipient, subject and
 * body; a webhook's request; a task's fields; a wait's length; a condition's verdict), with what would
 * make it fail and the template fields that render as nothing.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Schemas } from '@workspace-automation/sdk';
import { when } from '../context.ts';

export type DryRun = Schemas['AutomationDryRun'] | Schemas['WorkflowDryRun'];
type Step = Schemas['WorkflowDryRunStep'];
type Filter = Schemas['DryRunFilter'];

/** What a `call_webhook` header value set on the action reads as: the API never shows it again. */
const HEADER_MASK = '********';

/** Rendered texts keep their line breaks; an empty one says so rather than showing nothing. */
const text = (value: string | null | undefined) => (value ? html`<pre>${value}</pre>` : html`<span class="muted">none</span>`);

function fields(rows: Array<[string, unknown] | false>) {
  return html`<dl class="sent">
    ${rows.map((row) =>
      row
        ? html`<dt>${row[0]}</dt>
            <dd>${row[1]}</dd>`
        : nothing,
    )}
  </dl>`;
}

function filtersView(filters: Filter[], match: string | null | undefined) {
  if (filters.length === 0) return nothing;
  return html`<p>Filters (${match === 'any' ? 'any' : 'all'} must match):</p>
    <ul class="verdicts">
      ${filters.map((f) => html`<li><span class=${f.matched ? 'status-ok' : 'status-bad'}>${f.matched ? 'matches' : 'does not match'}</span>: ${f.reason}</li>`)}
    </ul>`;
}

/** What the step would send or do, by its type. */
function stepFields(step: Step): TemplateResult {
  switch (step.type) {
    case 'send_email':
      return fields([
        ['To', html`<code>${step.to}</code>`],
        ['Subject', step.subject],
        ['Body', text(step.body)],
      ]);
    case 'send_slack_message':
      return fields([
        ['Channel', html`<code>${step.channel}</code>`],
        ['Message', text(step.text)],
      ]);
    case 'call_webhook':
      return fields([
        ['Request', html`<code>${step.method} ${step.url}</code>`],
        [
          'Headers',
          Object.keys(step.headers).length > 0
            ? html`<ul class="plain">
                  ${Object.entries(step.headers).map(([name, value]) => html`<li><code>${name}: ${value}</code></li>`)}
                </ul>
                ${
                  Object.values(step.headers).includes(HEADER_MASK)
                    ? html`<p class="muted">Values set on the action are kept secret and show as ${HEADER_MASK}.</p>`
                    : nothing
                }`
            : html`<span class="muted">none added</span>`,
        ],
        ['Body', text(step.body)],
      ]);
    case 'create_task':
      return fields([
        ['Project', html`<code>${step.project_id}</code>`],
        ['Name', step.name],
        ['Description', text(step.description)],
        ['Assignee', step.assignee_member_id ? html`<code>${step.assignee_member_id}</code>` : html`<span class="muted">none</span>`],
      ]);
    case 'update_task':
      return fields([
        ['Task', step.task_id ? html`<code>${step.task_id}</code>` : html`<span class="muted">none named</span>`],
        step.name !== undefined && ['New name', step.name],
        step.description !== undefined && ['New description', text(step.description)],
        step.status !== undefined && ['New status', step.status],
        step.assignee_member_id !== undefined && [
          'New assignee',
          step.assignee_member_id ? html`<code>${step.assignee_member_id}</code>` : 'unassigned',
        ],
      ]);
    case 'wait':
      return html`<p>Waits ${step.minutes} workflow ${step.minutes === 1 ? 'minute' : 'minutes'}.</p>`;
    case 'condition':
      return html`<p><span class=${step.met ? 'status-ok' : 'status-bad'}>${step.met ? 'Met' : 'Not met'}</span>: ${step.reason}</p>
        ${filtersView(step.filters, step.match)}`;
  }
}

function stepView(step: Step) {
  return html`<li>
    <p class="step-title">
      <code>${step.type}</code>
      ${step.problem ? html`<span class="status-bad">would fail</span>` : nothing}
    </p>
    ${step.problem ? html`<p class="step-error">${step.problem}</p>` : nothing} ${stepFields(step)}
    ${
      step.unresolved.length > 0
        ? html`<p class="muted">
            Unresolved, rendered as empty text: ${step.unresolved.map((name, i) => html`${i > 0 ? ', ' : ''}<code>${name}</code>`)}
          </p>`
        : nothing
    }
  </li>`;
}

function eventView(event: DryRun['event']) {
  if (!event) return html`<p class="muted">Tried with its schedule: no event starts it.</p>`;
  const source =
    event.source === 'latest'
      ? html`the latest <code>${event.type}</code> event (${when(event.created_at)})`
      : event.source === 'sample'
        ? html`a sample <code>${event.type}</code> event (none has happened yet that you may read)`
        : html`the <code>${event.type}</code> event given`;
  return html`<p class="muted">Tried with ${source}.</p>`;
}

export function dryRunView(dry: DryRun) {
  return html`
    <p>
      <strong class=${dry.would_run ? 'status-ok' : 'status-bad'}>${dry.would_run ? 'Would run' : 'Would not run'}</strong>: ${dry.reason}
    </p>
    ${eventView(dry.event)}
    <p>
      <span class=${dry.trigger.matched ? 'status-ok' : 'status-bad'}
        >${dry.trigger.matched ? 'Trigger fires' : 'Trigger does not fire'}</span
      >: ${dry.trigger.reason}
    </p>
    ${filtersView(dry.filters, dry.match)}
    <ol class="dry-steps" aria-label="What each step would do">
      ${dry.steps.map(stepView)}
    </ol>
  `;
}
