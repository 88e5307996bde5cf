import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MonstoryMark } from '../lib/components/monstory-mark';

const html = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');

function parse(markup: string): Document {
  return new DOMParser().parseFromString(markup, 'text/html');
}

/** Whitespace between tags is formatting, not drawing. */
function withoutFormatting(node: Element): Element {
  const copy = node.cloneNode(true) as Element;
  const walker = copy.ownerDocument.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
  const blank: Node[] = [];
  while (walker.nextNode())
    if (!walker.currentNode.textContent?.trim()) blank.push(walker.currentNode);
  blank.forEach((text) => text.parentNode?.removeChild(text));
  return copy;
}

describe('index.html', () => {
  it('paints the same logo, at the same size, as the app’s first view', () => {
    const page = parse(html);
    const splash = page.querySelector('#root > div');
    const drawn = splash?.querySelector('svg');
    const app = parse(renderToStaticMarkup(<MonstoryMark className="size-20" />));
    const expected = app.querySelector('svg');

    expect(splash?.className).toBe('grid min-h-dvh place-items-center');
    expect(splash?.id).toBe('startup-splash');
    expect(drawn && expected && withoutFormatting(drawn).isEqualNode(expected)).toBe(true);
  });

  it('takes the theme’s tokens from the stylesheet’s own file, for whatever paints before it', () => {
    const tokens = (css: string) => [...css.matchAll(/(--mo-[\w-]+):/g)].map((m) => m[1]);
    const styles = (file: string) =>
      readFileSync(join(import.meta.dirname, '../styles', file), 'utf8');
    const inline = parse(html).querySelector('head style')?.textContent ?? '';
    const imported = /@import '\.\/src\/styles\/([\w-]+\.css)';/.exec(inline)?.[1];
    expect(imported).toBe('theme-tokens.css');
    expect(styles('app.css')).toContain(`@import './${imported}';`);
    expect(tokens(styles('theme-tokens.css')).length).toBeGreaterThan(10);
    // One definition: neither the page nor the stylesheet sets a token of its own.
    expect(tokens(inline)).toEqual([]);
    expect(tokens(styles('app.css'))).toEqual([]);
  });

  it('draws a shared story’s cover, as the server and the app put it in, with its own rules', () => {
    const inline = parse(html).querySelector('head style')?.textContent ?? '';
    expect(inline).toContain('#startup-splash.story-cover,\n      div.story-cover {');
    expect(inline).toMatch(/\.story-cover > img \{[^}]*aspect-ratio: 8 \/ 5;/);
  });

  it('needs no file but itself for the first paint', () => {
    const page = parse(html);
    expect(page.querySelector('link[rel="stylesheet"]')).toBeNull();
  });
});
