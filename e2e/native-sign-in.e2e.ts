import type { Page } from '@playwright/test';
import type { FakeIdTokenIssuer, ProviderAccount } from './support/fake-id-token-issuer';
import { appleWebSignInOnAndroid } from './support/native-apple-android';
import { expect, test } from './support/native-fixtures';
import { socialLoginPlugin, type ProviderSignIn } from './support/native-plugins';
import { runAsShell, storedToken, type Platform } from './support/native-shell';

// Sign-in in the native apps: the social-login plugin (faked at the native bridge) hands over the
// provider's token from the fake providers (support/fake-id-token-issuer.ts), which the app gives
// to the identity service's token sign-in; the server checks it as it would the provider's: an
// ID token against the issuer's key (Google, Apple), an access token with Facebook's Graph API
// (its stand-in). Apple on Android goes through Apple's web sign-in and the server's return
// route (support/native-apple-android.ts). The app is the e2e build (`npm run build:e2e -w
// @monstory/web`), which carries a native build's provider ids in test values.

async function sessionUser(page: Page, token: string | null) {
  const response = await page.request.get('/api/auth/get-session', {
    headers: { authorization: `Bearer ${token ?? ''}`, cookie: '' },
  });
  const session = (await response.json()) as {
    user: { email: string; isAnonymous?: boolean };
  } | null;
  return session?.user ?? null;
}

/** How the provider's SDK signs `account` in on `platform`, as the plugin's native side. */
function providerSignIn(
  issuer: FakeIdTokenIssuer,
  account: ProviderAccount,
  platform: Platform,
): ProviderSignIn {
  return async (provider, login, setUp) => {
    if (provider === 'facebook') {
      // Facebook's SDK on Android: an access token, no ID token.
      return { idToken: null, accessToken: { token: issuer.facebookAccessToken(account) } };
    }
    if (provider === 'apple' && platform === 'android') {
      return appleWebSignInOnAndroid(issuer, account, login, setUp);
    }
    return issuer.idToken(provider, account, login);
  };
}

const LABELS = {
  google: 'Fortsett med Google',
  apple: 'Fortsett med Apple',
  facebook: 'Fortsett med Facebook',
} as const;

for (const [platform, provider, tokenShape] of [
  ['android', 'google', /^ey/],
  ['ios', 'apple', /^ey/],
  ['android', 'apple', /^ey/],
  ['android', 'facebook', /^EAA/],
] as const) {
  test(`in the ${platform} app a guest signs in with ${provider} through the plugin's token, is converted, and signs out of the plugin too`, async ({
    page,
    issuer,
  }) => {
    test.slow();
    const label = LABELS[provider];
    const account: ProviderAccount = {
      sub: `${provider}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`,
      email: `native-${provider}-${Date.now()}@example.com`,
      name: 'Kari Nordmann',
    };
    const social = socialLoginPlugin(providerSignIn(issuer, account, platform));
    const appleExchanges = issuer.appleExchanges();
    await runAsShell(page, platform, {
      bundle: 'dist-e2e',
      plugins: { SocialLogin: social.plugin },
    });

    // A visitor to the app becomes a guest.
    await page.goto('/');
    await expect(page).toHaveURL('/generate', { timeout: 20_000 });
    await expect.poll(() => storedToken(page)).not.toBeNull();
    const guestToken = await storedToken(page);
    expect(await sessionUser(page, guestToken)).toMatchObject({ isAnonymous: true });

    await page.getByRole('button', { name: 'Profil' }).click();
    await page.getByRole('menuitem', { name: 'Logg inn eller lag konto' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // The app offers what this build has ids for: Apple's Services ID lets Android offer it too.
    for (const name of Object.values(LABELS)) {
      await expect(page.getByRole('button', { name })).toBeVisible();
    }

    const conversion = page.waitForResponse('**/api/login/convert-anonymous-user');
    const signIn = page.waitForRequest('**/api/auth/sign-in/social');
    await page.getByRole('button', { name: label }).click();

    // The provider's token went to the identity service, as the guest (who it replaces).
    const request = await signIn;
    expect(request.postDataJSON()).toMatchObject({
      provider,
      idToken: { token: expect.stringMatching(tokenShape) },
    });
    if (provider === 'facebook') {
      // Facebook's access token is what the identity service checks with Facebook.
      const { idToken } = request.postDataJSON() as { idToken: Record<string, string> };
      expect(idToken.accessToken).toBe(idToken.token);
    }
    if (provider === 'apple') {
      // Apple's ID token carries the nonce the app asked for, and the sign-in names it.
      expect(request.postDataJSON()).toMatchObject({ idToken: { nonce: expect.any(String) } });
    }
    expect(request.headers().authorization).toBe(`Bearer ${guestToken}`);
    expect(request.headers()['x-platform']).toBe(platform);
    expect(social.calls.map((c) => c.method)).toEqual(['initialize', 'login']);
    expect(social.calls[1]?.options).toMatchObject({ provider });
    // Apple on Android: the server exchanged Apple's code once, with the Services ID's secret.
    expect(issuer.appleExchanges() - appleExchanges).toBe(
      provider === 'apple' && platform === 'android' ? 1 : 0,
    );

    // The guest's things move to the account, as on the web.
    const converted = await conversion;
    expect(converted.status()).toBe(200);
    expect(await converted.json()).toMatchObject({ status: 'CONVERTED' });
    // A new account starts with the welcome steps.
    await expect(page).toHaveURL(/\/welcome$/);

    // Signed in with the session's bearer token: the app needs no cookie.
    await expect.poll(() => storedToken(page)).not.toBe(guestToken);
    const token = await storedToken(page);
    expect(await sessionUser(page, token)).toMatchObject({
      email: account.email,
      isAnonymous: false,
    });
    await page.context().clearCookies();
    await page.reload();
    await expect(page).toHaveURL(/\/welcome$/);
    await expect(page.getByText('Steg 1 av 4')).toBeVisible();

    // Signing out ends the session and signs out of the provider's SDK too.
    await page.getByRole('button', { name: 'Logg ut' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Logg ut' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(social.calls.at(-1)).toEqual({ method: 'logout', options: { provider } });
    expect(await storedToken(page)).toBeNull();
    expect(await sessionUser(page, token)).toBeNull();
  });
}

test('in the android app a Facebook sign-in without an access token fails with the product’s message', async ({
  page,
}) => {
  test.slow();
  const social = socialLoginPlugin(async () => ({ idToken: null, accessToken: null }));
  await runAsShell(page, 'android', {
    bundle: 'dist-e2e',
    plugins: { SocialLogin: social.plugin },
  });
  const signIns: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/sign-in/social')) signIns.push(request.url());
  });

  await page.goto('/');
  await expect(page).toHaveURL('/generate', { timeout: 20_000 });
  await expect.poll(() => storedToken(page)).not.toBeNull();
  const guestToken = await storedToken(page);
  await page.getByRole('button', { name: 'Profil' }).click();
  await page.getByRole('menuitem', { name: 'Logg inn eller lag konto' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole('button', { name: 'Fortsett med Facebook' }).click();
  await expect(
    page.getByText(
      'Innloggingen lyktes, men ga ingen tilgangsnøkkel. Prøv igjen, eller velg en annen måte å logge inn på.',
    ),
  ).toBeVisible();
  expect(social.calls.map((c) => c.method)).toEqual(['initialize', 'login']);
  // Nothing went to the identity service, and the guest is still the guest.
  expect(signIns).toEqual([]);
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedToken(page)).toBe(guestToken);
  expect(await sessionUser(page, guestToken)).toMatchObject({ isAnonymous: true });
});
