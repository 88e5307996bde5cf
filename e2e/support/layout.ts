import { expect, type Page } from '@playwright/test';

/**
 * The layout check: what a parent sees as broken on a narrow phone, measured in the page.
 *
 * - overflow: something sticks out of the window sideways, or a text runs out of the box
 *   (card, button, chip) it is drawn in;
 * - clipped: a text container cuts its text (scrollWidth > clientWidth, ellipsis included)
 *   without being meant to scroll;
 * - word-per-line: a heading or button label of several words breaks after every word (or a
 *   single word is split over lines);
 * - covered: a fixed or sticky bar lies over the focused field or its error message, or over
 *   text at the top of the page; a bar that is not a dialog takes more than half the screen.
 *
 * Intentional cuts of long user content can opt out with `data-layout-clip` on the element.
 */
export interface LayoutProblem {
  kind: 'overflow' | 'clipped' | 'word-per-line' | 'covered';
  what: string;
  detail: string;
}

interface CheckOptions {
  /** Focus every field and look for bars over it (skip for pages without forms: faster). */
  fields?: boolean;
}

/** Runs in the page: collects every layout problem on what is shown now. */
function collectProblems(options: { fields: boolean }): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  const vw = document.documentElement.clientWidth;
  const vh = window.innerHeight;
  const TOL = 1.5;

  const describe = (el: Element): string => {
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
    const tag = el.tagName.toLowerCase();
    const label = el.getAttribute('aria-label');
    return `<${tag}${label ? ` aria-label="${label}"` : ''}> "${text}"`;
  };

  // Whether anything on the way up hides the element (screen-reader-only text is clipped to
  // 1 px on purpose); cached, as every element asks about the same ancestors.
  const hiddenChain = new Map<Element, boolean>();
  const chainHides = (el: Element | null): boolean => {
    if (!el) return false;
    const known = hiddenChain.get(el);
    if (known !== undefined) return known;
    const s = getComputedStyle(el);
    const hides =
      s.display === 'none' ||
      s.clip === 'rect(0px, 0px, 0px, 0px)' ||
      s.clipPath === 'inset(50%)' ||
      Number(s.opacity) === 0 ||
      (el.getAttribute('aria-hidden') === 'true' && el.tagName !== 'svg') ||
      chainHides(el.parentElement);
    hiddenChain.set(el, hides);
    return hides;
  };
  const isShown = (el: Element): boolean => {
    if (getComputedStyle(el).visibility === 'hidden') return false;
    const rect = el.getBoundingClientRect();
    if (rect.width < 1 || rect.height < 1) return false;
    return !chainHides(el);
  };

  const scrollsX = (el: Element) => {
    const o = getComputedStyle(el).overflowX;
    return o === 'auto' || o === 'scroll';
  };
  const insideScroller = (el: Element) => {
    for (let node = el.parentElement; node && node !== document.body; node = node.parentElement)
      if (scrollsX(node)) return true;
    return false;
  };
  const optedOut = (el: Element) => el.closest('[data-layout-clip]') !== null;

  /** Rects of the text directly inside `el` (its own text nodes, not its children's). */
  const textRectCache = new Map<Element, DOMRect[]>();
  const ownTextRects = (el: Element): DOMRect[] => {
    const cached = textRectCache.get(el);
    if (cached) return cached;
    const rects: DOMRect[] = [];
    textRectCache.set(el, rects);
    for (const node of Array.from(el.childNodes)) {
      if (node.nodeType !== Node.TEXT_NODE || !(node.textContent ?? '').trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of Array.from(range.getClientRects())) if (r.width > 0) rects.push(r);
    }
    return rects;
  };

  const hasBox = (el: Element) => {
    const s = getComputedStyle(el);
    const bg = s.backgroundColor;
    const painted = bg !== 'rgba(0, 0, 0, 0)' && bg !== 'transparent';
    const bordered =
      parseFloat(s.borderLeftWidth) > 0 && s.borderLeftStyle !== 'none' && s.borderLeftColor;
    return painted || Boolean(bordered) || s.overflowX !== 'visible';
  };

  // 1. The page itself may not scroll sideways.
  if (document.documentElement.scrollWidth > vw + TOL) {
    problems.push({
      kind: 'overflow',
      what: 'page',
      detail: `document is ${document.documentElement.scrollWidth}px wide in a ${vw}px window`,
    });
  }

  const all = Array.from(document.body.querySelectorAll('*')).filter(
    (el) => !(el instanceof SVGElement) && el.tagName !== 'SCRIPT' && el.tagName !== 'STYLE',
  );
  const textContainers = all.filter((el) => ownTextRects(el).length > 0 && isShown(el));
  // Focusing fields scrolls the page: text rects measured before are stale after that.
  const forgetRects = () => textRectCache.clear();

  for (const el of textContainers) {
    if (optedOut(el)) continue;
    const rects = ownTextRects(el);
    const left = Math.min(...rects.map((r) => r.left));
    const right = Math.max(...rects.map((r) => r.right));
    // 2. Text outside the window (unless it is in something that scrolls sideways).
    if (!insideScroller(el) && (right > vw + TOL || left < -TOL)) {
      problems.push({
        kind: 'overflow',
        what: describe(el),
        detail: `text spans ${Math.round(left)}–${Math.round(right)} px in a ${vw}px window`,
      });
      continue;
    }
    // 3. Text that runs out of the nearest drawn box around it.
    let box: Element | null = el;
    while (box && box !== document.body && !hasBox(box)) box = box.parentElement;
    if (box && box !== document.body && !scrollsX(box)) {
      const b = box.getBoundingClientRect();
      if (right > b.right + TOL || left < b.left - TOL) {
        problems.push({
          kind: 'overflow',
          what: describe(el),
          detail: `text ${Math.round(left)}–${Math.round(right)} px runs out of ${describe(box).slice(0, 40)} (${Math.round(b.left)}–${Math.round(b.right)} px)`,
        });
        continue;
      }
    }
    // 4. Clipped text: the container is narrower than what it holds and does not scroll.
    if (!scrollsX(el) && el.scrollWidth > el.clientWidth + TOL && el.clientWidth > 0) {
      const s = getComputedStyle(el);
      if (s.overflowX !== 'visible' || s.textOverflow === 'ellipsis') {
        problems.push({
          kind: 'clipped',
          what: describe(el),
          detail: `needs ${el.scrollWidth}px, has ${el.clientWidth}px`,
        });
      }
    }
  }

  // 5. Text broken after every word. Each block of text is measured on its own (a name and
  // its hint on two lines of a label are two blocks): in a heading, button, tab, label or
  // button-like link two words a line each are a break, elsewhere three.
  const LABEL_SELECTOR =
    'h1,h2,h3,h4,h5,h6,button,label,[role="button"],[role="tab"],[role="menuitem"],a';
  const blockOf = (node: Node): Element | null => {
    for (let el = node.parentElement; el; el = el.parentElement) {
      const d = getComputedStyle(el).display;
      if (d !== 'inline' && d !== 'contents') return el;
    }
    return null;
  };
  const blocks = new Map<Element, Text[]>();
  for (const el of textContainers) {
    for (const node of Array.from(el.childNodes)) {
      if (node.nodeType !== Node.TEXT_NODE || !(node.textContent ?? '').trim()) continue;
      const block = blockOf(node);
      if (!block) continue;
      const list = blocks.get(block) ?? [];
      list.push(node as Text);
      blocks.set(block, list);
    }
  }
  for (const [block, nodes] of blocks) {
    if (optedOut(block) || !isShown(block)) continue;
    const label = block.closest(LABEL_SELECTOR);
    const isLabel =
      label !== null && (label.tagName !== 'A' || getComputedStyle(label).display !== 'inline');
    const tops: number[] = [];
    let words = 0;
    let split = false;
    for (const node of nodes) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0);
        if (rects.length === 0) continue;
        words += 1;
        const wordTops = new Set(rects.map((r) => Math.round(r.top)));
        // A word split over two lines, unless it breaks where it has a hyphen or a slash.
        if (wordTops.size > 1 && match[0].length > 1 && !/[-‐/–]/.test(match[0])) split = true;
        tops.push(rects[0]!.top);
      }
    }
    tops.sort((a, b) => a - b);
    let lines = 0;
    let last = -Infinity;
    for (const top of tops) {
      if (top > last + 4) lines += 1;
      last = top;
    }
    const what = describe(label ?? block);
    if (split) {
      problems.push({ kind: 'word-per-line', what, detail: 'a word is split' });
    } else if (words >= (isLabel ? 2 : 3) && lines === words) {
      problems.push({ kind: 'word-per-line', what, detail: `${words} words on ${lines} lines` });
    }
  }

  // 6. Fixed and sticky bars: not over text at the top of the page, not most of the screen.
  const bars = all.filter((el) => {
    const p = getComputedStyle(el).position;
    if (p !== 'fixed' && p !== 'sticky') return false;
    if (!isShown(el)) return false;
    if (getComputedStyle(el).pointerEvents === 'none' && !el.textContent?.trim()) return false;
    return true;
  });
  const isModalLayer = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.width >= vw - 2 && r.height >= vh - 2;
  };
  const intersects = (a: DOMRect, b: DOMRect) =>
    a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;

  for (const bar of bars) {
    if (isModalLayer(bar) || bar.closest('[role="dialog"],[role="alertdialog"]')) continue;
    const r = bar.getBoundingClientRect();
    const visibleHeight = Math.min(r.bottom, vh) - Math.max(r.top, 0);
    if (getComputedStyle(bar).position === 'fixed' && visibleHeight > vh * 0.5) {
      problems.push({
        kind: 'covered',
        what: describe(bar),
        detail: `a bar takes ${Math.round((100 * visibleHeight) / vh)}% of the screen height`,
      });
    }
  }
  if (window.scrollY === 0) {
    const topBars = bars.filter((bar) => {
      if (getComputedStyle(bar).position !== 'fixed' || isModalLayer(bar)) return false;
      return bar.getBoundingClientRect().top < vh / 3;
    });
    for (const bar of topBars) {
      const r = bar.getBoundingClientRect();
      for (const el of textContainers) {
        if (bar.contains(el) || el.contains(bar)) continue;
        if (getComputedStyle(el).position === 'fixed') continue;
        if (el.closest('[role="dialog"],[role="alertdialog"]') && !bar.closest('[role="dialog"]'))
          continue;
        if (ownTextRects(el).some((t) => intersects(t, r))) {
          problems.push({
            kind: 'covered',
            what: describe(bar),
            detail: `lies over the text ${describe(el)}`,
          });
          break;
        }
      }
    }
  }

  // 7. The focused field and its error message stay clear of fixed and sticky bars.
  if (options.fields) {
    const fields = Array.from(
      document.querySelectorAll<HTMLElement>(
        'input:not([type=hidden]):not([type=radio]):not([type=checkbox]), textarea, select',
      ),
    ).filter((field) => isShown(field) && !(field as HTMLInputElement).disabled);
    const before = document.activeElement as HTMLElement | null;
    const scroll = { x: window.scrollX, y: window.scrollY };
    for (const field of fields) {
      field.focus();
      if (document.activeElement !== field) continue;
      const targets: Element[] = [field];
      for (const id of (field.getAttribute('aria-describedby') ?? '').split(/\s+/)) {
        const described = id ? document.getElementById(id) : null;
        if (described && isShown(described)) targets.push(described);
      }
      for (const bar of bars) {
        if (bar.contains(field) || isModalLayer(bar)) continue;
        if (field.closest('[role="dialog"],[role="alertdialog"]') && !bar.closest('[role=dialog]'))
          continue;
        const barRect = bar.getBoundingClientRect();
        for (const target of targets) {
          if (intersects(target.getBoundingClientRect(), barRect)) {
            problems.push({
              kind: 'covered',
              what: describe(bar),
              detail: `lies over the focused ${target === field ? 'field' : 'message'} ${describe(target)} (${field.getAttribute('name') ?? field.id})`,
            });
          }
        }
      }
    }
    forgetRects();
    before?.focus?.();
    window.scrollTo(scroll.x, scroll.y);
  }

  // One report per element and kind is enough.
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.kind}|${p.what}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The problems on the page as it is now (fonts loaded, nothing animating). */
export async function layoutProblems(page: Page, options: CheckOptions = {}) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return page.evaluate(collectProblems, { fields: options.fields ?? true });
}

/** Widths the check runs at: the narrowest phones most families have. */
export const PHONE_WIDTHS = [360, 390] as const;

/**
 * Checks `page` at each phone width (the viewport is resized, not reloaded) and records what it
 * found under `where`, as a soft assertion so one run lists every break.
 */
export async function expectCleanLayout(page: Page, where: string, options: CheckOptions = {}) {
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 780 });
    // A resize relayouts at once; one frame lets resize observers and media queries settle.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(undefined))));
    const problems = await layoutProblems(page, options);
    expect
      .soft(
        problems.map((p) => `${p.kind}: ${p.what} — ${p.detail}`),
        `${where} at ${width}px`,
      )
      .toEqual([]);
  }
}
