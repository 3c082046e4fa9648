/**
 * Headless Chromium for the tests that need a real browser: Debian's `chromium` package (installed by
 * .ci/run), or the one `CHROMIUM_PATH` names, driven by playwright-core. Where there is none the
 * test says so and is skipped rather than passing unseen.
 */
import { existsSync } from 'node:fs';
import type { Browser } from 'playwright-core';

const chromiumPath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && existsSync(p));

/** A launched browser (close it), or the test skipped with the reason. */
export async function launchBrowser(test: Mocha.Context, args: string[] = []): Promise<Browser> {
  if (!chromiumPath) {
    console.log("    (skipped: no Chromium at /usr/bin/chromium or CHROMIUM_PATH; .ci/run installs Debian's chromium package)");
    test.skip();
  }
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', ...args] });
}
