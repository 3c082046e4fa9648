import { randomBytes } from 'node:crypto';

/** A URL-safe slug from a display name: ASCII letters and digits, single hyphens between words. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'workspace';
}

/** The slug with a short random suffix, for when the plain one is taken. */
export function slugWithSuffix(base: string): string {
  return `${base.slice(0, 53)}-${randomBytes(3).toString('hex')}`;
}
