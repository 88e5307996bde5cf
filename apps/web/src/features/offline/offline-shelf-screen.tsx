import { BookOpen, Headphones, Trash2, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../lib/components/button-styles';
import { useFocusTrap } from '../../lib/components/use-focus-trap';
import { closeOfflineShelf } from '../../lib/offline/offline-shelf-store';
import { removeOfflineStory } from '../../lib/offline/offline-stories';
import type { OfflineStory } from '../../lib/offline/offline-stories';
import { formatBytes, useOfflineStories } from '../../lib/offline/use-offline-stories';
import { OfflineStoryReader } from './offline-story-reader';
import { IconButton } from '../../lib/components/icon-button';

/** The stories kept on this device: read or heard with no network, and removed one by one. */
export function OfflineShelfScreen() {
  const { t, i18n } = useTranslation('startup');
  const stories = useOfflineStories();
  const [reading, setReading] = useState<OfflineStory | null>(null);
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  useFocusTrap(panel, close);
  const total = stories?.reduce((sum, story) => sum + story.bytes, 0) ?? 0;

  return createPortal(
    <div
      ref={panel}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      className="fixed inset-0 z-[60] flex flex-col overflow-y-auto bg-canvas text-ink"
    >
      <header className="sticky top-0 z-10 bg-canvas/90 px-2 pt-[env(safe-area-inset-top)] backdrop-blur-md">
        <div className="mx-auto flex w-full max-w-2xl items-center gap-2">
          <h1 id={titleId} className="flex-1 px-2 py-3 text-2xl font-extrabold">
            {reading ? reading.title : t('offlineShelf.title')}
          </h1>
          <IconButton
            icon={X}
            label={reading ? t('offlineShelf.back') : t('offlineShelf.close')}
            ref={close}
            title={reading ? t('offlineShelf.back') : t('offlineShelf.close')}
            onClick={() => (reading ? setReading(null) : closeOfflineShelf())}
          />
        </div>
      </header>
      {reading ? (
        <OfflineStoryReader uuid={reading.uuid} />
      ) : (
        <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 pb-12">
          <p className="text-lg text-ink-muted">
            {stories?.length === 0 ? t('offlineShelf.empty') : t('offlineShelf.intro')}
          </p>
          {stories && stories.length > 0 && (
            <p className="font-bold text-accent">
              {t('offlineShelf.storage', { size: formatBytes(total, i18n.language) })}
            </p>
          )}
          <ul aria-label={t('offlineShelf.title')} className="flex flex-col gap-3">
            {stories?.map((story) => (
              <li
                key={story.uuid}
                className="flex flex-wrap items-center gap-3 rounded-card bg-surface px-4 py-3"
              >
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="text-lg font-extrabold">{story.title}</span>
                  <span className="flex items-center gap-2 text-sm text-ink-muted">
                    {story.hasAudio && <Headphones className="size-4" aria-hidden="true" />}
                    {story.auto ? t('offlineShelf.auto') : t('offlineShelf.saved')} ·{' '}
                    {formatBytes(story.bytes, i18n.language)}
                  </span>
                </span>
                <button
                  type="button"
                  onClick={() => setReading(story)}
                  className={buttonClass('primary')}
                  aria-label={`${t('offlineShelf.read')}: ${story.title}`}
                >
                  <BookOpen className="size-5" aria-hidden="true" />
                  {t('offlineShelf.read')}
                </button>
                <IconButton
                  icon={Trash2}
                  label={t('offlineShelf.removeStory', { title: story.title })}
                  iconClassName="size-5 text-danger"
                  onClick={() => void removeOfflineStory(story.uuid)}
                  title={t('offlineShelf.removeStory', { title: story.title })}
                />
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>,
    document.body,
  );
}
