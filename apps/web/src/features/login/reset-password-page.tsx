import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { resetPassword } from '../../lib/auth/auth-api';
import { identityErrorFromCallback } from '../../lib/auth/identity-error-key';
import { buttonClass } from '../../lib/components/button-styles';
import { HeroBanner } from '../../lib/components/hero-banner';
import { Notice } from '../../lib/components/notice';
import { TextField } from '../../lib/components/text-field';
import { LOGIN_PATH } from '../../lib/navigation/app-paths';
import { PasswordField } from './auth-fields';
import { AuthForm, FormError, FormHeading, SubmitButton } from './auth-form-parts';
import { validateNewPassword } from './auth-form-validation';
import { useAuthSubmit } from './use-auth-submit';
import { useProblemText } from './use-problem-text';

/** Where the password-reset mail's link lands, with `?token=` (or `?error=` if it expired). */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token');
  const linkError = identityErrorFromCallback(params.get('error'));

  return (
    <HeroBanner minHeight={0} showLogo className="py-4">
      <div className="w-full max-w-md rounded-card border border-line/70 bg-surface/90 p-6 text-left shadow-2xl sm:p-8">
        {token && !linkError ? (
          <NewPasswordForm token={token} />
        ) : (
          <div className="flex flex-col gap-4">
            <h1 className="text-2xl font-black">{t('reset.heading')}</h1>
            <Notice tone="error">
              {linkError ? t(`errors.${linkError}`) : t('reset.missingToken')}
            </Notice>
            <Link to={`${LOGIN_PATH}?mode=forgot`} className={buttonClass('primary', 'w-full')}>
              {t('reset.requestNew')}
            </Link>
          </div>
        )}
      </div>
    </HeroBanner>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const problemText = useProblemText();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [done, setDone] = useState(false);
  const { problems, error, busy, onSubmit } = useAuthSubmit({
    validate: () => validateNewPassword({ password, confirm }),
    send: async () => {
      await resetPassword(token, password);
      setDone(true);
    },
  });

  if (done) {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-black">{t('reset.heading')}</h1>
        <Notice tone="success">{t('reset.done')}</Notice>
        <Link to={`${LOGIN_PATH}?mode=sign-in`} className={buttonClass('primary', 'w-full')}>
          {t('reset.toSignIn')}
        </Link>
      </div>
    );
  }

  return (
    <AuthForm onSubmit={onSubmit}>
      <FormHeading level="h1" heading={t('reset.heading')} intro={t('reset.intro')} />
      <PasswordField
        kind="new"
        label={t('fields.newPassword')}
        value={password}
        onChange={setPassword}
        problem={problems.password}
      />
      <TextField
        label={t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
        error={problemText(problems.confirm)}
      />
      <FormError error={error} />
      <SubmitButton busy={busy}>{t('reset.submit')}</SubmitButton>
    </AuthForm>
  );
}
