import type { ParentalGateState, UserKind } from '@monstory/contracts/enums';
import {
  GENERATE_PATH,
  HOME_PATH,
  LOGIN_PATH,
  PARENTAL_GATE_PATH,
  STUFF_PATH,
  WELCOME_PATH,
} from '../lib/navigation/app-paths';
import type { AppRoute } from './routes';

// docs/product.md#access-guard "Access guard on each navigation", web and native, as one pure
// function. The rules are checked in the order listed there; the first that speaks decides.

const FAQ_PATH = '/faq';
const EXAMPLE_STORY_PATH = '/home/story/:uuid';

export type GuardPlatform = 'web' | 'native';

export interface AccessInput {
  route: Pick<AppRoute, 'path' | 'access' | 'requiresParentalGate'>;
  /** The path and query being opened, e.g. `/shop?tab=credits`. */
  target: string;
  platform: GuardPlatform;
  /** docs/product.md#access-guard user kinds; null when nobody is signed in. */
  userKind: UserKind | null;
  /** A guest asked to log in or register (the anonymous-conversion flag). */
  conversionTriggered: boolean;
  /** When this device first signed in as a guest (ISO); null if it never did. */
  anonymousCreatedTime: string | null;
  /** From the profile; null while no profile is known. */
  welcomeScreenShown: boolean | null;
  parentalGate: ParentalGateState;
  /** The path saved by an earlier redirect, to honour after signing in. */
  savedRedirectPath: string | null;
}

/** Which rule of docs/product.md#access-guard decided, for tests and for reading the code. */
export type AccessRule =
  | 'home'
  | 'verified-on-login'
  | 'conversion-pending'
  | 'guest-on-login'
  | 'returning-guest'
  | 'no-anonymous'
  | 'unverified'
  | 'welcome-first'
  | 'welcome-done'
  | 'signed-in-landing'
  | 'parental-gate';

export interface RedirectDecision {
  type: 'redirect';
  rule: AccessRule;
  to: string;
  /** Remember `target` so it is opened after signing in. */
  saveTarget?: true;
  /** Reset the anonymous-conversion flag. */
  clearConversionFlag?: true;
  /** `to` is the saved path, which is used up. */
  consumeSavedPath?: true;
}

export type AccessDecision =
  | { type: 'allow' }
  | RedirectDecision
  /** Save `target`, sign in as a guest, then open `then`; if that fails, go to Login. */
  | { type: 'sign-in-anonymously'; then: string; saveTarget: true };

const ALLOW: AccessDecision = { type: 'allow' };

function redirect(
  rule: AccessRule,
  to: string,
  extra: Omit<RedirectDecision, 'type' | 'rule' | 'to'> = {},
): RedirectDecision {
  return { type: 'redirect', rule, to, ...extra };
}

export function parentalGatePathFor(target: string): string {
  return `${PARENTAL_GATE_PATH}?redirect=${encodeURIComponent(target)}`;
}

export function decideAccess(input: AccessInput): AccessDecision {
  const { route, userKind: kind, platform } = input;
  const path = route.path;
  const registered = kind === 'registered-verified' || kind === 'registered-unverified';
  const guestOrNobody = kind === null || kind === 'anonymous';

  // 1. Web Home: a visitor or a guest stays; a registered user goes on to Generate.
  if (platform === 'web' && path === HOME_PATH) {
    return registered ? redirect('home', GENERATE_PATH, { clearConversionFlag: true }) : ALLOW;
  }
  // 2. Public routes are always allowed. Login is listed as public, but rules 3, 5 and 10
  //    decide it for people who are signed in, so it is left to them.
  if (route.access === 'public' && path !== LOGIN_PATH) return ALLOW;
  // 3. A verified registered user has no business on Login: on to where they were going.
  if (kind === 'registered-verified' && path === LOGIN_PATH) {
    return input.savedRedirectPath
      ? redirect('verified-on-login', input.savedRedirectPath, { consumeSavedPath: true })
      : redirect('verified-on-login', GENERATE_PATH);
  }
  // 4. A guest (or visitor) who asked to log in is held on Login until they do.
  if (input.conversionTriggered && guestOrNobody && path !== LOGIN_PATH) {
    return redirect('conversion-pending', LOGIN_PATH, { saveTarget: true });
  }
  // 5. A guest who did not ask to log in is sent to make stories instead.
  if (kind === 'anonymous' && path === LOGIN_PATH && !input.conversionTriggered) {
    return redirect('guest-on-login', GENERATE_PATH);
  }

  if (kind === null) {
    // 6. Without a user: native apps allow the public pages and Login; the web also Home, FAQ,
    //    Contact and the example stories.
    const allowed = path === LOGIN_PATH || (platform === 'web' && route.access === 'public-web');
    if (allowed) return ALLOW;
    // 7. A first visit becomes a guest at once; Home leads on to Generate.
    if (!input.anonymousCreatedTime) {
      return {
        type: 'sign-in-anonymously',
        then: path === HOME_PATH ? GENERATE_PATH : input.target,
        saveTarget: true,
      };
    }
    // 8. This device had a guest whose session is gone: sign in again.
    return redirect('returning-guest', LOGIN_PATH, { saveTarget: true });
  }

  // 9. Guests may not open My monsters, My subscription, My account or the shop.
  if (kind === 'anonymous' && route.access === 'no-anonymous') {
    return redirect('no-anonymous', GENERATE_PATH);
  }
  // 10. An unverified address waits on Login, where the verification card shows.
  if (kind === 'registered-unverified') {
    return path === LOGIN_PATH ? ALLOW : redirect('unverified', LOGIN_PATH, { saveTarget: true });
  }
  // 11. Onboarding comes first for a registered user; once done (and for guests) it is closed.
  if (
    kind === 'registered-verified' &&
    input.welcomeScreenShown === false &&
    path !== WELCOME_PATH
  ) {
    return redirect('welcome-first', WELCOME_PATH);
  }
  if (path === WELCOME_PATH && (kind === 'anonymous' || input.welcomeScreenShown === true)) {
    return redirect('welcome-done', STUFF_PATH);
  }
  // 12. The landing pages are for visitors. (Login was settled by rules 3, 5 and 10; a guest
  //     who asked to log in must stay there.)
  //     Deviation (docs/decisions/0008-library.md): an example story is also where shared links
  //     lead, so a signed-in person is shown that same story in the full story view instead.
  if (path === EXAMPLE_STORY_PATH) {
    return redirect('signed-in-landing', input.target.replace(/^\/home\/story\//, '/story/'));
  }
  //     Deviation: on the web the FAQ stays open to everyone (the route table calls it public
  //     on the web, and the footer links to it from every page); the apps keep the redirect.
  if ((path === FAQ_PATH && platform !== 'web') || path === HOME_PATH) {
    return redirect('signed-in-landing', GENERATE_PATH);
  }
  // 13. The shop (and any route so marked) also needs a grown-up to pass the parental gate.
  if (route.requiresParentalGate && input.parentalGate !== 'unlocked') {
    return redirect('parental-gate', parentalGatePathFor(input.target));
  }
  return ALLOW;
}
