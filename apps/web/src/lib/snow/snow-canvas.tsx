import { loadBasic } from '@tsparticles/basic';
import { tsParticles } from '@tsparticles/engine';
import type { Container } from '@tsparticles/engine';
import { useEffect, useRef } from 'react';
import { SNOW_OPTIONS } from './snow-options';

// Everything tsparticles lives in this module, which snow-layer.tsx imports lazily: the engine
// is fetched only in December with snow on, never with the first page.

let plugins: Promise<void> | null = null;

/** The basic bundle (circles, movement, opacity, size) registers once per page. */
function loadPlugins(): Promise<void> {
  plugins ??= loadBasic(tsParticles).catch((error: unknown) => {
    plugins = null;
    throw error;
  });
  return plugins;
}

/**
 * The falling snow: a fixed layer over the whole window, under everything on the page, never in
 * the way of a tap and hidden from screen readers.
 */
export function SnowCanvas() {
  const host = useRef<HTMLDivElement>(null);

  // The layer's negative z-index puts it under the page's cards and text. The night sky is the
  // body's own background, so the body becomes a stacking context while it snows: the flakes
  // then fall in front of the sky and still behind everything on it.
  useEffect(() => {
    const body = document.body.style;
    const before = body.isolation;
    body.isolation = 'isolate';
    return () => {
      body.isolation = before;
    };
  }, []);

  useEffect(() => {
    let unmounted = false;
    let container: Container | undefined;
    const start = async () => {
      await loadPlugins();
      const element = host.current;
      if (unmounted || !element) return;
      // No fixed id: the engine would replace a container with the same id, and a quick
      // unmount and remount must not let the old layer's cleanup take the new one's snow.
      const loaded = await tsParticles.load({ element, options: SNOW_OPTIONS });
      if (unmounted) loaded?.destroy();
      else container = loaded;
    };
    // Snow is decoration: a chunk or a canvas that fails leaves the page as it is, without it.
    start().catch(() => undefined);
    return () => {
      unmounted = true;
      container?.destroy();
    };
  }, []);

  return (
    <div
      ref={host}
      data-snow=""
      aria-hidden="true"
      className="pointer-events-none fixed inset-0 -z-10 overflow-hidden"
    />
  );
}
