/**
 * A refusal as the person sees it: the envelope's message, each field it names with what is wrong
 * there, and the request id to quote. Anything else (no answer) says the service could not be reached.
 */
import { ApiError } from '@workspace-automation/sdk';
import { html, nothing } from 'lit';

export interface Problem {
  message: string;
  fields: Array<{ field: string; message: string }>;
  requestId?: string | undefined;
}

export function problemOf(error: unknown): Problem {
  if (error instanceof ApiError) return { message: error.message, fields: error.details, requestId: error.requestId };
  const reason = error instanceof Error ? error.message : String(error);
  return { message: `The service could not be reached: ${reason}`, fields: [] };
}

export function problemView(problem: Problem | undefined) {
  if (!problem) return nothing;
  return html`<div class="problem" role="alert">
    <p>${problem.message}</p>
    ${
      problem.fields.length > 0
        ? html`<ul>
            ${problem.fields.map((f) => html`<li><code>${f.field}</code>: ${f.message}</li>`)}
          </ul>`
        : nothing
    }
    ${problem.requestId ? html`<p class="muted">Request id <code>${problem.requestId}</code></p>` : nothing}
  </div>`;
}
