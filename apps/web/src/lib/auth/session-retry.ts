import { TOKEN_FETCH_RETRIES, TOKEN_FETCH_RETRY_DELAY_MS } from '@monstory/contracts/constants';
import { delay } from '../api/delay';
import { IdentityUnavailableError } from './auth-errors';

/** docs/product.md#sign-in: each failed token fetch is announced with its attempt number under this name. */
export const FIREBASE_RETRY_EVENT = 'firebase-retry';

export function dispatchFirebaseRetry(attempt: number): void {
  window.dispatchEvent(new CustomEvent(FIREBASE_RETRY_EVENT, { detail: { attempt } }));
}

/**
 * Runs `fetchOnce` up to 3 times, 3 s apart (docs/product.md#sign-in, docs/product.md#constants), while the identity service cannot be
 * reached; a real answer, even a refusal, ends it at once.
 */
export async function withTokenRetry<T>(
  fetchOnce: () => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetchOnce();
    } catch (error) {
      if (signal?.aborted || !(error instanceof IdentityUnavailableError)) throw error;
      dispatchFirebaseRetry(attempt);
      if (attempt >= TOKEN_FETCH_RETRIES) throw error;
      await delay(TOKEN_FETCH_RETRY_DELAY_MS, signal);
    }
  }
}
