/**
 * The signed-in key: kept in this tab's session storage only (never in a URL, a cookie or local
 * storage), so it goes when the tab closes or on sign-out, and every call goes through the SDK with it.
 */
import { createClient, type WsaClient } from '@workspace-automation/sdk';

const KEY = 'wsa.settings.api-key';

export function storedKey(): string | undefined {
  return sessionStorage.getItem(KEY) ?? undefined;
}

export function keepKey(apiKey: string): void {
  sessionStorage.setItem(KEY, apiKey);
}

export function forgetKey(): void {
  sessionStorage.removeItem(KEY);
}

/** A client of this origin's API with the key; one retry, so a refusal shows at once. */
export function clientFor(apiKey: string): WsaClient {
  return createClient({ baseUrl: location.origin, apiKey, maxRetries: 1, timeout: 30_000 });
}
