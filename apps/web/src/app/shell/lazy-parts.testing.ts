/**
 * The shell's lazily loaded parts, compiled before a test starts waiting: the first compile on a
 * busy machine can take longer than a findBy waits.
 */
export async function loadShellParts(): Promise<void> {
  await Promise.all([import('./chrome'), import('./live-updates'), import('./reader-overlays')]);
}
