/**
 * A webhook peer for tests that need a real webhook but are not about delivering to it: a webhook is
 * made only through the API, which pings its URL over HTTPS first, so the peer is an HTTPS receiver
 * answering 200 to everything, with a certificate from a test CA the server trusts.
 */
import type { TestUser } from './fixtures.ts';
import { createTestCertificates, startHttpsReceiver, type HttpsReceiver } from './https.ts';
import { startTestServer, type TestServer } from './server.ts';

export interface ServerWithPeer {
  server: TestServer;
  peer: HttpsReceiver;
  /** Stops the server, then the peer, and removes the certificates. */
  close(): Promise<void>;
}

/** A test server (with `env`) whose outbound calls trust the peer's certificate. */
export async function startServerWithWebhookPeer(env: Record<string, string | undefined> = {}): Promise<ServerWithPeer> {
  const certificates = await createTestCertificates();
  const peer = await startHttpsReceiver(certificates);
  try {
    const server = await startTestServer(env, { caFile: certificates.caFile });
    return {
      server,
      peer,
      async close() {
        await server.close();
        await peer.close();
        await certificates.remove();
      },
    };
  } catch (err) {
    await peer.close();
    await certificates.remove();
    throw err;
  }
}

/** Creates a webhook to the peer through the API (fails the test if it cannot) and returns its id. */
export async function createWebhookToPeer(
  user: TestUser,
  workspaceId: string,
  peer: HttpsReceiver,
  events: Array<'project.created' | 'task.created'> = ['project.created'],
): Promise<string> {
  const { data, error } = await user.client.POST('/v1/webhooks', {
    body: { workspace_id: workspaceId, url: `${peer.url}/hook`, events, secret: `whsec_${'0'.repeat(32)}` },
  });
  if (!data) throw new Error(`setup: could not create a webhook to the peer: ${JSON.stringify(error)}`);
  return data.data.id;
}
