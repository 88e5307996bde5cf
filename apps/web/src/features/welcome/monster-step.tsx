import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MonstoryMark } from '../../lib/components/monstory-mark';

/** The monster workshop arrives with its own feature; here the child learns it is waiting. */
export function MonsterStep() {
  const { t } = useTranslation('welcome');
  return (
    <div className="flex flex-col items-center gap-5 text-center">
      <div className="relative grid size-40 place-items-center rounded-full bg-surface-raised shadow-[0_0_0_12px_var(--mo-surface),0_24px_70px_-24px_var(--mo-monster)]">
        <MonstoryMark className="size-28" />
        <Sparkles className="absolute -top-1 right-2 size-8 text-premium" aria-hidden="true" />
      </div>
      <p className="max-w-prose text-lg text-pretty">{t('monster.text')}</p>
      <p className="max-w-prose text-ink-muted text-pretty">{t('monster.later')}</p>
    </div>
  );
}
