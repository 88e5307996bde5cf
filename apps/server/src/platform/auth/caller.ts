import type { FastifyRequest } from 'fastify';
import { parseAcceptLanguage } from '../accept-language.js';
import { AppError } from '../app-error.js';
import type { RequestUser } from './access.js';

/** The child profile a request acts as (CHILD_HEADER, else the account's first child). */
export interface ActiveChild {
  id: string;
}

/** Who is calling, as services see it. */
export interface Caller {
  user: RequestUser;
  child: ActiveChild;
  /** Accept-Language, most preferred first: the language of a profile made on first use. */
  preferences: string[];
}

/** The caller of a route that requires a session (the auth hook has checked it). */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.user) throw new AppError('UNAUTHENTICATED');
  return {
    user: request.user,
    child: { id: request.childId ?? request.user.id },
    preferences: parseAcceptLanguage(request.headers['accept-language']),
  };
}
