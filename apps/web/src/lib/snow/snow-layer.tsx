import { Suspense, lazy } from 'react';
import type { ComponentType } from 'react';
import { useShowSnow } from './use-show-snow';

const NoSnow: ComponentType = () => null;

const SnowCanvas = lazy<ComponentType>(() =>
  import('./snow-canvas').then(
    (module) => ({ default: module.SnowCanvas }),
    // Offline, or a new release replaced the chunk: snow is decoration, the page goes on
    // without it rather than reaching an error boundary.
    () => ({ default: NoSnow }),
  ),
);

/** Snow effect (docs/product.md#shell), mounted once in the app shell; nothing at all unless it should snow. */
export function SnowLayer() {
  const show = useShowSnow();
  if (!show) return null;
  return (
    // No fallback: until the chunk arrives there is simply no snow yet.
    <Suspense fallback={null}>
      <SnowCanvas />
    </Suspense>
  );
}
