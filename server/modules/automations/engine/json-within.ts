/**
 * Texts of objects already shown: a dry run shows a field's value once per filter over it, up to a
 * thousand times. Sound because what is shown is never changed in place: event data, a re-read
 * task or project and a stored rule are each a new object when they change.
 */
const objectJson = new WeakMap<object, string>();

/**
 * A value's JSON text, at most `max` characters: cut, ending with `…`, when longer (`cut` says so).
 * A long string's start is escaped without escaping the rest of it, and an object is made JSON once
 * however many filters show it, so that showing a 10,000-character field under a thousand filters
 * costs what its shown starts cost. The text is the same as cutting the whole value's JSON (escapes
 * only lengthen, so the first `max` characters of a string hold everything its cut JSON shows), and a
 * cut never falls inside a surrogate pair.
 */
export function jsonWithin(value: unknown, max: number): { text: string; cut: boolean } {
  let text: string;
  if (typeof value === 'string') text = JSON.stringify(value.length > max ? value.slice(0, max) : value);
  else if (typeof value === 'object' && value !== null) {
    text = objectJson.get(value) ?? JSON.stringify(value);
    objectJson.set(value, text);
  } else text = String(JSON.stringify(value));
  if (text.length <= max) return { text, cut: false };
  // A cut between the halves of a surrogate pair would leave half a character: the pair goes whole.
  const end = isHighSurrogate(text.charCodeAt(max - 2)) ? max - 2 : max - 1;
  return { text: `${text.slice(0, end)}…`, cut: true };
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
