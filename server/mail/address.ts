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
