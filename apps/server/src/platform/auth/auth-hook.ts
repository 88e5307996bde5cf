import type { LoginProvider } from '@monstory/contracts/auth';
import { userKind } from '@monstory/contracts/identity';
import { CHILD_HEADER } from '@monstory/contracts/children';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../app-error.js';
import { accessError, DEFAULT_ACCESS, type RequestUser, type RouteAccess } from './access.js';
import { toFetchHeaders } from './auth.routes.js';
import { activeChildId } from './active-child.js';
import { providerIdsOf } from './auth-accounts.repo.js';
import { childIdsOf } from './active-child.repo.js';
import type { Identity } from './identity.js';
import { bearerCacheKey, type SessionUser } from './session-cache.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by the auth hook on /api routes; null without a session. */
    user: RequestUser | null;
    /** The child the request acts as (see active-child.ts); null without a session. */
    childId: string | null;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function loginProvider(providerIds: string[]): LoginProvider {
  for (const id of ['apple', 'google', 'facebook'] as const) {
    if (providerIds.includes(id)) return id;
  }
  return 'email';
}

/**
 * A cookie is sent by the browser on its own, so a state-changing request that relies on one
 * must come from one of our origins (SameSite=Lax already keeps most cross-site requests out).
 */
function assertSameOrigin(request: FastifyRequest, identity: Identity) {
  const origin = request.headers.origin;
  if (!origin) return;
  const own = `${request.protocol}://${request.host}`;
  if (origin !== own && !identity.trustedOrigins.includes(origin)) {
    throw new AppError('FORBIDDEN', 'This request did not come from the app.');
  }
}

/** The session behind the request's bearer token or cookie, through better-auth. */
async function lookUpUser(
  request: FastifyRequest,
  reply: FastifyReply,
  identity: Identity,
  db: Kysely<Database>,
): Promise<{ user: SessionUser; expiresAt: Date } | null> {
  const headers = toFetchHeaders(request.headers);
  const usesBearer = request.headers.authorization !== undefined;
  // A bearer token decides alone: a cookie must not rescue a token that is no longer valid.
  if (usesBearer) headers.delete('cookie');
  else if (!headers.has('cookie')) return null;
  const auth = await identity.auth();
  const result = await auth.api.getSession({ headers, returnHeaders: true });
  const session = result.response;
  if (!session) {
    if (usesBearer) {
      throw new AppError('UNAUTHENTICATED', 'Your session has ended. Please sign in again.');
    }
    return null;
  }
  if (!usesBearer) {
    if (!SAFE_METHODS.has(request.method)) assertSameOrigin(request, identity);
    const cookies = result.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
  }
  const { user } = session;
  const isAnonymous = Boolean((user as { isAnonymous?: boolean | null }).isAnonymous);
  const [providerIds, childIds] = await Promise.all([
    isAnonymous ? [] : providerIdsOf(db, user.id),
    childIdsOf(db, user.id),
  ]);
  const provider = isAnonymous ? 'anonymous' : loginProvider(providerIds);
  const facts = { isAnonymous, emailVerified: Boolean(user.emailVerified), provider } as const;
  return {
    user: {
      id: user.id,
      email: isAnonymous ? null : user.email,
      sessionId: session.session.id,
      ...facts,
      kind: userKind(facts),
      childIds: Object.freeze(childIds),
    },
    expiresAt: new Date(session.session.expiresAt),
  };
}

/**
 * A bearer token's user comes from the session cache while it is fresh; cookies always take
 * the full path, which also refreshes them.
 */
async function resolveUser(
  request: FastifyRequest,
  reply: FastifyReply,
  identity: Identity,
  db: Kysely<Database>,
): Promise<SessionUser | null> {
  const { authorization } = request.headers;
  const cache = identity.sessions;
  if (authorization === undefined || !cache.enabled) {
    return (await lookUpUser(request, reply, identity, db))?.user ?? null;
  }
  const key = bearerCacheKey(authorization);
  const cached = cache.get(key);
  if (cached) return cached;
  const ticket = cache.ticket();
  const found = await lookUpUser(request, reply, identity, db);
  if (found) cache.set(key, found.user, found.expiresAt, ticket);
  return found?.user ?? null;
}

function authUserOf({ childIds: _childIds, ...user }: SessionUser): RequestUser {
  return user;
}

/**
 * The active child from the child ids looked up with the session; a child the device names that
 * is not among them (made since, on another replica) is looked up afresh before falling back.
 */
async function childIdFor(
  request: FastifyRequest,
  found: SessionUser,
  db: Kysely<Database>,
): Promise<string> {
  const header = request.headers[CHILD_HEADER];
  const wanted = typeof header === 'string' ? header : undefined;
  const childIds =
    wanted === undefined || found.childIds.includes(wanted)
      ? found.childIds
      : await childIdsOf(db, found.id);
  return activeChildId(childIds, found.id, wanted);
}

/**
 * On every /api route: resolves the session from `Authorization: Bearer` or the session cookie
 * and applies the route's `access` (docs/decisions/0003-identity.md). A token that is present
 * but not valid is a 401, never "no user".
 */
export function registerAuthHook(app: FastifyInstance, identity: Identity) {
  app.decorateRequest('user', null);
  app.decorateRequest('childId', null);
  app.addHook('onRequest', async (request, reply) => {
    const route = request.routeOptions.url;
    if (!route || !(route === '/api' || route.startsWith('/api/'))) return;
    const access = request.routeOptions.config.access ?? DEFAULT_ACCESS;
    if (access === 'public') return;
    const found = await resolveUser(request, reply, identity, app.db);
    request.user = found && authUserOf(found);
    const error = accessError(request.user, access);
    if (error) throw error;
    if (found) request.childId = await childIdFor(request, found, app.db);
  });
}
