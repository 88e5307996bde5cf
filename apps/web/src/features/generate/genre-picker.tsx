import { Genre } from '@monstory/contracts/story-shape';
import { useTranslation } from 'react-i18next';
import { FormSection, choiceClass } from './form-section';
import { GENRE_LOOK } from '../../lib/story/genre-look';

interface GenrePickerProps {
  value: Genre | null;
  onChange: (genre: Genre) => void;
  error: string | null;
}

/** The nine genres as picture cards with a child-friendly name and a hint of what is inside. */
export function GenrePicker({ value, onChange, error }: GenrePickerProps) {
  const { t } = useTranslation('generate');
  return (
    <FormSection tour="genre" legend={t('genre.legend')} error={error}>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3">
        {Genre.map((genre) => {
          const { icon: Icon, from, to } = GENRE_LOOK[genre];
          // The card lays the picture beside the words only when the card itself is wide
          // enough for both (a container query): two columns on a 390 px phone are not.
          return (
            <div key={genre} className="@container">
              <label
                className={choiceClass(
                  value === genre,
                  'h-full flex-col items-start gap-2 p-3 @[15rem]:flex-row @[15rem]:items-center @[15rem]:gap-3 @[15rem]:p-4',
                )}
              >
                <input
                  type="radio"
                  name="genre"
                  value={genre}
                  checked={value === genre}
                  onChange={() => onChange(genre)}
                  className="sr-only"
                />
                <span
                  aria-hidden="true"
                  className="grid size-14 shrink-0 place-items-center rounded-2xl text-canvas shadow-inner"
                  style={{ backgroundImage: `linear-gradient(140deg, ${from}, ${to})` }}
                >
                  <Icon className="size-8" strokeWidth={2.25} />
                </span>
                <span className="flex min-w-0 flex-col">
                  <span className="text-base leading-tight font-extrabold @[15rem]:text-lg">
                    {t(`genre.names.${genre}`)}
                  </span>
                  <span className="text-sm leading-snug text-ink-muted">
                    {t(`genre.hints.${genre}`)}
                  </span>
                </span>
              </label>
            </div>
          );
        })}
      </div>
    </FormSection>
  );
}
