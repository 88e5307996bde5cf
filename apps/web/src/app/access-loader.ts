import type { LoaderFunctionArgs, Params } from 'react-router';
import { redirect } from 'react-router';
import { getPlatform } from '../lib/api/platform';
import type { AuthService } from '../lib/auth/auth-service';
import { readStoredAuth, viewerKind } from '../lib/auth/auth-store';
import { clearConversionTriggered, readGuestRecords } from '../lib/auth/guest-records';
import { clearRedirectPath, peekRedirectPath, saveRedirectPath } from '../lib/auth/redirect-path';
import {
  parentalGateState,
  readParentalGateRecord,
} from '../lib/parental-gate/parental-gate-record';
import { LOGIN_PATH } from '../lib/navigation/app-paths';
import { decideAccess } from './access-guard';
import type { AccessDecision, AccessInput } from './access-guard';
import { findAppRoute } from './find-app-route';
import type { AppRoute } from './routes';

// The guard runs as each route's loader: the router waits for it before it shows the page, so
// protected content never flashes, and a redirect replaces the blocked entry in the history.

export function accessInputFor(appRoute: AppRoute, target: string, auth: AuthService): AccessInput {
  const guest = readGuestRecords();
  return {
    route: appRoute,
    target,
    platform: getPlatform() === 'web' ? 'web' : 'native',
    userKind: viewerKind(auth.store.getState()),
    conversionTriggered: guest.conversionTriggered,
    anonymousCreatedTime: guest.anonymousCreatedTime,
    welcomeScreenShown: auth.getProfile()?.welcomeScreenShown ?? null,
    parentalGate: parentalGateState(readParentalGateRecord(), Date.now()),
    savedRedirectPath: peekRedirectPath(),
  };
}

async function carryOut(
  decision: AccessDecision,
  target: string,
  auth: AuthService,
  visitor: VisitorHooks,
) {
  if (decision.type === 'allow') return null;
  if (decision.saveTarget) saveRedirectPath(target);
  if (decision.type === 'redirect') {
    if (decision.clearConversionFlag) clearConversionTriggered();
    if (decision.consumeSavedPath) clearRedirectPath();
    return redirect(decision.to);
  }
  const prefetched = visitor.prefetch?.();
  const signingIn = auth.signInAnonymously();
  // Settled here so a sign-in that fails while the prefetch is still out is not "unhandled".
  const signedIn = signingIn.then(
    () => true,
    (error: unknown) => {
      // docs/product.md#errors: a failed guest sign-in in the guard sends the person to Login (path kept).
      console.warn('Guest sign-in failed', error);
      return false;
    },
  );
  // A page that found all it needs among what anyone may read (a shared story) opens now; the
  // guest session follows, and its calls wait for it (auth-service's getToken).
  if (prefetched && decision.then === target) {
    const showsNow = await Promise.race([prefetched, signedIn.then(() => false)]);
    if (showsNow) {
      void signedIn.then((ok) => {
        if (ok) clearRedirectPath();
        else visitor.onLateSignInFailure();
      });
      return null;
    }
  }
  if (!(await signedIn)) return redirect(LOGIN_PATH);
  clearRedirectPath();
  if (decision.then !== target) return redirect(decision.then);
  // The guard asks again now that the guest exists: a page closed to guests (My account, the
  // shop) sends them on to Generate rather than opening because there was nobody to refuse.
  const again = visitor.recheck();
  if (again.type === 'redirect') return carryOut(again, target, auth, visitor);
  return null;
}

interface VisitorHooks {
  prefetch?: () => Promise<boolean>;
  /** The guard's decision for the same page, asked again once the guest is signed in. */
  recheck: () => AccessDecision;
  /** The guest sign-in failed after the page had opened without waiting for it. */
  onLateSignInFailure: () => void;
}

/**
 * Whether `appRoute` may open before start-up has asked the identity service who this is: the
 * device holds no session (no token, no unfinished verification) and the guard lets a visitor
 * in. That is the first visit to Home, FAQ, an example story or a legal page, which then no
 * longer waits for the session check. Login is left out: a session cookie (the verification
 * link, a provider's sign-in) is exactly what decides it.
 */
export function opensBeforeSession(appRoute: AppRoute, target: string, auth: AuthService): boolean {
  if (auth.store.getState().ready || appRoute.path === LOGIN_PATH) return false;
  const stored = readStoredAuth();
  if (stored.token !== null || stored.pendingVerificationEmail !== null) return false;
  const input = { ...accessInputFor(appRoute, target, auth), userKind: null };
  return decideAccess(input).type === 'allow';
}

/** The same question for the page the browser opened at, asked once by the start-up gate. */
export function firstPageOpensBeforeSession(
  location: Pick<Location, 'pathname' | 'search'>,
  auth: AuthService,
): boolean {
  const target = `${location.pathname}${location.search}`;
  return opensBeforeSession(findAppRoute(location.pathname), target, auth);
}

/**
 * @param onOpenedEarly told when a page opened before start-up finished, so the guard can be
 * asked again once it has (a session cookie may have turned up a user after all).
 * @param onLateSignInFailure told when a page opened beside a guest sign-in that then failed:
 * the person goes to Login, as when the guard waits for it.
 */
export function createAccessLoader(
  appRoute: AppRoute,
  auth: AuthService,
  onOpenedEarly: () => void = () => {},
  onLateSignInFailure: () => void = () => {},
) {
  const visitorHooks = (params: Params, target: string): VisitorHooks => {
    const { prefetchForVisitor } = appRoute;
    return {
      onLateSignInFailure,
      recheck: () => decideAccess(accessInputFor(appRoute, target, auth)),
      prefetch: prefetchForVisitor
        ? () =>
            (prefetchForVisitor(params, auth.queryClient) ?? Promise.resolve(false)).catch(
              () => false,
            )
        : undefined,
    };
  };
  return async ({ request, params }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const target = `${url.pathname}${url.search}`;
    if (opensBeforeSession(appRoute, target, auth)) {
      onOpenedEarly();
      return null;
    }
    await auth.ready();
    const decision = decideAccess(accessInputFor(appRoute, target, auth));
    return carryOut(decision, target, auth, visitorHooks(params, target));
  };
}
