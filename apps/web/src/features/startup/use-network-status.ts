import { useCallback, useEffect, useState } from 'react';
import { nativeConnection } from '../../lib/platform/native-connection';

export interface NetworkStatus {
  online: boolean;
  /** Open while offline, unless the user hid it; every new loss of connection opens it again. */
  dialogOpen: boolean;
  hideDialog: () => void;
}

/**
 * The browser's online and offline events; in the native apps the network plugin instead, once
 * it has reported (lib/platform/native-connection.ts).
 */
export function useNetworkStatus(): NetworkStatus {
  const [online, setOnline] = useState(() => nativeConnection.current() ?? navigator.onLine);
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    const update = (value: boolean) => {
      setOnline(value);
      if (!value) setHidden(false);
    };
    const fromBrowser = (value: boolean) => () => {
      if (nativeConnection.current() === null) update(value);
    };
    const goOnline = fromBrowser(true);
    const goOffline = fromBrowser(false);
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    const stopNative = nativeConnection.subscribe(update);
    // The plugin may have spoken between the first render and now.
    const known = nativeConnection.current();
    if (known !== null) update(known);
    return () => {
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
      stopNative();
    };
  }, []);

  const hideDialog = useCallback(() => setHidden(true), []);
  return { online, dialogOpen: !online && !hidden, hideDialog };
}
