import type { Child } from '@monstory/contracts/children';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { describeApiError } from '../../lib/api/api-error-message';
import { readActiveChildId } from '../../lib/children/active-child';
import { buttonClass } from '../../lib/components/button-styles';
import { ConfirmDialog } from '../../lib/components/confirm-dialog';
import { DangerZone } from '../../lib/components/danger-zone';
import { Notice } from '../../lib/components/notice';
import { useSwitchChild } from '../../lib/children/use-switch-child';
import { CHILDREN_PATH } from '../../lib/navigation/app-paths';
import { childRefusal, useRemoveChild } from './children-api';

interface RemoveChildSectionProps {
  child: Child;
  /** The account keeps at least one child: the only one cannot go. */
  onlyChild: boolean;
  /** The children left once this one is gone, the first taking over this device if needed. */
  others: readonly Child[];
}

/** Removing a child, after a question that says their stories go with them. */
export function RemoveChildSection({ child, onlyChild, others }: RemoveChildSectionProps) {
  const { t } = useTranslation('children');
  const { t: tApi } = useTranslation('api');
  const navigate = useNavigate();
  const switchChild = useSwitchChild();
  const remove = useRemoveChild();
  const [asking, setAsking] = useState(false);
  const name = child.name;

  const confirm = () => {
    remove.mutate(child.id, {
      onSuccess: async () => {
        const next = others[0];
        // Whoever used this device as the removed child carries on as a sibling.
        if (next && readActiveChildId() === child.id) await switchChild(next);
        setAsking(false);
        void navigate(CHILDREN_PATH, { replace: true });
      },
    });
  };

  const error = !remove.isError
    ? null
    : childRefusal(remove.error) === 'lastChild'
      ? t('errors.lastChild')
      : describeApiError(remove.error, (key) => tApi(key));

  return (
    <DangerZone id="remove-child" heading={t('remove.heading')} className="bg-surface">
      {onlyChild ? (
        <p className="text-pretty text-ink-muted">{t('remove.only')}</p>
      ) : (
        <>
          <p className="text-pretty text-ink-muted">{t('remove.text', { name })}</p>
          <button
            type="button"
            onClick={() => {
              remove.reset();
              setAsking(true);
            }}
            className={buttonClass('danger', 'self-start')}
          >
            <Trash2 className="size-5" aria-hidden="true" />
            {t('remove.button', { name })}
          </button>
        </>
      )}
      {!asking && error && <Notice tone="error">{error}</Notice>}
      <ConfirmDialog
        open={asking}
        icon={Trash2}
        tone="danger"
        title={t('remove.dialogTitle', { name })}
        text={t('remove.dialogText', { name })}
        confirmLabel={t('remove.confirm', { name })}
        cancelLabel={t('remove.cancel')}
        busy={remove.isPending}
        error={error}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </DangerZone>
  );
}
