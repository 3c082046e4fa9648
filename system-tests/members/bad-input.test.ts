import { expect } from 'chai';
import { rawRequest } from '../../contract-tests/support/client.ts';
import { memberWithRole, ownerWithWorkspace, type TestUser } from '../../contract-tests/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { workspaceState } from './support/workspace-state.ts';

interface ErrorBody {
  error: { code: string; message: string; status: number; details?: Array<{ field: string; message: string }> };
}

interface Case {
  name: string;
  /** A JSON value, or a string sent as is. */
  body: unknown;
  contentType?: string;
  status: 400 | 422;
  /** The field the first detail must name, when the error has details. */
  field?: string;
}

const createInvitationCases: Case[] = [
  { name: 'an empty object (both fields missing)', body: {}, status: 400, field: '/email' },
  { name: 'a missing role', body: { email: 'a@example.test' }, status: 400, field: '/role' },
  { name: 'a missing email', body: { role: 'viewer' }, status: 400, field: '/email' },
  { name: 'an e-mail address without @', body: { email: 'not-an-email', role: 'viewer' }, status: 422, field: '/email' },
  { name: 'an empty e-mail address', body: { email: '', role: 'viewer' }, status: 422, field: '/email' },
  { name: 'a role outside the enum', body: { email: 'a@example.test', role: 'superuser' }, status: 422, field: '/role' },
  { name: 'an e-mail of the wrong type', body: { email: 42, role: 'viewer' }, status: 422, field: '/email' },
  { name: 'a role of the wrong type', body: { email: 'a@example.test', role: ['viewer'] }, status: 422, field: '/role' },
  { name: 'an unknown field', body: { email: 'a@example.test', role: 'viewer', message: 'hi' }, status: 422, field: '/message' },
  { name: 'a body that is not JSON', body: '{"email": "a@example.test", ', status: 400 },
  { name: 'a JSON array instead of an object', body: '[]', status: 400 },
  { name: 'a JSON string instead of an object', body: '"a@example.test"', status: 400 },
  {
    name: 'a form-encoded body',
    body: 'email=a%40example.test&role=viewer',
    contentType: 'application/x-www-form-urlencoded',
    status: 400,
  },
  { name: 'no body at all', body: undefined, status: 400 },
];

const updateMemberCases: Case[] = [
  { name: 'an empty object (role missing)', body: {}, status: 400, field: '/role' },
  { name: 'a role outside the enum', body: { role: 'boss' }, status: 422, field: '/role' },
  { name: 'a role of the wrong type', body: { role: 3 }, status: 422, field: '/role' },
  { name: 'a null role', body: { role: null }, status: 422, field: '/role' },
  { name: 'an unknown field', body: { role: 'viewer', name: 'Renamed' }, status: 422, field: '/name' },
  { name: 'a body that is not JSON', body: '{role: viewer}', status: 400 },
  { name: 'a form-encoded body', body: 'role=viewer', contentType: 'application/x-www-form-urlencoded', status: 400 },
  { name: 'no body at all', body: undefined, status: 400 },
];

describe('bad input to member and invitation writes', () => {
  let server: TestServer;
  let owner: TestUser;
  let workspaceId: string;
  let editorMemberId: string;
  before(async () => {
    server = await startTestServer();
    ({ owner, workspaceId } = await ownerWithWorkspace(server));
    ({ memberId: editorMemberId } = await memberWithRole(server, workspaceId, 'editor'));
  });
  after(async () => {
    await server?.close();
  });

  async function expectRefused(method: string, path: string, c: Case): Promise<void> {
    const before = await workspaceState(server, workspaceId);
    const response = await rawRequest<ErrorBody>(server.url, {
      method,
      path,
      apiKey: owner.key,
      body: c.body,
      headers: c.body === undefined ? {} : { 'Content-Type': c.contentType ?? 'application/json' },
    });
    expect(response.status, response.text).to.equal(c.status);
    expect(response.body.error).to.include({ status: c.status, code: c.status === 400 ? 'bad_request' : 'unprocessable_entity' });
    expect(response.body.error.message).to.be.a('string').and.not.equal('');
    if (c.field) expect(response.body.error.details?.[0]?.field, JSON.stringify(response.body.error.details)).to.equal(c.field);
    expect(await workspaceState(server, workspaceId)).to.deep.equal(before);
  }

  describe('POST /v1/workspaces/{workspace_id}/invitations refuses', () => {
    for (const c of createInvitationCases) {
      it(`${c.name} with ${c.status} and stores nothing`, async () => {
        await expectRefused('POST', `/v1/workspaces/${workspaceId}/invitations`, c);
      });
    }
  });

  describe('PATCH /v1/workspaces/{workspace_id}/members/{member_id} refuses', () => {
    for (const c of updateMemberCases) {
      it(`${c.name} with ${c.status} and changes nothing`, async () => {
        await expectRefused('PATCH', `/v1/workspaces/${workspaceId}/members/${editorMemberId}`, c);
      });
    }
  });

  it('reports a missing required field as 400 even when another field is also invalid', async () => {
    await expectRefused('POST', `/v1/workspaces/${workspaceId}/invitations`, {
      name: 'missing role, bad email',
      body: { email: 'nope' },
      status: 400,
      field: '/role',
    });
  });
});
