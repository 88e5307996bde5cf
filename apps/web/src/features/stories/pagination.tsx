import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cx } from '../../lib/components/cx';
import { pageNumbers } from './page-numbers';

const item =
  'inline-flex min-h-touch min-w-touch items-center justify-center gap-1 rounded-full px-3 font-extrabold transition duration-200 ease-calm';
const idle = 'border-2 border-line bg-surface hover:border-accent hover:bg-surface-raised';

export const storiesPagePath = (page: number) => (page === 1 ? '/stories' : `/stories/${page}`);

/** Previous, the page numbers and next, as links (each page has its own address). */
export function Pagination({ page, totalPages }: { page: number; totalPages: number }) {
  const { t } = useTranslation('library');
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('stories.pagination')} className="flex flex-col items-center gap-3">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          <StepLink to={page > 1 ? page - 1 : null} label={t('stories.previous')}>
            <ChevronLeft className="size-5" aria-hidden="true" />
            <span className="hidden sm:inline">{t('stories.previous')}</span>
          </StepLink>
        </li>
        {pageNumbers(page, totalPages).map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-muted">
              …
            </li>
          ) : (
            <li key={entry}>
              <Link
                to={storiesPagePath(entry)}
                aria-label={t('stories.page', { page: entry })}
                aria-current={entry === page ? 'page' : undefined}
                className={cx(item, entry === page ? 'bg-accent text-on-accent' : idle)}
              >
                {entry}
              </Link>
            </li>
          ),
        )}
        <li>
          <StepLink to={page < totalPages ? page + 1 : null} label={t('stories.next')}>
            <span className="hidden sm:inline">{t('stories.next')}</span>
            <ChevronRight className="size-5" aria-hidden="true" />
          </StepLink>
        </li>
      </ul>
    </nav>
  );
}

interface StepLinkProps {
  to: number | null;
  label: string;
  children: ReactNode;
}

/** Previous or next; on the first or last page it stays in place, dimmed, so nothing jumps. */
function StepLink({ to, label, children }: StepLinkProps) {
  if (to === null) {
    return (
      <span aria-hidden="true" className={cx(item, idle, 'opacity-40')}>
        {children}
      </span>
    );
  }
  return (
    <Link to={storiesPagePath(to)} aria-label={label} className={cx(item, idle)}>
      {children}
    </Link>
  );
}
