import { UserRoundPlus } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../components/button-styles';
import { ModalFrame } from '../components/modal-frame';
import { useGoToRegister } from './use-go-to-register';

/** A guest has made all the stories a guest may: a friendly invitation to sign up. */
export function StoryLimitDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('generate');
  const signUp = useRef<HTMLButtonElement>(null);

  const goToLogin = useGoToRegister();

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
