import { Mail, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { GENERATE_PATH } from '../navigation/app-paths';
import { nativeSocialProviders } from '../platform/native-social-config';
import { BusyButton } from '../components/busy-button';
import { buttonClass } from '../components/button-styles';
import { Notice } from '../components/notice';
import { useAuthService, useAuthState } from './auth-context';
import type { SocialProvider } from './auth-api';
import { useAuthProviders } from './auth-providers-query';
import { markConversionTriggered } from './guest-records';
import { identityErrorKey } from './identity-error-key';
import type { AuthErrorKey } from './identity-error-key';
import { ProviderMark } from './provider-marks';
import { takeRedirectPath } from './redirect-path';
import { useTryAsGuest } from './use-try-as-guest';

const SOCIAL: readonly SocialProvider[] = ['apple', 'google', 'facebook'];
// Which the native app can sign in with by itself (null on the web): fixed for this build.
const NATIVE_SOCIAL = nativeSocialProviders();

interface LoginMethodChoiceProps {
  /** Opens the email form (Login) or the Login page (Home). */
  onEmail: () => void;
}

/**
 * Home/login (docs/product.md#sign-in): Apple, Google, Facebook (each only when this server offers it), email,
 * and trying Monstory as a guest.
 */
export function LoginMethodChoice({ onEmail }: LoginMethodChoiceProps) {
  const { t } = useTranslation('auth');
  const auth = useAuthService();
  const isGuest = useAuthState().user?.isAnonymous === true;
  const providers = useAuthProviders().data;
  const { tryAsGuest, status: guestStatus } = useTryAsGuest();
  const [error, setError] = useState<AuthErrorKey | null>(null);
  const [leaving, setLeaving] = useState<SocialProvider | null>(null);
  const navigate = useNavigate();

  // A guest picking a way to log in asks to be converted; the guard then keeps them on Login.
  const choose = (next: () => void) => {
    if (isGuest) markConversionTriggered();
    next();
  };

  const social = async (provider: SocialProvider) => {
    setError(null);
    setLeaving(provider);
    try {
      // The web has left for the provider by now; the native apps are signed in, and move on.
      if ((await auth.startSocialSignIn(provider)) === 'signed-in') {
        setLeaving(null);
        void navigate(takeRedirectPath() ?? GENERATE_PATH, { replace: true });
      }
    } catch (failure) {
      setError(identityErrorKey(failure));
      setLeaving(null);
    }
  };

  return (
    <div className="flex w-full flex-col gap-3">
      {SOCIAL.filter(
        (provider) => providers?.[provider] && (NATIVE_SOCIAL?.has(provider) ?? true),
      ).map((provider) => (
        <button
          key={provider}
          type="button"
          disabled={leaving !== null}
          onClick={() => choose(() => void social(provider))}
          className={buttonClass('secondary', 'w-full')}
        >
          <ProviderMark provider={provider} />
          {t(`methods.${provider}`)}
        </button>
      ))}
      <button
        type="button"
        onClick={() => choose(onEmail)}
        className={buttonClass('primary', 'w-full text-lg')}
      >
        <Mail className="size-5" aria-hidden="true" />
        {t('methods.email')}
      </button>
      {error && <Notice tone="error">{t(`errors.${error}`)}</Notice>}
      <p className="my-1 flex items-center gap-3 text-sm font-bold text-ink-muted uppercase before:h-px before:flex-1 before:bg-line after:h-px after:flex-1 after:bg-line">
        {t('methods.or')}
      </p>
      <BusyButton
        onClick={() => void tryAsGuest()}
        busy={guestStatus === 'busy'}
        variant="ghost"
        className="w-full border-2 border-dashed border-line"
      >
        <Sparkles className="size-5 text-premium" aria-hidden="true" />
        {guestStatus === 'busy' ? t('methods.guestStarting') : t('methods.guest')}
      </BusyButton>
      <p className="text-center text-sm text-ink-muted">{t('home.guestNote')}</p>
      {guestStatus === 'failed' && <Notice tone="error">{t('errors.unavailable')}</Notice>}
    </div>
  );
}
