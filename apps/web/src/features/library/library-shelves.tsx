import type { Shelf } from '@monstory/contracts/library';
import type { LanguageCode } from '@monstory/contracts/language';
import { useQuery } from '@tanstack/react-query';
import { CloudOff, LibraryBig } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeApiError } from '../../lib/api/api-error-message';
import { buttonClass } from '../../lib/components/button-styles';
import { shelvesQueryOptions } from '../../lib/library/library-api';
import type { LibraryFilters } from '../../lib/library/library-filters';
import { StateCard } from '../../lib/library/state-card';
import { GENERATE_PATH } from '../../lib/navigation/app-paths';
import { ShelfRow, ShelfRowSkeleton } from './shelf-row';

interface LibraryShelvesProps {
  language: LanguageCode;
  /** "See all" on a shelf opens the list it comes from. */
  onShowList: (patch: Partial<LibraryFilters>) => void;
}

/** The library's front page: most popular, best rated, the examples and one shelf per genre. */
export function LibraryShelves({ language, onShowList }: LibraryShelvesProps) {
  const { t } = useTranslation('library');
  const { t: tApi } = useTranslation('api');
  const shelves = useQuery(shelvesQueryOptions(language));

  if (shelves.isPending) {
    return (
      <div role="status" aria-label={t('shelves.loading')} className="flex flex-col gap-8">
        <ShelfRowSkeleton />
        <ShelfRowSkeleton />
        <ShelfRowSkeleton />
      </div>
    );
  }
  if (shelves.isError) {
    return (
      <StateCard
        tone="error"
        icon={CloudOff}
        title={t('error.title')}
        text={describeApiError(shelves.error, (key) => tApi(key))}
      >
        <button
          type="button"
          onClick={() => void shelves.refetch()}
          className={buttonClass('primary', 'flex-1')}
        >
          {t('error.retry')}
        </button>
      </StateCard>
    );
  }

  const filled = shelves.data.shelves.filter((shelf) => shelf.stories.length > 0);
  if (filled.length === 0) {
    return (
      <StateCard icon={LibraryBig} title={t('empty.title')} text={t('empty.text')}>
        <Link to={GENERATE_PATH} className={buttonClass('primary', 'flex-1')}>
          {t('empty.create')}
        </Link>
      </StateCard>
    );
  }

  const title = (shelf: Shelf) => {
    if (shelf.kind === 'genre' && shelf.genre) {
      return t(`genre.names.${shelf.genre}`, { ns: 'generate' });
    }
    if (shelf.kind === 'best-rated') return t('shelves.bestRated');
    if (shelf.kind === 'examples') return t('shelves.examples');
    return t('shelves.popular');
  };
  const seeAll = (shelf: Shelf) => {
    const { genre } = shelf;
    if (shelf.kind === 'genre' && genre) return () => onShowList({ genre });
    if (shelf.kind === 'best-rated') return () => onShowList({ sort: 'rating' });
    return undefined;
  };

  return (
    <div aria-label={t('shelves.label')} role="region" className="flex flex-col gap-8">
      {filled.map((shelf) => (
        <ShelfRow
          key={`${shelf.kind}-${shelf.genre ?? ''}`}
          shelf={shelf}
          title={title(shelf)}
          onSeeAll={seeAll(shelf)}
        />
      ))}
    </div>
  );
}
