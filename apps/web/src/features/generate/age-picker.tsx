import { useTranslation } from 'react-i18next';
import { FormSection, choiceClass } from './form-section';
import { STORY_AGES } from './generate-form';

interface AgePickerProps {
  value: number | null;
  onChange: (age: number) => void;
  error: string | null;
}

/** Ages 3 to 12 as big round buttons: a child can point at their own number. */
export function AgePicker({ value, onChange, error }: AgePickerProps) {
  const { t } = useTranslation('generate');
  return (
    <FormSection tour="age" legend={t('age.legend')} hint={t('age.hint')} error={error}>
      <div className="grid grid-cols-5 gap-2 sm:gap-3 md:grid-cols-10">
        {STORY_AGES.map((age) => (
          <label
            key={age}
            className={choiceClass(
              value === age,
              'aspect-square min-h-touch items-center justify-center rounded-full! text-2xl font-black md:text-xl',
            )}
          >
            <input
              type="radio"
              name="age"
              value={age}
              checked={value === age}
              onChange={() => onChange(age)}
              aria-label={t('age.option', { age })}
              className="sr-only"
            />
            <span aria-hidden="true">{age}</span>
          </label>
        ))}
      </div>
    </FormSection>
  );
}
