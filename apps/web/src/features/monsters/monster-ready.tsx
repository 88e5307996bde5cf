import type { Monster } from '@monstory/contracts/gamification';
import { BookOpen, PawPrint } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../lib/components/button-styles';
import { MonsterPicture } from '../../lib/gamification/monster-picture';
import { heroStoryPath } from './hero-story-path';
import './monster-motion.css';

const MONSTERS_PATH = '/stuff/monsters';

/** The picture revealed, and what to do with the new monster. */
export function MonsterReady({ monster }: { monster: Monster }) {
  const { t } = useTranslation('monsters');
  return (
    <section className="flex flex-col items-center gap-5 py-4 text-center">
      <MonsterPicture
        imageUrl={monster.imageUrl}
        alt={t('ready.picture', { name: monster.name })}
        className="mo-monster-reveal size-64 rounded-card shadow-[0_24px_70px_-24px_var(--mo-monster)]"
      />
      <div role="status">
        <h2 className="text-3xl font-black text-balance md:text-4xl">
          {t('ready.title', { name: monster.name })}
        </h2>
      </div>{' '}
      <p className="max-w-prose text-lg text-pretty text-ink-muted">{monster.description}</p>
      <div className="flex w-full max-w-md flex-col gap-3 sm:flex-row">
        <Link to={heroStoryPath(monster.id)} className={buttonClass('primary', 'flex-1 text-lg')}>
          <BookOpen className="size-5" aria-hidden="true" />
          {t('ready.useInStory')}
        </Link>
        <Link to={MONSTERS_PATH} className={buttonClass('secondary', 'flex-1')}>
          <PawPrint className="size-5" aria-hidden="true" />
          {t('ready.seeAll')}
        </Link>
      </div>
    </section>
  );
}
