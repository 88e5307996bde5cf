import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { usePlayerSource } from '../../features/audio-player/player-source';
import { useAuthState } from '../../lib/auth/auth-context';
import { cx } from '../../lib/components/cx';
import { useProfile } from '../../lib/profile/profile-query';
import { SnowLayer } from '../../features/snow/snow-layer';
import { AudioPlayerSlot } from './audio-player-slot';
import { LazyMainNav, LazyTopAppBar, TopAppBarPlaceholder } from './lazy-chrome';
import { LazyLiveUpdates } from './lazy-shell-parts';
import { NavigationHistoryProvider } from './navigation-history-context';
import { NavigationProgress } from './navigation-progress';
import { useLatch } from './use-latch';
import { useParentalGateExpiry } from './use-parental-gate-expiry';
import { useCurrentAppRoute } from './use-current-app-route';
import { useDocumentTitle } from './use-document-title';

/** The frame around every page; which parts show is decided by the route table. */
export function AppLayout() {
  const { t } = useTranslation();
  const route = useCurrentAppRoute();
  const title = t(route.titleKey, { ns: 'routes' });
  useDocumentTitle(title);
  // Mounted on every page, so the profile refreshes every 5 minutes wherever the user is.
  useProfile();
  useParentalGateExpiry(route.requiresParentalGate);
  // Live notifications and push follow the user on every page (spec §4), once there is one.
  const live = useLatch(useAuthState().user !== null);

  const showNav = !route.hideBottomNav;
  const showTopBar = !route.hideTopBar;
  // The bottom player covers the end of the page: room is made so the last lines stay readable.
  const playerOpen = usePlayerSource() !== null;

  return (
    <NavigationHistoryProvider>
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-accent px-5 py-3 font-bold text-on-accent focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('actions.skipToContent')}
      </a>
      <NavigationProgress />
      <SnowLayer />
      {live && (
        <Suspense fallback={null}>
          <LazyLiveUpdates />
        </Suspense>
      )}
      <div className={cx('flex min-h-dvh flex-col', showNav && 'lg:pl-rail')}>
        {showTopBar && (
          <Suspense fallback={<TopAppBarPlaceholder />}>
            <LazyTopAppBar title={title} backFallback={route.backFallback} railVisible={showNav} />
          </Suspense>
        )}
        <main
          id="main"
          tabIndex={-1}
          className={cx(
            'mx-auto flex w-full max-w-6xl flex-1 flex-col outline-none',
            'pt-6 pr-[max(1rem,env(safe-area-inset-right))] pl-[max(1rem,env(safe-area-inset-left))] sm:px-6 lg:px-10',
            !showTopBar && 'pt-[max(1.5rem,env(safe-area-inset-top))]',
            showNav
              ? 'pb-[calc(var(--spacing-nav)+env(safe-area-inset-bottom)+2rem)] lg:pb-10'
              : 'pb-[calc(env(safe-area-inset-bottom)+2rem)]',
            playerOpen && 'mb-32',
          )}
        >
          <Outlet />
        </main>
      </div>
      <AudioPlayerSlot aboveNav={showNav} live={live} />
      {showNav && (
        <Suspense fallback={null}>
          <LazyMainNav />
        </Suspense>
      )}
      <ScrollRestoration />
    </NavigationHistoryProvider>
  );
}
