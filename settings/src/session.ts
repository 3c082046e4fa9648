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

/**
 * A client of this origin's API with the key; one retry, so a refusal shows at once. `onRevoked`
 * runs when any call is answered 401: the key was revoked (or expired) since it was typed in.
 */
export function clientFor(apiKey: string, onRevoked: () => void): WsaClient {
  return createClient({
    baseUrl: location.origin,
    apiKey,
    maxRetries: 1,
    timeout: 30_000,
    hooks: {
      onResponse: ({ status }) => {
        if (status === 401) onRevoked();
      },
    },
  });
}
