/**
 * Whether text is one plain e-mail address: `local@domain.tld` with no whitespace and one `@`, the
 * domain holding a dot with text on both sides. Written without a regular expression over the whole
 * text: `^[^@\s]+@[^@\s]+\.[^@\s]+$` backtracks over every dot of a long rendered value.
 */
export function isEmailAddress(text: string): boolean {
  if (text.length > 320 || /\s/.test(text)) return false;
  const at = text.indexOf('@');
  if (at < 1 || at !== text.lastIndexOf('@')) return false;
  const domain = text.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  return dot > 0 && dot < domain.length - 1 && domain.indexOf('.') > 0;
}

/** The domain of the sender address (`MAIL_FROM`), for Message-IDs. */
export function messageDomain(from: string): string {
  const at = from.lastIndexOf('@');
  const domain = at < 0 ? '' : (from.slice(at + 1).split(/[>\s]/)[0] ?? '');
  return /^[A-Za-z0-9.-]+$/.test(domain) ? domain : 'localhost';
}
