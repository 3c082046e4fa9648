/**
 * A CORS preflight sent alike to the server and to the mock, and the answer compared: status, every
 * `Access-Control-*` header, `Vary`, `Allow` and the body. `Allow` lists only a path's own methods,
 * a concrete path beside a template (`/v1/notifications/mark-read`: POST) included.
 */
import { expect } from 'chai';

/** A collection, an item with an id, and a POST-only path beside a templated one. */
export const preflightPaths = ['/v1/projects', '/v1/projects/proj_01jd7m4a2b3c4d5e6f7g', '/v1/notifications/mark-read'];

interface PreflightAnswer {
  status: number;
  headers: Record<string, string | null>;
  body: string;
}

async function preflight(base: string, path: string, origin: string): Promise<PreflightAnswer> {
  const response = await fetch(`${base}${path}`, {
    method: 'OPTIONS',
    headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization, content-type' },
  });
  const headers: Record<string, string | null> = { vary: response.headers.get('vary'), allow: response.headers.get('allow') };
  response.headers.forEach((value, name) => {
    if (name.startsWith('access-control-')) headers[name] = value;
  });
  return { status: response.status, headers, body: await response.text() };
}

/** Sends the preflight on every path to both; each answer must be the server's, with the status the case expects. */
export async function expectSamePreflights(targets: { server: string; mock: string }, origin: string, status: number): Promise<void> {
  for (const path of preflightPaths) {
    const [fromServer, fromMock] = await Promise.all([preflight(targets.server, path, origin), preflight(targets.mock, path, origin)]);
    expect(fromServer.status, `server, ${path}`).to.equal(status);
    if (path === '/v1/notifications/mark-read' && status === 200) expect(fromServer.headers.allow, `server, ${path}`).to.equal('POST');
    expect(fromMock, `mock, ${path}`).to.deep.equal(fromServer);
  }
}
