import type { LanguageCode } from '@monstory/contracts/language';
import type { i18n as I18n } from 'i18next';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './lib/api/query-client';
import { createAppRouter } from './app/router';
import { createAuthService } from './lib/auth/auth-service';
import { createAuthStore } from './lib/auth/auth-store';
import { bindDocumentLanguage } from './lib/i18n/change-language';
import { createAppI18n } from './lib/i18n/create-i18n';
import { startOffline } from './lib/offline/start-offline';
import { adoptProfileLanguage } from './lib/profile/adopt-profile-language';
import { isNativeApp } from './lib/purchase/native-platform';
import { keepPageCover } from './features/startup/page-cover';
// Here rather than in main.tsx: a stylesheet in index.html would hold the first paint back until
// it arrived; index.html carries the splash's few rules itself, and this comes with the app.
import './styles/app.css';

/**
 * The app proper, started by main.tsx. The first screen waits for things that need nothing from
 * each other: the language's catalog (already on its way), the page's code (the router fetches it
 * as soon as it exists) and the session check. All of them run at once here.
 */
export async function boot(language: LanguageCode): Promise<void> {
  const i18nReady = createAppI18n(language);
  let i18n: I18n | null = null;

  const queryClient = createQueryClient();
  const auth = createAuthService({
    store: createAuthStore(),
    queryClient,
    getLanguage: () => (i18n ? (i18n.resolvedLanguage ?? i18n.language) : language),
    onProfile: (profile) => void i18nReady.then((ready) => adoptProfileLanguage(ready, profile)),
    // The guard decides where a person without a session belongs (Login or a fresh guest).
    onSessionEnded: () => void router.revalidate(),
  });
  const router = createAppRouter(auth);
  // The native apps carry their code with them; the web keeps it in the service worker.
  startOffline(auth.store, { serviceWorker: import.meta.env.PROD && !isNativeApp(), router });
  // In the shell the network plugin tells the offline dialog about the connection (a web
  // view's own online events are unreliable); loaded there only.
  if (isNativeApp()) {
    import('./lib/platform/native-network')
      .then((network) => network.startNativeNetwork())
      .catch((error: unknown) => console.warn('The network plugin is not available', error));
  }
  const startup = auth.start();
  // The start-up gate reports a failure; this only keeps it from counting as unhandled until then.
  startup.catch(() => undefined);

  // The catalog arrives before the first paint, so no screen ever shows a raw key.
  i18n = await i18nReady;
  bindDocumentLanguage(i18n);

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  keepPageCover();
  const reactRoot = createRoot(root);
  // As a transition, React renders the first screen in slices of a few milliseconds and lets
  // the browser breathe in between, instead of one long task a slow phone would stutter on. The
  // splash stays up meanwhile.
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App i18n={i18n} queryClient={queryClient} router={router} auth={auth} startup={startup} />
      </StrictMode>,
    );
  });
}
