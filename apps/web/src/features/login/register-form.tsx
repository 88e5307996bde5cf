import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthService } from '../../lib/auth/auth-context';
import { linkButtonClass } from '../../lib/components/button-styles';
import { EmailField, PasswordField } from './auth-fields';
import { AuthForm, FormError, FormHeading, SubmitButton } from './auth-form-parts';
import { validateRegistration } from './auth-form-validation';
import { useAuthSubmit } from './use-auth-submit';

interface RegisterFormProps {
  initialEmail?: string;
  /** Registered without a session: the verification card takes over. */
  onRegistered: () => void;
  onSignIn: (email: string) => void;
}

export function RegisterForm({ initialEmail, onRegistered, onSignIn }: RegisterFormProps) {
  const { t } = useTranslation('auth');
  const auth = useAuthService();
  const [email, setEmail] = useState(initialEmail ?? '');
  const [password, setPassword] = useState('');
  const { problems, error, busy, onSubmit } = useAuthSubmit({
    validate: () => validateRegistration({ email, password }),
    send: async () => {
      await auth.register({ email: email.trim(), password });
      onRegistered();
    },
    leavesOnSuccess: true,
  });

  return (
    <AuthForm onSubmit={onSubmit}>
      <FormHeading heading={t('register.heading')} intro={t('register.intro')} />
      <EmailField value={email} onChange={setEmail} problem={problems.email} />
      <PasswordField
        kind="new"
        value={password}
        onChange={setPassword}
        problem={problems.password}
      />
      <FormError error={error}>
        {error === 'email-already-in-use' && (
          <button
            type="button"
            onClick={() => onSignIn(email)}
            className={linkButtonClass + ' -ml-4 self-start'}
          >
            {t('register.signInInstead')}
          </button>
        )}
      </FormError>
      <SubmitButton busy={busy}>{t('register.submit')}</SubmitButton>
      <button type="button" onClick={() => onSignIn(email)} className={linkButtonClass}>
        {t('register.toSignIn')}
      </button>
    </AuthForm>
  );
}
