import type { Page } from '@playwright/test';
import {
  createVerifiedUser,
  expect,
  newCredentials,
  passParentalGate,
  signInBrowser,
  test,
  verificationLink,
} from './support/identity';
import type { Credentials } from './support/identity';

// Journeys of docs/product.md#identity: guests, registering and verifying by mail, onboarding,
// signing out and in, the access guard and the parental gate — in real Chromium against the
// production server.

/** Fills the register form and sends it; the verification card then says where the mail went. */
async function sendRegisterForm(page: Page, { email, password }: Credentials) {
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Passord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Lag konto' }).click();
  await expect(page.getByText(`Vi har sendt en bekreftelse til ${email}.`)).toBeVisible();
}

/** Registers new credentials straight from /login?mode=register, leaving them unverified. */
async function registerOnLoginPage(page: Page): Promise<Credentials> {
  const credentials = newCredentials();
  await page.goto('/login?mode=register');
  await sendRegisterForm(page, credentials);
  return credentials;
}

test('a visitor on the home page tries Monstory as a guest and lands on Generate', async ({
  page,
}) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: /Godnatthistorier med monstre/ }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Prøv som gjest' }).click();

  await expect(page).toHaveURL(/\/generate$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lag en historie' })).toBeVisible();
  const stored = await page.evaluate(() => ({
    uid: localStorage.getItem('monstory.anonymous-uid'),
    created: localStorage.getItem('monstory.anonymous-user-created-time'),
    type: localStorage.getItem('monstory.user-type'),
  }));
  expect(stored.uid).toBeTruthy();
  expect(new Date(stored.created ?? '').getTime()).not.toBeNaN();
  expect(stored.type).toBe('anonymous');
  // Guests get no shop button and may not open the shop.
  await expect(page.getByRole('link', { name: 'Butikk' })).toHaveCount(0);
  await page.goto('/shop');
  await expect(page).toHaveURL(/\/generate$/);
});

test('a visitor opening a page directly gets a guest session and stays there', async ({ page }) => {
  await page.goto('/library');
  await expect(page.getByRole('heading', { level: 1, name: 'Bibliotek' })).toBeVisible();
  const session = await page.request.get('/api/auth/get-session');
  expect(await session.json()).toMatchObject({ user: { isAnonymous: true } });
});

test('a guest registers, confirms the address from the mail, is welcomed and lands in My Stuff', async ({
  page,
}) => {
  // Registering, the mail, onboarding: the longest journey here.
  test.slow();
  const { email, password } = newCredentials();
  await page.goto('/generate');
  await expect(page.getByRole('heading', { level: 1, name: 'Lag en historie' })).toBeVisible();
  const guestId = await page.evaluate(() => localStorage.getItem('monstory.anonymous-uid'));
  expect(guestId).toBeTruthy();

  await page.getByRole('button', { name: 'Profil' }).click();
  await page.getByRole('menuitem', { name: 'Logg inn eller lag konto' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: 'Fortsett med e-post' }).click();
  await page.getByRole('button', { name: 'Ny her? Lag en konto' }).click();
  // The sign-in form has an E-post field too: filling before the switch lands would type into
  // the form that is about to go.
  await expect(page.getByRole('heading', { level: 2, name: 'Lag en konto' })).toBeVisible();
  await sendRegisterForm(page, { email, password });
  await expect(page.getByRole('button', { name: /Send på nytt om \d+ s/ })).toBeDisabled();

  // The link signs the person in, in the browser that opens it, and leads to onboarding; the
  // guest's stories, monsters and credits move to the new account on the way.
  const conversion = page.waitForResponse('**/api/login/convert-anonymous-user');
  await page.goto(await verificationLink(page.request, email));
  const converted = await conversion;
  expect(converted.status()).toBe(200);
  // The guest proves the id is theirs with the signed ticket the server gave it.
  expect(converted.request().postDataJSON()).toEqual({
    anonymousUsername: guestId,
    anonymousTicket: expect.stringMatching(/^g1\./),
  });
  expect(await converted.json()).toMatchObject({ status: 'CONVERTED' });
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByText('Steg 1 av 4')).toBeVisible();
  await page.getByRole('button', { name: 'Neste' }).click();
  await expect(page.getByRole('heading', { name: 'Velg en fortellerstemme' })).toBeVisible();
  await page.getByRole('button', { name: 'Neste' }).click();
  await expect(page.getByRole('heading', { name: 'Ditt eget monster' })).toBeVisible();
  await page.getByRole('button', { name: 'Neste' }).click();
  await page.getByText('Send meg nyhetsbrev med tips og nye funksjoner').click();
  await page.getByRole('button', { name: 'Jeg godtar vilkårene' }).click();

  await expect(page).toHaveURL(/\/stuff$/);
  await expect(page.getByRole('link', { name: 'Butikk' })).toBeVisible();
  // This device forgot the guest once its data had moved.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('monstory.anonymous-uid')))
    .toBeNull();
  const profile = await (await page.request.get('/api/profile')).json();
  expect(profile).toMatchObject({
    email,
    emailVerified: true,
    welcomeScreenShown: true,
    termsAccepted: true,
    marketingOptIn: true,
  });
  // Onboarding is done: it is closed from now on.
  await page.goto('/welcome');
  await expect(page).toHaveURL(/\/stuff$/);
});

