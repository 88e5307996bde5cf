import { MailCheck, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthService, useAuthState } from '../../lib/auth/auth-context';
import { identityErrorKey } from '../../lib/auth/identity-error-key';
import type { AuthErrorKey } from '../../lib/auth/identity-error-key';
import { useSignOut } from '../../lib/auth/use-sign-out';
import { buttonClass, linkButtonClass } from '../../lib/components/button-styles';
import { Notice } from '../../lib/components/notice';
import { deadlineIn, useCountdown } from '../../lib/components/use-countdown';

/** A new mail may be asked for this long after the last one (the server allows 3 a minute). */
export const RESEND_COOLDOWN_MS = 60_000;

type Outcome = { kind: 'resent' } | { kind: 'not-yet' } | { kind: 'error'; key: AuthErrorKey };

interface VerificationCardProps {
  onVerified: () => void;
  /** Back to the sign-in form, e.g. after verifying on another device. */
  onSignIn: (email: string) => void;
}

/** docs/product.md#sign-in: 'sent to {email}', resend with a countdown in seconds, sign out, refresh. */
export function VerificationCard({ onVerified, onSignIn }: VerificationCardProps) {
  const { t } = useTranslation('auth');
  const auth = useAuthService();
  const state = useAuthState();
  const email = state.pendingVerificationEmail ?? state.user?.email ?? '';
  const signOut = useSignOut();
  // A mail has just gone out when this card appears (sign-up, or a refused sign-in).
  const [resendAt, setResendAt] = useState(() => deadlineIn(RESEND_COOLDOWN_MS));
  const seconds = useCountdown(resendAt);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<Outcome | null>) => {
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome(await action());
    } catch (error) {
      setOutcome({ kind: 'error', key: identityErrorKey(error) });
    } finally {
      setBusy(false);
    }
  };

  const resend = () =>
    run(async () => {
      await auth.resendVerification();
      setResendAt(deadlineIn(RESEND_COOLDOWN_MS));
      return { kind: 'resent' };
    });

  const refresh = () =>
    run(async () => {
      if (!(await auth.refreshVerification())) return { kind: 'not-yet' };
      onVerified();
      return null;
    });

  return (
    <section
      aria-labelledby="verify-title"
      className="flex flex-col items-center gap-4 text-center"
    >
      <MailCheck className="size-14 text-accent" aria-hidden="true" />
      <h2 id="verify-title" className="text-2xl font-black">
        {t('verify.title')}
      </h2>
      <p className="text-lg">{t('verify.sentTo', { email })}</p>
      <p className="text-ink-muted">{t('verify.instructions')}</p>
      {outcome?.kind === 'resent' && <Notice tone="success">{t('verify.resent')}</Notice>}
      {outcome?.kind === 'error' && <Notice tone="error">{t(`errors.${outcome.key}`)}</Notice>}
      {outcome?.kind === 'not-yet' && (
        <Notice>
          {t('verify.notYet')}
          <button
            type="button"
            onClick={() => {
              auth.forgetPendingVerification();
              onSignIn(email);
            }}
            className={`${linkButtonClass} -ml-4 self-start`}
          >
            {t('verify.signIn')}
          </button>
        </Notice>
      )}
      <button
        type="button"
        onClick={() => void refresh()}
        disabled={busy}
        className={buttonClass('primary', 'w-full text-lg')}
      >
        <RefreshCw className="size-5" aria-hidden="true" />
        {t('verify.refresh')}
      </button>
      <button
        type="button"
        onClick={() => void resend()}
        disabled={busy || seconds > 0}
        className={buttonClass('secondary', 'w-full')}
      >
        {seconds > 0 ? t('verify.resendIn', { seconds }) : t('verify.resend')}
      </button>
      <button type="button" onClick={() => void signOut()} className={linkButtonClass}>
        {t('verify.signOut')}
      </button>
    </section>
  );
}
