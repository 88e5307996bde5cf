import type { Story } from '@monstory/contracts/story';
import { useTranslation } from 'react-i18next';
import { createShareLink } from '../../lib/reader/reader-api';
import { shareStory } from './share-story';
import type { ToolbarNote } from './toolbar-note';

/**
 * Share: the server makes the link anyone may open (POST /api/story/{uuid}/share), then the
 * native sheet or the clipboard takes it. Says "copied" or "failed"; a sheet speaks for itself.
 */
export function useShareAction(story: Story, onNote: (note: ToolbarNote | null) => void) {
  const { t } = useTranslation('story');
  return async () => {
    onNote(null);
    let url: string;
    try {
      url = await createShareLink(story.uuid);
    } catch {
      onNote({ tone: 'error', text: t('share.failed') });
      return;
    }
    const outcome = await shareStory({ title: story.title, url });
    if (outcome === 'copied') onNote({ tone: 'ok', text: t('share.copied') });
    if (outcome === 'failed') onNote({ tone: 'error', text: t('share.failed') });
  };
}
