import { randomUUID } from 'node:crypto';
import {
  APPLE_SERVICES_ID,
  type FakeIdTokenIssuer,
  type ProviderAccount,
} from './fake-id-token-issuer';
import type { ProviderAnswer } from './native-plugins';

// The social-login plugin's Apple sign-in on Android, as its native side runs it: Apple has no
// Android SDK, so the plugin opens Apple's web sign-in in a browser tab for the Services ID the app
// set it up with; Apple form-posts the result to the return URL (the server's route), which
// redirects the tab to an intent for the app; MainActivity hands that link to the plugin, which
// answers the app with what the link carries.

const RETURN_LINK = /^intent:\/\/([^?#]+)\?([^#]*)#Intent;(.*);end$/;

export async function appleWebSignInOnAndroid(
  issuer: FakeIdTokenIssuer,
  account: ProviderAccount,
  login: { nonce?: string },
  setUp: Record<string, unknown>,
): Promise<ProviderAnswer> {
  // The plugin refuses to start without both (SocialLoginPlugin.initialize on Android).
  const apple = setUp.apple as { clientId?: string; redirectUrl?: string } | undefined;
  if (apple?.clientId !== APPLE_SERVICES_ID || !apple.redirectUrl) {
    throw new Error(`Apple is not set up for its web sign-in: ${JSON.stringify(apple)}`);
  }

  // The person signs in at Apple, which posts the code to the return URL the plugin named.
  const form = new URLSearchParams({
    code: issuer.appleCode(account, login.nonce),
    state: randomUUID(),
    user: JSON.stringify({ name: { firstName: account.name ?? '' }, email: account.email }),
  });
  const response = await fetch(apple.redirectUrl, {
    method: 'POST',
    body: form,
    redirect: 'manual',
    headers: { origin: 'https://appleid.apple.com' },
  });
  const link = RETURN_LINK.exec(response.headers.get('location') ?? '');
  if (response.status !== 303 || !link) {
    throw new Error(`Apple's return did not lead back to the app (${response.status})`);
  }

  // The browser opens the intent in our package only, as monstory://apple-sign-in?…, which
  // MainActivity hands to the plugin rather than to the page.
  const [, host, query, extras] = link;
  const intent = Object.fromEntries(extras!.split(';').map((part) => part.split('=')));
  if (
    intent.package !== 'app.monstory' ||
    intent.scheme !== 'monstory' ||
    host !== 'apple-sign-in'
  ) {
    throw new Error(`Apple's return is not for the app's sign-in: ${link[0]}`);
  }
  const result = new URLSearchParams(query);
  const accessToken = result.get('access_token');
  // The plugin's own words when the link says the sign-in failed.
  if (result.get('success') !== 'true' || !accessToken) {
    throw new Error("We couldn't get the Auth Code");
  }
  return { idToken: result.get('id_token'), accessToken: { token: accessToken } };
}
