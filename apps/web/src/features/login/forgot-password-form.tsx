import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestPasswordReset } from '../../lib/auth/auth-api';
import { linkButtonClass } from '../../lib/components/button-styles';
import { Notice } from '../../lib/components/notice';
import { EmailField } from './auth-fields';
import { AuthForm, FormError, FormHeading, SubmitButton } from './auth-form-parts';
import { validateForgotPassword } from './auth-form-validation';
import { useAuthSubmit } from './use-auth-submit';

export function ForgotPasswordForm({
  initialEmail,
  onBack,
}: {
  initialEmail?: string;
  onBack: () => void;
}) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState(initialEmail ?? '');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { problems, error, busy, onSubmit } = useAuthSubmit({
    validate: () => validateForgotPassword({ email }),
    send: async () => {
      await requestPasswordReset(email.trim());
      setSentTo(email.trim());
    },
  });

  return (
    <AuthForm onSubmit={onSubmit}>
      <FormHeading heading={t('forgot.heading')} intro={t('forgot.intro')} />
      <EmailField value={email} onChange={setEmail} problem={problems.email} />
      {sentTo && <Notice tone="success">{t('forgot.sent', { email: sentTo })}</Notice>}
      <FormError error={error} />
      <SubmitButton busy={busy}>{t('forgot.submit')}</SubmitButton>
      <button type="button" onClick={onBack} className={linkButtonClass}>
        {t('forgot.back')}
      </button>
    </AuthForm>
  );
}
