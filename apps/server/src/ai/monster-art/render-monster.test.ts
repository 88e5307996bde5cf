import { describe, expect, it } from 'vitest';
import { svgProblems } from '../illustrator/svg-check';
import { parseMonsterDescription } from './parse-monster-description';
import { renderMonster } from './render-monster';

const count = (svg: string, part: string) => svg.split(`data-part="${part}"`).length - 1;
const draw = (text: string, seed = 'seed') =>
  renderMonster(parseMonsterDescription(text), { seed });

describe('renderMonster', () => {
  it('draws exactly the eyes, horns, legs, arms and wings that were asked for', () => {
    const svg = draw('a small green monster with three eyes and wings');
    expect(count(svg, 'eye')).toBe(3);
    expect(count(svg, 'wing')).toBe(2);
    expect(count(svg, 'horn')).toBe(0);
    expect(count(svg, 'leg')).toBe(2);
  });

  it.each([
    ['et monster med sju øyne, fire horn og seks bein', { eye: 7, horn: 4, leg: 6 }],
    ['a monster with one eye, a single horn and ten legs', { eye: 1, horn: 1, leg: 10 }],
    ['a monster with twelve eyes, eight arms and two antennae', { eye: 12, arm: 8, antenna: 2 }],
    ['et monster uten bein og uten armer, med en hale', { leg: 0, arm: 0, tail: 1 }],
    ['a monster with three horns and three antennae', { horn: 3, antenna: 3 }],
  ])('counts parts for "%s"', (text, expected) => {
    const svg = draw(text);
    for (const [part, n] of Object.entries(expected)) expect(count(svg, part), part).toBe(n);
  });

  it('gives a scary monster a silly grin with tiny fangs, never more', () => {
    const svg = draw('a very scary monster');
    expect(count(svg, 'tooth')).toBe(2);
    expect(count(svg, 'eye')).toBe(2);
  });

  it('is the same picture for the same description and seed, and another for another seed', () => {
    expect(draw('a purple blob', 'a')).toBe(draw('a purple blob', 'a'));
    expect(draw('a purple blob', 'a')).not.toBe(draw('a purple blob', 'b'));
  });

  it('paints the named colour', () => {
    expect(draw('a red monster')).toContain('fill="#ef5b5b"');
  });

  it('is a safe, well-formed, small square SVG', () => {
    for (const text of [
      'a monster',
      'a rainbow striped furry monster with wings, a tail, spikes and twelve eyes',
      'et prikkete monster med hoggtenner',
    ]) {
      const svg = draw(text);
      expect(svgProblems(svg)).toEqual([]);
      expect(svg).toContain('viewBox="0 0 400 400"');
      expect(svg.length).toBeLessThan(15_000);
    }
  });

  it('can leave out the round backdrop and names itself in the title', () => {
    const spec = parseMonsterDescription('a monster called Zog');
    const svg = renderMonster(spec, { seed: 's', background: false, size: 40 });
    expect(svg).toContain('<title>Zog</title>');
    expect(svg).toContain('width="40"');
    expect(svg).not.toContain('r="196"');
  });
});
