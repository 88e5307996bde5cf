import { ENABLED_LANGUAGES, LanguageCode, resolveLanguage } from '@monstory/contracts/language';
import { LANGUAGE_ENDONYMS } from '@monstory/i18n/language-endonyms';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { changeAppLanguage } from './change-language';

interface LanguagePickerProps {
  /** Called after the interface has switched, e.g. to save the choice on the profile. */
  onChange?: (code: LanguageCode) => void;
}

/** docs/product.md#languages: Norwegian and English can be picked; Danish and Swedish show as "Coming soon". */
export function LanguagePicker({ onChange }: LanguagePickerProps) {
  const { t, i18n } = useTranslation();
  const current = resolveLanguage(i18n.resolvedLanguage ?? i18n.language);

  const select = async (code: LanguageCode) => {
    await changeAppLanguage(i18n, code);
    onChange?.(code);
  };

  return (
    <fieldset className="w-full max-w-md text-left">
      <legend className="mb-3 text-sm font-bold tracking-wide text-ink-muted uppercase">
        {t('languagePicker.label')}
      </legend>
      <ul className="grid gap-3">
        {LanguageCode.map((code) => {
          const enabled = ENABLED_LANGUAGES.includes(code);
          const checked = code === current;
          return (
            <li key={code}>
              <label
                className={
                  'flex min-h-16 items-center gap-4 rounded-control border-2 px-5 py-3 transition duration-200 ease-calm ' +
                  'has-focus-visible:outline-3 has-focus-visible:outline-offset-3 has-focus-visible:outline-accent ' +
                  (checked ? 'border-accent bg-accent-soft ' : 'border-line bg-surface ') +
                  (enabled ? 'cursor-pointer hover:border-accent' : 'cursor-not-allowed opacity-70')
                }
              >
                <input
                  type="radio"
                  name="language"
                  value={code}
                  checked={checked}
                  disabled={!enabled}
                  onChange={() => void select(code)}
                  className="sr-only"
                />
                <span className="flex flex-1 flex-col">
                  <span lang={code} className="text-lg font-extrabold">
                    {LANGUAGE_ENDONYMS[code]}
                  </span>
                  <span className="text-sm text-ink-muted">{t(`languages.${code}`)}</span>
                </span>
                {!enabled && (
                  <span className="rounded-full bg-surface-raised px-3 py-1 text-xs font-bold text-ink-muted">
                    {t('comingSoon')}
                  </span>
                )}
                {checked && <Check className="size-6 text-accent" aria-hidden="true" />}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
