// Secrets at rest (secretBox): AES-256-GCM under a key per purpose derived from SECRET_KEY. What is
// sealed opens only with the same SECRET_KEY and purpose, and any change to a sealed value is refused.
import { createCipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { secretBox } from './secret-box.ts';

const secretKey = 'a'.repeat(32) + 'b'.repeat(32);
const otherKey = 'c'.repeat(32) + 'd'.repeat(32);

/** A value sealed by hand, as `secretBox` writes `v2` (or wrote `v1`) values, with the given key. */
function sealedWith(version: 'v1' | 'v2', key: Buffer, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [version, iv.toString('base64'), cipher.getAuthTag().toString('base64'), ciphertext.toString('base64')].join(':');
}

/** `sealed` with one byte of its `part` (1 iv, 2 tag, 3 ciphertext) changed. */
function tampered(sealed: string, part: 1 | 2 | 3): string {
  const parts = sealed.split(':');
  const bytes = Buffer.from(parts[part]!, 'base64');
  bytes[0] = bytes[0]! ^ 0x01;
  parts[part] = bytes.toString('base64');
  return parts.join(':');
}

describe('sealing secrets at rest (secretBox)', () => {
  const box = secretBox(secretKey);

  it('opens what it sealed, whatever the characters, the empty string too (a call_webhook header may be empty)', () => {
    for (const plaintext of ['whsec_0123456789abcdef', 'Bearer é ü 漢字 🙂', 'x'.repeat(4_096), '']) {
      expect(box.open(box.seal(plaintext))).to.equal(plaintext);
    }
  });

  it('seals as v2:iv:tag:ciphertext in base64 (a 12-byte iv, a 16-byte tag), the plaintext nowhere in it', () => {
    const sealed = box.seal('a webhook secret');
    const [version, iv, tag, ciphertext, ...rest] = sealed.split(':');
    expect(version).to.equal('v2');
    expect(rest).to.deep.equal([]);
    expect(Buffer.from(iv!, 'base64')).to.have.length(12);
    expect(Buffer.from(tag!, 'base64')).to.have.length(16);
    expect(Buffer.from(ciphertext!, 'base64')).to.have.length('a webhook secret'.length);
    expect(sealed).to.not.contain('a webhook secret');
  });

  it('seals the same value differently each time (a fresh iv), and each opens', () => {
    const first = box.seal('same');
    const second = box.seal('same');
    expect(first).to.not.equal(second);
    expect([box.open(first), box.open(second)]).to.deep.equal(['same', 'same']);
  });

  it('refuses a sealed value with any byte changed: in its ciphertext, its tag or its iv', () => {
    const sealed = box.seal('a webhook secret');
    for (const part of [1, 2, 3] as const) {
      expect(() => box.open(tampered(sealed, part)), `part ${part}`).to.throw(/unable to authenticate data/);
    }
  });

  it('refuses to open with another SECRET_KEY', () => {
    const sealed = box.seal('a webhook secret');
    expect(() => secretBox(otherKey).open(sealed)).to.throw(/unable to authenticate data/);
  });

  it('keeps purposes apart: a value sealed for one purpose does not open under another', () => {
    const headers = secretBox(secretKey, 'call-webhook-headers');
    const responses = secretBox(secretKey, 'idempotent-responses');
    const sealed = headers.seal('Bearer token');
    expect(headers.open(sealed)).to.equal('Bearer token');
    expect(() => box.open(sealed)).to.throw(/unable to authenticate data/);
    expect(() => responses.open(sealed)).to.throw(/unable to authenticate data/);
  });

  it('seals webhook secrets by default', () => {
    expect(secretBox(secretKey, 'webhook-secrets').open(box.seal('s'))).to.equal('s');
  });

  it('derives each purpose key with HKDF-SHA256 from SECRET_KEY (stored values depend on it never changing)', () => {
    const key = Buffer.from(hkdfSync('sha256', secretKey, 'workspace-automation-service', 'call-webhook-headers', 32));
    expect(secretBox(secretKey, 'call-webhook-headers').open(sealedWith('v2', key, 'sealed elsewhere'))).to.equal('sealed elsewhere');
  });

  it('still opens v1 values (sealed with SHA-256 of SECRET_KEY before keys per purpose), and only with that SECRET_KEY', () => {
    const v1Key = createHash('sha256').update(`wsa-webhook-secrets:${secretKey}`).digest();
    const sealed = sealedWith('v1', v1Key, 'an old secret');
    expect(box.open(sealed)).to.equal('an old secret');
    expect(() => secretBox(otherKey).open(sealed)).to.throw(/unable to authenticate data/);
    expect(() => box.open(tampered(sealed, 3))).to.throw(/unable to authenticate data/);
  });

  it('refuses what is not a sealed value: plaintext, an unknown version, a missing part', () => {
    const [, iv, tag, ciphertext] = box.seal('x').split(':');
    for (const value of ['a plain secret', `v3:${iv}:${tag}:${ciphertext}`, `v2:${iv}:${tag}`, `v2::${tag}:${ciphertext}`, '']) {
      expect(() => box.open(value), JSON.stringify(value)).to.throw('sealed secret: unknown format');
    }
  });
});
