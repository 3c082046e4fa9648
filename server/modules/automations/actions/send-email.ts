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

export async function sendEmail(config: Config, ctx: ActionContext): Promise<void> {
  const to = renderTemplate(config.to, ctx.variables).trim();
  if (!isEmailAddress(to)) throw new ActionError(`send_email: '${to.length > 80 ? `${to.slice(0, 80)}…` : to}' is not an e-mail address`);
  try {
    await ctx.deps.mailer.send({
      to,
      subject: renderTemplate(config.subject, ctx.variables),
      text: renderTemplate(config.body, ctx.variables),
      // One id per step of a run: a step done again after its worker stopped answering is the same message.
      messageId: `<${ctx.run.id}.${ctx.stepIndex}@automations.${messageDomain(ctx.deps.config.mailFrom)}>`,
    });
  } catch (err) {
    throw new ActionError(`send_email: the mail server refused the message: ${(err as Error).message}`);
  }
}
