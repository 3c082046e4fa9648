import { hash, randomBytes } from 'node:crypto';

const keyPattern = /^wsa_[A-Za-z0-9_-]{43}$/;

/** A new key: `wsa_` (so scanners can find leaked keys) + 256 random bits; only its SHA-256 is stored. */
export function generateApiKeySecret(): { secret: string; hash: Buffer; prefix: string } {
  const secret = `wsa_${randomBytes(32).toString('base64url')}`;
  return { secret, hash: hashApiKey(secret), prefix: secret.slice(0, 12) };
}

/** The key's SHA-256 as `api_keys.key_hash` stores it. */
export function hashApiKey(secret: string): Buffer {
  return Buffer.from(hashApiKeyHex(secret), 'hex');
}

/**
 * The key's SHA-256 in hex, as the auth cache holds it: what every authenticated request computes.
 * One call, no Hash object, and no Buffer: a Buffer made for the digest cost four times the hash.
 */
export function hashApiKeyHex(secret: string): string {
  return hash('sha256', secret, 'hex');
}

export function looksLikeApiKey(value: string): boolean {
  return keyPattern.test(value);
}
