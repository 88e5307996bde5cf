/** Marks a form's sticky action bar, which a message by a field must not end up under. */
export const STICKY_BAR_ATTRIBUTE = 'data-sticky-bar';

/** Room left between the message and the bar. */
const GAP_PX = 16;

/**
 * Scrolls `element` the least it takes to be seen whole above the form's sticky bar (and the
 * bottom navigation under it). The bar covers its own height plus its offset from the bottom;
 * that becomes the element's scroll-margin-bottom, which scrollIntoView keeps clear.
 */
export function revealAboveStickyBar(element: HTMLElement): void {
  const bar =
    element.closest('form')?.querySelector<HTMLElement>(`[${STICKY_BAR_ATTRIBUTE}]`) ??
    document.querySelector<HTMLElement>(`[${STICKY_BAR_ATTRIBUTE}]`);
  if (bar) {
    const offset = Number.parseFloat(getComputedStyle(bar).bottom);
    const covered = bar.offsetHeight + (Number.isFinite(offset) ? offset : 0);
    element.style.scrollMarginBottom = `${Math.ceil(covered) + GAP_PX}px`;
  }
  const calm = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  element.scrollIntoView?.({ behavior: calm ? 'auto' : 'smooth', block: 'nearest' });
}
