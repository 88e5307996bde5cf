/** The API the iOS and Android apps call unless VITE_API_ORIGIN names another. */
export const DEFAULT_NATIVE_API_ORIGIN = 'https://api.monstory.app';

/**
 * The API origin built into the native apps. The web build has none and calls its own /api; the
 * shells serve the page from the device (capacitor://localhost, https://localhost), where /api
 * would reach nothing.
 */
export function nativeApiOrigin(configured: string | undefined): string {
  const origin = configured?.trim() || DEFAULT_NATIVE_API_ORIGIN;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    throw new Error(`VITE_API_ORIGIN is not a URL: "${origin}"`);
  }
  // A path would be dropped silently (the client adds /api itself), so it is refused instead.
  if (!/^https?:$/.test(url.protocol) || url.origin !== origin.replace(/\/$/, '')) {
    throw new Error(
      `VITE_API_ORIGIN must be an http(s) origin such as ${DEFAULT_NATIVE_API_ORIGIN}, not "${origin}"`,
    );
  }
  return url.origin;
}
