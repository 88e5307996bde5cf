import type { LanguageCode } from '@monstory/contracts/language';
import type { Profile } from '@monstory/contracts/profile';
import { createMemoryRouter } from 'react-router';
import { createQueryClient } from '../lib/api/query-client';
import { createRouteObjects } from '../app/router';
import { loadShellParts } from '../app/shell/lazy-parts.testing';
import { configureApi } from '../lib/api/api-config';
import { VERIFIED_USER } from '../lib/auth/auth-fixtures.testing';
import { createAuthService } from '../lib/auth/auth-service';
import { createAuthStore } from '../lib/auth/auth-store';
import type { AuthUser } from '@monstory/contracts/identity';
import { createAppI18n } from '../lib/i18n/create-i18n';
import { LOGIN_PATH } from '../lib/navigation/app-paths';
import { unlockParentalGate } from '../lib/parental-gate/parental-gate-record';
import { fakeServer } from './fake-server';
import { cacheProfileOf, renderInAppProviders } from './app-providers.testing';
import type { RouteAnswer } from './fake-server';

export interface RenderAppRouteOptions {
  language?: LanguageCode;
  /** Who is signed in; a verified registered user unless told otherwise, null for nobody. */
  user?: AuthUser | null;
  /** The cached profile; one matching a user who has finished onboarding by default. */
  profile?: Partial<Profile> | null;
  pendingVerificationEmail?: string | null;
  parentalGateUnlocked?: boolean;
  /** The server's answers by "METHOD /path"; anything else gets 404. */
  routes?: Record<string, RouteAnswer | RouteAnswer[]>;
}

/** Renders the real route table, guard, shell and pages at `path`, in memory. */
export async function renderAppRoute(path: string, options: RenderAppRouteOptions = {}) {
  const { language = 'en', user = VERIFIED_USER, profile = {} } = options;
  const server = fakeServer(options.routes ?? {});
  configureApi({ fetch: server.fetch });
  if (options.parentalGateUnlocked) unlockParentalGate(Date.now());

  // Compiled before the test waits on them, so a busy machine's first compile is not a timeout.
  const [i18n] = await Promise.all([createAppI18n(language), loadShellParts()]);
  const queryClient = createQueryClient();
  const store = createAuthStore({
    ready: true,
    user,
    token: user ? `token-${user.id}` : null,
    pendingVerificationEmail: options.pendingVerificationEmail ?? null,
  });
  const auth = createAuthService({ store, queryClient, getLanguage: () => language });
  if (user && profile) {
    cacheProfileOf(queryClient, user, profile);
  }

  const router = createMemoryRouter(
    createRouteObjects(auth, undefined, () => void router.navigate(LOGIN_PATH, { replace: true })),
    { initialEntries: [path] },
  );
  const view = renderInAppProviders({ i18n, queryClient, auth, router });
  return { ...view, router, i18n, auth, queryClient, server };
}
