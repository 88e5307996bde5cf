import { UserRoundPlus } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { markConversionTriggered } from '../../lib/auth/guest-records';
import { buttonClass } from '../../lib/components/button-styles';
import { LOGIN_PATH } from '../../lib/navigation/app-paths';
import { ModalFrame } from './modal-frame';

/** A guest has made all the stories a guest may: a friendly invitation to sign up. */
export function StoryLimitDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('generate');
  const navigate = useNavigate();
  const signUp = useRef<HTMLButtonElement>(null);

  const goToLogin = () => {
    // docs/product.md#guests: with this flag set the guard lets the guest stay on Login.
    markConversionTriggered();
    void navigate(LOGIN_PATH);
  };

  return (
    <ModalFrame
      title={t('limit.title')}
      onClose={onClose}
      initialFocus={signUp}
      icon={<UserRoundPlus className="size-12 text-accent" aria-hidden="true" />}
    >
      <p className="text-lg text-pretty text-ink-muted">{t('limit.text')}</p>
      <div className="flex w-full flex-col gap-2">
        <button
          ref={signUp}
          type="button"
          onClick={goToLogin}
          className={buttonClass('primary', 'w-full text-lg')}
        >
          {t('limit.cta')}
        </button>
        <button type="button" onClick={onClose} className={buttonClass('ghost', 'w-full')}>
          {t('limit.later')}
        </button>
      </div>
    </ModalFrame>
  );
}
