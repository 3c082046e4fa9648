// A webhook as clients see it (toWebhookJson): its signing secrets, sealed at rest, are never shown
// in any form; of a rotation, only when the previous secret stops signing, and only while it still does.
import { expect } from 'chai';
import { secretBox } from '../../secrets/secret-box.ts';
import { toWebhookJson, type Webhook } from './webhooks.model.ts';

const box = secretBox('a'.repeat(32) + 'b'.repeat(32));
const at = new Date('2026-11-25T12:00:00Z');

const webhook = (overrides: Partial<Webhook> = {}): Webhook => ({
  id: 'wh_1',
  workspace_id: 'ws_1',
  url: 'https://hooks.example.com/in',
  events: ['task.created'],
  secret_ciphertext: box.seal('whsec_current_0123456789'),
  previous_secret_ciphertext: box.seal('whsec_previous_0123456789'),
  previous_secret_expires_at: new Date(Date.now() + 3_600_000),
  enabled: true,
  disabled_reason: null,
  last_success_at: null,
  failing_since: null,
  created_at: at,
  updated_at: at,
  ...overrides,
});

describe('a webhook as answered (toWebhookJson)', () => {
  it('shows no secret: neither sealed nor opened, current nor previous', () => {
    const row = webhook();
    const shown = toWebhookJson(row);
    expect(Object.keys(shown).sort()).to.deep.equal([
      'created_at',
      'disabled_reason',
      'enabled',
      'events',
      'id',
      'last_success_at',
      'previous_secret_expires_at',
      'updated_at',
      'url',
      'workspace_id',
    ]);
    const text = JSON.stringify(shown);
    for (const hidden of [row.secret_ciphertext, row.previous_secret_ciphertext!, 'whsec_current', 'whsec_previous']) {
      expect(text).to.not.contain(hidden);
    }
  });

  it('shows when the previous secret stops signing while it still signs, and null once it has stopped or there is none', () => {
    const expiresAt = new Date(Date.now() + 3_600_000);
    expect(toWebhookJson(webhook({ previous_secret_expires_at: expiresAt })).previous_secret_expires_at).to.equal(expiresAt.toISOString());
    expect(toWebhookJson(webhook({ previous_secret_expires_at: new Date(Date.now() - 1_000) })).previous_secret_expires_at).to.equal(null);
    expect(
      toWebhookJson(webhook({ previous_secret_ciphertext: null, previous_secret_expires_at: null })).previous_secret_expires_at,
    ).to.equal(null);
  });
});
