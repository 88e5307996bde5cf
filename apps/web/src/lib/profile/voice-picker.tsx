import type { LanguageCode } from '@monstory/contracts/language';
import type { Voice } from '@monstory/contracts/voices';
import { Check, Square, Volume2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../components/cx';
import { Notice } from '../components/notice';
import { playVoiceSample } from './voice-sample';
import { useUpdateProfileVoice } from './update-voice';
import { useProfileVoice, useVoices } from './voices-query';

/** docs/product.md#route-table onboarding and settings: the narrator voice, each with a preview. */
export function VoicePicker({ language, legend }: { language: LanguageCode; legend: string }) {
  const { t } = useTranslation('account');
  const voices = useVoices(language);
  const chosen = useProfileVoice().data?.voiceUuid ?? null;
  // Until a voice is picked, stories are read by the language's first voice: that one is chosen
  // (and it is the one Generate names).
  const selected = chosen ?? voices.data?.[0]?.voiceUuid ?? null;
  const update = useUpdateProfileVoice();
  const [playing, setPlaying] = useState<string | null>(null);
  const [previewFailed, setPreviewFailed] = useState(false);
  const stop = useRef<(() => void) | null>(null);

  useEffect(() => () => stop.current?.(), []);

  const preview = (voice: Voice) => {
    stop.current?.();
    if (playing === voice.voiceUuid) return;
    setPlaying(voice.voiceUuid);
    setPreviewFailed(false);
    stop.current = playVoiceSample(voice, {
      onEnd: () => setPlaying((current) => (current === voice.voiceUuid ? null : current)),
      onError: () => setPreviewFailed(true),
    });
  };

  if (voices.isPending)
    return (
      <p className="text-ink-muted" role="status">
        {t('voice.loading')}
      </p>
    );
  if (voices.isError) return <Notice tone="error">{t('voice.failed')}</Notice>;
  if (voices.data.length === 0) return <Notice>{t('voice.none')}</Notice>;

  return (
    <fieldset className="w-full text-left">
      <legend className="mb-3 text-sm font-bold tracking-wide text-ink-muted uppercase">
        {legend}
      </legend>
      <ul className="grid gap-3">
        {voices.data.map((voice) => {
          const checked =
            (update.isError ? selected : (update.variables ?? selected)) === voice.voiceUuid;
          return (
            <li key={voice.voiceUuid} className="flex items-center gap-2">
              <label
                className={cx(
                  'flex min-h-16 flex-1 cursor-pointer items-center gap-4 rounded-control border-2 px-5 py-3 transition duration-200 ease-calm hover:border-accent',
                  'has-focus-visible:outline-3 has-focus-visible:outline-offset-3 has-focus-visible:outline-accent',
                  checked ? 'border-accent bg-accent-soft' : 'border-line bg-surface',
                )}
              >
                <input
                  type="radio"
                  name="voice"
                  value={voice.voiceUuid}
                  checked={checked}
                  onChange={() => update.mutate(voice.voiceUuid)}
                  className="sr-only"
                />
                <span className="flex flex-1 flex-col">
                  <span className="text-lg font-extrabold">{voice.name}</span>
                  <span className="text-sm text-ink-muted">
                    {voice.style} · {t(`voice.gender.${voice.gender}`)}
                  </span>
                </span>
                {checked && <Check className="size-6 text-accent" aria-hidden="true" />}
              </label>
              <button
                type="button"
                onClick={() => preview(voice)}
                aria-label={
                  playing === voice.voiceUuid
                    ? t('voice.stop')
                    : t('voice.preview', { name: voice.name })
                }
                className="grid size-16 shrink-0 place-items-center rounded-control border-2 border-line bg-surface text-accent transition duration-200 ease-calm hover:border-accent"
              >
                {playing === voice.voiceUuid ? (
                  <Square className="size-6" aria-hidden="true" />
                ) : (
                  <Volume2 className="size-6" aria-hidden="true" />
                )}
              </button>
            </li>
          );
        })}
      </ul>
      {previewFailed && (
        <Notice tone="error" className="mt-3">
          {t('voice.previewFailed')}
        </Notice>
      )}
      {update.isError && (
        <Notice tone="error" className="mt-3">
          {t('voice.saveFailed')}
        </Notice>
      )}
    </fieldset>
  );
}
