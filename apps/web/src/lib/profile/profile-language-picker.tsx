import { useTranslation } from 'react-i18next';
import { useAuthState } from '../auth/auth-context';
import { Notice } from '../components/notice';
import { LanguagePicker } from '../i18n/language-picker';
import { useUpdateProfileLanguage } from './update-language';

/** The language picker that also saves the choice on the profile when someone is signed in. */
export function ProfileLanguagePicker() {
  const { t } = useTranslation('account');
  const signedIn = useAuthState().user !== null;
  const update = useUpdateProfileLanguage();
  return (
    <div className="flex w-full max-w-md flex-col gap-3">
      <LanguagePicker onChange={(code) => signedIn && update.mutate(code)} />
      {update.isError && <Notice tone="error">{t('language.saveFailed')}</Notice>}
    </div>
  );
}
