import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { requestPasswordReset } from '../../lib/auth/auth-api';
import { identityErrorKey } from '../../lib/auth/identity-error-key';
import type { AuthErrorKey } from '../../lib/auth/identity-error-key';
import { buttonClass, linkButtonClass } from '../../lib/components/button-styles';
import { Notice } from '../../lib/components/notice';
import { TextField } from '../../lib/components/text-field';
import { hasProblems, validateForgotPassword } from './auth-form-validation';
import type { FormProblems } from './auth-form-validation';
import { useProblemText } from './use-problem-text';

export function ForgotPasswordForm({
  initialEmail,
  onBack,
}: {
  initialEmail?: string;
  onBack: () => void;
}) {
  const { t } = useTranslation('auth');
  const problemText = useProblemText();
  const [email, setEmail] = useState(initialEmail ?? '');
  const [problems, setProblems] = useState<FormProblems<'email'>>({});
  const [error, setError] = useState<AuthErrorKey | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateForgotPassword({ email });
    setProblems(found);
    setError(null);
    if (hasProblems(found)) return;
    setBusy(true);
    try {
      await requestPasswordReset(email.trim());
      setSentTo(email.trim());
    } catch (failure) {
      setError(identityErrorKey(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 className="text-2xl font-black">{t('forgot.heading')}</h2>
        <p className="text-ink-muted">{t('forgot.intro')}</p>
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
      {sentTo && <Notice tone="success">{t('forgot.sent', { email: sentTo })}</Notice>}
      {error && <Notice tone="error">{t(`errors.${error}`)}</Notice>}
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy}
        className={buttonClass('primary', 'w-full text-lg')}
      >
        {t('forgot.submit')}
      </button>
      <button type="button" onClick={onBack} className={linkButtonClass}>
        {t('forgot.back')}
      </button>
    </form>
  );
}
