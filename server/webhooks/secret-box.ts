import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** Encrypts webhook secrets at rest with AES-256-GCM under a key derived from SECRET_KEY. */
export function secretBox(secretKey: string) {
  const key = createHash('sha256').update(`wsa-webhook-secrets:${secretKey}`).digest();
  return {
    seal(plaintext: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), ciphertext.toString('base64')].join(':');
    },
    open(sealed: string): string {
      const [version, iv, tag, ciphertext] = sealed.split(':');
      if (version !== 'v1' || !iv || !tag || !ciphertext) throw new Error('webhook secret: unknown format');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64')), decipher.final()]).toString('utf8');
    },
  };
}
