import type { Profile } from '@monstory/contracts/profile';
import type { QueryClient } from '@tanstack/react-query';
import { configureApi } from '../api/api-config';
import { PROFILE_QUERY_KEY } from '../profile/profile-query';
import {
  getSession,
  sendVerificationEmail,
  signInAnonymous,
  signInEmail,
  signInSocialToken,
  signOutSession,
  signUpEmail,
  socialSignInUrl,
  verifyEmail,
} from './auth-api';
import type { EmailCredentials, SignedIn, SocialProvider } from './auth-api';
import { isIdentityError } from './auth-errors';
import { persistAuthState, readStoredAuth } from './auth-store';
import type { AuthStore } from './auth-store';
import { convertStoredGuest } from './convert-guest';
import { recordAnonymousSignIn, recordConversionTicket } from './guest-records';
import { postLogin } from './login-call';
import { clearActiveChildId } from '../children/active-child';
import { clearRedirectPath } from './redirect-path';
import { pageCameWithoutSessionCookie } from '../startup/page-hints';
import { getPlatform } from '../api/platform';
import type { NativeSocial } from '../platform/native-social';
import { resolveSession } from './resolve-session';

export interface AuthServiceDeps {
  store: AuthStore;
  queryClient: QueryClient;
  /** The interface language, sent with login so a new profile starts in it. */
  getLanguage: () => string | undefined;
  now?: () => Date;
  /** Each profile login answers, e.g. to switch the interface to the profile's language. */
  onProfile?: (profile: Profile) => void;
  /** Leaves the app for a provider's sign-in page. */
  assignLocation?: (url: string) => void;
  /** The server no longer knows the session (a 401 mid-visit); the local one is gone too. */
  onSessionEnded?: () => void;
  /** The native apps' provider sign-in (the plugin, loaded on first use); null on the web. */
  nativeSocial?: (() => Promise<NativeSocial>) | null;
}

const loadNativeSocial = () => import('../platform/native-social').then((m) => m.nativeSocial());

/** Everything that signs people in and out; created once and shared by the router and React. */
export type AuthService = ReturnType<typeof createAuthService>;

/** Where Google, Apple and Facebook send the browser back to; the guard moves on from there. */
export const SOCIAL_CALLBACK_PATH = '/login';

