import type { RouteObject } from 'react-router';
import { createBrowserRouter } from 'react-router';
import type { AuthService } from '../lib/auth/auth-service';
import { viewerKind } from '../lib/auth/auth-store';
import { LOGIN_PATH } from '../lib/navigation/app-paths';
import { PagePrefetchContext } from '../lib/navigation/page-prefetch';
import { createAccessLoader } from './access-loader';
import { findAppRoute } from './find-app-route';
import { APP_ROUTES } from './routes';
import { AppLayout } from './shell/app-layout';
import { preloadChrome, showsChrome } from './shell/lazy-chrome';
import { RouteErrorPage } from './shell/route-error-page';
import { RouteLoading } from './shell/route-loading';
import type { AppRouteHandle } from './shell/use-current-app-route';

// A page asks for a neighbour's code by its path (generate for the story view): the table knows
// which page that is, with its texts.
const prefetchPage = (pathname: string) => findAppRoute(pathname).load();

/**
 * The route table turned into router routes: one code-split page each, inside the shell, each
 * behind the access guard.
 */
export function createRouteObjects(
  auth: AuthService,
  onOpenedEarly?: () => void,
  onLateSignInFailure?: () => void,
): RouteObject[] {
  return [
    {
      element: (
        <PagePrefetchContext.Provider value={prefetchPage}>
          <AppLayout />
        </PagePrefetchContext.Provider>
      ),
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <RouteLoading />,
      children: APP_ROUTES.map((appRoute) => ({
        path: appRoute.path,
        handle: { appRoute } satisfies AppRouteHandle,
        // Per page, so a broken page keeps the shell and its navigation around it.
        errorElement: <RouteErrorPage />,
        loader: createAccessLoader(appRoute, auth, onOpenedEarly, onLateSignInFailure),
        lazy: async () => {
          // The top bar and tabs are a chunk of their own: asked for beside the code of the
          // first page that shows them, so they arrive together.
          if (showsChrome(appRoute)) preloadChrome();
          return { Component: await appRoute.load() };
        },
      })),
    },
  ];
}

export function createAppRouter(auth: AuthService) {
  let openedEarly = false;
  const router = createBrowserRouter(
    createRouteObjects(
      auth,
      () => (openedEarly = true),
      () => void router.navigate(LOGIN_PATH, { replace: true }),
    ),
  );
  // A page shown to a visitor before start-up finished is checked again if start-up found
  // someone after all (a session cookie): Home then leads a registered user on to Generate.
  void auth.ready().then(() => {
    if (openedEarly && viewerKind(auth.store.getState()) !== null) void router.revalidate();
  });
  return router;
}
