import crypto from 'node:crypto';
import { resolveAuthSecret } from '../../platform/auth/auth-secret.js';
import type { ServiceContext } from '../../platform/service-context.js';

// A guest's id is shown to its owner and may end up in logs or screenshots, so converting a
// guest needs proof of holding it: a ticket the guest's own profile carried, or its session.

const TICKET_VERSION = 'g1';
const keys = new WeakMap<object, Promise<Buffer>>();

/** A key of its own, derived from the auth secret, so a ticket can never pass as a cookie. */
function ticketKey(ctx: ServiceContext): Promise<Buffer> {
  let key = keys.get(ctx);
  if (!key) {
    key = resolveAuthSecret(ctx.db, ctx.clock, ctx.config.auth.secret).then((secret) =>
      crypto.createHmac('sha256', secret).update('monstory guest conversion ticket').digest(),
    );
    key.catch(() => keys.delete(ctx));
    keys.set(ctx, key);
  }
  return key;
}

/** The ticket for a guest: it never expires, as a guest may register months later. */
export async function conversionTicketFor(ctx: ServiceContext, guestId: string): Promise<string> {
  const mac = crypto
    .createHmac('sha256', await ticketKey(ctx))
    .update(guestId)
    .digest('base64url');
  return `${TICKET_VERSION}.${mac}`;
}

async function ticketMatches(ctx: ServiceContext, guestId: string, ticket: string) {
  const expected = Buffer.from(await conversionTicketFor(ctx, guestId));
  const given = Buffer.from(ticket);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/** True when the session token is a live session of this guest. */
async function tokenIsGuests(ctx: ServiceContext, guestId: string, token: string) {
  const auth = await ctx.identity.auth();
  const session = await auth.api
    .getSession({ headers: new Headers({ authorization: `Bearer ${token}` }) })
    .catch(() => null);
  return session?.user.id === guestId;
}

export async function holdsGuest(
  ctx: ServiceContext,
  guestId: string,
  proof: { anonymousTicket?: string | undefined; anonymousToken?: string | undefined },
): Promise<boolean> {
  if (
    proof.anonymousTicket !== undefined &&
    (await ticketMatches(ctx, guestId, proof.anonymousTicket))
  ) {
    return true;
  }
  return proof.anonymousToken !== undefined && tokenIsGuests(ctx, guestId, proof.anonymousToken);
}
