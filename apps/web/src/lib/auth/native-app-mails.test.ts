import { NATIVE_APP_ID_HEADERS, NATIVE_APP_IDS } from '@monstory/contracts/identity';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApi, resetApiConfig } from '../api/api-config';
import { fakeFetch, requestHeaders } from '../api/fake-fetch.testing';
import { requestPasswordReset, sendVerificationEmail, signUpEmail } from './auth-api';

// docs/product.md#sign-in, docs/product.md#errors: in the native apps the mails are asked for with the apps' ids (the link then opens
// the app); when that fails, the web's way; when that fails too, the error is thrown.

function inShell(platform: 'ios' | 'android' | null) {
  vi.stubGlobal(
    'Capacitor',
    platform ? { getPlatform: () => platform, isNativePlatform: () => true } : undefined,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetApiConfig();
});

const APP_IDS = {
  [NATIVE_APP_ID_HEADERS.android]: NATIVE_APP_IDS.android,
  [NATIVE_APP_ID_HEADERS.ios]: NATIVE_APP_IDS.ios,
};

describe('mails asked for in the native apps', () => {
  it('send the Android package and the iOS bundle id with the verification', async () => {
    inShell('android');
    const fetch = fakeFetch({ status: 200, body: { status: true } });
    configureApi({ fetch });
    await sendVerificationEmail('parent@example.com');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(requestHeaders(fetch.mock.calls[0])).toMatchObject(APP_IDS);
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(/\/auth\/send-verification-email$/);
  });

  it('fall back to the web method when the app’s send fails', async () => {
    inShell('ios');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetch = fakeFetch({ status: 500 }, { status: 200, body: { status: true } });
    configureApi({ fetch });
    await sendVerificationEmail('parent@example.com');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(requestHeaders(fetch.mock.calls[1])).not.toHaveProperty(NATIVE_APP_ID_HEADERS.ios);
  });

  it('throw when the web method fails too', async () => {
    inShell('android');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    configureApi({ fetch: fakeFetch({ status: 500 }, { status: 400, body: { code: 'X' } }) });
    await expect(sendVerificationEmail('parent@example.com')).rejects.toMatchObject({
      code: 'unknown',
    });
  });

  it('do not ask twice when told to wait', async () => {
    inShell('android');
    const fetch = fakeFetch({ status: 429 });
    configureApi({ fetch });
    await expect(requestPasswordReset('parent@example.com')).rejects.toMatchObject({
      code: 'too-many-requests',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('send the ids with a reset and a sign-up, and never on the web', async () => {
    inShell('ios');
    const fetch = fakeFetch({ status: 200, body: { status: true } });
    configureApi({ fetch });
    await requestPasswordReset('parent@example.com');
    expect(requestHeaders(fetch.mock.calls[0])).toMatchObject(APP_IDS);

    inShell(null);
    const web = fakeFetch(
      { status: 200, body: { status: true } },
      { status: 200, body: { token: null, user: { id: 'u1' } } },
    );
    configureApi({ fetch: web });
    await sendVerificationEmail('parent@example.com');
    await signUpEmail({ email: 'parent@example.com', password: 'a-Long-and-rare-1' });
    for (const call of web.mock.calls) {
      expect(requestHeaders(call)).not.toHaveProperty(NATIVE_APP_ID_HEADERS.android);
    }
  });
});
