import type { LanguageCode } from '@monstory/contracts/language';
import { useTranslation } from 'react-i18next';
import { useAuthState } from '../auth/auth-context';
import { Notice } from '../components/notice';
import { LanguagePicker } from '../i18n/language-picker';
import { useUpdateProfileLanguage } from './update-language';

interface ProfileLanguagePickerProps {
  /** Also told of a signed-in person's choice (My language saves it on the active child too). */
  onSave?: (code: LanguageCode) => void;
}

/** The language picker that also saves the choice on the profile when someone is signed in. */
export function ProfileLanguagePicker({ onSave }: ProfileLanguagePickerProps = {}) {
  const { t } = useTranslation('account');
  const signedIn = useAuthState().user !== null;
  const update = useUpdateProfileLanguage();
  return (
    <div className="flex w-full max-w-md flex-col gap-3">
      <LanguagePicker
        onChange={(code) => {
          if (!signedIn) return;
          update.mutate(code);
          onSave?.(code);
        }}
      />
      {update.isError && <Notice tone="error">{t('language.saveFailed')}</Notice>}
    </div>
  );
}
