import { ACCOUNT_NAME_MAX_LENGTH } from '@monstory/contracts/constants';
import { APIError } from 'better-auth/api';

// better-auth stores whatever `name` it is sent: null, an object or a number reached the
// database (a 500, or "5.0" shown back) and a 900 KB name went into every profile answer.

const NAME_PATHS = new Set(['/sign-up/email', '/update-user']);

export const INVALID_NAME_MESSAGE = `A name is text of at most ${ACCOUNT_NAME_MAX_LENGTH} characters.`;

/** Throws better-auth's 400 for a `name` that is not a string of sensible length. */
export function assertValidName(path: string, body: unknown): void {
  if (!NAME_PATHS.has(path) || typeof body !== 'object' || body === null) return;
  if (!Object.hasOwn(body, 'name')) return;
  const name = (body as { name: unknown }).name;
  if (typeof name === 'string' && [...name].length <= ACCOUNT_NAME_MAX_LENGTH) return;
  throw new APIError('BAD_REQUEST', { code: 'INVALID_NAME', message: INVALID_NAME_MESSAGE });
}
