import { RotateCcw, SquarePen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../lib/components/busy-button';
import { buttonClass } from '../../lib/components/button-styles';
import { MonsterSilhouette } from '../../lib/gamification/monster-picture';

/** docs/product.md#errors "Monster image not found: try creating the monster again". */
export function MonsterRetry({
  onRetry,
  onEdit,
  pending,
}: {
  onRetry: () => void;
  onEdit: () => void;
  pending: boolean;
}) {
  const { t } = useTranslation('monsters');
  return (
    <section role="alert" className="flex flex-col items-center gap-5 py-4 text-center">
      <span className="grid size-40 place-items-center rounded-full bg-surface-raised opacity-80">
        <MonsterSilhouette className="size-24 grayscale" />
      </span>
      <h2 className="text-3xl font-black text-balance">{t('retry.title')}</h2>
      <p className="max-w-prose text-lg text-pretty text-ink-muted">{t('retry.text')}</p>
      <div className="flex w-full max-w-md flex-col gap-3 sm:flex-row">
        <BusyButton onClick={onRetry} busy={pending} className="flex-1">
          <RotateCcw className="size-5" aria-hidden="true" />
          {t('retry.action')}
        </BusyButton>
        <button type="button" onClick={onEdit} className={buttonClass('secondary', 'flex-1')}>
          <SquarePen className="size-5" aria-hidden="true" />
          {t('retry.edit')}
        </button>
      </div>
    </section>
  );
}
