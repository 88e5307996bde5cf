import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthService } from '../../lib/auth/auth-context';
import { linkButtonClass } from '../../lib/components/button-styles';
import { EmailField, PasswordField } from './auth-fields';
import { AuthForm, FormError, FormHeading, SubmitButton } from './auth-form-parts';
import { validateSignIn } from './auth-form-validation';
import { useAuthSubmit } from './use-auth-submit';

interface EmailSignInFormProps {
  initialEmail?: string;
  onSignedIn: () => void;
  onBusyChange: (busy: boolean) => void;
  onForgot: (email: string) => void;
  onRegister: (email: string) => void;
}

export function EmailSignInForm(props: EmailSignInFormProps) {
  const { t } = useTranslation('auth');
  const auth = useAuthService();
  const [email, setEmail] = useState(props.initialEmail ?? '');
  const [password, setPassword] = useState('');
  const { problems, error, busy, onSubmit } = useAuthSubmit({
    validate: () => validateSignIn({ email, password }),
    send: async () => {
      // An unverified address turns the page into the verification card by itself.
      await auth.signInWithEmail({ email: email.trim(), password });
      props.onSignedIn();
    },
    leavesOnSuccess: true,
    onBusyChange: props.onBusyChange,
  });

  return (
    <AuthForm onSubmit={onSubmit}>
      <FormHeading heading={t('signIn.heading')} />
      <EmailField value={email} onChange={setEmail} problem={problems.email} />
      <PasswordField
        kind="current"
        value={password}
        onChange={setPassword}
        problem={problems.password}
      />
      <FormError error={error} />
      <SubmitButton busy={busy}>{t('signIn.submit')}</SubmitButton>
      <div className="flex flex-col items-center gap-1">
        <button type="button" onClick={() => props.onForgot(email)} className={linkButtonClass}>
          {t('signIn.forgot')}
        </button>
        <button type="button" onClick={() => props.onRegister(email)} className={linkButtonClass}>
          {t('signIn.toRegister')}
        </button>
      </div>
    </AuthForm>
  );
}
