import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthService } from '../../lib/auth/auth-context';
import { identityErrorKey } from '../../lib/auth/identity-error-key';
import type { AuthErrorKey } from '../../lib/auth/identity-error-key';
import { buttonClass, linkButtonClass } from '../../lib/components/button-styles';
import { Notice } from '../../lib/components/notice';
import { TextField } from '../../lib/components/text-field';
import { hasProblems, validateRegistration } from './auth-form-validation';
import type { FormProblems } from './auth-form-validation';
import { PasswordRules } from './password-rules';
import { useProblemText } from './use-problem-text';

interface RegisterFormProps {
  initialEmail?: string;
  /** Registered without a session: the verification card takes over. */
  onRegistered: () => void;
  onSignIn: (email: string) => void;
}

export function RegisterForm({ initialEmail, onRegistered, onSignIn }: RegisterFormProps) {
  const { t } = useTranslation('auth');
  const problemText = useProblemText();
  const auth = useAuthService();
  const [email, setEmail] = useState(initialEmail ?? '');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<FormProblems<'email' | 'password'>>({});
  const [error, setError] = useState<AuthErrorKey | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateRegistration({ email, password });
    setProblems(found);
    setError(null);
    if (hasProblems(found)) return;
    setBusy(true);
    try {
      await auth.register({ email: email.trim(), password });
      onRegistered();
    } catch (failure) {
      setError(identityErrorKey(failure));
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 className="text-2xl font-black">{t('register.heading')}</h2>
        <p className="text-ink-muted">{t('register.intro')}</p>
      </div>
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={problemText(problems.email)}
      />
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={problemText(problems.password)}
        hint={<PasswordRules password={password} />}
        revealLabels={{ show: t('fields.showPassword'), hide: t('fields.hidePassword') }}
      />
      {error && (
        <Notice tone="error">
          {t(`errors.${error}`)}
          {error === 'email-already-in-use' && (
            <button
              type="button"
              onClick={() => onSignIn(email)}
              className={linkButtonClass + ' -ml-4 self-start'}
            >
              {t('register.signInInstead')}
            </button>
          )}
        </Notice>
      )}
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy}
        className={buttonClass('primary', 'w-full text-lg')}
      >
        {t('register.submit')}
      </button>
      <button type="button" onClick={() => onSignIn(email)} className={linkButtonClass}>
        {t('register.toSignIn')}
      </button>
    </form>
  );
}
