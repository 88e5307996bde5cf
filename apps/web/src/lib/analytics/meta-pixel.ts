// The Meta pixel (fbevents.js), set up the way Meta's snippet does, minus the inline <script>:
// calls queue until the library arrives and replays them.

export type Fbq = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[];
  push: Fbq;
  loaded: boolean;
  version: string;
};

export interface FbqWindow {
  fbq?: Fbq;
  _fbq?: Fbq;
}

export const META_PIXEL_SCRIPT_URL = 'https://connect.facebook.net/en_US/fbevents.js';

export function installMetaPixel(target: FbqWindow, pixelId: string): Fbq {
  const fbq = function (this: unknown) {
    // eslint-disable-next-line prefer-rest-params
    const args = arguments;
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  } as unknown as Fbq;
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  fbq.queue = [];
  target.fbq = fbq;
  target._fbq = fbq;
  // No automatic events (button clicks, page metadata): only what the app sends on purpose.
  fbq('set', 'autoConfig', false, pixelId);
  fbq('consent', 'grant');
  fbq('init', pixelId);
  return fbq;
}
