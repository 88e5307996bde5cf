import type { Monster } from '@monstory/contracts/gamification';
import { BookOpen, CircleCheck, RotateCcw, Trash2, UserRound } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BusyButton } from '../../lib/components/busy-button';
import { buttonClass } from '../../lib/components/button-styles';
import { cx } from '../../lib/components/cx';
import type { MonsterView } from '../../lib/gamification/monster-state';
import { MonsterPicture } from '../../lib/gamification/monster-picture';
import { CREATE_MONSTER_PATH } from '../../lib/navigation/app-paths';
import { heroStoryPath } from './hero-story-path';
import { IconButton } from '../../lib/components/icon-button';

interface MonsterCardProps {
  monster: Monster;
  view: MonsterView;
  onUseAsProfile: () => void;
  onDelete: () => void;
  /** This card's "use as profile" is on its way. */
  switching: boolean;
}

const STATUS_OF_VIEW = { building: 'BUILDING', ready: 'READY', retry: 'FAILED' } as const;

/** One monster: its picture, name, description and status, and what the child can do with it. */
export function MonsterCard({
  monster,
  view,
  onUseAsProfile,
  onDelete,
  switching,
}: MonsterCardProps) {
  const { t, i18n } = useTranslation('monsters');
  const nameId = useId();
  const made = new Intl.DateTimeFormat(i18n.language === 'no' ? 'nb-NO' : i18n.language, {
    dateStyle: 'medium',
  }).format(new Date(monster.createdAt));

  return (
    <article
      aria-labelledby={nameId}
      className={cx(
        'flex w-full flex-col overflow-hidden rounded-card bg-surface',
        monster.isProfile && 'ring-3 ring-accent',
      )}
    >
      <div className="relative">
        <MonsterPicture
          imageUrl={view === 'ready' ? monster.imageUrl : null}
          alt=""
          className={cx('aspect-square w-full', view === 'building' && 'animate-pulse')}
        />
        {monster.isProfile && (
          <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-accent px-3 py-1 text-sm font-extrabold text-on-accent">
            <UserRound className="size-4" aria-hidden="true" />
            {t('card.profile')}
          </span>
        )}
        <IconButton
          icon={Trash2}
          label={t('card.delete', { name: monster.name })}
          iconClassName="size-5"
          onClick={onDelete}
          className="absolute top-2 right-2 bg-canvas/80 backdrop-blur-sm"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 id={nameId} className="text-xl font-black text-balance">
          {monster.name}
        </h3>
        <p className="flex flex-wrap items-center gap-x-2 text-sm font-bold text-ink-muted">
          <span
            className={cx(view === 'ready' ? 'text-accent' : view === 'retry' && 'text-danger')}
          >
            {t(`status.${STATUS_OF_VIEW[view]}`)}
          </span>
          <span aria-hidden="true">·</span>
          <span>{t('card.madeOn', { date: made })}</span>
        </p>
        <p className="line-clamp-3 text-base text-pretty text-ink-muted">{monster.description}</p>
        {view === 'retry' && <p className="text-base text-pretty">{t('retry.text')}</p>}
        <div className="mt-auto flex flex-col gap-2 pt-2">
          {view === 'ready' && (
            <>
              <Link to={heroStoryPath(monster.id)} className={buttonClass('primary', 'w-full')}>
                <BookOpen className="size-5" aria-hidden="true" />
                {t('card.useInStory')}
              </Link>
              {!monster.isProfile && (
                <BusyButton
                  onClick={onUseAsProfile}
                  busy={switching}
                  variant="secondary"
                  className="w-full"
                >
                  <CircleCheck className="size-5" aria-hidden="true" />
                  {t('card.useAsProfile')}
                </BusyButton>
              )}
            </>
          )}
          {view === 'retry' && (
            <Link
              to={`${CREATE_MONSTER_PATH}?${new URLSearchParams({ description: monster.description }).toString()}`}
              className={buttonClass('primary', 'w-full')}
            >
              <RotateCcw className="size-5" aria-hidden="true" />
              {t('card.retry')}
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}
