import type { ResponseSchema } from './api-client';
import { NetworkError } from './api-errors';

/**
 * A response schema whose code is fetched only when a call that needs it goes out (in parallel with
 * the request, so the answer does not wait for it). The contracts' schemas are built with zod,
 * which the app's start and the home page must not load (the first-load budget of
 * docs/decisions/0012-first-load.md), so the calls they make name their schema through this:
 *
 *     schema: lazySchema(() => import('@monstory/contracts/profile').then((m) => m.ProfileSchema))
 *
 * Code that cannot be fetched fails the call as a network failure (a GET tries again, fetching
 * it anew), never as an invalid answer.
 */
export function lazySchema<T>(load: () => Promise<ResponseSchema<T>>): ResponseSchema<T> {
  let loading: Promise<ResponseSchema<T>> | undefined;
  const schema = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw new NetworkError(error);
    }));
  return {
    parse: async (data) => (await schema()).parse(data),
    // A failure here is not the call's: parse tries again and reports it.
    preload: () => void schema().catch(() => undefined),
  };
}

/** `schema`, or null (get-session's answer for someone signed out). */
export function nullOr<T>(schema: ResponseSchema<T>): ResponseSchema<T | null> {
  return {
    parse: (data) => (data === null ? null : schema.parse(data)),
    preload: () => schema.preload?.(),
  };
}
