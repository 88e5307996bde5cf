import { RotateCcw, WifiOff } from 'lucide-react';
import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { AlertDialogFrame } from '../../lib/components/alert-dialog-frame';
import { buttonClass } from '../../lib/components/button-styles';
import { OpenOfflineShelfButton } from '../../lib/offline/open-offline-shelf-button';
import { reloadPage } from './reload-page';
import { useStartupScreenShowing } from './startup-screen-presence';
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
  const retry = useRef<HTMLButtonElement>(null);

  return (
    <AlertDialogFrame
      title={t('offlineDialog.title')}
      text={t('offlineDialog.text')}
      initialFocus={retry}
      icon={<WifiOff aria-hidden="true" className="size-12 text-accent" />}
    >
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
    </AlertDialogFrame>
  );
}
