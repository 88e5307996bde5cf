// Process-wide settings of the API client. Identity plugs its token in with `configureApi`.

export type TokenProvider = () => Promise<string | null | undefined>;

export interface ApiConfig {
  /** Prefix of every call; the native shell may point it at the server's origin. */
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

const DEFAULTS: ApiConfig = {
  baseUrl: '/api',
  getToken: async () => null,
  fetch: (input, init) => globalThis.fetch(input, init),
};

let current: ApiConfig = { ...DEFAULTS };

export function configureApi(patch: Partial<ApiConfig>): void {
  current = { ...current, ...patch };
}

export function resetApiConfig(): void {
  current = { ...DEFAULTS };
}

export function apiConfig(): Readonly<ApiConfig> {
  return current;
}
