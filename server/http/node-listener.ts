import type { RequestListener } from 'node:http';
import type Koa from 'koa';

/**
 * A Koa app as node's request listener. Koa answers every failure itself (ctx.onerror, then the
 * app's 'error' event), so the promise its callback returns never rejects: nothing waits for it.
 */
export function nodeListener(koa: Koa): RequestListener {
  const handle = koa.callback();
  return (req, res) => {
    void handle(req, res);
  };
}
