// Small string builders for SVG. Numbers are rounded to one decimal to keep files small; the
// output is only ever our own markup, so escaping is needed just for the caption text.

export function f(n: number): string {
  // Whole units are plenty for big scene coordinates; small frame coordinates keep a decimal.
  const r = Math.abs(n) >= 100 ? Math.round(n) : Math.round(n * 10) / 10;
  return String(r === 0 ? 0 : r);
}

/** Tagged template for path data: interpolated numbers are rounded. `d\`M${x} ${y}\`` */
export function d(strings: TemplateStringsArray, ...values: number[]): string {
  let out = strings[0] ?? '';
  values.forEach((v, i) => {
    out += f(v) + (strings[i + 1] ?? '');
  });
  return out;
}

export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

const extra = (attrs: string) => (attrs ? ` ${attrs}` : '');

export const circle = (cx: number, cy: number, r: number, fill: string, attrs = '') =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${extra(attrs)}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, attrs = '') =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${extra(attrs)}/>`;

export const rect = (x: number, y: number, w: number, h: number, fill: string, attrs = '') =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"${extra(attrs)}/>`;

export const path = (data: string, fill: string, attrs = '') =>
  `<path d="${data}" fill="${fill}"${extra(attrs)}/>`;

/** An unfilled line with round ends, for mouths, whiskers, strings and the like. */
export const line = (data: string, colour: string, width: number, attrs = '') =>
  `<path d="${data}" fill="none" stroke="${colour}" stroke-width="${f(width)}" stroke-linecap="round" stroke-linejoin="round"${extra(attrs)}/>`;

/** Many circles of one fill as a single path: far smaller than one element each. */
export function dots(circles: Array<[number, number, number]>, fill: string, attrs = ''): string {
  if (circles.length === 0) return '';
  const data = circles
    .map(
      ([x, y, r]) =>
        `M${f(x - r)} ${f(y)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0`,
    )
    .join('');
  return path(data, fill, attrs);
}

export const group = (content: string, attrs = '') =>
  content ? `<g${extra(attrs)}>${content}</g>` : '';

export function polygon(points: Array<[number, number]>, fill: string, attrs = ''): string {
  const pts = points.map(([x, y]) => `${f(x)},${f(y)}`).join(' ');
  return `<polygon points="${pts}" fill="${fill}"${extra(attrs)}/>`;
}

/** Places a drawing made in its own frame: moved to (x, y), scaled, optionally mirrored. */
export function place(x: number, y: number, scale: number, mirrored = false): string {
  const sx = mirrored ? -scale : scale;
  return `transform="translate(${f(x)} ${f(y)}) scale(${sx.toFixed(3).replace(/\.?0+$/, '')}${
    mirrored ? ` ${scale.toFixed(3).replace(/\.?0+$/, '')}` : ''
  })"`;
}

/** Unique ids inside one document (gradients, clip paths); prefixed so two inlined SVGs never clash. */
export function idMaker(prefix: string): () => string {
  let n = 0;
  return () => `${prefix}${(n++).toString(36)}`;
}

export interface SvgDocument {
  width: number;
  height: number;
  viewWidth: number;
  viewHeight: number;
  title: string;
  defs?: string;
  body: string;
}

export function svgDocument(doc: SvgDocument): string {
  const defs = doc.defs ? `<defs>${doc.defs}</defs>` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${doc.width}" height="${doc.height}" ` +
    `viewBox="0 0 ${doc.viewWidth} ${doc.viewHeight}" role="img">` +
    `<title>${escapeXml(doc.title)}</title>${defs}${doc.body}</svg>`
  );
}
