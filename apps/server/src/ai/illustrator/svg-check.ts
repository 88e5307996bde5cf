// A strict reader for the SVG we serve as images: well-formed, only the elements and
// attributes the illustrators use, and nothing that runs or loads anything. Tests use it on
// every picture; the image job may run it before storing one.

const ELEMENTS = new Set([
  'svg',
  'title',
  'defs',
  'g',
  'path',
  'circle',
  'ellipse',
  'rect',
  'polygon',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
]);

const ATTRIBUTES = new Set(
  (
    'xmlns width height viewBox role id d x y x1 y1 x2 y2 cx cy r rx ry points transform offset fill ' +
    'fill-rule opacity stroke stroke-width stroke-linecap stroke-linejoin stroke-dasharray ' +
    'stop-color stop-opacity clip-path data-part'
  ).split(' '),
);
const TAG = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>/y;
const ATTR = /\s+([\w:-]+)="([^"<>]*)"/g;
const TEXT = /[^<]+/y;
const ENTITY = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[\da-f]+);)/i;

export function svgProblems(svg: string): string[] {
  const problems: string[] = [];
  if (!svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'))
    problems.push('does not start with an SVG root');
  const stack: string[] = [];
  const ids = new Set<string>();
  const refs = new Set<string>();
  let pos = 0;
  let roots = 0;
  while (pos < svg.length) {
    TAG.lastIndex = pos;
    TEXT.lastIndex = pos;
    const tag = TAG.exec(svg);
    if (tag) {
      const [whole, closing, name = '', attrs = '', selfClosing] = tag;
      pos += whole.length;
      if (closing) {
        if (stack.pop() !== name) problems.push(`unbalanced </${name}> at ${pos}`);
        continue;
      }
      if (stack.length === 0) roots += 1;
      if (!ELEMENTS.has(name)) problems.push(`element <${name}> is not allowed`);
      const seen = new Set<string>();
      for (const [, attr = '', value = ''] of attrs.matchAll(ATTR)) {
        if (seen.has(attr)) problems.push(`duplicate attribute ${attr} on <${name}>`);
        seen.add(attr);
        if (!ATTRIBUTES.has(attr)) problems.push(`attribute ${attr} is not allowed`);
        if (/javascript:|url\((?!#)|@import/i.test(value)) problems.push(`unsafe value in ${attr}`);
        if (attr === 'id') ids.add(value);
        for (const ref of value.matchAll(/url\(#([^)]+)\)/g)) refs.add(ref[1] ?? '');
      }
      if (!selfClosing) stack.push(name);
      continue;
    }
    const text = TEXT.exec(svg);
    if (!text) {
      problems.push(`malformed markup at ${pos}`);
      break;
    }
    if (ENTITY.test(text[0])) problems.push(`bare & in text at ${pos}`);
    if (stack.length === 0 && text[0].trim()) problems.push('text outside the root');
    pos += text[0].length;
  }
  if (stack.length > 0) problems.push(`unclosed <${stack.join('>, <')}>`);
  if (roots !== 1) problems.push(`expected one root element, found ${roots}`);
  for (const ref of refs) if (!ids.has(ref)) problems.push(`url(#${ref}) points at nothing`);
  return problems;
}
