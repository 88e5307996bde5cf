import { useTranslation } from 'react-i18next';
import { MonstoryMark } from '../../lib/components/monstory-mark';
import { MonsterHalo } from '../../lib/gamification/monster-halo';

/** The monster workshop arrives with its own feature; here the child learns it is waiting. */
export function MonsterStep() {
  const { t } = useTranslation('welcome');
  return (
    <div className="flex flex-col items-center gap-5 text-center">
      <MonsterHalo>
        <MonstoryMark className="size-28" />
      </MonsterHalo>
      <p className="max-w-prose text-lg text-pretty">{t('monster.text')}</p>
      <p className="max-w-prose text-ink-muted text-pretty">{t('monster.later')}</p>
    </div>
  );
}
