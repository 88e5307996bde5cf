import type { LanguageCode } from '@monstory/contracts/language';
import type { i18n as I18n } from 'i18next';
import { renderToString } from 'react-dom/server';
import { createQueryClient } from '../app/query-client';
import { formatDocumentTitle } from '../app/shell/use-document-title';
import { HOME_NAMESPACES, HomeIsland, seedHomeQueries } from '../features/home/home-island';
import type { HomeState } from '../features/home/home-island';
import { createAuthService } from '../lib/auth/auth-service';
import { SIGNED_OUT, createAuthStore } from '../lib/auth/auth-store';
import { createAppI18n } from '../lib/i18n/create-i18n';

// The server's half of the rendered Home (docs/decisions/0013-rendered-home.md), built by Vite
// as a module of its own (dist-ssr/) that the server imports. It renders exactly what the
// browser will hydrate: features/home/home-island.tsx with the same state.

export type { HomeState };

const catalogs = new Map<LanguageCode, Promise<I18n>>();

/** One i18next per language, with Home's texts: catalogs do not change while a build runs. */
function i18nFor(language: LanguageCode): Promise<I18n> {
  let instance = catalogs.get(language);
  if (!instance) {
    instance = createAppI18n(language, HOME_NAMESPACES);
    instance.catch(() => catalogs.delete(language));
    catalogs.set(language, instance);
  }
  return instance;
}

export interface RenderedHome {
  /** The markup for `<div id="root">`. */
  html: string;
  /** The document title, as the app would set it. */
  title: string;
}

export async function renderHome(state: HomeState): Promise<RenderedHome> {
  const i18n = await i18nFor(state.language);
  const queryClient = createQueryClient();
  seedHomeQueries(queryClient, state);
  // A visitor: nobody is signed in, and nothing here ever signs anyone in.
  const auth = createAuthService({
    store: createAuthStore({ ...SIGNED_OUT }),
    queryClient,
    getLanguage: () => state.language,
  });
  const html = renderToString(<HomeIsland i18n={i18n} queryClient={queryClient} auth={auth} />);
  queryClient.clear();
  return { html, title: formatDocumentTitle(i18n.t('home', { ns: 'routes' })) };
}
