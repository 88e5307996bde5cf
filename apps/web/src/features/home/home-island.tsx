import type { AuthProvidersResponse } from '@monstory/contracts/auth';
import type { AppLinksResponse } from '@monstory/contracts/app-links';
import type { LanguageCode } from '@monstory/contracts/language';
import type { StorySummary } from '@monstory/contracts/library';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router';
import { createQueryClient } from '../../lib/api/query-client';
import { SkipToContentLink, mainAreaClass, pageColumnClass } from '../../lib/components/page-frame';
import { formatDocumentTitle } from '../../lib/navigation/use-document-title';
import { trackPageView } from '../../lib/analytics/analytics';
import { ConsentAndAnalytics } from '../../lib/analytics/consent-and-analytics';
import { AuthProvider } from '../../lib/auth/auth-context';
import { authProvidersQueryOptions } from '../../lib/auth/auth-providers-query';
import { createAuthService } from '../../lib/auth/auth-service';
import type { AuthService } from '../../lib/auth/auth-service';
import { SIGNED_OUT, createAuthStore } from '../../lib/auth/auth-store';
import { exampleStoriesQueryOptions } from '../../lib/library/library-api';
import { HOME_PATH } from '../../lib/navigation/app-paths';
import { appLinksQueryOptions } from '../../lib/site/app-links-query';
import { SnowLayer } from '../../lib/snow/snow-layer';
import { HomePage } from './home-page';

// Home as the server sends it to a visitor (docs/decisions/0013-rendered-home.md): the same
// HomePage the app shows, in a frame of its own that needs no session, no data router and no
// start-up. The server renders it to HTML; the browser hydrates it on the visitor's first touch.
// Every way out of it is a page load of the app proper, which then starts as it always does.

/** The texts Home shows beside the core ones (its route's namespaces, and its title). */
export const HOME_NAMESPACES = ['auth', 'site', 'library', 'routes'] as const;

/** What the server read to render Home, sent along so the browser hydrates the same page. */
export interface HomeState {
  language: LanguageCode;
  providers: AuthProvidersResponse;
  exampleStories: StorySummary[];
  appLinks: AppLinksResponse;
}

/** Puts the server's answers where Home's queries look for them, so nothing is asked again. */
function seedHomeQueries(queryClient: QueryClient, state: HomeState): void {
  queryClient.setQueryData(authProvidersQueryOptions().queryKey, state.providers);
  queryClient.setQueryData(
    exampleStoriesQueryOptions(state.language).queryKey,
    state.exampleStories,
  );
  queryClient.setQueryData(appLinksQueryOptions().queryKey, state.appLinks);
}

/**
 * What HomeIsland runs on, made alike on the server and in the browser: the queries answered
 * from `state`, and the identity service of a visitor (nobody signed in).
 */
export function homeIslandServices(
  state: HomeState,
  getLanguage: () => string | undefined,
): { queryClient: QueryClient; auth: AuthService } {
  const queryClient = createQueryClient();
  seedHomeQueries(queryClient, state);
  const auth = createAuthService({
    store: createAuthStore({ ...SIGNED_OUT }),
    queryClient,
    getLanguage,
  });
  return { queryClient, auth };
}

const noSubscription = () => () => undefined;

/** False on the server and while hydrating, true after: for what only the browser can know. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Opens a page of the app: as a new entry in the history, or in place of this one. */
export type LeavePage = (target: string, replace: boolean) => void;

const leaveByLoading: LeavePage = (target, replace) => {
  if (replace) window.location.replace(target);
  else window.location.assign(target);
};

/**
 * Where Home leads (a story, Login, Generate after "try as a guest", a footer page) is a page of
 * the app, which has its router, its guard and its start-up: it is opened as a new page.
 */
function LeaveForTheApp({ leave }: { leave: LeavePage }) {
  const location = useLocation();
  const type = useNavigationType();
  const first = useRef(location.key);
  useEffect(() => {
    if (location.key === first.current) return;
    leave(`${location.pathname}${location.search}${location.hash}`, type === 'REPLACE');
  }, [location, type, leave]);
  return null;
}

/** Counts the visit once analytics may (docs/product.md#analytics: a page view per screen title). */
function HomeTitle() {
  const { t } = useTranslation();
  const title = t('home', { ns: 'routes' });
  useEffect(() => {
    document.title = formatDocumentTitle(title);
    trackPageView(document.title);
  }, [title]);
  return null;
}

interface HomeIslandProps {
  i18n: I18n;
  queryClient: QueryClient;
  auth: AuthService;
  /** Called once the browser has taken the server's markup over (never on the server). */
  onHydrated?: () => void;
  leave?: LeavePage;
}

export function HomeIsland({
  i18n,
  queryClient,
  auth,
  onHydrated,
  leave = leaveByLoading,
}: HomeIslandProps) {
  const hydrated = useHydrated();
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    onHydrated?.();
  }, [onHydrated]);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider service={auth}>
          <MemoryRouter initialEntries={[HOME_PATH]}>
            <LeaveForTheApp leave={leave} />
            <SkipToContentLink />
            {/* Snow depends on this device's clock and choice, which the server cannot know. */}
            {hydrated && <SnowLayer />}
            <div className={pageColumnClass(false)}>
              <main
                id="main"
                tabIndex={-1}
                className={mainAreaClass({ showNav: false, showTopBar: false, playerOpen: false })}
              >
                <HomePage />
              </main>
            </div>
            {hydrated && <HomeTitle />}
          </MemoryRouter>
          {hydrated && <ConsentAndAnalytics />}
        </AuthProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
