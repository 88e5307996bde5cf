import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useViewerKind } from '../../lib/auth/auth-context';
import { identityErrorFromCallback } from '../../lib/auth/identity-error-key';
import { LoginMethodChoice } from '../../lib/auth/login-method-choice';
import { takeRedirectPath } from '../../lib/auth/redirect-path';
import { linkButtonClass } from '../../lib/components/button-styles';
import { HeroBanner } from '../../lib/components/hero-banner';
import { Notice } from '../../lib/components/notice';
import { GENERATE_PATH } from '../../lib/navigation/app-paths';
import { AccountDeletedNotice, readAccountDeleted } from './account-deleted-notice';
import { EmailSignInForm } from './email-sign-in-form';
import { ForgotPasswordForm } from './forgot-password-form';
import { RedirectStatus } from './redirect-status';
import { RegisterForm } from './register-form';
import { useRedirectTimeout } from './use-redirect-timeout';
import { VerificationCard } from './verification-card';

export type LoginMode = 'choose' | 'sign-in' | 'register' | 'forgot';

export function parseLoginMode(value: string | null): LoginMode {
  return value === 'sign-in' || value === 'register' || value === 'forgot' ? value : 'choose';
}

/** Home/login (docs/product.md#sign-in): method choice, email forms, the verification card and the notices. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const mode = parseLoginMode(params.get('mode'));
  const unverified = useViewerKind() === 'registered-unverified';
  const [email, setEmail] = useState('');
  const [signingIn, setSigningIn] = useState(false);
  const timedOut = useRedirectTimeout(signingIn);
  const deletedUntil = readAccountDeleted(location.state);
  const callbackError = identityErrorFromCallback(params.get('error'));

  const show = (next: LoginMode, withEmail?: string) => {
    if (withEmail !== undefined) setEmail(withEmail);
    setParams(next === 'choose' ? {} : { mode: next }, { replace: true });
  };

  const moveOn = () => {
    setSigningIn(true);
    void navigate(takeRedirectPath() ?? GENERATE_PATH, { replace: true });
  };

  let content;
  if (unverified) {
    content = (
      <VerificationCard onVerified={moveOn} onSignIn={(address) => show('sign-in', address)} />
    );
  } else if (mode === 'sign-in') {
    content = (
      <EmailSignInForm
        initialEmail={email}
        onSignedIn={moveOn}
        onBusyChange={setSigningIn}
        onForgot={(address) => show('forgot', address)}
        onRegister={(address) => show('register', address)}
      />
    );
  } else if (mode === 'register') {
    content = (
      <RegisterForm
        initialEmail={email}
        onRegistered={() => show('choose')}
        onSignIn={(address) => show('sign-in', address)}
      />
    );
  } else if (mode === 'forgot') {
    content = <ForgotPasswordForm initialEmail={email} onBack={() => show('sign-in')} />;
  } else {
    content = (
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-1 text-center">
          <h2 className="text-2xl font-black">{t('methods.heading')}</h2>
          <p className="text-ink-muted">{t('methods.intro')}</p>
        </div>
        <LoginMethodChoice onEmail={() => show('sign-in')} />
      </div>
    );
  }

  return (
    <HeroBanner minHeight={0} showLogo backButton className="py-4">
      <h1 className="sr-only">{t('methods.heading')}</h1>
      <div className="flex w-full max-w-md flex-col gap-4">
        {deletedUntil && <AccountDeletedNotice deletionScheduledFor={deletedUntil} />}
        {callbackError && mode === 'choose' && !unverified && (
          <Notice tone="error">{t(`errors.${callbackError}`)}</Notice>
        )}
        <div className="rounded-card border border-line/70 bg-surface/90 p-6 text-left shadow-2xl backdrop-blur-sm sm:p-8">
          {content}
        </div>
        {signingIn && <RedirectStatus timedOut={timedOut} />}
        {mode !== 'choose' && !unverified && (
          <button type="button" onClick={() => show('choose')} className={linkButtonClass}>
            {t('signIn.otherMethods')}
          </button>
        )}
      </div>
    </HeroBanner>
  );
}
