import type { Monster } from '@monstory/contracts/gamification';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAuthState } from '../../lib/auth/auth-context';
import { MonsterPicture } from '../../lib/gamification/monster-picture';
import { monstersQueryOptions } from '../../lib/gamification/monsters-query';
import { IconButton } from '../../lib/components/icon-button';

/**
 * The monster chosen as the story's hero with `?hero=<id>` (My monsters' "use in a story"): one of
 * the child's own finished monsters, or none.
 */
export function useStoryHero() {
  const [params, setParams] = useSearchParams();
  const id = params.get('hero');
  const registered = useAuthState().user?.isAnonymous === false;
  const monsters = useQuery({ ...monstersQueryOptions(), enabled: id !== null && registered });
  const hero =
    (id && monsters.data?.find((monster) => monster.id === id && monster.status === 'READY')) ||
    null;

  const remove = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('hero');
        return next;
      },
      { replace: true },
    );

  return { hero, remove };
}

/** "Starring <name>" with the monster's picture, and a way to take it out again. */
export function HeroChip({ hero, onRemove }: { hero: Monster; onRemove: () => void }) {
  const { t } = useTranslation('monsters');
  return (
    <div
      role="group"
      aria-label={t('hero.starring', { name: hero.name })}
      className="flex items-center gap-3 self-start rounded-full border-2 border-accent bg-accent-soft py-1 pr-1 pl-1"
    >
      <MonsterPicture imageUrl={hero.imageUrl} alt="" className="size-12 rounded-full" />
      <span className="text-lg font-extrabold">{t('hero.starring', { name: hero.name })}</span>
      <IconButton
        icon={X}
        label={t('hero.remove', { name: hero.name })}
        iconClassName="size-5"
        onClick={onRemove}
        className="hover:bg-canvas/40"
      />
    </div>
  );
}
