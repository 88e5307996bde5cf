import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { usePlayerSource } from '../../lib/audio-player/player-source';
import { useAuthState } from '../../lib/auth/auth-context';
import { useProfile } from '../../lib/profile/profile-query';
import { isNativeApp } from '../../lib/purchase/native-platform';
import { SnowLayer } from '../../lib/snow/snow-layer';
import { AudioPlayerSlot } from './audio-player-slot';
import { LazyMainNav, LazyTopAppBar, TopAppBarPlaceholder } from './lazy-chrome';
import { LazyLiveUpdates } from './lazy-shell-parts';
import { NavigationHistoryProvider } from '../../lib/navigation/navigation-history-context';
import { NavigationProgress } from './navigation-progress';
import { SkipToContentLink, mainAreaClass, pageColumnClass } from '../../lib/components/page-frame';
import { useLatch } from './use-latch';
import { useParentalGateExpiry } from './use-parental-gate-expiry';
import { useCurrentAppRoute } from './use-current-app-route';
import { useDocumentTitle } from '../../lib/navigation/use-document-title';

// Inside the iOS/Android shell only: its links, back button and external links (with plugins).
const LazyNativeShell = lazy(() => import('../../lib/platform/native-shell'));

/** The frame around every page; which parts show is decided by the route table. */
export function AppLayout() {
  const { t } = useTranslation();
  const route = useCurrentAppRoute();
  const title = t(route.titleKey, { ns: 'routes' });
  useDocumentTitle(title);
  // Mounted on every page, so the profile refreshes every 5 minutes wherever the user is.
  useProfile();
  useParentalGateExpiry(route.requiresParentalGate);
  // Live notifications and push follow the user on every page (docs/product.md#push), once there is one.
  const live = useLatch(useAuthState().user !== null);

  const showNav = !route.hideBottomNav;
  const showTopBar = !route.hideTopBar;
  // The bottom player covers the end of the page: room is made so the last lines stay readable.
  const playerOpen = usePlayerSource() !== null;

  return (
    <NavigationHistoryProvider>
      <SkipToContentLink />
      <NavigationProgress />
      <SnowLayer />
      {live && (
        <Suspense fallback={null}>
          <LazyLiveUpdates />
        </Suspense>
      )}
      {isNativeApp() && (
        <Suspense fallback={null}>
          <LazyNativeShell backFallback={route.backFallback} />
        </Suspense>
      )}
      <div className={pageColumnClass(showNav)}>
        {showTopBar && (
          <Suspense fallback={<TopAppBarPlaceholder />}>
            <LazyTopAppBar title={title} backFallback={route.backFallback} railVisible={showNav} />
          </Suspense>
        )}
        <main
          id="main"
          tabIndex={-1}
          className={mainAreaClass({ showNav, showTopBar, playerOpen })}
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
