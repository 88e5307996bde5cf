import { NATIVE_APP_ID_HEADERS, NATIVE_APP_IDS } from '@monstory/contracts/identity';
import type { Platform } from '@monstory/contracts/enums';
import { getPlatform } from '../api/platform';

/**
 * The native apps' store ids, sent with the identity calls that mail a link (docs/product.md#sign-in): the mail
 * then links to an app page the app opens (contracts VERIFY_EMAIL_PATH). Nothing on the web.
 */
export function nativeAppIdHeaders(platform: Platform = getPlatform()): Record<string, string> {
  if (platform !== 'ios' && platform !== 'android') return {};
  return {
    [NATIVE_APP_ID_HEADERS.android]: NATIVE_APP_IDS.android,
    [NATIVE_APP_ID_HEADERS.ios]: NATIVE_APP_IDS.ios,
  };
}
