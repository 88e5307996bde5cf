import { STORY_MINUTES } from '@monstory/contracts/story-shape';
import type { AgeBand } from '@monstory/contracts/story-shape';
import type { StoryLength } from '@monstory/contracts/enums';
import { LANGUAGE_ENDONYMS } from '@monstory/i18n/language-endonyms';
import type { TFunction } from 'i18next';
import { NARROWING_FILTERS } from '../../lib/library/library-filters';
import type { LibraryFilters, NarrowingFilter } from '../../lib/library/library-filters';

/**
 * The listening time a length covers: with an age band chosen, that band's minutes (the ones the
 * generate form showed when those stories were made), else the span across the bands, e.g. short
 * is 3–5 min. A story is filtered by its own length, so it always sits under its own band's
 * minutes.
 */
export function lengthMinutes(length: StoryLength, band?: AgeBand): { from: number; to: number } {
  const minutes = (band ? [STORY_MINUTES[band]] : Object.values(STORY_MINUTES)).map(
    (perLength) => perLength[length],
  );
  return { from: Math.min(...minutes), to: Math.max(...minutes) };
}

/** The hint under a length chip: "about 3 min" for one band, "3–5 min" across them. */
export function lengthHint(
  length: StoryLength,
  band: AgeBand | undefined,
  t: TFunction<'library'>,
): string {
  const { from, to } = lengthMinutes(length, band);
  return from === to
    ? t('length.minutes', { ns: 'generate', count: from })
    : t('filters.lengthHint', { from, to });
}

/** "Ages 3–5", with the dash a range is written with (the API's value has a hyphen). */
export function ageBandLabel(band: AgeBand, t: TFunction<'library'>): string {
  return t('filters.ageBandOption', { band: band.replace('-', '–') });
}

/** The short name of one chosen filter, as its chip shows it. */
export function filterValueLabel(
  key: NarrowingFilter,
  filters: LibraryFilters,
  t: TFunction<'library'>,
): string | null {
  switch (key) {
    case 'genre':
      return filters.genre ? t(`genre.names.${filters.genre}`, { ns: 'generate' }) : null;
    case 'ageBand':
      return filters.ageBand ? ageBandLabel(filters.ageBand, t) : null;
    case 'length':
      return filters.length ? t(`length.names.${filters.length}`, { ns: 'generate' }) : null;
    case 'language':
      return filters.language ? LANGUAGE_ENDONYMS[filters.language] : null;
    case 'minRating':
      return filters.minRating ? t('filters.minRatingChip', { count: filters.minRating }) : null;
  }
}

/** Every chosen filter with its label, in the order the filter sheet lists them. */
export function chosenFilters(
  filters: LibraryFilters,
  t: TFunction<'library'>,
): { key: NarrowingFilter; label: string }[] {
  return NARROWING_FILTERS.flatMap((key) => {
    const label = filterValueLabel(key, filters, t);
    return label === null ? [] : [{ key, label }];
  });
}
