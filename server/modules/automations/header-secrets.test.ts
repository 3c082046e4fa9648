// `call_webhook` header values are write-only: sealed apart from the actions, which keep `********` in
// their place (what every answer shows), and opened only for the request a step sends.
import { expect } from 'chai';
import { InvalidError } from '../../errors.ts';
import { toAutomationJson, type Automation } from './automations.model.ts';
import { secretBox } from '../../secrets/secret-box.ts';
import { headerBox, headerMask, openHeaders, sealHeaders, type HeaderSecrets } from './header-secrets.ts';
import type { Action } from './validate-automation.ts';

const secretKey = 'a'.repeat(32) + 'b'.repeat(32);
const box = headerBox(secretKey);

const callWebhook = (headers?: Record<string, string>): Action => ({
  type: 'call_webhook',
  config: { url: 'https://hooks.example.com/in', ...(headers ? { headers } : {}) },
});
const sendEmail: Action = { type: 'send_email', config: { to: 'ops@example.com', subject: 'Hi', body: 'There' } };

/** The error `fn` throws, for its fields to be checked. */
function thrown(fn: () => unknown): Error {
  try {
    fn();
  } catch (err) {
    return err as Error;
  }
  throw new Error('expected a throw');
}

describe('sealing call_webhook header values (sealHeaders, openHeaders)', () => {
  it('masks every header value in the actions and seals each under <action index>/<header name>', () => {
    const actions = [sendEmail, callWebhook({ Authorization: 'Bearer t0k3n', 'X-Team': 'ops' }), callWebhook()];
    const { actions: masked, secrets } = sealHeaders(actions, {}, box);
    expect(headerMask).to.equal('********');
    expect(masked).to.deep.equal([sendEmail, callWebhook({ Authorization: headerMask, 'X-Team': headerMask }), callWebhook()]);
    expect(Object.keys(secrets).sort()).to.deep.equal(['1/Authorization', '1/X-Team']);
    expect(box.open(secrets['1/Authorization']!)).to.equal('Bearer t0k3n');
    expect(box.open(secrets['1/X-Team']!)).to.equal('ops');
    expect(JSON.stringify({ masked, secrets })).to.not.contain('t0k3n');
  });

  it('leaves the actions it was given as they were', () => {
    const actions = [callWebhook({ Authorization: 'Bearer t0k3n' })];
    sealHeaders(actions, {}, box);
    expect(actions).to.deep.equal([callWebhook({ Authorization: 'Bearer t0k3n' })]);
  });

  it("opens a step's values for its request, and only that step's", () => {
    const { actions, secrets } = sealHeaders(
      [callWebhook({ Authorization: 'Bearer one' }), callWebhook({ Authorization: 'Bearer two', 'X-Id': '{{run.id}}' })],
      {},
      box,
    );
    const headersOf = (index: number) => (actions[index] as Extract<Action, { type: 'call_webhook' }>).config.headers;
    expect(openHeaders({ index: 0, headers: headersOf(0) }, secrets, box)).to.deep.equal({ Authorization: 'Bearer one' });
    expect(openHeaders({ index: 1, headers: headersOf(1) }, secrets, box)).to.deep.equal({
      Authorization: 'Bearer two',
      'X-Id': '{{run.id}}',
    });
    expect(openHeaders({ index: 2, headers: undefined }, secrets, box)).to.deep.equal({});
  });

  it('sends a header that has no sealed value as the action holds it', () => {
    expect(openHeaders({ index: 0, headers: { 'X-Plain': 'as stored' } }, {}, box)).to.deep.equal({ 'X-Plain': 'as stored' });
  });

  it('keeps the stored sealed value when the mask is sent back, and its sealed form when the same value is', () => {
    const first = sealHeaders([callWebhook({ Authorization: 'Bearer t0k3n', 'X-Team': 'ops' })], {}, box);
    const again = sealHeaders([callWebhook({ Authorization: headerMask, 'X-Team': 'ops' })], first.secrets, box);
    expect(again.secrets, 're-sending what is stored is no change').to.deep.equal(first.secrets);
    expect(again.actions).to.deep.equal(first.actions);
  });

  it('seals a changed value anew and drops the values of headers no longer sent', () => {
    const first = sealHeaders([callWebhook({ Authorization: 'Bearer old', 'X-Team': 'ops' })], {}, box);
    const changed = sealHeaders([callWebhook({ Authorization: 'Bearer new' })], first.secrets, box);
    expect(Object.keys(changed.secrets)).to.deep.equal(['0/Authorization']);
    expect(changed.secrets['0/Authorization']).to.not.equal(first.secrets['0/Authorization']);
    expect(box.open(changed.secrets['0/Authorization']!)).to.equal('Bearer new');
  });

  it('keeps a value under its mask only for the method and URL it was stored for: a step moved or re-pointed must send it again', () => {
    const to = (url: string, authorization: string): Action => ({
      type: 'call_webhook',
      config: { url, headers: { Authorization: authorization } },
    });
    const first = sealHeaders([to('https://a.example/in', 'A'), to('https://b.example/in', 'B')], {}, box);
    const same = sealHeaders(
      [to('https://a.example/in', headerMask), to('https://b.example/in', headerMask)],
      first.secrets,
      box,
      undefined,
      first.actions,
    );
    expect(same.secrets, 'unchanged steps keep their values').to.deep.equal(first.secrets);

    const moved = thrown(() =>
      sealHeaders(
        [sendEmail, to('https://a.example/in', headerMask), to('https://b.example/in', headerMask)],
        first.secrets,
        box,
        undefined,
        first.actions,
      ),
    );
    expect(moved).to.be.instanceOf(InvalidError);
    expect((moved as InvalidError).details?.map((d) => d.field)).to.deep.equal([
      '/actions/1/config/headers/Authorization',
      '/actions/2/config/headers/Authorization',
    ]);
    expect(moved.message).to.match(
      /is the mask \*{8}, but this step's method or URL is not the one the value was stored for: send the value itself\.$/,
    );

    const repointed = thrown(() =>
      sealHeaders([to('https://attacker.example/in', headerMask)], first.secrets, box, undefined, first.actions),
    );
    expect((repointed as InvalidError).details?.map((d) => d.field)).to.deep.equal(['/actions/0/config/headers/Authorization']);
  });

  it('keys stored values by position: a mask for a header another action holds is refused with 422, naming the header', () => {
    const stored = sealHeaders([callWebhook({ Authorization: 'Bearer t0k3n' })], {}, box).secrets;
    const err = thrown(() => sealHeaders([sendEmail, callWebhook({ Authorization: headerMask })], stored, box));
    expect(err).to.be.instanceOf(InvalidError);
    expect(err.message).to.equal(
      'actions.1.config.headers.Authorization is the mask ********, but this action has no stored value for that header: send the value itself.',
    );
    expect((err as InvalidError).details).to.deep.equal([
      {
        field: '/actions/1/config/headers/Authorization',
        message: 'is the mask ********, but this action has no stored value for that header: send the value itself',
      },
    ]);
  });

  it('seals under a key of its own: the webhook-secret key cannot open a header value, nor another SECRET_KEY', () => {
    const { secrets } = sealHeaders([callWebhook({ Authorization: 'Bearer t0k3n' })], {}, box);
    const sealed = secrets['0/Authorization']!;
    expect(secretBox(secretKey, 'call-webhook-headers').open(sealed)).to.equal('Bearer t0k3n');
    expect(() => secretBox(secretKey).open(sealed)).to.throw(/unable to authenticate data/);
    const otherBox = headerBox('c'.repeat(32) + 'd'.repeat(32));
    expect(() => openHeaders({ index: 0, headers: { Authorization: headerMask } }, secrets, otherBox)).to.throw(
      /unable to authenticate data/,
    );
  });

  it('refuses to send a stored value that was tampered with', () => {
    const { secrets } = sealHeaders([callWebhook({ Authorization: 'Bearer t0k3n' })], {}, box);
    const [version, iv, tag, ciphertext] = secrets['0/Authorization']!.split(':');
    const bytes = Buffer.from(ciphertext!, 'base64');
    bytes[0] = bytes[0]! ^ 0x01;
    const tamperedSecrets: HeaderSecrets = { '0/Authorization': [version, iv, tag, bytes.toString('base64')].join(':') };
    expect(() => openHeaders({ index: 0, headers: { Authorization: headerMask } }, tamperedSecrets, box)).to.throw(
      /unable to authenticate data/,
    );
  });

  it('answers an automation with the masks in its actions and never the sealed values', () => {
    const { actions, secrets } = sealHeaders([callWebhook({ Authorization: 'Bearer t0k3n' })], {}, box);
    const at = new Date('2026-11-25T12:00:00Z');
    const row: Automation = {
      id: 'auto_1',
      kind: 'automation',
      workspace_id: 'ws_1',
      project_id: 'proj_1',
      name: 'Notify',
      description: '',
      steps: null,
      type: 'event',
      enabled: true,
      trigger: { event: 'task.created' },
      actions,
      paused_by_archive: false,
      author_member_id: 'mem_1',
      author_name: 'Ada',
      header_secrets: secrets,
      next_run_at: null,
      created_at: at,
      updated_at: at,
    };
    const shown = JSON.stringify(toAutomationJson(row));
    expect(toAutomationJson(row).actions).to.deep.equal([callWebhook({ Authorization: headerMask })]);
    expect(shown).to.not.contain(secrets['0/Authorization']!);
    expect(shown).to.not.contain('t0k3n');
    expect(shown).to.not.contain('header_secrets');
  });
});
