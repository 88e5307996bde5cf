import { useTranslation } from 'react-i18next';
import { cx } from './cx';

// The parts of the frame around a page that Home's server-rendered copy shares with the app
// (features/home/home-island.tsx), so the two draw the same page.

/** The first stop for keyboard users: straight past the bars to the page's own content. */
export function SkipToContentLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-full bg-accent px-5 py-3 font-bold text-on-accent focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t('actions.skipToContent')}
    </a>
  );
}

export interface MainAreaLayout {
  showNav: boolean;
  showTopBar: boolean;
  playerOpen: boolean;
}

/** The page's `<main>`: its width, its safe-area padding and the room the bars take. */
export function mainAreaClass({ showNav, showTopBar, playerOpen }: MainAreaLayout): string {
  return cx(
    'mx-auto flex w-full max-w-6xl flex-1 flex-col outline-none',
    'pt-6 pr-[max(1rem,env(safe-area-inset-right))] pl-[max(1rem,env(safe-area-inset-left))] sm:px-6 lg:px-10',
    !showTopBar && 'pt-[max(1.5rem,env(safe-area-inset-top))]',
    showNav
      ? 'pb-[calc(var(--spacing-nav)+env(safe-area-inset-bottom)+2rem)] lg:pb-10'
      : 'pb-[calc(env(safe-area-inset-bottom)+2rem)]',
    playerOpen && 'mb-32',
  );
}

/** The column that holds the page (and, in the app, the top bar above it). */
export function pageColumnClass(showNav: boolean): string {
  return cx('flex min-h-dvh flex-col', showNav && 'lg:pl-rail');
}
