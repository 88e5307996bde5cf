import { HardDriveDownload } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../lib/components/button-styles';
import { openOfflineShelf } from '../../lib/offline/offline-shelf-store';
import { formatBytes, useOfflineStories } from '../../lib/offline/use-offline-stories';

/**
 * "On this device" in the library: the stories kept for reading offline, what they take, and
 * the shelf itself (which also opens with no network, from the offline screens).
 */
export function DeviceShelf() {
  const { t, i18n } = useTranslation('startup');
  const stories = useOfflineStories();
  const headingId = useId();
  if (!stories?.length) return null;
  const total = stories.reduce((sum, story) => sum + story.bytes, 0);
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-wrap items-center gap-3 rounded-card bg-surface px-4 py-3"
    >
      <HardDriveDownload className="size-7 shrink-0 text-accent" aria-hidden="true" />
      <span className="flex min-w-0 flex-1 flex-col">
        <h2 id={headingId} className="text-lg font-extrabold">
          {t('offlineShelf.title')}
        </h2>
        <span className="truncate text-sm text-ink-muted">
          {stories.map((story) => story.title).join(' · ')}
        </span>
        <span className="text-sm text-ink-muted">
          {t('offlineShelf.storage', { size: formatBytes(total, i18n.language) })}
        </span>
      </span>
      <button type="button" onClick={openOfflineShelf} className={buttonClass('secondary')}>
        {t('offlineShelf.open')} ({stories.length})
      </button>
    </section>
  );
}
