import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import type { createBrowserRouter } from 'react-router';
import { useEffect, useState } from 'react';
import { OfflineShelfHost } from '../features/offline/offline-shelf-host';
import { UpdatePrompt } from '../features/offline/update-prompt';
import { OfflineDialog } from '../features/startup/offline-dialog';
import { StartupGate } from '../features/startup/startup-gate';
import { ConsentAndAnalytics } from '../lib/analytics/consent-and-analytics';
import { AuthProvider } from '../lib/auth/auth-context';
import type { AuthService } from '../lib/auth/auth-service';
import { viewerKind } from '../lib/auth/auth-store';
import { firstPageOpensBeforeSession } from './access-loader';
import { preloadChrome } from './shell/lazy-chrome';

interface AppProps {
  i18n: I18n;
  queryClient: QueryClient;
  router: ReturnType<typeof createBrowserRouter>;
  auth: AuthService;
  /** Start-up (`auth.start`), begun before the first render so it runs beside the page's code. */
  startup: Promise<void>;
}

export function App({ i18n, queryClient, router, auth, startup }: AppProps) {
  const [tasks] = useState(() => [() => startup]);
  const [open] = useState(() => firstPageOpensBeforeSession(window.location, auth));
  // The router asks for the top bar and tabs with the first page that shows them; someone found
  // signed in gets them now, since Home leads them to such a page. A visitor on a public page
  // never fetches them.
  useEffect(() => {
    auth.ready().then(
      () => viewerKind(auth.store.getState()) !== null && preloadChrome(),
      () => undefined,
    );
  }, [auth]);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider service={auth}>
          {/* Start-up: who is signed in, then POST /api/login and the profile. */}
          <StartupGate tasks={tasks} open={open}>
            <RouterProvider router={router} />
          </StartupGate>
          <OfflineDialog />
          <OfflineShelfHost />
          <UpdatePrompt />
          <ConsentAndAnalytics />
        </AuthProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
