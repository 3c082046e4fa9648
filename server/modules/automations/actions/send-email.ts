import { isEmailAddress } from '../../../mail/address.ts';
import { renderTemplate } from '../engine/templates.ts';
import { ActionError, type ActionContext } from './context.ts';

interface Config {
  to: string;
  subject: string;
  body: string;
}

/** The domain of the sender address (`MAIL_FROM`), for Message-IDs. */
function messageDomain(from: string): string {
  const at = from.lastIndexOf('@');
  const domain = at < 0 ? '' : (from.slice(at + 1).split(/[>\s]/)[0] ?? '');
  return /^[A-Za-z0-9.-]+$/.test(domain) ? domain : 'localhost';
}

/**
 * The message a `send_email` step sends, and why its recipient is not an address (undefined when it
 * is one). With `limit`, each text is rendered only so far (a dry run shows no more).
 */
export function emailMessage(config: Config, variables: Record<string, unknown>, limit?: number) {
  const to = renderTemplate(config.to, variables, { limit }).trim();
  const problem = isEmailAddress(to) ? undefined : `send_email: '${to.length > 80 ? `${to.slice(0, 80)}…` : to}' is not an e-mail address`;
  return {
    to,
    subject: renderTemplate(config.subject, variables, { limit }),
    text: renderTemplate(config.body, variables, { limit }),
    problem,
  };
}

export async function sendEmail(config: Config, ctx: ActionContext): Promise<void> {
  const { to, subject, text, problem } = emailMessage(config, ctx.variables);
  if (problem) throw new ActionError(problem);
  try {
    await ctx.deps.mailer.send({
      to,
      subject,
      text,
      // One id per step of a run: a step done again after its worker stopped answering is the same message.
      messageId: `<${ctx.run.id}.${ctx.stepIndex}@automations.${messageDomain(ctx.deps.config.mailFrom)}>`,
    });
  } catch (err) {
    throw new ActionError(`send_email: the mail server refused the message: ${(err as Error).message}`);
  }
}
