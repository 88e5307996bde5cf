import { safeLocalPath } from '../navigation/safe-local-path';

/** The apps' own URL scheme (Android intent filter, iOS CFBundleURLSchemes). */
export const APP_URL_SCHEME = 'monstory';

/**
 * Where Sign in with Apple returns to the Android app (`monstory://apple-sign-in?…`): the result
 * for the social-login plugin, which MainActivity hands it; never a page to open.
 */
const APPLE_SIGN_IN_RETURN = new RegExp(`^${APP_URL_SCHEME}://apple-sign-in(?:[/?#]|$)`, 'i');

/**
 * The app path an opened link leads to (docs/product.md#routes: the path after the ".com" part of the URL):
 * `https://monstory.app/story/1?x=2` → `/story/1?x=2`. With the app's own scheme everything
 * after `monstory://` is the path, so `monstory://story/1` → `/story/1` (a URL parser would take
 * "story" for the host). Null for anything that is no link into the app, and for Apple's return.
 */
export function deepLinkPath(raw: string): string | null {
  if (APPLE_SIGN_IN_RETURN.test(raw)) return null;
  const custom = new RegExp(`^${APP_URL_SCHEME}:/*`, 'i').exec(raw);
  if (custom) return safeLocalPath(`/${raw.slice(custom[0].length)}`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return safeLocalPath(`${url.pathname}${url.search}${url.hash}`);
}
