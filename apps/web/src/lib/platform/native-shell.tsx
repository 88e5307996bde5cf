import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useHardwareBack } from '../navigation/navigation-history-context';
import { startNativeBridge } from './native-bridge';

interface NativeShellProps {
  /** The current page's back fallback (the route table's), for Android's back button. */
  backFallback: string | null;
}

/**
 * The native shell's links, back button and external links, wired to the router. Rendered by the
 * app's layout inside the shell only, and loaded lazily with its plugins: the web never fetches
 * any of it.
 */
export default function NativeShell({ backFallback }: NativeShellProps): null {
  const navigate = useNavigate();
  const hardwareBack = useHardwareBack();
  const latest = useRef({ navigate, hardwareBack, backFallback });
  useEffect(() => {
    latest.current = { navigate, hardwareBack, backFallback };
  }, [navigate, hardwareBack, backFallback]);

  useEffect(() => {
    let stopped = false;
    let stop = () => {};
    Promise.all([import('@capacitor/app'), import('@capacitor/browser')])
      .then(([{ App }, { Browser }]) =>
        startNativeBridge({
          app: App,
          browser: Browser,
          openPath: (path) => void latest.current.navigate(path),
          back: () => latest.current.hardwareBack(latest.current.backFallback),
        }),
      )
      .then((undo) => {
        if (stopped) undo();
        else stop = undo;
      })
      .catch((error: unknown) => console.warn('The native shell could not be wired', error));
    return () => {
      stopped = true;
      stop();
    };
  }, []);
  return null;
}
