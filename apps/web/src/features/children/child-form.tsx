import { CHILD_MAX_AGE, CHILD_MIN_AGE, CHILD_NAME_MAX } from '@monstory/contracts/children';
import type { Child, CreateChildRequest } from '@monstory/contracts/children';
import { ENABLED_LANGUAGES } from '@monstory/contracts/language';
import type { LanguageCode } from '@monstory/contracts/language';
import { LANGUAGE_ENDONYMS } from '@monstory/i18n/language-endonyms';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BusyButton } from '../../lib/components/busy-button';
import { buttonClass } from '../../lib/components/button-styles';
import { Notice } from '../../lib/components/notice';
import { TextField } from '../../lib/components/text-field';
import { CHILDREN_PATH } from '../../lib/navigation/app-paths';
import { ChildVoiceField } from './child-voice-field';
import { choiceClass } from './choice-class';

const AGES = Array.from(
  { length: CHILD_MAX_AGE - CHILD_MIN_AGE + 1 },
  (_, index) => CHILD_MIN_AGE + index,
);

export type ChildFormValues = Required<CreateChildRequest>;

interface ChildFormProps {
  initial: ChildFormValues;
  submitLabel: string;
  busy: boolean;
  /** Why the server said no, in words for the grown-up. */
  error: string | null;
  /** The server's word on a field, e.g. a name it refused. */
  nameError?: string | undefined;
  onSubmit: (values: ChildFormValues) => void;
}

export function formValuesOf(child: Child | null, language: LanguageCode): ChildFormValues {
  return {
    name: child?.name ?? '',
    age: child?.age ?? null,
    languageCode: child?.languageCode ?? language,
    voiceUuid: child?.voiceUuid ?? null,
  };
}

/** Name, age, language and voice of a child, for adding one or changing one. */
export function ChildForm({
  initial,
  submitLabel,
  busy,
  error,
  nameError,
  onSubmit,
}: ChildFormProps) {
  const { t } = useTranslation('children');
  const [values, setValues] = useState(initial);
  const [nameProblem, setNameProblem] = useState<string | null>(null);
  const languages = ENABLED_LANGUAGES.includes(initial.languageCode)
    ? ENABLED_LANGUAGES
    : [...ENABLED_LANGUAGES, initial.languageCode];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = values.name.trim();
    if (!name) return setNameProblem(t('form.nameRequired'));
    if (name.length > CHILD_NAME_MAX) {
      return setNameProblem(t('form.nameTooLong', { max: CHILD_NAME_MAX }));
    }
    setNameProblem(null);
    onSubmit({ ...values, name });
  };

  return (
    <form onSubmit={submit} noValidate className="flex w-full flex-col gap-8">
      <TextField
        label={t('form.name')}
        placeholder={t('form.namePlaceholder')}
        value={values.name}
        maxLength={CHILD_NAME_MAX}
        autoComplete="off"
        onChange={(event) => setValues({ ...values, name: event.target.value })}
        error={nameProblem ?? nameError ?? null}
      />

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-base font-bold">{t('form.age')}</legend>
        <p className="text-sm text-ink-muted">{t('form.ageHint')}</p>
        <div className="grid grid-cols-5 gap-2 md:grid-cols-10">
          {AGES.map((age) => (
            <label
              key={age}
              className={choiceClass(
                values.age === age,
                'aspect-square justify-center rounded-full! px-0 text-xl font-black',
              )}
            >
              <input
                type="radio"
                name="child-age"
                checked={values.age === age}
                onChange={() => setValues({ ...values, age })}
                aria-label={t('form.ageOption', { age })}
                className="sr-only"
              />
              <span aria-hidden="true">{age}</span>
            </label>
          ))}
        </div>
        <label className={choiceClass(values.age === null, 'self-start font-bold')}>
          <input
            type="radio"
            name="child-age"
            checked={values.age === null}
            onChange={() => setValues({ ...values, age: null })}
            className="sr-only"
          />
          {t('form.noAge')}
        </label>
      </fieldset>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-base font-bold">{t('form.language')}</legend>
        <p className="text-sm text-ink-muted">{t('form.languageHint')}</p>
        <div className="flex flex-wrap gap-3">
          {languages.map((code) => (
            <label
              key={code}
              lang={code}
              className={choiceClass(values.languageCode === code, 'text-lg font-extrabold')}
            >
              <input
                type="radio"
                name="child-language"
                checked={values.languageCode === code}
                onChange={() => setValues({ ...values, languageCode: code, voiceUuid: null })}
                className="sr-only"
              />
              {LANGUAGE_ENDONYMS[code]}
            </label>
          ))}
        </div>
      </fieldset>

      <ChildVoiceField
        language={values.languageCode}
        value={values.voiceUuid}
        onChange={(voiceUuid) => setValues({ ...values, voiceUuid })}
      />

      {error && <Notice tone="error">{error}</Notice>}
      <div className="flex flex-col-reverse gap-3 md:flex-row">
        <Link to={CHILDREN_PATH} className={buttonClass('secondary', 'md:flex-1')}>
          {t('form.cancel')}
        </Link>
        <BusyButton type="submit" busy={busy} className="text-lg md:flex-1">
          {busy ? t('form.saving') : submitLabel}
        </BusyButton>
      </div>
    </form>
  );
}
