// How far down the page the reader is. Read progress counts what has been on screen; the guest's
// story-limit popup counts the scrollable height (docs/product.md#constants "at half the scrollable height").

export interface ScrollMetrics {
  top: number;
  viewport: number;
  height: number;
}

const clamp = (value: number) => Math.min(1, Math.max(0, value));

/** The page as it stands now, or null without a layout (nothing rendered yet). */
export function readScrollMetrics(): ScrollMetrics | null {
  const height = document.documentElement.scrollHeight;
  if (height <= 0) return null;
  return { top: window.scrollY, viewport: window.innerHeight, height };
}

/** The share of the page that has been on screen: 1 when it all fits. */
export function seenShare({ top, viewport, height }: ScrollMetrics): number {
  return clamp((top + viewport) / height);
}

/** The share of the scrollable height scrolled past: 1 when nothing scrolls. */
export function scrolledShare({ top, viewport, height }: ScrollMetrics): number {
  const scrollable = height - viewport;
  return scrollable <= 0 ? 1 : clamp(top / scrollable);
}

/**
 * Calls `onChange` with the metrics once the page has been drawn and after each scroll or resize,
 * until the returned function is called. Reading three numbers per scroll event is cheap; nothing
 * here writes. The first reading waits for the frame: read while the page that mounted this is
 * still being committed, the height makes the browser lay the whole story out there and then
 * (16 ms of the reader's first task on this machine, four times that on Lighthouse's phone).
 */
export function watchScroll(onChange: (metrics: ScrollMetrics) => void): () => void {
  const measure = () => {
    const metrics = readScrollMetrics();
    if (metrics) onChange(metrics);
  };
  window.addEventListener('scroll', measure, { passive: true });
  window.addEventListener('resize', measure);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(measure, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    window.removeEventListener('scroll', measure);
    window.removeEventListener('resize', measure);
  };
}