export function createAuthService(deps: AuthServiceDeps) {
  const { store, queryClient } = deps;
  const now = deps.now ?? (() => new Date());
  const nativeSocial =
    deps.nativeSocial !== undefined
      ? deps.nativeSocial
      : getPlatform() === 'web'
        ? null
        : loadNativeSocial;
  store.subscribe(() => persistAuthState(store.getState()));
  // A page a visitor may read opens while their guest session is still being made (the access
  // loader); its calls wait for that session's token rather than go out without one.
  let sessionArriving: Promise<void> | null = null;
  // Every API call carries the current session's bearer token, and a 401 for the current token
  // means the server ended the session: keeping it locally would leave every screen failing.
  configureApi({
    getToken: async () => {
      if (sessionArriving) await sessionArriving;
      return store.getState().token;
    },
    onUnauthorized: (token) => {
      if (!store.getState().ready || store.getState().token !== token) return;
      clearLocalSession();
      deps.onSessionEnded?.();
    },
  });

  const readyPromise = new Promise<void>((resolve) => {
    if (store.getState().ready) return resolve();
    const stop = store.subscribe(() => {
      if (!store.getState().ready) return;
      stop();
      resolve();
    });
  });

  async function login(signal?: AbortSignal): Promise<Profile> {
    const profile = await postLogin(deps.getLanguage(), signal);
    queryClient.setQueryData(PROFILE_QUERY_KEY, profile);
    const { user } = store.getState();
    // The profile knows how the person signed in; the session does not.
    if (user && !user.isAnonymous && user.id === profile.userId) {
      store.setState({ user: { ...user, provider: profile.loginProvider } });
    }
    const ticket = profile.isAnonymous ? profile.anonymousUser?.conversionTicket : undefined;
    if (ticket) recordConversionTicket(profile.userId, ticket);
    deps.onProfile?.(profile);
    return profile;
  }

  // The password of a sign-up or sign-in that waits for its confirmation, in memory only (never
  // stored): with it "Done? Refresh" sees an address confirmed on another device, where the
  // link's session went.
  let pendingCredentials: EmailCredentials | null = null;

  function takeSession(session: SignedIn): void {
    const pending = session.user.isAnonymous ? store.getState().pendingVerificationEmail : null;
    if (!pending) pendingCredentials = null;
    store.setState({ user: session.user, token: session.token, pendingVerificationEmail: pending });
  }

  /** Takes a session over, logs in to the API and moves a verified person's guest data. */
  async function adopt(session: SignedIn, signal?: AbortSignal): Promise<void> {
    takeSession(session);
    await finishAdopting(signal);
  }

  /** Logs in to the API with the session just taken and moves a verified person's guest data. */
  async function finishAdopting(signal?: AbortSignal): Promise<void> {
    await login(signal);
    if (await convertStoredGuest(store.getState().user)) {
      await queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
    }
  }

  let anonymousInFlight: Promise<void> | null = null;
  /** The running start-up, settled (never rejecting) once it has answered or failed. */
  let starting: Promise<unknown> | null = null;

  const guestToken = () => {
    const { user, token } = store.getState();
    return user?.isAnonymous ? token : null;
  };

  function clearLocalSession(): void {
    pendingCredentials = null;
    store.setState({ user: null, token: null, pendingVerificationEmail: null });
    // Profile, monster, premium features, notifications, voice and feedback all live in the
    // query cache (docs/product.md#sign-in sign-out), so one clear resets every one of them.
    queryClient.clear();
    clearRedirectPath();
    clearActiveChildId();
  }

  return {
    store,
    queryClient,
    ready: () => readyPromise,
    getProfile: () => queryClient.getQueryData<Profile>(PROFILE_QUERY_KEY),

    /** Start-up: who is this, and (if anyone) log in to the API. */
    start(signal?: AbortSignal): Promise<void> {
      const run = (async () => {
        // Held in the store (and so kept in storage) until the identity service has answered:
        // a start that fails on a bad connection must not lose the session.
        const stored = readStoredAuth();
        store.setState(stored);
        // The page's note holds for start-up only: a verification link opened later, in
        // another tab, sets a cookie this page never saw (refreshVerification asks again).
        const session = await resolveSession(stored.token, {
          signal,
          noCookie: pageCameWithoutSessionCookie(),
        });
        if (session) await adopt(session, signal);
        else store.setState({ user: null, token: null });
        store.setState({ ready: true });
      })();
      starting = run.catch(() => undefined);
      return run;
    },

    /** A guest session; several callers at once share one sign-in. */
    signInAnonymously(): Promise<void> {
      if (store.getState().user?.isAnonymous) return Promise.resolve();
      anonymousInFlight ??= (async () => {
        // A page a visitor may see opens before start-up has finished: "try as a guest" there
        // waits for its answer, so a session it finds is neither doubled nor overwritten.
        if (!store.getState().ready && starting) {
          await starting;
          if (store.getState().user) return;
        }
        const arriving = signInAnonymous().then((session) => {
          recordAnonymousSignIn(session.user.id, now());
          takeSession(session);
        });
        const settled = arriving.catch(() => undefined);
        sessionArriving = settled;
        void settled.then(() => {
          if (sessionArriving === settled) sessionArriving = null;
        });
        await arriving;
        await finishAdopting();
      })().finally(() => {
        anonymousInFlight = null;
      });
      return anonymousInFlight;
    },

    /** A refused, unverified address becomes the pending one, so Login shows its card. */
    async signInWithEmail(credentials: EmailCredentials): Promise<void> {
      try {
        await adopt(await signInEmail(credentials, guestToken()));
      } catch (error) {
        if (isIdentityError(error) && error.code === 'email-not-verified') {
          pendingCredentials = credentials;
          store.setState({ pendingVerificationEmail: credentials.email });
        }
        throw error;
      }
    },

    async register(credentials: EmailCredentials): Promise<void> {
      const session = await signUpEmail(credentials, guestToken());
      if (session) return adopt(session);
      pendingCredentials = credentials;
      store.setState({ pendingVerificationEmail: credentials.email });
    },

    async resendVerification(): Promise<void> {
      const email = store.getState().pendingVerificationEmail ?? store.getState().user?.email;
      if (email) await sendVerificationEmail(email);
    },

    /**
     * The "refresh" on the verification card: a fresh session lookup, past any cached cookie
     * (the link opened in this browser); else, with the password still in memory, a sign-in
     * that only checks (the link opened on another device). True once a verified account is
     * signed in on this device.
     */
    async refreshVerification(): Promise<boolean> {
      const session = await resolveSession(store.getState().token, { fresh: true });
      if (session && !session.user.isAnonymous && session.user.emailVerified) {
        await adopt(session);
        return true;
      }
      const credentials = pendingCredentials;
      if (!credentials || credentials.email !== store.getState().pendingVerificationEmail) {
        return false;
      }
      try {
        await adopt(await signInEmail(credentials, guestToken(), { checkOnly: true }));
      } catch (error) {
        if (isIdentityError(error) && error.code === 'email-not-verified') return false;
        throw error;
      }
      return true;
    },

    /**
     * The verification mail's token, opened on an app page (VERIFY_EMAIL_PATH): verifies the
     * address and signs its account in here. False when the service verified but started no
     * session (the address was verified already); the person then signs in as usual.
     */
    async verifyEmailWithToken(token: string): Promise<boolean> {
      const sessionToken = await verifyEmail(token);
      const session = sessionToken ? await getSession({ token: sessionToken }) : null;
      if (!session) return false;
      await adopt(session);
      return true;
    },

    /** Leaves the verification card for the sign-in form; the address stays unverified. */
    forgetPendingVerification(): void {
      pendingCredentials = null;
      store.setState({ pendingVerificationEmail: null });
    },

    /**
     * The web leaves for the provider's page ('left'); the native apps sign in with the
     * provider's SDK and its token, and are signed in when this resolves ('signed-in'). A guest
     * is replaced the same way on both: the identity service sees the guest's token.
     */
    async startSocialSignIn(provider: SocialProvider): Promise<'left' | 'signed-in'> {
      if (nativeSocial) {
        try {
          const token = await (await nativeSocial()).signIn(provider);
          await adopt(await signInSocialToken(provider, token, guestToken()));
        } catch (error) {
          // docs/product.md#errors: sign-in failures are logged and re-thrown.
          console.warn(`Sign-in with ${provider} failed`, error);
          throw error;
        }
        return 'signed-in';
      }
      const url = await socialSignInUrl(provider, SOCIAL_CALLBACK_PATH, guestToken());
      (deps.assignLocation ?? ((href: string) => window.location.assign(href)))(url);
      return 'left';
    },

    /** Signs out on the server (revoking the session) and forgets everything about the user. */
    async signOut(): Promise<void> {
      const { token, user } = store.getState();
      // docs/product.md#sign-in: the native auth plugin is signed out of too.
      const provider = user?.provider;
      if (
        nativeSocial &&
        (provider === 'google' || provider === 'apple' || provider === 'facebook')
      ) {
        await nativeSocial().then(
          (social) => social.signOut(provider),
          (error: unknown) => console.warn('The sign-in plugin is not available', error),
        );
      }
      try {
        if (token) await signOutSession(token);
      } catch (error) {
        // The local sign-out must happen even when the server cannot be told.
        console.warn('Sign-out did not reach the server', error);
      }
      clearLocalSession();
    },
  };
}
