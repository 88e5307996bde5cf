import { ACCOUNT_DELETION_DAYS } from '@monstory/contracts/constants';
import type { Subscription } from '@monstory/contracts/profile';
import { useMutation } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignOut } from '../../lib/auth/use-sign-out';
import { buttonClass } from '../../lib/components/button-styles';
import { ConfirmDialog } from '../../lib/components/confirm-dialog';
import { DangerZone } from '../../lib/components/danger-zone';
import { planOf } from '../../lib/profile/plan-label';
import { useProfile } from '../../lib/profile/profile-query';
import { deleteProfile } from './delete-account';

/**
 * What deleting does to an active plan: one bought here stops renewing with the account; the
 * app stores' own subscriptions can only be cancelled in that store.
 */
function subscriptionNote(
  subscription: Subscription | undefined,
  t: ReturnType<typeof useTranslation<'account'>>['t'],
): string | null {
  const plan = planOf(subscription);
  if (plan === 'FREE' || !subscription) return null;
  const name = t(`plan.${plan}`);
  const platform = subscription.initialPaymentPlatform;
  if (platform === 'APP_STORE' || platform === 'PLAY_STORE') {
    return t('delete.subscriptionInStore', { plan: name, store: t(`delete.store.${platform}`) });
  }
  return t('delete.subscriptionStops', { plan: name });
}

/** Delete the account: asked twice, then signed out to Login with the account-deleted notice. */
export function DeleteAccountSection() {
  const { t } = useTranslation('account');
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const subscription = useProfile().data?.subscription;
  const remove = useMutation({
    mutationFn: deleteProfile,
    onSuccess: ({ deletionScheduledFor }) => signOut({ accountDeleted: { deletionScheduledFor } }),
  });

  return (
    <DangerZone id="delete-account" heading={t('delete.heading')}>
      <p className="text-ink-muted">{t('delete.text', { days: ACCOUNT_DELETION_DAYS })}</p>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={buttonClass('secondary', 'self-start border-danger/60 text-danger')}
      >
        <Trash2 className="size-5" aria-hidden="true" />
        {t('delete.button')}
      </button>
      <ConfirmDialog
        open={open}
        tone="danger"
        icon={Trash2}
        title={t('delete.dialogTitle')}
        text={[
          t('delete.dialogText', { days: ACCOUNT_DELETION_DAYS }),
          subscriptionNote(subscription, t),
        ]
          .filter(Boolean)
          .join(' ')}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        busy={remove.isPending}
        error={remove.isError ? t('delete.failed') : null}
        onConfirm={() => remove.mutate()}
        onCancel={() => {
          setOpen(false);
          remove.reset();
        }}
      />
    </DangerZone>
  );
}
