import { useCallback, useEffect, useState } from 'react';

export interface NetworkStatus {
  online: boolean;
  /** Open while offline, unless the user hid it; every new loss of connection opens it again. */
  dialogOpen: boolean;
  hideDialog: () => void;
}

export function useNetworkStatus(): NetworkStatus {
  const [online, setOnline] = useState(() => navigator.onLine);
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    const goOnline = () => setOnline(true);
    const goOffline = () => {
      setOnline(false);
      setHidden(false);
    };
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    return () => {
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
    };
  }, []);

  const hideDialog = useCallback(() => setHidden(true), []);
  return { online, dialogOpen: !online && !hidden, hideDialog };
}
