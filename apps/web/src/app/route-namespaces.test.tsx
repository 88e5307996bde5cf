import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PART_LOADERS } from '@monstory/i18n/part-loaders';
import { describe, expect, it, vi } from 'vitest';
import { changeAppLanguage } from '../lib/i18n/change-language';
import { createAppI18n } from '../lib/i18n/create-i18n';
import { namespacesUsedFrom, pageModulesByTitleKey } from '../lib/i18n/namespace-usage.testing';
import { CORE_NAMESPACES } from '../lib/i18n/namespaces';
import { renderAppRoute } from '../test/render-app-route';
import { APP_ROUTES } from './routes';
import type { RouteTitleKey } from './routes';

// The first page load carries the core namespaces and its page's own, not the whole
// catalog; each route loads its page's namespaces beside its code.

const routeFor = (key: RouteTitleKey) => {
  const found = APP_ROUTES.find((route) => route.titleKey === key);
  if (!found) throw new Error(`no ${key} route`);
  return found;
};
const loadedNamespaces = (i18n: { options: { ns?: string | readonly string[] } }) =>
  [i18n.options.ns ?? []].flat().sort();

describe('loading a route', () => {
  it("loads the page's namespaces with its code, in the language and its fallback", async () => {
    const i18n = await createAppI18n('da');
    expect(i18n.hasResourceBundle('en', 'shop')).toBe(false);

    await routeFor('shop').load();

    expect(i18n.hasResourceBundle('da', 'shop')).toBe(true);
    expect(i18n.t('intro', { ns: 'shop' })).toBe(
      'Here a grown-up can choose a subscription or buy credits.',
    );
    // Only the parts the page needs: nothing of Generate's or the public site's.
    expect(i18n.hasResourceBundle('en', 'generate')).toBe(false);
    expect(i18n.hasResourceBundle('en', 'site')).toBe(false);
  });

  it('fails rather than showing keys when a catalog cannot be fetched, and tries again', async () => {
    const i18n = await createAppI18n('no');
    const offline = vi.spyOn(PART_LOADERS.no, 'site').mockRejectedValue(new Error('offline'));
    await expect(routeFor('faq').load()).rejects.toThrow(/site/);
    offline.mockRestore();

    await routeFor('faq').load();
    expect(i18n.hasResourceBundle('no', 'site')).toBe(true);
  });
});

describe('changing the language', () => {
  it('brings along every namespace loaded so far', async () => {
    const i18n = await createAppI18n('en');
    await routeFor('generate').load();
    const loaded = loadedNamespaces(i18n);
    expect(loaded).toContain('tour');

    await changeAppLanguage(i18n, 'no');

    expect(loaded.filter((namespace) => !i18n.hasResourceBundle('no', namespace))).toEqual([]);
    expect(i18n.t('intro', { ns: 'shop' })).toBe(
      'Her kan en voksen velge abonnement eller kjøpe kreditter.',
    );
  });

  it('to a partial catalog, fetches its English fallback too', async () => {
    const i18n = await createAppI18n('no');
    await routeFor('stuff').load();

    await changeAppLanguage(i18n, 'sv');

    for (const lng of ['sv', 'en']) {
      expect(loadedNamespaces(i18n).filter((ns) => !i18n.hasResourceBundle(lng, ns))).toEqual([]);
    }
  });
});

describe('namespaces in the source', () => {
  const pages = pageModulesByTitleKey();
  const core = new Set<string>(CORE_NAMESPACES);

  it.each(APP_ROUTES.map((route) => [route.titleKey, route] as const))(
    'the %s route loads every namespace its page uses',
    (titleKey, route) => {
      const page = pages.get(titleKey);
      expect(page).toBeDefined();
      const loaded = new Set<string>([...core, ...route.namespaces]);
      const missing = [...namespacesUsedFrom(page ?? '')]
        .filter(([namespace]) => !loaded.has(namespace))
        .map(([namespace, where]) => `${namespace} (${where})`);
      expect(missing).toEqual([]);
    },
  );

  it('keeps what start-up and the shell show (lazy parts included) in the core', () => {
    const used = namespacesUsedFrom('boot.tsx', {
      // The pages load their own.
      lazyImportsOf: /^app[\\/]routes\.tsx$/,
      // The player and the reader's confirmations open from the story pages, which load
      // `reader`, and stay on screen with it.
      modules: /^(features[\\/]audio-player|lib[\\/]reader)[\\/]/,
    });
    const outside = [...used]
      .filter(([namespace]) => !core.has(namespace))
      .map(([namespace, where]) => `${namespace} (${where})`);
    expect(outside).toEqual([]);
  });
});

describe('the shell with only the core namespaces', { timeout: 15_000 }, () => {
  it('shows no raw key and asks for no other namespace', async () => {
    const user = userEvent.setup();
    const { i18n } = await renderAppRoute('/stuff/language');
    await screen.findByRole('heading', { name: 'My language' });
    await user.click(await screen.findByRole('button', { name: 'Profile' }));
    await screen.findByRole('menu');

    const keyShaped = /^[a-z][\w-]*(\.[\w-]+)+$/;
    const texts = [...document.body.querySelectorAll('*')].flatMap((element) => [
      ...[...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent?.trim() ?? ''),
      ...['aria-label', 'title', 'placeholder', 'alt'].map((name) => element.getAttribute(name)),
    ]);
    expect(texts.filter((text) => text && keyShaped.test(text))).toEqual([]);
    expect(loadedNamespaces(i18n)).toEqual([...CORE_NAMESPACES].sort());
  });
});
