import { apiPost } from '../api/api-client';
import { isApiError } from '../api/api-errors';
import { lazySchema } from '../api/lazy-schema';
import { userKind } from '@monstory/contracts/identity';
import type { AuthUser } from '@monstory/contracts/identity';
import { forgetConvertedGuest, readGuestRecords } from './guest-records';

const ConvertAnonymousUserResponseSchema = lazySchema(() =>
  import('@monstory/contracts/profile').then((m) => m.ConvertAnonymousUserResponseSchema),
);

/**
 * docs/product.md#guests: once a verified registered user is signed in and this device still remembers a guest,
 * the guest's stories, monsters and credits move to the account; then the id and the flag go.
 * True when something was converted. A failure that may pass keeps the id for the next start.
 */
export async function convertStoredGuest(user: AuthUser | null): Promise<boolean> {
  const { anonymousUid, conversionTicket } = readGuestRecords();
  if (!user || !anonymousUid || userKind(user) !== 'registered-verified') return false;
  if (anonymousUid === user.id) {
    forgetConvertedGuest();
    return false;
  }
  // Without its ticket nothing can prove the guest was this device's: the server would refuse.
  if (!conversionTicket) {
    forgetConvertedGuest();
    return false;
  }
  try {
    await apiPost(
      '/login/convert-anonymous-user',
      { anonymousUsername: anonymousUid, anonymousTicket: conversionTicket },
      { schema: ConvertAnonymousUserResponseSchema, idempotent: true },
    );
    forgetConvertedGuest();
    return true;
  } catch (error) {
    const status = isApiError(error) ? error.status : undefined;
    // A guest the server does not know (or will never move) stops being asked about.
    if (status !== undefined && status >= 400 && status < 500 && status !== 401 && status !== 429) {
      forgetConvertedGuest();
    }
    console.warn('Could not move the guest’s stories to the account yet', error);
    return false;
  }
}
