import { createCipheriv, createDecipheriv, createHash, hkdfSync } from 'node:crypto';
import { randomView } from './random-pool.ts';

/** What a sealed value is for: each purpose has its own key, derived from SECRET_KEY with HKDF. */
export type SecretPurpose = 'webhook-secrets' | 'call-webhook-headers' | 'idempotent-responses';

const keys = new Map<string, Buffer>();

function keyFor(secretKey: string, purpose: SecretPurpose): Buffer {
  const id = `${purpose}\u0000${secretKey}`;
  let key = keys.get(id);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secretKey, 'workspace-automation-service', purpose, 32));
    keys.set(id, key);
  }
  return key;
}

/**
 * Seals secrets at rest with AES-256-GCM. `v2` values use an HKDF-SHA256 key per purpose; `v1`
 * values, sealed before with a plain SHA-256 of SECRET_KEY, still open.
 */
export function secretBox(secretKey: string, purpose: SecretPurpose = 'webhook-secrets') {
  const key = keyFor(secretKey, purpose);
  return {
    seal(plaintext: string): string {
      // From the pool: randomBytes(12) was a third of sealing a keyed task's answer (issue 29, point 1).
      const iv = Buffer.from(randomView(12));
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return ['v2', iv.toString('base64'), cipher.getAuthTag().toString('base64'), ciphertext.toString('base64')].join(':');
    },
    open(sealed: string): string {
      const [version, iv, tag, ciphertext] = sealed.split(':');
      if ((version !== 'v1' && version !== 'v2') || !iv || !tag || ciphertext === undefined)
        throw new Error('sealed secret: unknown format');
      const opening = version === 'v2' ? key : createHash('sha256').update(`wsa-webhook-secrets:${secretKey}`).digest();
      const decipher = createDecipheriv('aes-256-gcm', opening, Buffer.from(iv, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64')), decipher.final()]).toString('utf8');
    },
  };
}
