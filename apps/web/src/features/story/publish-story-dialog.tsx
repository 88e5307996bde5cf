import { BookUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../lib/api/api-error-message';
import { isApiError } from '../../lib/api/api-errors';
import { ConfirmDialog } from '../../lib/components/confirm-dialog';
import { usePublishStory } from '../../lib/reader/use-publish-story';
import type { ToolbarNote } from './toolbar-note';

/**
 * The owner puts the story in the shared library (after saying yes: everyone will read it) or
 * takes it out. A refusal of the safety check (422 STORY_NOT_PUBLISHABLE) is said plainly.
 */
export function usePublishAction(uuid: string, onNote: (note: ToolbarNote | null) => void) {
  const { t } = useTranslation('reader');
  const { t: tApi } = useTranslation('api');
  const publish = usePublishStory(uuid);
  return {
    busy: publish.isPending,
    set: (isPublic: boolean, done?: () => void) => {
      onNote(null);
      publish.mutate(isPublic, {
        onSuccess: (answer) =>
          onNote({
            tone: 'ok',
            text: answer.isPublic ? t('publish.published') : t('publish.unpublished'),
          }),
        onError: (error) => {
          const refused = isApiError(error) && error.code === 'STORY_NOT_PUBLISHABLE';
          const text = refused
            ? t('publish.notPublishable')
            : t('publish.failed', { error: describeApiError(error, (key) => tApi(key)) });
          onNote({ tone: 'error', text });
        },
        onSettled: done,
      });
    },
  };
}

export function PublishStoryDialog({
  busy,
  onConfirm,
  onCancel,
}: {
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('reader');
  return (
    <ConfirmDialog
      open
      icon={BookUp}
      title={t('publish.confirmTitle')}
      text={t('publish.confirmText')}
      confirmLabel={t('publish.confirm')}
      cancelLabel={t('publish.cancel')}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
