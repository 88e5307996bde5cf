import type { Page } from '@playwright/test';
import type { ProviderAccount } from './support/fake-id-token-issuer';
import { expect, test } from './support/native-fixtures';
import { socialLoginPlugin } from './support/native-plugins';
import { runAsShell, storedToken } from './support/native-shell';

// Sign-in in the native apps: the social-login plugin (faked at the native bridge) hands over an
// ID token from the fake issuer (support/fake-id-token-issuer.ts), which the app gives to the
// identity service's token sign-in; the server checks it against the issuer's key as it would
// Google's or Apple's. The app is the e2e build (`npm run build:e2e -w @monstory/web`), which
// carries a native build's provider ids in test values.

async function sessionUser(page: Page, token: string | null) {
  const response = await page.request.get('/api/auth/get-session', {
    headers: { authorization: `Bearer ${token ?? ''}`, cookie: '' },
  });
  const session = (await response.json()) as {
    user: { email: string; isAnonymous?: boolean };
  } | null;
  return session?.user ?? null;
}

for (const [platform, provider, label] of [
  ['android', 'google', 'Fortsett med Google'],
  ['ios', 'apple', 'Fortsett med Apple'],
] as const) {
  test(`in the ${platform} app a guest signs in with ${provider} through the plugin's token, is converted, and signs out of the plugin too`, async ({
    page,
    issuer,
  }) => {
    test.slow();
    const account: ProviderAccount = {
      sub: `${provider}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`,
      email: `native-${provider}-${Date.now()}@example.com`,
      name: 'Kari Nordmann',
    };
    const social = socialLoginPlugin((p) => issuer.idToken(p, account));
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
    // The app offers what this build and platform can do by itself: Apple only on iOS.
    await expect(page.getByRole('button', { name: 'Fortsett med Apple' })).toHaveCount(
      platform === 'ios' ? 1 : 0,
    );

    const conversion = page.waitForResponse('**/api/login/convert-anonymous-user');
    const signIn = page.waitForRequest('**/api/auth/sign-in/social');
    await page.getByRole('button', { name: label }).click();

    // The provider's token went to the identity service, as the guest (who it replaces).
    const request = await signIn;
    expect(request.postDataJSON()).toMatchObject({
      provider,
      idToken: { token: expect.stringMatching(/^ey/) },
    });
    expect(request.headers().authorization).toBe(`Bearer ${guestToken}`);
    expect(social.calls.map((c) => c.method)).toEqual(['initialize', 'login']);
    expect(social.calls[1]?.options).toMatchObject({ provider });

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
