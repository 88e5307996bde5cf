import { ACCOUNT_NAME_MAX_LENGTH } from '@monstory/contracts/constants';
import { APIError } from 'better-auth/api';

// better-auth stores whatever `name` and `image` it is sent: null, an object or a number reached
// the database (a 500, or "5.0" shown back) and a 900 KB name went into every profile answer.

const PROFILE_PATHS = new Set(['/sign-up/email', '/update-user']);

/** Long enough for any picture address a sign-in provider gives. */
const IMAGE_MAX_LENGTH = 2048;

export const INVALID_NAME_MESSAGE = `A name is text of at most ${ACCOUNT_NAME_MAX_LENGTH} characters.`;
export const INVALID_IMAGE_MESSAGE = `A picture is an address of at most ${IMAGE_MAX_LENGTH} characters, or null.`;

function field(path: string, body: unknown, name: string): { value: unknown } | undefined {
  if (!PROFILE_PATHS.has(path) || typeof body !== 'object' || body === null) return undefined;
  if (!Object.hasOwn(body, name)) return undefined;
  return { value: (body as Record<string, unknown>)[name] };
}

/** Throws better-auth's 400 for a `name` that is not a string of sensible length. */
export function assertValidName(path: string, body: unknown): void {
  const name = field(path, body, 'name');
  if (!name) return;
  const { value } = name;
  if (typeof value === 'string' && [...value].length <= ACCOUNT_NAME_MAX_LENGTH) return;
  throw new APIError('BAD_REQUEST', { code: 'INVALID_NAME', message: INVALID_NAME_MESSAGE });
}

/** Throws better-auth's 400 for an `image` that is neither null nor a string of sensible length. */
export function assertValidImage(path: string, body: unknown): void {
  const image = field(path, body, 'image');
  if (!image) return;
  const { value } = image;
  if (value === null || (typeof value === 'string' && value.length <= IMAGE_MAX_LENGTH)) return;
  throw new APIError('BAD_REQUEST', { code: 'INVALID_IMAGE', message: INVALID_IMAGE_MESSAGE });
}
