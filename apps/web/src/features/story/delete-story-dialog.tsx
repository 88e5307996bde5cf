import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../lib/components/confirm-dialog';
import { GENERATE_PATH } from '../../lib/navigation/app-paths';
import { useDeleteStory } from '../../lib/story/delete-story';

/** The owner deletes a story after saying yes; the reader then goes back to Generate. */
export function DeleteStoryDialog({ uuid, onClose }: { uuid: string; onClose: () => void }) {
  const { t } = useTranslation('story');
  const navigate = useNavigate();
  const remove = useDeleteStory(uuid);
  return (
    <ConfirmDialog
      open
      tone="danger"
      icon={Trash2}
      title={t('delete.title')}
      text={t('delete.text')}
      confirmLabel={t('delete.confirm')}
      cancelLabel={t('delete.cancel')}
      busy={remove.isPending}
      error={remove.isError ? t('delete.failed') : null}
      onCancel={onClose}
      onConfirm={() =>
        remove.mutate(undefined, {
          onSuccess: () => void navigate(GENERATE_PATH, { replace: true }),
        })
      }
    />
  );
}
