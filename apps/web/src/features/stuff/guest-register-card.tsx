import { Medal, PawPrint, UserRoundPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../lib/components/button-styles';
import { useGoToRegister } from '../../lib/auth/use-go-to-register';

/** What a guest misses (docs/product.md#guests: monsters, medals, subscription, account), and the way to it. */
export function GuestRegisterCard() {
  const { t } = useTranslation('stuff');

  const goToLogin = useGoToRegister();

  return (
    <section
      aria-labelledby="stuff-guest"
      className="flex flex-col items-center gap-4 rounded-card bg-surface px-6 py-8 text-center shadow-xl"
    >
      <span className="flex gap-3" aria-hidden="true">
        <span className="grid size-16 place-items-center rounded-full bg-surface-raised">
          <PawPrint className="size-8 text-monster-light" />
        </span>
        <span className="grid size-16 place-items-center rounded-full bg-surface-raised">
          <Medal className="size-8 text-premium" />
        </span>
      </span>
      <h2 id="stuff-guest" className="text-2xl font-black text-balance">
        {t('guest.title')}
      </h2>
      <p className="max-w-prose text-lg text-pretty text-ink-muted">{t('guest.text')}</p>
      <button type="button" onClick={goToLogin} className={buttonClass('primary', 'text-lg')}>
        <UserRoundPlus className="size-5" aria-hidden="true" />
        {t('guest.cta')}
      </button>
    </section>
  );
}
