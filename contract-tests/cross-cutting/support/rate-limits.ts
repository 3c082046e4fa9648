/** Spending a key's per-minute limit, or an address's budget of failed authentications, and checking the 429 that follows. */
import { expect } from 'chai';
import { rawRequest } from '../../support/client.ts';
import type { TestUser } from '../../support/fixtures.ts';

const WINDOW_MS = 60_000;

/** Waits (at most `margin` ms) so the next few requests fall into one fixed one-minute window. */
export async function awayFromWindowEdge(margin = 3_000): Promise<void> {
  const left = WINDOW_MS - (Date.now() % WINDOW_MS);
  if (left < margin) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

/** Spends the key's whole limit with GET /v1/users/me, checking the countdown on the way. */
export async function spendLimit(user: TestUser, limit: number): Promise<void> {
  for (let i = 1; i <= limit; i++) {
    const { response } = await user.client.GET('/v1/users/me');
    expect(response.status, `request ${i} of ${limit}`).to.equal(200);
    expect(response.headers.get('ratelimit-limit')).to.equal(String(limit));
    expect(response.headers.get('ratelimit-remaining')).to.equal(String(limit - i));
  }
}

/** Asserts a 429 answer: envelope, Retry-After and RateLimit-* headers consistent with each other. */
export function expectRateLimited(response: { status: number; headers: Headers; body: unknown }, limit: number): void {
  expect(response.status).to.equal(429);
  expect((response.body as { error: unknown }).error).to.include({ code: 'rate_limit_exceeded', status: 429 });
  const retryAfter = Number(response.headers.get('retry-after'));
  const reset = Number(response.headers.get('ratelimit-reset'));
  expect(retryAfter).to.be.within(1, 60);
  expect(reset).to.equal(retryAfter);
  expect(response.headers.get('ratelimit-limit')).to.equal(String(limit));
  expect(response.headers.get('ratelimit-remaining')).to.equal('0');
}

/** A well-formed key that was never issued: a failed authentication. */
export const badKey = `wsa_${'A'.repeat(43)}`;

/** Spends what is left of the address's budget of failed authentications this minute, until the 429. */
export async function spendAnonymousBudget(url: string, limit: number): Promise<void> {
  for (let i = 0; i <= limit; i++) {
    const refused = await rawRequest(url, { method: 'GET', path: '/v1/users/me', apiKey: badKey });
    if (refused.status === 429) return;
    expect(refused.status, `request ${i + 1}`).to.equal(401);
  }
  expect.fail(`no 429 after ${limit + 1} failed authentications`);
}
