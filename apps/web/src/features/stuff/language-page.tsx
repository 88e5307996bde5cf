import { resolveLanguage } from '@monstory/contracts/language';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../lib/components/notice';
import { ProfileLanguagePicker } from '../../lib/profile/profile-language-picker';
import { VoicePicker } from '../../lib/profile/voice-picker';
import { useSaveActiveChildLanguage } from './child-language';

/**
 * My language: the interface and story language (saved on the profile and on the child this
 * device reads as) and the voice.
 */
export function LanguagePage() {
  const { t, i18n } = useTranslation('account');
  const language = resolveLanguage(i18n.resolvedLanguage ?? i18n.language);
  const saveChildLanguage = useSaveActiveChildLanguage();
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-8">
      <p className="text-lg text-pretty text-ink-muted">{t('language.intro')}</p>
      <ProfileLanguagePicker onSave={(code) => saveChildLanguage.mutate(code)} />
      {saveChildLanguage.isError && <Notice tone="error">{t('language.saveFailed')}</Notice>}
      <VoicePicker language={language} legend={t('language.voiceHeading')} />
    </div>
  );
}
