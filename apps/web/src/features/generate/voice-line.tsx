import { Mic } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass, linkButtonClass } from '../../lib/components/button-styles';
import { useProfile } from '../../lib/profile/profile-query';
import { VoicePicker } from '../../lib/profile/voice-picker';
import { useProfileVoice, useVoices } from '../../lib/profile/voices-query';
import { ModalFrame } from '../../lib/components/modal-frame';

/** Under narration: who will read, and a way to pick someone else (saved as the profile voice). */
export function VoiceLine() {
  const { t, i18n } = useTranslation('generate');
  const profile = useProfile().data;
  const language = profile?.languageCode ?? (i18n.resolvedLanguage === 'en' ? 'en' : 'no');
  const voices = useVoices(language);
  const selected = useProfileVoice().data;
  const [open, setOpen] = useState(false);
  const done = useRef<HTMLButtonElement>(null);

  const name =
    selected?.voice?.name ??
    voices.data?.find((voice) => voice.voiceUuid === selected?.voiceUuid)?.name ??
    voices.data?.[0]?.name;

  return (
    <div className="flex items-center gap-2 rounded-control bg-surface-raised px-4 py-1">
      <Mic className="size-5 shrink-0 text-accent" aria-hidden="true" />
      <span className="min-w-0 flex-1 truncate font-bold">
        {name ? t('addons.voice', { name }) : t('addons.defaultVoice')}
      </span>
      <button type="button" onClick={() => setOpen(true)} className={linkButtonClass}>
        {t('addons.changeVoice')}
      </button>
      {open && (
        <ModalFrame
          title={t('addons.voiceDialogTitle')}
          onClose={() => setOpen(false)}
          initialFocus={done}
        >
          <VoicePicker language={language} legend={t('addons.voicesLegend')} />
          <button
            ref={done}
            type="button"
            onClick={() => setOpen(false)}
            className={buttonClass('primary', 'w-full')}
          >
            {t('addons.voiceDone')}
          </button>
        </ModalFrame>
      )}
    </div>
  );
}
