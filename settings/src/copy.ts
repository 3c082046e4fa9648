/**
 * Copying a secret shown once. Browsers offer the clipboard only in secure contexts (HTTPS or
 * localhost); elsewhere the secret's text is selected instead, for the person to copy themselves.
 */
export type Copied = 'no' | 'copied' | 'selected';

export async function copyOrSelect(text: string, shown: Element | null): Promise<Copied> {
  try {
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    if (!shown) return 'no';
    const range = document.createRange();
    range.selectNodeContents(shown);
    getSelection()?.removeAllRanges();
    getSelection()?.addRange(range);
    return 'selected';
  }
}

/** The copy button's label after a try. */
export function copyLabel(copied: Copied, what: string): string {
  return copied === 'copied' ? 'Copied' : copied === 'selected' ? 'Selected: press Ctrl+C (⌘C) to copy' : `Copy ${what}`;
}
