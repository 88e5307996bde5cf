// The web host whose links open the native apps (Android app links, iOS universal links). It is
// the host of PUBLIC_URL, the address the server writes into its mails and shared-story links,
// so the two agree when both are built from one environment; without an https PUBLIC_URL it is
// the product's own host. `npm run native:sync` stamps it into the committed projects, where a
// manifest and an entitlements file cannot read the environment themselves.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const DEFAULT_APP_LINK_HOST = 'monstory.app';

export const APP_LINK_FILES = {
  manifest: 'android/app/src/main/AndroidManifest.xml',
  entitlements: 'ios/App/App/App.entitlements',
};

/** The host for `publicUrl`; app links need https, so anything else keeps the default. */
export function appLinkHost(publicUrl, warn = console.warn) {
  const raw = publicUrl?.trim();
  if (!raw) return DEFAULT_APP_LINK_HOST;
  let url;
  try {
    url = new URL(raw);
  } catch {
    url = null;
  }
  if (url?.protocol !== 'https:' || url.port !== '') {
    warn(
      `native:sync: PUBLIC_URL "${raw}" is no https origin; app links use ${DEFAULT_APP_LINK_HOST}`,
    );
    return DEFAULT_APP_LINK_HOST;
  }
  return url.hostname;
}

/** Writes `host` into the Android manifest's app-link filter and the iOS associated domains. */
export function stampAppLinkHost(webDir, host) {
  const edits = [
    [APP_LINK_FILES.manifest, /(<data android:host=")[^"]*(" \/>)/g],
    [APP_LINK_FILES.entitlements, /(<string>applinks:)[^<]*(<\/string>)/g],
  ];
  for (const [file, pattern] of edits) {
    const path = join(webDir, file);
    const before = readFileSync(path, 'utf8');
    if (!pattern.test(before)) throw new Error(`native:sync: no app-link host found in ${file}`);
    const after = before.replace(pattern, `$1${host}$2`);
    if (after !== before) writeFileSync(path, after);
  }
}
