import type { Story } from '@monstory/contracts/story';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { offlineSupported } from '../../lib/offline/offline-caches';
import { useOfflineStories } from '../../lib/offline/use-offline-stories';
import type { ToolbarNote } from './toolbar-note';

const kept = () => import('../../lib/offline/offline-stories');

/**
 * "Save for offline" in the reader's menu: keeps the story's text, pictures and narration on this
 * device (or takes them off again). A finished story read here is kept by itself too, as one of
 * the last few read, without a word.
 */
export function useOfflineAction(story: Story, onNote: (note: ToolbarNote | null) => void) {
  const { t } = useTranslation('story');
  const stories = useOfflineStories();
  const [busy, setBusy] = useState(false);
  const entry = stories?.find((kept) => kept.uuid === story.uuid) ?? null;
  const ready = story.status === 'READY';
  const audioReady = story.audioStatus === 'READY' && !!story.audioUrl;
  const listed = stories !== null;
  // Kept without its narration, or without read-along's timings: kept again.
  const stale = entry === null || (audioReady && !(entry.hasAudio && entry.timingsAsked));

  useEffect(() => {
    if (!ready || !listed || !stale) return;
    kept()
      .then((offline) => offline.saveStoryOffline(story.uuid, { auto: true }))
      .catch((error: unknown) => console.warn('Could not keep the story on this device', error));
  }, [ready, listed, stale, story.uuid]);

  const save = async () => {
    setBusy(true);
    onNote({ tone: 'ok', text: t('offline.saving') });
    try {
      const offline = await kept();
      if (entry && !entry.auto) {
        await offline.removeOfflineStory(story.uuid);
        onNote({ tone: 'ok', text: t('offline.removed') });
      } else {
        await offline.saveStoryOffline(story.uuid);
        onNote({ tone: 'ok', text: t('offline.saved') });
      }
    } catch {
      onNote({ tone: 'error', text: t('offline.failed') });
    } finally {
      setBusy(false);
    }
  };

  return {
    available: ready && offlineSupported(),
    /** Saved on purpose (one kept only as read lately can still be saved for good). */
    saved: entry !== null && !entry.auto,
    busy,
    toggle: () => void (busy ? undefined : save()),
  };
}
