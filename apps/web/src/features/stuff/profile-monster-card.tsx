import type { Monster } from '@monstory/contracts/gamification';
import { ArrowRight, Plus, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../lib/components/button-styles';
import { MonsterPicture, MonsterSilhouette } from '../../lib/gamification/monster-picture';
import { useMonsterView } from '../../lib/gamification/use-monster-view';
import { CREATE_MONSTER_PATH } from '../../lib/navigation/app-paths';

const MONSTERS_PATH = '/stuff/monsters';

/** The profile monster at the top of My stuff, or an invitation to create one. */
export function ProfileMonsterCard({ monster }: { monster: Monster | null }) {
  const { t } = useTranslation('stuff');
  const view = useMonsterView(monster);

  if (!monster) {
    return (
      <section
        aria-labelledby="stuff-monster"
        className="flex flex-col items-center gap-4 rounded-card bg-surface p-6 text-center shadow-xl md:flex-row md:text-left"
      >
        <span className="grid size-28 shrink-0 place-items-center rounded-full bg-surface-raised shadow-[0_0_0_8px_var(--mo-surface),0_20px_60px_-20px_var(--mo-monster)]">
          <MonsterSilhouette className="size-20" />
        </span>
        <div className="flex flex-col items-center gap-3 md:items-start">
          <h2 id="stuff-monster" className="text-2xl font-black text-balance">
            {t('monster.createTitle')}
          </h2>
          <p className="text-lg text-pretty text-ink-muted">{t('monster.createText')}</p>
          <Link to={CREATE_MONSTER_PATH} className={buttonClass('primary', 'text-lg')}>
            <Plus className="size-5" aria-hidden="true" />
            {t('monster.createCta')}
          </Link>
        </div>
      </section>
    );
  }

  return (
    <section
      aria-labelledby="stuff-monster"
      className="flex flex-col items-center gap-4 rounded-card bg-surface p-6 text-center shadow-xl md:flex-row md:text-left"
    >
      <MonsterPicture
        imageUrl={view === 'ready' ? monster.imageUrl : null}
        alt=""
        className="size-28 shrink-0 rounded-full shadow-[0_0_0_8px_var(--mo-surface-raised)]"
      />
      <div className="flex min-w-0 flex-col items-center gap-2 md:items-start">
        <p className="text-sm font-bold tracking-wide text-ink-muted uppercase">
          {t('monster.heading')}
        </p>
        <h2 id="stuff-monster" className="text-3xl font-black text-balance">
          {monster.name}
        </h2>
        {view === 'building' && <p className="font-bold text-accent">{t('monster.building')}</p>}
        {view === 'retry' && (
          <>
            <p className="text-base text-pretty">{t('retry.text', { ns: 'monsters' })}</p>
            <Link
              to={`${CREATE_MONSTER_PATH}?${new URLSearchParams({ description: monster.description }).toString()}`}
              className={buttonClass('primary')}
            >
              <RotateCcw className="size-5" aria-hidden="true" />
              {t('retry.action', { ns: 'monsters' })}
            </Link>
          </>
        )}
        <Link to={MONSTERS_PATH} className={buttonClass('secondary')}>
          {t('monster.change')}
          <ArrowRight className="size-5" aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}
