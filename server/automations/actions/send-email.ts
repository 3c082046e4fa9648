import { isEmailAddress } from '../../mail/address.ts';
import { renderTemplate } from '../templates.ts';
import { ActionError, type ActionContext } from './context.ts';

interface Config {
  to: string;
  subject: string;
  body: string;
}

export async function sendEmail(config: Config, ctx: ActionContext): Promise<void> {
  const to = renderTemplate(config.to, ctx.variables).trim();
  if (!isEmailAddress(to)) throw new ActionError(`send_email: '${to.length > 80 ? `${to.slice(0, 80)}…` : to}' is not an e-mail address`);
  try {
    await ctx.deps.mailer.send({ to, subject: renderTemplate(config.subject, ctx.variables), text: renderTemplate(config.body, ctx.variables) });
  } catch (err) {
    throw new ActionError(`send_email: the mail server refused the message: ${(err as Error).message}`);
  }
}
