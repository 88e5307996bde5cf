import { StoryLength } from '@monstory/contracts/enums';
import { LibrarySort } from '@monstory/contracts/library';
import { LanguageCode } from '@monstory/contracts/language';
import { AgeBand, Genre } from '@monstory/contracts/story-shape';
import { LANGUAGE_ENDONYMS } from '@monstory/i18n/language-endonyms';
import { X } from 'lucide-react';
import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../lib/components/button-styles';
import { DialogLayer } from '../../lib/components/dialog-layer';
import { useDialogPanel } from '../../lib/components/use-dialog-panel';
import { MIN_RATING_CHOICES, isDefaultFilters } from '../../lib/library/library-filters';
import type { LibraryFilters } from '../../lib/library/library-filters';
import { GENRE_LOOK } from '../../lib/story/genre-look';
import { ChipGroup } from './chip-group';
import type { ChipOption } from './chip-group';
import { ageBandLabel, lengthHint } from './filter-labels';
import { IconButton } from '../../lib/components/icon-button';

interface FilterSheetProps {
  filters: LibraryFilters;
  onChange: (patch: Partial<LibraryFilters>) => void;
  onClear: () => void;
  onClose: () => void;
}

/**
 * Every filter at once, as a sheet from the bottom on phones. Each tap applies at once (and is
 * stored), so closing the sheet never loses a choice.
 */
export function FilterSheet({ filters, onChange, onClear, onClose }: FilterSheetProps) {
  const { t } = useTranslation('library');
  const titleId = useId();
  const close = useRef<HTMLButtonElement>(null);
  const panel = useDialogPanel(close, onClose);

  const any = <T,>(options: ChipOption<T>[]): ChipOption<T | undefined>[] => [
    { value: undefined, label: t('filters.any') },
    ...options,
  ];

  return createPortal(
    <DialogLayer
      panel={panel}
      sheet
      labelledBy={titleId}
      onBackdropClick={onClose}
      className="flex max-h-[92dvh] w-full max-w-xl flex-col rounded-t-card bg-surface text-ink shadow-2xl sm:rounded-card"
    >
      <header className="flex items-center gap-2 border-b border-line/60 py-2 pr-2 pl-6">
        <h2 id={titleId} className="flex-1 text-2xl font-black">
          {t('filters.title')}
        </h2>
        <IconButton icon={X} label={t('filters.close')} ref={close} onClick={onClose} />
      </header>
      <div className="flex flex-col gap-7 overflow-y-auto px-6 py-6">
        <ChipGroup
          legend={t('filters.sort')}
          name="library-sort"
          value={filters.sort}
          onChange={(sort) => onChange({ sort })}
          options={LibrarySort.map((sort) => ({
            value: sort,
            label: t(`filters.sortOptions.${sort}`),
          }))}
        />
        <ChipGroup
          legend={t('filters.genre')}
          name="library-genre"
          value={filters.genre}
          onChange={(genre) => onChange({ genre })}
          options={any(
            Genre.map((genre) => ({
              value: genre,
              label: t(`genre.names.${genre}`, { ns: 'generate' }),
              icon: GENRE_LOOK[genre].icon,
              colours: GENRE_LOOK[genre],
            })),
          )}
        />
        <ChipGroup
          legend={t('filters.ageBand')}
          name="library-age"
          value={filters.ageBand}
          onChange={(ageBand) => onChange({ ageBand })}
          options={any(AgeBand.map((band) => ({ value: band, label: ageBandLabel(band, t) })))}
        />
        <ChipGroup
          legend={t('filters.length')}
          name="library-length"
          value={filters.length}
          onChange={(length) => onChange({ length })}
          options={any(
            StoryLength.map((length) => ({
              value: length,
              label: t(`length.names.${length}`, { ns: 'generate' }),
              hint: lengthHint(length, filters.ageBand, t),
            })),
          )}
        />
        <ChipGroup
          legend={t('filters.language')}
          name="library-language"
          value={filters.language}
          onChange={(language) => onChange({ language })}
          options={any(
            LanguageCode.map((code) => ({ value: code, label: LANGUAGE_ENDONYMS[code] })),
          )}
        />
        <ChipGroup
          legend={t('filters.minRating')}
          name="library-rating"
          value={filters.minRating}
          onChange={(minRating) => onChange({ minRating })}
          options={any(
            MIN_RATING_CHOICES.map((count) => ({
              value: count as number,
              label: t('filters.minRatingChip', { count }),
            })),
          )}
        />
      </div>
      <footer className="flex flex-col-reverse gap-2 border-t border-line/60 px-6 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))] sm:flex-row">
        <button
          type="button"
          onClick={onClear}
          disabled={isDefaultFilters(filters)}
          className={buttonClass('secondary', 'flex-1')}
        >
          {t('filters.clear')}
        </button>
        <button type="button" onClick={onClose} className={buttonClass('primary', 'flex-1')}>
          {t('filters.done')}
        </button>
      </footer>
    </DialogLayer>,
    document.body,
  );
}
