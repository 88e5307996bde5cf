import type { Story } from '@monstory/contracts/story';
import {
  AArrowDown,
  AArrowUp,
  ArrowLeft,
  BookDown,
  BookOpen,
  BookUp,
  Expand,
  Flag,
  HardDriveDownload,
  Share2,
  Shrink,
  Trash2,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthState } from '../../lib/auth/auth-context';
import { DeleteStoryDialog } from './delete-story-dialog';
import { PublishStoryDialog, usePublishAction } from './publish-story-dialog';
import type { useReaderFontSize } from '../../lib/reader/reader-font-size';
import { ReportStoryDialog } from './report-story-dialog';
import { StoryBookDialog, useBookAction } from './story-book';
import { StoryMoreMenu } from './story-more-menu';
import type { MoreMenuItem } from './story-more-menu';
import { ToolbarNoteLine } from './toolbar-note';
import type { ToolbarNote } from './toolbar-note';
import { useFullscreen } from './use-fullscreen';
import { useLeaveStory } from './use-leave-story';
import { useOfflineAction } from './use-offline-action';
import { useShareAction } from './use-share-action';
import { IconButton } from '../../lib/components/icon-button';

interface StoryToolbarProps {
  story: Story;
  font: ReturnType<typeof useReaderFontSize>;
  onReadMode: () => void;
}

type Dialog = 'delete' | 'report' | 'publish' | 'book' | null;

/**
 * The reader's tools along the top: back, text size, read mode and share at hand; full screen,
 * the library switch (owner, registered), saving for offline, the printable book (owner), report
 * and delete (owner) in the "more" menu.
 */
export function StoryToolbar({ story, font, onReadMode }: StoryToolbarProps) {
  const { t } = useTranslation('story');
  const { t: tReader } = useTranslation('reader');
  const leave = useLeaveStory();
  const fullscreen = useFullscreen();
  const registered = useAuthState().user?.isAnonymous === false;
  const [note, setNote] = useState<ToolbarNote | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const share = useShareAction(story, setNote);
  const publish = usePublishAction(story.uuid, setNote);
  const book = useBookAction(story, setNote);
  const offline = useOfflineAction(story, setNote);
  const ready = story.status === 'READY';

  const more: MoreMenuItem[] = [];
  if (fullscreen.supported) {
    more.push({
      key: 'fullscreen',
      label: fullscreen.active ? t('toolbar.exitFullscreen') : t('toolbar.fullscreen'),
      icon: fullscreen.active ? Shrink : Expand,
      onSelect: fullscreen.toggle,
    });
  }
  if (ready && story.isOwner && registered && !story.isExample) {
    more.push({
      key: 'publish',
      label: tReader('publish.toggle'),
      icon: BookUp,
      checked: story.isPublic,
      onSelect: () => (story.isPublic ? publish.set(false) : setDialog('publish')),
    });
  }
  if (offline.available) {
    more.push({
      key: 'offline',
      label: t('offline.save'),
      icon: HardDriveDownload,
      checked: offline.saved,
      onSelect: offline.toggle,
    });
  }
  if (ready && story.isOwner && !story.isExample) {
    more.push({
      key: 'book',
      label: t('book.open'),
      icon: BookDown,
      onSelect: () => {
        if (!book.busy) setDialog('book');
      },
    });
  }
  if (ready) {
    more.push({
      key: 'report',
      label: tReader('report.open'),
      icon: Flag,
      onSelect: () => setDialog('report'),
    });
  }
  if (story.isOwner) {
    more.push({
      key: 'delete',
      label: t('toolbar.delete'),
      icon: Trash2,
      tone: 'danger',
      onSelect: () => setDialog('delete'),
    });
  }

  return (
    <div className="sticky top-0 z-30 -mx-4 flex flex-col bg-canvas/85 px-2 pt-[env(safe-area-inset-top)] backdrop-blur-md sm:mx-0 sm:rounded-b-card">
      <div
        role="toolbar"
        aria-label={t('toolbar.label')}
        className="flex h-top-bar items-center gap-0.5"
      >
        <Tool icon={ArrowLeft} label={t('toolbar.back')} onClick={leave} />
        <span className="flex-1" />
        <Tool
          icon={AArrowDown}
          label={t('toolbar.fontSmaller')}
          onClick={font.smaller}
          disabled={font.isSmallest}
        />
        <Tool
          icon={AArrowUp}
          label={t('toolbar.fontLarger')}
          onClick={font.larger}
          disabled={font.isLargest}
        />
        <Tool icon={BookOpen} label={t('toolbar.readMode')} onClick={onReadMode} />
        {ready && <Tool icon={Share2} label={t('toolbar.share')} onClick={() => void share()} />}
        {more.length > 0 && <StoryMoreMenu label={tReader('more')} items={more} />}
      </div>
      {note && <ToolbarNoteLine note={note} />}
      {dialog === 'delete' && (
        <DeleteStoryDialog uuid={story.uuid} onClose={() => setDialog(null)} />
      )}
      {dialog === 'report' && (
        <ReportStoryDialog uuid={story.uuid} onClose={() => setDialog(null)} />
      )}
      {dialog === 'book' && (
        <StoryBookDialog
          onCancel={() => setDialog(null)}
          onConfirm={() => {
            setDialog(null);
            void book.make();
          }}
        />
      )}
      {dialog === 'publish' && (
        <PublishStoryDialog
          busy={publish.busy}
          onCancel={() => setDialog(null)}
          onConfirm={() => publish.set(true, () => setDialog(null))}
        />
      )}
    </div>
  );
}

function Tool({
  icon: Icon,
  label,
  onClick,
  disabled = false,
}: {
  icon: LucideIcon;
  label: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <IconButton
      icon={Icon}
      label={label}
      onClick={onClick}
      disabled={disabled}
      title={label}
      className="disabled:opacity-40"
    />
  );
}
