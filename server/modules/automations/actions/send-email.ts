import { isEmailAddress, messageDomain } from '../../../mail/address.ts';
import { renderTemplate } from '../engine/templates.ts';
import { ActionError, orFail, type ActionContext, type PrepareContext, type Prepared } from './context.ts';

interface Config {
  to: string;
  subject: string;
  body: string;
}

export interface PreparedEmail extends Prepared {
  to: string;
  subject: string;
  body: string;
}

/** The message a `send_email` step sends, and why its recipient is not an address. */
export function prepareEmail(ctx: PrepareContext, config: Config): PreparedEmail {
  const limit = ctx.renderLimit;
  const to = renderTemplate(config.to, ctx.variables, { limit }).trim();
  const problem = isEmailAddress(to) ? null : `send_email: '${to.length > 80 ? `${to.slice(0, 80)}…` : to}' is not an e-mail address`;
  return {
    to,
    subject: renderTemplate(config.subject, ctx.variables, { limit }),
    body: renderTemplate(config.body, ctx.variables, { limit }),
    problem,
  };
}

export async function sendEmail(ctx: ActionContext, config: Config): Promise<void> {
  const { to, subject, body } = orFail(prepareEmail(ctx, config));
  try {
    await ctx.deps.mailer.send({
      to,
      subject,
      text: body,
      // One id per step of a run: a step done again after its worker stopped answering is the same message.
      messageId: `<${ctx.runId}.${ctx.stepIndex}@automations.${messageDomain(ctx.deps.config.mailFrom)}>`,
    });
  } catch (err) {
    throw new ActionError(`send_email: the mail server refused the message: ${(err as Error).message}`);
  }
}
