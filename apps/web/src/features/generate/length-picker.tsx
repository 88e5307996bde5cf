import { StoryLength } from '@monstory/contracts/enums';
import { storyMinutes } from '@monstory/contracts/story-shape';
import { useTranslation } from 'react-i18next';
import { CoinBadge } from '../../lib/purchase/coin-badge';
import { FormSection, choiceClass } from './form-section';
import type { FeatureBadge } from './story-quote';

interface LengthPickerProps {
  value: StoryLength | null;
  /** The minutes follow the age; before an age is chosen, the youngest band's are shown. */
  age: number | null;
  onChange: (length: StoryLength) => void;
  error: string | null;
  longBadge: FeatureBadge;
}

const BARS: Record<StoryLength, number> = { SHORT: 1, MEDIUM: 2, LONG: 3 };

/** Short, medium and long, each with its listening time for the chosen age. */
export function LengthPicker({ value, age, onChange, error, longBadge }: LengthPickerProps) {
  const { t } = useTranslation('generate');
  return (
    <FormSection tour="length" legend={t('length.legend')} hint={t('length.hint')} error={error}>
      <div className="grid grid-cols-3 gap-2 sm:gap-3">
        {StoryLength.map((length) => (
          <label
            key={length}
            className={choiceClass(
              value === length,
              'min-h-28 flex-col items-center justify-center gap-1 px-2 py-3 text-center',
            )}
          >
            <input
              type="radio"
              name="length"
              value={length}
              checked={value === length}
              onChange={() => onChange(length)}
              className="sr-only"
            />
            <span aria-hidden="true" className="flex h-6 items-end gap-1">
              {[1, 2, 3].map((bar) => (
                <span
                  key={bar}
                  className={
                    bar <= BARS[length] ? 'w-2 rounded-full bg-accent' : 'w-2 rounded-full bg-line'
                  }
                  style={{ height: `${bar * 8}px` }}
                />
              ))}
            </span>
            <span className="text-lg font-extrabold">{t(`length.names.${length}`)}</span>
            <span className="flex flex-col items-center text-ink-muted">
              <span className="text-base font-bold whitespace-nowrap text-ink">
                {t('length.minutes', { count: storyMinutes(age ?? 3, length) })}
              </span>
              <span className="text-sm">{t('length.listening')}</span>
            </span>
            {length === 'LONG' && longBadge && (
              <CoinBadge
                credits={longBadge.credits}
                included={longBadge.included}
                className="mt-1"
              />
            )}
          </label>
        ))}
      </div>
    </FormSection>
  );
}
