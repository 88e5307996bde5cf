// jsdom has no layout: tests give the page a height and scroll it by hand.

/** Lays the page out `height` px tall in a `viewport` px window, scrolled to the top. */
export function layOutPage(height: number, viewport = 800): void {
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    value: height,
  });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: viewport });
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: 0 });
}

/** Scrolls to `top` px and tells the page, as the browser would. */
export function scrollPageTo(top: number): void {
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: top });
  window.dispatchEvent(new Event('scroll'));
}

/** Back to jsdom's own (layout-less) page. */
export function resetPageLayout(): void {
  delete (document.documentElement as { scrollHeight?: number }).scrollHeight;
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: 0 });
}
