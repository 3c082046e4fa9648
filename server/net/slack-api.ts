import { request } from 'undici';

/** A post Slack refused or never answered; the message says which and why. */
export class SlackPostError extends Error {}

/** Slack Web API `chat.postMessage` with the service's bot token: HTTP 200 with `ok: false` is a failure too. */
export async function postSlackMessage(api: { slackApiUrl: string; slackBotToken: string }, channel: string, text: string): Promise<void> {
  let response;
  try {
    response = await request(`${api.slackApiUrl}/chat.postMessage`, {
      method: 'POST',
      headers: { authorization: `Bearer ${api.slackBotToken}`, 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ channel, text }),
      headersTimeout: 10_000,
      bodyTimeout: 10_000,
      signal: AbortSignal.timeout(10_000),
    });
  } catch (err) {
    throw new SlackPostError(`Slack API unreachable: ${(err as Error).message}`);
  }
  const raw = await response.body.text();
  let body: { ok?: boolean; error?: string } = {};
  try {
    body = JSON.parse(raw) as typeof body;
  } catch {
    // Not JSON: judged by the status below.
  }
  if (response.statusCode !== 200 || body.ok !== true) {
    throw new SlackPostError(`Slack answered ${response.statusCode}${body.error ? ` (${body.error})` : ''}`);
  }
}
