import type { LanguageCode } from '@monstory/contracts/language';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useVoices } from '../../lib/profile/voices-query';
import { choiceClass } from './choice-class';

interface ChildVoiceFieldProps {
  language: LanguageCode;
  value: string | null;
  onChange: (voiceUuid: string | null) => void;
}

/** Who reads the child's stories aloud: the language's voices, or the default one. */
export function ChildVoiceField({ language, value, onChange }: ChildVoiceFieldProps) {
  const { t } = useTranslation('children');
  const { t: tAccount } = useTranslation('account');
  const voices = useVoices(language);
  const options = [
    { voiceUuid: null, name: t('form.defaultVoice'), detail: null },
    ...(voices.data ?? []).map((voice) => ({
      voiceUuid: voice.voiceUuid as string | null,
      name: voice.name,
      detail: `${voice.style} · ${tAccount(`voice.gender.${voice.gender}`)}`,
    })),
  ];

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-base font-bold">{t('form.voice')}</legend>
      {voices.isPending && (
        <p role="status" className="text-sm text-ink-muted">
          {t('form.voicesLoading')}
        </p>
      )}
      {voices.isError && <p className="text-sm text-ink-muted">{t('form.voicesFailed')}</p>}
      <div className="grid gap-2 md:grid-cols-2">
        {options.map((option) => {
          const checked = option.voiceUuid === value;
          return (
            <label
              key={option.voiceUuid ?? 'default'}
              className={choiceClass(checked, 'gap-3 py-2')}
            >
              <input
                type="radio"
                name="child-voice"
                checked={checked}
                onChange={() => onChange(option.voiceUuid)}
                className="sr-only"
              />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="font-extrabold">{option.name}</span>
                {option.detail && <span className="text-sm text-ink-muted">{option.detail}</span>}
              </span>
              {checked && <Check className="size-5 shrink-0 text-accent" aria-hidden="true" />}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
