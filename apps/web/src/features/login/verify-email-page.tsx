import { VERIFY_EMAIL_CALLBACK_PATH } from '@monstory/contracts/identity';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAuthService } from '../../lib/auth/auth-context';
import { identityErrorKey } from '../../lib/auth/identity-error-key';
import type { AuthErrorKey } from '../../lib/auth/identity-error-key';
import { buttonClass } from '../../lib/components/button-styles';
import { HeroBanner } from '../../lib/components/hero-banner';
import { Notice } from '../../lib/components/notice';
import { LOGIN_PATH } from '../../lib/navigation/app-paths';

/**
 * Where a verification mail asked for by the native apps links, with `?token=` (contracts
 * VERIFY_EMAIL_PATH): opened in the app (an app link) or, on a computer, on the web. Either way
 * the address is verified here, its account signed in, and the person goes on to Welcome.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const auth = useAuthService();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [error, setError] = useState<AuthErrorKey | null>(null);
  // A token is sent once: each use would start another session.
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    auth.verifyEmailWithToken(token).then(
      (signedIn) =>
        void navigate(signedIn ? VERIFY_EMAIL_CALLBACK_PATH : `${LOGIN_PATH}?mode=sign-in`, {
          replace: true,
        }),
      (failure: unknown) => setError(identityErrorKey(failure)),
    );
  }, [auth, navigate, token]);

  const problem = token ? error : null;
  return (
    <HeroBanner minHeight={0} showLogo className="py-4">
      <div className="w-full max-w-md rounded-card border border-line/70 bg-surface/90 p-6 text-left shadow-2xl sm:p-8">
        {token && !problem ? (
          <p role="status" className="text-center text-lg font-bold">
            {t('redirect.status')}
          </p>
        ) : (
          <div className="flex flex-col gap-4">
            <h1 className="text-2xl font-black">{t('verify.title')}</h1>
            <Notice tone="error">
              {problem ? t(`errors.${problem}`) : t('reset.missingToken')}
            </Notice>
            <Link to={`${LOGIN_PATH}?mode=sign-in`} className={buttonClass('primary', 'w-full')}>
              {t('verify.signIn')}
            </Link>
          </div>
        )}
      </div>
    </HeroBanner>
  );
}
