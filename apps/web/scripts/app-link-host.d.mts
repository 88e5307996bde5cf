export const DEFAULT_APP_LINK_HOST: string;
export const APP_LINK_FILES: { manifest: string; entitlements: string };
export function appLinkHost(
  publicUrl: string | undefined,
  warn?: (message: string) => void,
): string;
export function stampAppLinkHost(webDir: string, host: string): void;
