/**
 * An automation's or workflow's recent runs, as plain Lit templates: each run's status, when it started
 * and ended, what started it and why it failed, then each step's status and error in order.
 */
import { html, nothing } from 'lit';
import type { Schemas } from '@workspace-automation/sdk';
import { when } from '../context.ts';

export type Run = Schemas['AutomationRun'] | Schemas['WorkflowRun'];
type Step = Run['steps'][number];

/** The colour a status reads in; the status is always written out too, so colour is never the only cue. */
export function statusClass(status: Run['status'] | Step['status']): string {
  if (status === 'success') return 'status-ok';
  if (status === 'failed' || status === 'cancelled') return 'status-bad';
  return 'muted';
}

function cause(trigger: Run['trigger']): string {
  if (trigger.kind === 'event') return `by a ${trigger.event_type ?? ''} event`;
  return trigger.kind === 'schedule' ? 'by its schedule' : 'by hand';
}

function stepView(step: Step) {
  const resumes = 'resume_at' in step && step.resume_at ? html` · resumes ${when(step.resume_at)}` : nothing;
  return html`<li>
    <code>${step.type}</code> <span class=${statusClass(step.status)}>${step.status.replace('_', ' ')}</span>${resumes}
    ${step.error ? html`<p class="step-error">${step.error}</p>` : nothing}
  </li>`;
}

function runView(run: Run) {
  const resumes = 'resume_at' in run && run.resume_at ? html` · resumes ${when(run.resume_at)}` : nothing;
  return html`<li class="run">
    <p>
      <span class=${statusClass(run.status)}>${run.status}</span> · started <time datetime=${run.started_at}>${when(run.started_at)}</time>
      · ${run.completed_at ? html`ended <time datetime=${run.completed_at}>${when(run.completed_at)}</time>` : 'not ended'}${resumes} ·
      ${cause(run.trigger)}
    </p>
    ${run.error_message ? html`<p class="step-error">${run.error_message}</p>` : nothing}
    ${
      run.steps.length > 0
        ? html`<ol class="run-steps" aria-label="Steps">
            ${run.steps.map(stepView)}
          </ol>`
        : nothing
    }
  </li>`;
}

/** The runs, most recent first (as the API lists them). */
export function runsView(runs: Run[]) {
  if (runs.length === 0) return html`<p class="muted">No runs yet.</p>`;
  return html`<ol class="runs">
    ${runs.map(runView)}
  </ol>`;
}
