// The login call reports its progress to the loading screen through window events (docs/product.md#errors), so
// the screen needs no reference to whichever code is logging in.

export const LOGIN_RETRY_EVENT = 'login-retry';
export const LOGIN_TIMEOUT_EVENT = 'login-timeout';

export interface LoginRetryDetail {
  attempt: number;
}

export function dispatchLoginRetry(attempt: number): void {
  window.dispatchEvent(
    new CustomEvent<LoginRetryDetail>(LOGIN_RETRY_EVENT, { detail: { attempt } }),
  );
}

export function dispatchLoginTimeout(): void {
  window.dispatchEvent(new CustomEvent(LOGIN_TIMEOUT_EVENT));
}

/** Accepts `{ attempt: n }` and, from older senders, a bare number. */
export function attemptFromEvent(event: Event): number | undefined {
  const detail: unknown = (event as CustomEvent<unknown>).detail;
  const value =
    typeof detail === 'object' && detail !== null
      ? (detail as Partial<LoginRetryDetail>).attempt
      : detail;
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}
