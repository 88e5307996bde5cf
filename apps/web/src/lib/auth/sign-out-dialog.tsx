import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../components/confirm-dialog';
import { useSignOut } from './use-sign-out';

/** "Do you want to log out?" — from the profile menu and from onboarding (docs/product.md#shell). */
export function SignOutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('account');
  const signOut = useSignOut();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await signOut();
    } finally {
      setBusy(false);
      onClose();
    }
  };

  return (
    <ConfirmDialog
      open={open}
      icon={LogOut}
      title={t('signOutDialog.title')}
      text={t('signOutDialog.text')}
      confirmLabel={t('signOutDialog.confirm')}
      cancelLabel={t('signOutDialog.cancel')}
      onConfirm={() => void confirm()}
      onCancel={onClose}
      busy={busy}
    />
  );
}
