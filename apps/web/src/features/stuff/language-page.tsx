import { resolveLanguage } from '@monstory/contracts/language';
import { useTranslation } from 'react-i18next';
import { ProfileLanguagePicker } from '../../lib/profile/profile-language-picker';
import { VoicePicker } from '../../lib/profile/voice-picker';

/** My language: the interface and story language (saved on the profile too) and the voice. */
export function LanguagePage() {
  const { t, i18n } = useTranslation('account');
  const language = resolveLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-8">
      <p className="text-lg text-pretty text-ink-muted">{t('language.intro')}</p>
      <ProfileLanguagePicker />
      <VoicePicker language={language} legend={t('language.voiceHeading')} />
    </div>
  );
}
