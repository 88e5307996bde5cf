import { DeleteProfileResponseSchema } from '@monstory/contracts/profile';
import type { DeleteProfileResponse } from '@monstory/contracts/profile';
import { apiDelete } from '../../lib/api/api-client';

/** DELETE /api/profile: deactivated now, purged at `deletionScheduledFor` (30 days). */
export function deleteProfile(): Promise<DeleteProfileResponse> {
  return apiDelete('/profile', { schema: DeleteProfileResponseSchema });
}
