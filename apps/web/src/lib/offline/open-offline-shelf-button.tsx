import { HardDriveDownload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../components/button-styles';
import { cx } from '../components/cx';
import { openOfflineShelf } from './offline-shelf-store';
import { useOfflineStories } from './use-offline-stories';

/** Opens the "On this device" shelf; shown only when stories are kept there. */
export function OpenOfflineShelfButton({
  className,
  onOpen,
}: {
  className?: string;
  onOpen?: () => void;
}) {
  const { t } = useTranslation('startup');
  const stories = useOfflineStories();
  if (!stories?.length) return null;
  return (
    <button
      type="button"
      onClick={() => {
        onOpen?.();
        openOfflineShelf();
      }}
      className={cx(buttonClass('secondary', 'w-full text-lg'), className)}
    >
      <HardDriveDownload aria-hidden="true" className="size-6" />
      {t('offlineShelf.open')}
      <span className="text-ink-muted">({stories.length})</span>
    </button>
  );
}
