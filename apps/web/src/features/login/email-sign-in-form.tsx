import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthService } from '../../lib/auth/auth-context';
import { identityErrorKey } from '../../lib/auth/identity-error-key';
import type { AuthErrorKey } from '../../lib/auth/identity-error-key';
import { buttonClass, linkButtonClass } from '../../lib/components/button-styles';
import { Notice } from '../../lib/components/notice';
import { TextField } from '../../lib/components/text-field';
import { hasProblems, validateSignIn } from './auth-form-validation';
import type { FormProblems } from './auth-form-validation';
import { useProblemText } from './use-problem-text';

interface EmailSignInFormProps {
  initialEmail?: string;
  onSignedIn: () => void;
  onBusyChange: (busy: boolean) => void;
  onForgot: (email: string) => void;
  onRegister: (email: string) => void;
}

export function EmailSignInForm(props: EmailSignInFormProps) {
  const { t } = useTranslation('auth');
  const problemText = useProblemText();
  const auth = useAuthService();
  const [email, setEmail] = useState(props.initialEmail ?? '');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<FormProblems<'email' | 'password'>>({});
  const [error, setError] = useState<AuthErrorKey | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateSignIn({ email, password });
    setProblems(found);
    setError(null);
    if (hasProblems(found)) return;
    setBusy(true);
    props.onBusyChange(true);
    try {
      await auth.signInWithEmail({ email: email.trim(), password });
      props.onSignedIn();
    } catch (failure) {
      // An unverified address turns the page into the verification card by itself.
      setError(identityErrorKey(failure));
      setBusy(false);
      props.onBusyChange(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <h2 className="text-2xl font-black">{t('signIn.heading')}</h2>
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
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={problemText(problems.password)}
        revealLabels={{ show: t('fields.showPassword'), hide: t('fields.hidePassword') }}
      />
      {error && <Notice tone="error">{t(`errors.${error}`)}</Notice>}
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy}
        className={buttonClass('primary', 'w-full text-lg')}
      >
        {t('signIn.submit')}
      </button>
      <div className="flex flex-col items-center gap-1">
        <button type="button" onClick={() => props.onForgot(email)} className={linkButtonClass}>
          {t('signIn.forgot')}
        </button>
        <button type="button" onClick={() => props.onRegister(email)} className={linkButtonClass}>
          {t('signIn.toRegister')}
        </button>
      </div>
    </form>
  );
}
