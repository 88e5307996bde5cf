import { BookCopy, SlidersHorizontal, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass, linkButtonClass } from '../../lib/components/button-styles';
import {
  DEFAULT_LIBRARY_FILTERS,
  activeFilterCount,
  isDefaultFilters,
} from '../../lib/library/library-filters';
import type { LibraryFilters } from '../../lib/library/library-filters';
import { chosenFilters } from './filter-labels';

interface FilterBarProps {
  filters: LibraryFilters;
  onOpen: () => void;
  onChange: (patch: Partial<LibraryFilters>) => void;
  onClear: () => void;
}

const chipClass =
  'inline-flex min-h-touch items-center gap-1.5 rounded-full border-2 border-accent/60 bg-accent-soft py-1 pr-3 pl-4 font-bold transition duration-200 ease-calm hover:border-accent';

/** The filter button, the chosen filters as chips to tap away, and the way to My stories. */
export function FilterBar({ filters, onOpen, onChange, onClear }: FilterBarProps) {
  const { t } = useTranslation('library');
  const count = activeFilterCount(filters);
  const chips = chosenFilters(filters, t);
  const sorted = filters.sort !== DEFAULT_LIBRARY_FILTERS.sort;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          onClick={onOpen}
          aria-label={count > 0 ? t('filters.openWithCount', { count }) : undefined}
          className={buttonClass('secondary', 'pl-5 whitespace-nowrap')}
        >
          <SlidersHorizontal className="size-5 text-accent" aria-hidden="true" />
          {t('filters.open')}
          {count > 0 && (
            <span
              aria-hidden="true"
              className="-mr-2 grid size-7 place-items-center rounded-full bg-accent text-sm text-on-accent"
            >
              {count}
            </span>
          )}
        </button>
        <Link to="/stories" className={buttonClass('ghost', 'px-4 whitespace-nowrap')}>
          <BookCopy className="size-5 text-accent" aria-hidden="true" />
          {t('myStories')}
        </Link>
      </div>
      {!isDefaultFilters(filters) && (
        <ul aria-label={t('filters.title')} className="flex flex-wrap items-center gap-2">
          {sorted && (
            <li>
              <button
                type="button"
                onClick={() => onChange({ sort: DEFAULT_LIBRARY_FILTERS.sort })}
                aria-label={t('filters.remove', { name: t(`filters.sortOptions.${filters.sort}`) })}
                className={chipClass}
              >
                {t(`filters.sortOptions.${filters.sort}`)}
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          )}
          {chips.map((chip) => (
            <li key={chip.key}>
              <button
                type="button"
                onClick={() => onChange({ [chip.key]: undefined })}
                aria-label={t('filters.remove', { name: chip.label })}
                className={chipClass}
              >
                {chip.label}
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
          <li>
            <button type="button" onClick={onClear} className={linkButtonClass}>
              {t('filters.clear')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
