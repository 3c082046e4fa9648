/**
 * The settings page in headless Chromium (support/browser.ts), watched the way issue 26 asks: every
 * console error and page error, and every request to another origin (aborted), are recorded and
 * must stay empty; `scan` runs axe-core and returns the serious and critical violations; `snap`
 * saves a screenshot under .test-data/settings/. The page is opened on the server itself, never
 * through the Prism front (which serves only the API).
 */
import { mkdirSync } from 'node:fs';
import axe from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'chai';
import { launchBrowser } from './browser.ts';

export const SCREENSHOTS = new URL('../../.test-data/settings/', import.meta.url).pathname;

export const WIDE = { width: 1440, height: 900 };
export const NARROW = { width: 375, height: 800 };

export interface SettingsBrowser {
  browser: Browser;
  /** A page of a new context (its own session storage) at `viewport`, watched. */
  open(viewport?: { width: number; height: number }): Promise<WatchedPage>;
  close(): Promise<void>;
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught page errors so far. */
  errors: string[];
  /** Requests to any origin but the server's, aborted. */
  elsewhere: string[];
}

/** `args`: Chromium's own, e.g. `--host-resolver-rules` to open the page under another name for 127.0.0.1. */
export async function openSettingsBrowser(test: Mocha.Context, origin: string, args: string[] = []): Promise<SettingsBrowser> {
  const browser = await launchBrowser(test, args);
  mkdirSync(SCREENSHOTS, { recursive: true });
  return {
    browser,
    async open(viewport = WIDE) {
      const context = await browser.newContext({ viewport });
      // The clipboard exists only in a secure context (localhost here); elsewhere the page copes without it.
      if (new URL(origin).hostname === '127.0.0.1') await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
      const page = await context.newPage();
      const errors: string[] = [];
      const elsewhere: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.route('**/*', (route) => {
        const url = route.request().url();
        if (url.startsWith(`${origin}/`) || url.startsWith('data:')) return route.continue();
        elsewhere.push(url);
        return route.abort();
      });
      return { page, context, errors, elsewhere };
    },
    close: () => browser.close(),
  };
}

/**
 * The page's API calls answer 4xx by design in some tests (a refusal shown); Chromium logs each failed
 * fetch as a console error "Failed to load resource". Those are not the page's errors; anything else is.
 */
export function pageErrors(watched: WatchedPage): string[] {
  return watched.errors.filter((e) => !/^Failed to load resource: the server responded with a status of 4\d\d/.test(e));
}

/** The end of every browser test: no page error, no request elsewhere. */
export function expectClean(watched: WatchedPage): void {
  expect(pageErrors(watched), 'console and page errors').to.deep.equal([]);
  expect(watched.elsewhere, 'requests to other origins').to.deep.equal([]);
}

/** Signs in by typing the key and pressing Enter; resolves when the sections' navigation shows. */
export async function signIn(page: Page, origin: string, key: string, section = 'tokens'): Promise<void> {
  await page.goto(`${origin}/settings#${section}`);
  await page.locator('#api-key').fill(key);
  await page.keyboard.press('Enter');
  await page.locator('nav[aria-label="Sections"]').waitFor();
}

/** Goes to a section by its link in the navigation; resolves when its heading shows. */
export async function openSection(page: Page, label: string): Promise<void> {
  await page.locator('nav[aria-label="Sections"] a', { hasText: label }).click();
  await page.locator('#section-title', { hasText: label }).waitFor();
}

/** axe-core over the page as it is: the serious and critical violations, each as "id: help (n nodes)". */
export async function scan(page: Page): Promise<string[]> {
  // Evaluated over the debugging protocol, which the page's policy (script-src 'self') does not govern.
  await page.evaluate(axe.source);
  const { violations } = await page.evaluate<axe.AxeResults>('axe.run(document)');
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.length} nodes: ${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

export async function snap(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SCREENSHOTS}${name}.png`, fullPage: true });
}

/** Whether the page scrolls sideways (content wider than the viewport), which a 375 px layout must not. */
export async function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate<boolean>('document.documentElement.scrollWidth > document.documentElement.clientWidth + 1');
}
