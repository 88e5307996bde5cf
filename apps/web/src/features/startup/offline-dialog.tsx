import { RotateCcw, WifiOff } from 'lucide-react';
import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../lib/components/button-styles';
import { OpenOfflineShelfButton } from '../../lib/offline/open-offline-shelf-button';
import { reloadPage } from './reload-page';
import { useStartupScreenShowing } from './startup-screen-presence';
import { useFocusTrap } from '../../lib/components/use-focus-trap';
import { useNetworkStatus } from './use-network-status';

interface OfflineDialogProps {
  reload?: () => void;
}

/**
 * docs/product.md#startup: persistent while the network is lost; gone by itself once it is back. Render it once,
 * anywhere: it keeps quiet while a start-up screen shows its own offline card.
 */
export function OfflineDialog({ reload = reloadPage }: OfflineDialogProps) {
  const { dialogOpen, hideDialog } = useNetworkStatus();
  const startupScreenShowing = useStartupScreenShowing();
  if (!dialogOpen || startupScreenShowing) return null;
  return createPortal(<OfflineDialogPanel reload={reload} onHide={hideDialog} />, document.body);
}

interface PanelProps {
  reload: () => void;
  onHide: () => void;
}

function OfflineDialogPanel({ reload, onHide }: PanelProps) {
  const { t } = useTranslation('startup');
  const titleId = useId();
  const textId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const retry = useRef<HTMLButtonElement>(null);
  useFocusTrap(panel, retry);

  // The backdrop has no click handler on purpose: the dialog is not dismissed by a stray tap.
  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-canvas/80 p-4 backdrop-blur-sm sm:items-center">
      <div
        ref={panel}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        className="flex w-full max-w-md flex-col items-center gap-4 rounded-card bg-surface px-6 py-8 text-center text-ink shadow-2xl"
      >
        <WifiOff aria-hidden="true" className="size-12 text-accent" />
        <h2 id={titleId} className="text-2xl font-bold">
          {t('offlineDialog.title')}
        </h2>
        <p id={textId} className="text-lg text-ink-muted">
          {t('offlineDialog.text')}
        </p>
        <button
          ref={retry}
          type="button"
          onClick={reload}
          className={buttonClass('primary', 'min-h-14 w-full text-xl')}
        >
          <RotateCcw aria-hidden="true" className="size-6" />
          {t('offlineDialog.retry')}
        </button>
        <OpenOfflineShelfButton onOpen={onHide} />
        <button type="button" onClick={onHide} className={buttonClass('ghost', 'w-full text-lg')}>
          {t('offlineDialog.hide')}
        </button>
      </div>
    </div>
  );
}
