import { test as base, expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { presetRejectedConsent } from './consent';
import { markGenerateTourSeen } from './generate-tour';
import { startServer, type RunningServer } from './server';

/**
 * Identity journeys sign up and sign in more often than better-auth's per-address rate limits
 * allow in a minute, so their server runs with those limits off (AUTH_RATE_LIMIT=false); the
 * limits have their own API tests.
 */
export const test = base.extend<
  { firstVisit: boolean },
  { identityServer: RunningServer; serverEnv: Record<string, string> }
>({
  // A returning visitor unless the journey is about the first visit (support/generate-tour.ts).
  firstVisit: [false, { option: true }],
  // More of the server's environment for a journey that needs it (a worker of its own starts).
  serverEnv: [{}, { option: true, scope: 'worker' }],
  context: async ({ context, baseURL, firstVisit }, use) => {
    if (baseURL) await presetRejectedConsent(context, baseURL);
    if (!firstVisit) await markGenerateTourSeen(context);
    await use(context);
  },
  identityServer: [
    async ({ serverEnv }, use) => {
      const server = await startServer({ AUTH_RATE_LIMIT: 'false', ...serverEnv });
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ identityServer }, use) => {
    await use(identityServer.baseURL);
  },
});

export { expect };

export interface Credentials {
  email: string;
  password: string;
}

let counter = 0;

export function newCredentials(): Credentials {
  counter += 1;
  return {
    email: `parent-${Date.now()}-${counter}-${Math.floor(Math.random() * 1e6)}@example.com`,
    password: 'a-long-bedtime-password',
  };
}

/** The verification link the outbox kept for `email` (GET /api/dev/outbox, not in production). */
export async function verificationLink(request: APIRequestContext, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
      const mails = (await response.json()) as Array<{ links: string[] }>;
      link = mails.flatMap((mail) => mail.links).find((href) => href.includes('verify-email'));
      return link;
    })
    .toBeTruthy();
  return link as string;
}

/** A registered, verified account, made through the API as the fixture step of a journey. */
export async function createVerifiedUser(request: APIRequestContext): Promise<Credentials> {
  const credentials = newCredentials();
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: { ...credentials, name: 'Parent', callbackURL: '/welcome' },
  });
  expect(signUp.ok()).toBe(true);
  const verify = await request.get(await verificationLink(request, credentials.email), {
    maxRedirects: 0,
  });
  expect(verify.status()).toBe(302);
  return credentials;
}

/**
 * Signs `page`'s browser in through the API (the session cookie lands in its context) and, with
 * `onboarded`, marks the welcome screen shown so the journey starts past onboarding.
 */
export async function signInBrowser(page: Page, credentials: Credentials, onboarded = true) {
  const signIn = await page.request.post('/api/auth/sign-in/email', { data: credentials });
  expect(signIn.ok()).toBe(true);
  if (!onboarded) return;
  expect((await page.request.post('/api/login', { data: {} })).ok()).toBe(true);
  expect((await page.request.post('/api/profile/welcome-shown', { data: {} })).ok()).toBe(true);
}

/** Solves whichever task the parental gate shows, as a grown-up would. */
export async function passParentalGate(page: Page) {
  const question = page.getByText(/^Hva er \d+ [+×] \d+\?$/);
  const pattern = page.getByRole('list', { name: 'Fargemønster' });
  await expect(question.or(pattern)).toBeVisible();
  if (await question.isVisible()) {
    const [, a, op, b] = /(\d+) ([+×]) (\d+)/.exec((await question.textContent()) ?? '') ?? [];
    const answer = op === '+' ? Number(a) + Number(b) : Number(a) * Number(b);
    for (const digit of String(answer)) {
      await page.getByRole('button', { name: digit, exact: true }).click();
    }
    await page.getByRole('button', { name: 'Sjekk svaret' }).click();
    return;
  }
  const colours = await pattern.getByRole('listitem').allTextContents();
  await page.getByRole('button', { name: 'Jeg husker dem' }).click();
  for (const colour of colours) {
    await page.getByRole('button', { name: colour, exact: true }).click();
  }
}

/** A verified parent signed in, past onboarding, who has accepted the terms. */
export async function parentWhoAcceptedTerms(page: Page, request: APIRequestContext) {
  await signInBrowser(page, await createVerifiedUser(request));
  const accepted = await page.request.post('/api/profile/accept-terms-and-conditions', {
    data: { marketingOptIn: false },
  });
  expect(accepted.ok()).toBe(true);
}

/** Starts a short text story through the API, as another device of the family would; its id. */
export async function startTextStory(request: APIRequestContext): Promise<string> {
  const story = await request.post('/api/story', {
    data: {
      age: 5,
      genre: 'BEDTIME',
      length: 'SHORT',
      summary: '',
      addons: { images: false, audio: false, interactive: false },
    },
  });
  expect(story.ok()).toBe(true);
  return ((await story.json()) as { uuid: string }).uuid;
}

/** A verified, onboarded parent who has used the free first story, so paid things cost credits. */
export async function parentWithoutCredits(page: Page, request: APIRequestContext) {
  await parentWhoAcceptedTerms(page, request);
  await startTextStory(page.request);
}

/** A parent without credits (see parentWithoutCredits) on the Generate page. */
export async function parentWithoutCreditsOnGenerate(page: Page, request: APIRequestContext) {
  await parentWithoutCredits(page, request);
  await page.goto('/generate');
}
