import type { LanguageCode } from '@monstory/contracts/language';
import type { i18n as I18n } from 'i18next';
import { renderToString } from 'react-dom/server';
import { formatDocumentTitle } from '../lib/navigation/use-document-title';
import { HOME_NAMESPACES, HomeIsland, homeIslandServices } from '../features/home/home-island';
import type { HomeState } from '../features/home/home-island';
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
  // Nothing here ever signs anyone in: the services are only what the island reads.
  const { queryClient, auth } = homeIslandServices(state, () => state.language);
  const html = renderToString(<HomeIsland i18n={i18n} queryClient={queryClient} auth={auth} />);
  queryClient.clear();
  return { html, title: formatDocumentTitle(i18n.t('home', { ns: 'routes' })) };
}
