import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { resetPassword } from '../../lib/auth/auth-api';
import { identityErrorFromCallback, identityErrorKey } from '../../lib/auth/identity-error-key';
import type { AuthErrorKey } from '../../lib/auth/identity-error-key';
import { buttonClass } from '../../lib/components/button-styles';
import { HeroBanner } from '../../lib/components/hero-banner';
import { Notice } from '../../lib/components/notice';
import { TextField } from '../../lib/components/text-field';
import { LOGIN_PATH } from '../../lib/navigation/app-paths';
import { hasProblems, validateNewPassword } from './auth-form-validation';
import type { FormProblems } from './auth-form-validation';
import { PasswordRules } from './password-rules';
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
  const [problems, setProblems] = useState<FormProblems<'password' | 'confirm'>>({});
  const [error, setError] = useState<AuthErrorKey | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateNewPassword({ password, confirm });
    setProblems(found);
    setError(null);
    if (hasProblems(found)) return;
    setBusy(true);
    try {
      await resetPassword(token, password);
      setDone(true);
    } catch (failure) {
      setError(identityErrorKey(failure));
    } finally {
      setBusy(false);
    }
  };

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
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-black">{t('reset.heading')}</h1>
        <p className="text-ink-muted">{t('reset.intro')}</p>
      </div>
      <TextField
        label={t('fields.newPassword')}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={problemText(problems.password)}
        hint={<PasswordRules password={password} />}
        revealLabels={{ show: t('fields.showPassword'), hide: t('fields.hidePassword') }}
      />
      <TextField
        label={t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
        error={problemText(problems.confirm)}
      />
      {error && <Notice tone="error">{t(`errors.${error}`)}</Notice>}
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy}
        className={buttonClass('primary', 'w-full text-lg')}
      >
        {t('reset.submit')}
      </button>
    </form>
  );
}
