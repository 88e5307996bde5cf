import { showConsentBannerEarly } from './lib/consent/consent-prefetch';
import { pickInitialLanguage } from './lib/i18n/initial-language';
import { languagesNeededFor, loadBundle } from './lib/i18n/language-bundles';
import { readString } from './lib/storage/safe-storage';
import { LocalStorageKey } from './lib/storage/storage-keys';
import { applyTheme, readStoredTheme } from './lib/theme/theme';

// The page's first script, kept small on purpose: index.html asks for the app's code (boot.tsx
// and its chunks) at once, and meanwhile this starts what the first screen needs besides: the
// language's catalog and, on a first visit, the cookie banner, which it shows itself. Waiting
// for the app's code to run first would put them behind it.

applyTheme(readStoredTheme());
const language = pickInitialLanguage(
  readString(LocalStorageKey.language),
  navigator.languages ?? [navigator.language],
);
// boot's createAppI18n loads the same modules and finds them fetched or on their way.
for (const code of languagesNeededFor(language)) loadBundle(code).catch(() => undefined);
// The entry is an async script, so the page may still be parsing: the banner goes into <body>.
if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', () => showConsentBannerEarly(language), {
    once: true,
  });
} else {
  showConsentBannerEarly(language);
}

/**
 * Runs `start` once the splash is on screen. The app's code evaluates in one long task, and the
 * browser paints nothing while it runs; started from here it comes after the first frame
 * instead. Hidden tabs get no animation frames, hence the timer as well.
 */
function afterFirstPaint(start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 100);
}

afterFirstPaint(() => {
  import('./boot').then(
    ({ boot }) => boot(language),
    (error: unknown) => console.error('The app could not be loaded', error),
  );
});
