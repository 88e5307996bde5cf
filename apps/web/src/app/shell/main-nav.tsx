import { Backpack, LibraryBig, WandSparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cx } from '../../lib/components/cx';
import { LogoLink } from './logo-link';

const TABS = [
  { to: '/library', labelKey: 'nav.library', Icon: LibraryBig },
  { to: '/generate', labelKey: 'nav.generate', Icon: WandSparkles },
  { to: '/stuff', labelKey: 'nav.stuff', Icon: Backpack },
] as const;

/**
 * The three main tabs (docs/product.md#shell). On phones and tablets a bar at thumb height; from 960 px a rail
 * down the left edge, where the bottom of a large screen is far from both hand and eye.
 */
export function MainNav() {
  const { t } = useTranslation();

  return (
    <nav
      aria-label={t('nav.label')}
      className={cx(
        'fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface/95 backdrop-blur-md',
        'pr-[env(safe-area-inset-right)] pb-[env(safe-area-inset-bottom)] pl-[env(safe-area-inset-left)]',
        'lg:inset-y-0 lg:right-auto lg:flex lg:w-rail lg:flex-col lg:items-center lg:border-t-0 lg:border-r',
        'lg:pt-[max(1.25rem,env(safe-area-inset-top))] lg:pr-0 lg:pb-6',
      )}
    >
      <LogoLink className="mb-10 hidden size-16 lg:grid" markClassName="size-14" />
      <ul className="mx-auto flex h-nav max-w-lg items-stretch lg:h-auto lg:w-full lg:flex-col lg:gap-4">
        {TABS.map(({ to, labelKey, Icon }) => (
          <li key={to} className="flex flex-1 lg:flex-none">
            <NavLink
              to={to}
              className="group flex min-h-touch flex-1 flex-col items-center justify-center gap-1 rounded-control px-2 py-1 lg:py-2"
            >
              {({ isActive }) => (
                <>
                  <span
                    className={cx(
                      'grid h-8 w-16 place-items-center rounded-full transition duration-200 ease-calm lg:h-10',
                      isActive
                        ? 'bg-accent-soft text-accent'
                        : 'text-ink-muted group-hover:bg-surface-raised group-hover:text-ink',
                    )}
                  >
                    <Icon className="size-6" strokeWidth={isActive ? 2.4 : 2} aria-hidden="true" />
                  </span>
                  <span
                    className={cx(
                      'text-xs font-extrabold tracking-wide sm:text-sm',
                      isActive ? 'text-ink' : 'text-ink-muted group-hover:text-ink',
                    )}
                  >
                    {t(labelKey)}
                  </span>
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
