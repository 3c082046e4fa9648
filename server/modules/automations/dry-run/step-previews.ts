import type { components } from '../../../../sdk/src/generated/openapi-types.ts';
import { prepareAction, type PreparedAction } from '../actions/actions.ts';
import type { PrepareContext } from '../actions/context.ts';
import { maxUrlLength } from '../actions/call-webhook.ts';
import { maxTemplateLength, unresolvedVariables } from '../engine/templates.ts';
import { headerMask } from '../header-secrets.ts';
import type { Action } from '../validate-automation.ts';
import { maxUnresolvedShown, shownName } from './answer-bounds.ts';

export type StepPreview = components['schemas']['DryRunStep'];

/** How far a text a dry run shows is rendered: one past what is shown, so `shown` can tell it was longer. */
export const previewRenderLimit = maxTemplateLength + 1;

/** The stored action holds masks, never the values: a dry run shows no secret, rendered or not. */
export const maskedHeaders: PrepareContext['headerValues'] = ({ headers }) =>
  Object.fromEntries(Object.keys(headers ?? {}).map((name) => [name, headerMask]));

/** A rendered text as a dry run shows it: cut at the template limit (or a URL's) so one answer stays bounded. */
function shown(text: string, max = maxTemplateLength): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

const shownOrNull = (text: string | null) => (text === null ? null : shown(text));

/** The fields of one action that templates fill, for the unresolved list. */
function templatedTexts(action: Action): (string | undefined)[] {
  const config = action.config as Record<string, unknown>;
  return ['message', 'to', 'subject', 'body', 'name', 'description', 'url'].map((k) =>
    typeof config[k] === 'string' ? config[k] : undefined,
  );
}

/** A prepared step as a dry run shows it: its rendered texts cut, nothing of what only a run uses. */
function shownStep(prepared: PreparedAction) {
  const { problem } = prepared;
  switch (prepared.type) {
    case 'send_slack_message':
      return { type: prepared.type, channel: prepared.channel, text: shown(prepared.text), problem };
    case 'send_email':
      return { type: prepared.type, to: shown(prepared.to), subject: shown(prepared.subject), body: shown(prepared.body), problem };
    case 'create_task': {
      const { project_id, name, description, assignee_member_id } = prepared;
      return { type: prepared.type, project_id, name: shown(name), description: shownOrNull(description), assignee_member_id, problem };
    }
    case 'update_task': {
      const { task_id, name, description, status, assignee_member_id } = prepared;
      return {
        type: prepared.type,
        task_id,
        ...(name === undefined ? {} : { name: shown(name) }),
        ...(description === undefined ? {} : { description: shown(description) }),
        ...(status === undefined ? {} : { status }),
        ...(assignee_member_id === undefined ? {} : { assignee_member_id }),
        problem,
      };
    }
    case 'call_webhook': {
      const { method, url, headers, body } = prepared;
      return { type: prepared.type, method, url: shown(url, maxUrlLength), headers, body: shownOrNull(body), problem };
    }
  }
}

/** What one action would do, prepared as a run prepares it, with nothing performed. */
export async function previewStep(ctx: PrepareContext, action: Action): Promise<StepPreview> {
  const unresolved = unresolvedVariables(templatedTexts(action), ctx.variables, maxUnresolvedShown).map(shownName);
  return { index: ctx.stepIndex, unresolved, ...shownStep(await prepareAction(ctx, action)) };
}
