import { describe, expect, it } from 'vitest';
import { svgProblems } from './svg-check';

const root = (inner: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>t</title>${inner}</svg>`;

describe('svgProblems', () => {
  it('accepts plain shapes, gradients and clip paths', () => {
    const svg = root(
      '<defs><linearGradient id="a"><stop offset="0" stop-color="#fff"/></linearGradient><clipPath id="b"><rect x="0" y="0" width="5" height="5"/></clipPath></defs>' +
        '<g clip-path="url(#b)"><circle cx="1" cy="1" r="1" fill="url(#a)" data-part="eye"/></g>',
    );
    expect(svgProblems(svg)).toEqual([]);
  });

  it.each([
    ['a script', root('<script>alert(1)</script>')],
    ['foreignObject', root('<foreignObject><div/></foreignObject>')],
    ['an event attribute', root('<rect onclick="x()" width="1" height="1"/>')],
    ['an external href', root('<image href="https://example.com/a.png"/>')],
    ['an external url()', root('<rect fill="url(https://example.com/x)" width="1" height="1"/>')],
    ['a style attribute', root('<rect style="fill:red" width="1" height="1"/>')],
    ['a dangling reference', root('<rect fill="url(#nothing)" width="1" height="1"/>')],
    ['unbalanced tags', root('<g><rect width="1" height="1"/>')],
    ['a duplicate attribute', root('<rect fill="#fff" fill="#000"/>')],
    [
      'a bare ampersand',
      '<svg xmlns="http://www.w3.org/2000/svg"><title>Tom & Jerry</title></svg>',
    ],
    ['unquoted markup', root('<rect width=1/>')],
  ])('rejects %s', (_name, svg) => {
    expect(svgProblems(svg)).not.toEqual([]);
  });
});
