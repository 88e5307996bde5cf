// Process-wide settings of the API client. Identity plugs its token in with `configureApi`.
import { defaultApiBaseUrl } from './api-base-url';

export type TokenProvider = () => Promise<string | null | undefined>;

export interface ApiConfig {
  /** Prefix of every call: /api on the web, the server's origin + /api in the native apps. */
  baseUrl: string;
  getToken: TokenProvider;
  /** Looked up at call time so tests (and the native shell) can swap it. */
  fetch: typeof fetch;
  /**
   * A call sent with `token` was answered 401: the session ended on the server (expired,
   * revoked, account purged). Identity forgets it locally so the person is not stuck.
   */
  onUnauthorized?: ((token: string) => void) | undefined;
}

// A function, not a constant: the native shell's platform is read when the client is set up.
const defaults = (): ApiConfig => ({
  baseUrl: defaultApiBaseUrl(),
  getToken: async () => null,
  fetch: (input, init) => globalThis.fetch(input, init),
});

let current: ApiConfig = defaults();

export function configureApi(patch: Partial<ApiConfig>): void {
  current = { ...current, ...patch };
}

export function resetApiConfig(): void {
  current = defaults();
}

export function apiConfig(): Readonly<ApiConfig> {
  return current;
}
