import { safeLocalPath } from '../../lib/navigation/safe-local-path';
import { PARENTAL_GATE_PATH, STUFF_PATH } from '../../lib/navigation/app-paths';

/**
 * Where a passed gate leads: the `redirect` query when it is a path in this app (never another
 * site, never the gate itself), else My Stuff.
 */
export function gateRedirectTarget(param: string | null): string {
  const path = safeLocalPath(param);
  if (!path || new URL(path, 'https://app.invalid').pathname === PARENTAL_GATE_PATH) {
    return STUFF_PATH;
  }
  return path;
}
