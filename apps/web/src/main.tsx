import { showConsentBannerEarly } from './lib/consent/consent-early';
import { pickInitialLanguage } from '@monstory/contracts/language';
import { fetchAppFiles } from './lib/startup/app-files';
import { languagesNeededFor, loadBundle } from './lib/i18n/language-bundles';
import { readString } from './lib/storage/safe-storage';
import { LocalStorageKey } from './lib/storage/storage-keys';
import { applyTheme, readStoredTheme } from './lib/theme/theme';
import {
  adoptOnFirstTouch,
  findRenderedHome,
  reloadForNewRelease,
  renderedHomeFits,
  renderedHomeWantsReactNow,
} from './start/rendered-home';

// The page's first script, kept small on purpose. It starts the language's catalog and, on a
// first visit, shows the cookie banner itself (it needs none of the app's code), and only then
// fetches and starts the app (boot.tsx). A first visitor answers the banner before anything
// else, so it comes first; everyone else finds the app started one frame after the splash. A
// visitor's Home arrives rendered by the server and needs no app start at all.

applyTheme(readStoredTheme());
const language = pickInitialLanguage(
  readString(LocalStorageKey.language),
  navigator.languages ?? [navigator.language],
);
// boot's createAppI18n loads the same modules and finds them fetched or on their way.
for (const code of languagesNeededFor(language)) loadBundle(code).catch(() => undefined);

/** The entry is an async script, so the page may still be parsing; the banner goes in <body>. */
function pageParsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) =>
    document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }),
  );
}

/**
 * Resolves once what is on screen has been painted. The app's code evaluates in one long task,
 * and the browser paints nothing while it runs; started after this it comes after the frame
 * instead. Hidden tabs get no animation frames, hence the timer as well.
 */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });
}

/** Lets the browser handle input and paint between two pieces of start-up work. */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * A visitor's Home, rendered by the server, is handed to React on the first touch instead of
 * starting the app (start/rendered-home.ts). False on every other page, and when the rendered
 * page is not the one this browser would draw: then the app starts and draws it anew.
 */
function adoptRenderedHome(): boolean {
  const home = findRenderedHome();
  if (!home || !renderedHomeFits(home, language)) return false;
  adoptOnFirstTouch(
    home.root,
    () => import('./features/home/home-hydrate').then((m) => m.hydrateHome(home.root, home.state)),
    {
      now: renderedHomeWantsReactNow(new Date(), document.cookie),
      onFailure: () => reloadForNewRelease(),
    },
  );
  return true;
}

void pageParsed()
  .then(() => {
    if (adoptRenderedHome()) return showConsentBannerEarly(language);
    return (
      showConsentBannerEarly(language)
        .then(afterNextPaint)
        // The app's code evaluates in two tasks rather than one long one (start/framework.ts).
        // All its files are asked for at once, so only the evaluation waits for the stage before.
        .then(() => {
          fetchAppFiles();
          const framework = import('./start/framework');
          return framework.then(yieldToBrowser).then(() => import('./boot'));
        })
        .then(({ boot }) => boot(language))
    );
  })
  .catch((error: unknown) => console.error('The app could not be loaded', error));
