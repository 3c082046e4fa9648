/**
 * Whether `text` contains `part`, in time linear in their lengths, for the `contains` filter over
 * user text. V8's `includes` builds its skip tables from at most the last 250 characters of what it
 * looks for: past that, a filter value of 1,000 characters with one odd character early on, over a
 * task description of 10,000, took 2.4-10 ms a check, and a dry run or an event checks thousands.
 * Shorter values keep `includes` (its worst over 10,000 characters is about 40 µs); longer ones are
 * searched by Knuth-Morris-Pratt, over UTF-16 code units as `includes` compares them.
 */
const includesUpTo = 128;

export function containsText(text: string, part: string): boolean {
  if (part.length <= includesUpTo) return text.includes(part);
  if (part.length > text.length) return false;
  // For each prefix of `part`, the length of its longest proper prefix that is also its suffix.
  const border = new Int32Array(part.length);
  for (let i = 1, k = 0; i < part.length; i++) {
    while (k > 0 && part.charCodeAt(i) !== part.charCodeAt(k)) k = border[k - 1]!;
    if (part.charCodeAt(i) === part.charCodeAt(k)) k++;
    border[i] = k;
  }
  for (let i = 0, k = 0; i < text.length; i++) {
    while (k > 0 && text.charCodeAt(i) !== part.charCodeAt(k)) k = border[k - 1]!;
    if (text.charCodeAt(i) === part.charCodeAt(k)) k++;
    if (k === part.length) return true;
  }
  return false;
}
