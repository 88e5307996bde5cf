import { UserRoundPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../lib/components/button-styles';
import { MonsterHalo } from '../../lib/gamification/monster-halo';
import { MonsterSilhouette } from '../../lib/gamification/monster-picture';
import { GENERATE_PATH } from '../../lib/navigation/app-paths';
import { useGoToRegister } from '../../lib/auth/use-go-to-register';

/** A guest may look, but building a monster needs an account (docs/product.md#monsters): a friendly way there. */
export function MonsterGuestInvite() {
  const { t } = useTranslation('monsters');

  const goToLogin = useGoToRegister();

  return (
    <section className="mx-auto flex w-full max-w-md flex-col items-center gap-5 py-6 text-center">
      <MonsterHalo>
        <MonsterSilhouette className="size-28" />
      </MonsterHalo>
      <h2 className="text-3xl font-black text-balance">{t('guest.title')}</h2>
      <p className="text-lg text-pretty text-ink-muted">{t('guest.text')}</p>
      <div className="flex w-full flex-col gap-2">
        <button
          type="button"
          onClick={goToLogin}
          className={buttonClass('primary', 'w-full text-lg')}
        >
          <UserRoundPlus className="size-5" aria-hidden="true" />
          {t('guest.cta')}
        </button>
        <Link to={GENERATE_PATH} className={buttonClass('ghost', 'w-full')}>
          {t('guest.later')}
        </Link>
      </div>
    </section>
  );
}
