import type { Monster } from '@monstory/contracts/gamification';
import { PawPrint, Plus, Trash2, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../lib/components/button-styles';
import { ConfirmDialog } from '../../lib/components/confirm-dialog';
import { Notice } from '../../lib/components/notice';
import { useDeleteMonster } from '../../lib/gamification/delete-monster';
import { useMonsterViews } from '../../lib/gamification/use-monster-view';
import { useMonsterAsProfile } from '../../lib/gamification/use-monster-as-profile';
import { StateCard } from '../../lib/library/state-card';
import { CREATE_MONSTER_PATH } from '../../lib/navigation/app-paths';
import { MonsterCard } from './monster-card';
import { useMonsterList } from './use-monster-list';

/** My monsters (docs/product.md#monsters): use one as the profile, delete one, or take one into a new story. */
export function MonstersPage() {
  const { t } = useTranslation('monsters');
  const monsters = useMonsterList();
  const list = monsters.data ?? [];
  const views = useMonsterViews(list);
  const switchProfile = useMonsterAsProfile();
  const remove = useDeleteMonster();
  const [toDelete, setToDelete] = useState<Monster | null>(null);

  if (monsters.isError) {
    return (
      <StateCard icon={TriangleAlert} tone="error" title={t('list.loadFailed')}>
        <button
          type="button"
          onClick={() => void monsters.refetch()}
          className={buttonClass('secondary', 'flex-1')}
        >
          {t('list.retry')}
        </button>
      </StateCard>
    );
  }
  if (!monsters.data) {
    return (
      <p role="status" className="text-ink-muted">
        {t('loading', { ns: 'common' })}
      </p>
    );
  }
  if (list.length === 0) {
    return (
      <StateCard icon={PawPrint} title={t('list.emptyTitle')} text={t('list.emptyText')}>
        <Link to={CREATE_MONSTER_PATH} className={buttonClass('primary', 'flex-1 text-lg')}>
          <Plus className="size-5" aria-hidden="true" />
          {t('list.emptyCta')}
        </Link>
      </StateCard>
    );
  }

  const closeDialog = () => {
    remove.reset();
    setToDelete(null);
  };

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="max-w-prose text-lg text-pretty text-ink-muted">{t('list.intro')}</p>
        <Link to={CREATE_MONSTER_PATH} className={buttonClass('primary', 'shrink-0')}>
          <Plus className="size-5" aria-hidden="true" />
          {t('list.create')}
        </Link>
      </div>
      {switchProfile.isError && <Notice tone="error">{t('card.useFailed')}</Notice>}
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {list.map((monster, index) => (
          <li key={monster.id} className="flex">
            <MonsterCard
              monster={monster}
              view={views[index] ?? 'building'}
              switching={switchProfile.isPending && switchProfile.variables === monster.id}
              onUseAsProfile={() => switchProfile.mutate(monster.id)}
              onDelete={() => setToDelete(monster)}
            />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={toDelete !== null}
        icon={Trash2}
        tone="danger"
        title={t('deleteDialog.title', { name: toDelete?.name ?? '' })}
        text={t('deleteDialog.text')}
        confirmLabel={t('deleteDialog.confirm')}
        cancelLabel={t('deleteDialog.cancel')}
        busy={remove.isPending}
        error={remove.isError ? t('deleteDialog.failed') : null}
        onCancel={closeDialog}
        onConfirm={() => {
          if (toDelete) remove.mutate(toDelete.id, { onSuccess: closeDialog });
        }}
      />
    </div>
  );
}
