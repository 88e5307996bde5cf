import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { resolveAuthSecret } from '../../platform/auth/auth-secret.js';

// A guest's id is shown to its owner and may end up in logs or screenshots, so converting a
// guest needs proof of holding it: a ticket the guest's own profile carried, or its session.

const TICKET_VERSION = 'g1';
const keys = new WeakMap<object, Promise<Buffer>>();

/** A key of its own, derived from the auth secret, so a ticket can never pass as a cookie. */
function ticketKey(app: FastifyInstance): Promise<Buffer> {
  let key = keys.get(app);
  if (!key) {
    key = resolveAuthSecret(app.db, app.clock, app.config.auth.secret).then((secret) =>
      crypto.createHmac('sha256', secret).update('monstory guest conversion ticket').digest(),
    );
    key.catch(() => keys.delete(app));
    keys.set(app, key);
  }
  return key;
}

/** The ticket for a guest: it never expires, as a guest may register months later. */
export async function conversionTicketFor(app: FastifyInstance, guestId: string): Promise<string> {
  const mac = crypto
    .createHmac('sha256', await ticketKey(app))
    .update(guestId)
    .digest('base64url');
  return `${TICKET_VERSION}.${mac}`;
}

async function ticketMatches(app: FastifyInstance, guestId: string, ticket: string) {
  const expected = Buffer.from(await conversionTicketFor(app, guestId));
  const given = Buffer.from(ticket);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/** True when the session token is a live session of this guest. */
async function tokenIsGuests(app: FastifyInstance, guestId: string, token: string) {
  const auth = await app.identity.auth();
  const session = await auth.api
    .getSession({ headers: new Headers({ authorization: `Bearer ${token}` }) })
    .catch(() => null);
  return session?.user.id === guestId;
}

export async function holdsGuest(
  app: FastifyInstance,
  guestId: string,
  proof: { anonymousTicket?: string | undefined; anonymousToken?: string | undefined },
): Promise<boolean> {
  if (
    proof.anonymousTicket !== undefined &&
    (await ticketMatches(app, guestId, proof.anonymousTicket))
  ) {
    return true;
  }
  return proof.anonymousToken !== undefined && tokenIsGuests(app, guestId, proof.anonymousToken);
}
