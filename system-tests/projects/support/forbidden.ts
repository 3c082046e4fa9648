import { expect } from 'chai';
import type { TestUser } from '../../../contract-tests/support/fixtures.ts';
import type { TestServer } from '../../../contract-tests/support/server.ts';
import { expectNothingWritten } from './stored.ts';

interface Answer {
  error?: { error: { code: string; status: number; message: string } };
  response: Response;
}

/** Asserts `request`, sent as each caller, is refused 403 forbidden naming what it says, and writes nothing. */
export async function expectForbidden(
  server: TestServer,
  callers: Array<[user: TestUser, says: string]>,
  request: (user: TestUser) => Promise<Answer>,
): Promise<void> {
  for (const [user, says] of callers) {
    await expectNothingWritten(server, async () => {
      const { error, response } = await request(user);
      expect(response.status).to.equal(403);
      expect(error!.error).to.include({ code: 'forbidden', status: 403 });
      expect(error!.error.message).to.contain(says);
    });
  }
}
