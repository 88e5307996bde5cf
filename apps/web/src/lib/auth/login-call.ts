import {
  LOGIN_ATTEMPTS,
  LOGIN_RETRY_DELAY_MS,
  LOGIN_TIMEOUT_MS,
} from '@monstory/contracts/constants';
import type { Profile } from '@monstory/contracts/profile';
import { apiPost } from '../api/api-client';
import { lazySchema } from '../api/lazy-schema';
import { dispatchLoginRetry, dispatchLoginTimeout } from '../api/login-events';

const LoginResponseSchema = lazySchema(() =>
  import('@monstory/contracts/profile').then((m) => m.LoginResponseSchema),
);

/**
 * POST /api/login: the first one makes the profile. docs/product.md#sign-in: 4 tries, 3 s apart, 4 s each, with
 * the login-retry and login-timeout events the loading screen follows.
 */
export function postLogin(language: string | undefined, signal?: AbortSignal): Promise<Profile> {
  return apiPost('/login', language ? { language } : {}, {
    schema: LoginResponseSchema,
    idempotent: true,
    attempts: LOGIN_ATTEMPTS,
    retryDelayMs: LOGIN_RETRY_DELAY_MS,
    timeoutMs: LOGIN_TIMEOUT_MS,
    onRetry: dispatchLoginRetry,
    onTimeout: dispatchLoginTimeout,
    signal,
  });
}
