/**
 * The numbers of a 429, read from its headers and from its message, to check that they agree: the
 * mock's come from the document's examples, the server's from its rate limiter, and a client may
 * act on either (wait `Retry-After` seconds, show the message).
 */
import { expect } from 'chai';

export interface RateLimitAnswer {
  headers: { retryAfter: number; limit: number; remaining: number; reset: number };
  /** The limit and the wait the message states. */
  message: { limit: number; seconds: number };
  /** The message with its numbers replaced by `N`, to compare its wording across answers. */
  wording: string;
}

/** The rate-limit headers of a 429: each must be there, as a non-negative integer. */
const headerNames = ['retry-after', 'ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset'] as const;

/** The server's wording for a key over its limit (server/http/rate-limit.ts). */
const keyRefusal = /^Rate limit of (\d+) requests per minute exceeded for this key; retry in (\d+) seconds\.$/;

export function readRateLimitAnswer(what: string, answer: { status: number; headers: Headers; body: unknown }): RateLimitAnswer {
  expect(answer.status, what).to.equal(429);
  const values = headerNames.map((name) => {
    const value = answer.headers.get(name);
    expect(value, `${what}: ${name}`).to.match(/^\d+$/);
    return Number(value);
  });
  const text = (answer.body as { error?: { message?: unknown } }).error?.message;
  expect(text, `${what}: the message`).to.be.a('string');
  const numbers = keyRefusal.exec(text as string);
  expect(numbers, `${what}: "${String(text)}" words a key's refusal as the server does`).to.not.equal(null);
  const [retryAfter, limit, remaining, reset] = values as [number, number, number, number];
  return {
    headers: { retryAfter, limit, remaining, reset },
    message: { limit: Number(numbers![1]), seconds: Number(numbers![2]) },
    wording: (text as string).replace(/\d+/g, 'N'),
  };
}

/** Headers and message say the same: the limit, nothing left, and one wait (Retry-After, RateLimit-Reset, the message's). */
export function expectAgreeing(what: string, { headers, message }: RateLimitAnswer): void {
  expect(headers.limit, `${what}: RateLimit-Limit and the message's limit`).to.equal(message.limit);
  expect(headers.remaining, `${what}: RateLimit-Remaining`).to.equal(0);
  expect(headers.retryAfter, `${what}: Retry-After and the message's seconds`).to.equal(message.seconds);
  expect(headers.reset, `${what}: RateLimit-Reset and Retry-After`).to.equal(headers.retryAfter);
  expect(headers.retryAfter, `${what}: Retry-After within the one-minute window`).to.be.within(1, 60);
}