test('an unverified user is sent to Login, where the verification card waits', async ({ page }) => {
  const { email } = await registerOnLoginPage(page);

  await page.goto('/library');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(`Vi har sendt en bekreftelse til ${email}.`)).toBeVisible();

  // Refreshing before the link is opened says what to do.
  await page.getByRole('button', { name: 'Ferdig? Oppdater' }).click();
  await expect(page.getByText(/Adressen er ikke bekreftet ennå/)).toBeVisible();
});

test('"Done? Refresh" sees an address confirmed on another device', async ({ page, request }) => {
  const { email } = await registerOnLoginPage(page);
  await page.getByRole('button', { name: 'Ferdig? Oppdater' }).click();
  await expect(page.getByText(/Adressen er ikke bekreftet ennå/)).toBeVisible();

  // The link opened on the phone: its session stays there (`request` shares no cookies).
  const mail = await verificationLink(request, email);
  expect((await request.get(mail, { maxRedirects: 0 })).status()).toBe(302);

  await page.getByRole('button', { name: 'Ferdig? Oppdater' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  const session = await (await page.request.get('/api/auth/get-session')).json();
  expect(session).toMatchObject({ user: { email, emailVerified: true } });
  // Checking mailed no link beyond the first.
  const mails = (await (
    await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)
  ).json()) as unknown[];
  expect(mails).toHaveLength(1);
});

test('signing in with an address not yet confirmed shows the verification card', async ({
  page,
}) => {
  const credentials = newCredentials();
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { ...credentials, name: 'Parent', callbackURL: '/welcome' },
  });
  expect(signUp.ok()).toBe(true);
  await page.goto('/login?mode=sign-in');
  await page.getByLabel('E-post').fill(credentials.email);
  await page.getByLabel('Passord', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Logg inn', exact: true }).click();
  await expect(
    page.getByText(`Vi har sendt en bekreftelse til ${credentials.email}.`),
  ).toBeVisible();
});

test('a parent signs out and signs in again', async ({ page }) => {
  const credentials = await createVerifiedUser(page.request);
  await signInBrowser(page, credentials);
  await page.goto('/stuff');
  await expect(page.getByRole('heading', { level: 1, name: 'Mine ting' })).toBeVisible();

  await page.getByRole('button', { name: 'Profil' }).click();
  await expect(page.getByRole('menu')).toContainText(credentials.email);
  await page.getByRole('menuitem', { name: 'Logg ut' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Logg ut' }).click();

  await expect(page).toHaveURL(/\/login$/);
  expect(await (await page.request.get('/api/auth/get-session')).json()).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('monstory.auth-token'))).toBeNull();

  await page.getByRole('button', { name: 'Fortsett med e-post' }).click();
  await page.getByLabel('E-post').fill(credentials.email);
  await page.getByLabel('Passord', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Logg inn', exact: true }).click();
  await expect(page).toHaveURL(/\/generate$/);
  await expect(page.getByRole('link', { name: 'Butikk' })).toBeVisible();
});

test('the parental gate opens the shop, and closes it again after 10 minutes', async ({ page }) => {
  await page.clock.install();
  const credentials = await createVerifiedUser(page.request);
  await signInBrowser(page, credentials);

  await page.goto('/stuff');
  await page.getByRole('link', { name: 'Butikk' }).click();
  await expect(page).toHaveURL(/\/parental-gate\?redirect=%2Fshop$/);
  await expect(page.getByText('Forsøk 1 av 3')).toBeVisible();
  await passParentalGate(page);
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Butikk' })).toBeVisible();

  // Back skips the gate: the parent is where they started.
  await page.getByRole('button', { name: 'Tilbake' }).click();
  await expect(page).toHaveURL(/\/stuff$/);
  await page.goto('/shop');
  await expect(page).toHaveURL(/\/shop$/);
  // The gate's 10-minute timer starts once the reloaded app is up.
  await expect(page.getByRole('heading', { level: 1, name: 'Butikk' })).toBeVisible();

  await page.clock.fastForward('10:00');
  await expect(page).toHaveURL(/\/parental-gate\?redirect=%2Fshop$/);
  await page.goto('/shop');
  await expect(page).toHaveURL(/\/parental-gate\?redirect=%2Fshop$/);
});
