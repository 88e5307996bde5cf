/**
 * The child a request acts as: the one the device names (`x-monstory-child`) if it is the
 * account's, else the account's first. An account whose first child is not stored yet (before
 * its first POST /api/login) is its user id, the id that child will get.
 */
export function activeChildId(
  childIds: readonly string[],
  userId: string,
  wanted: string | undefined,
): string {
  if (wanted !== undefined && childIds.includes(wanted)) return wanted;
  return childIds[0] ?? userId;
}
