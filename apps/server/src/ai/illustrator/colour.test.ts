import { describe, expect, it } from 'vitest';
import { NAMED_COLOURS, colourHex, darken, lighten, mix } from './colour';

describe('colourHex', () => {
  it('knows colour words in English and Norwegian, with shades', () => {
    expect(colourHex('green')).toBe(NAMED_COLOURS.green);
    expect(colourHex('Grønn')).toBe(NAMED_COLOURS.green);
    expect(colourHex('lilla')).toBe(NAMED_COLOURS.purple);
    expect(colourHex('gray')).toBe(NAMED_COLOURS.grey);
    expect(colourHex('light blue')).toBe(lighten(NAMED_COLOURS.blue as string, 0.4));
    expect(colourHex('mørk rød')).toBe(darken(NAMED_COLOURS.red as string, 0.35));
    expect(colourHex('sparkly')).toBeUndefined();
  });

  it('mixes colours in RGB', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#ff0000', '#0000ff', 0)).toBe('#ff0000');
    expect(lighten('#000', 1)).toBe('#ffffff');
  });
});
