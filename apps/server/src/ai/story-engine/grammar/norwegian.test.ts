import { describe, expect, it } from 'vitest';
import {
  adj,
  def,
  defPlural,
  genitive,
  indef,
  LITEN,
  noun,
  plural,
  predicative,
  reflexive,
} from './norwegian';

const drage = noun('m', 'drage', 'dragen', 'drager', 'dragene');
const hytte = noun('f', 'hytte', 'hytta', 'hytter', 'hyttene');
const slott = noun('n', 'slott', 'slottet', 'slott', 'slottene');
const stor = adj('stor');
const gronn = adj('grønn');
const bla = adj('blå');

describe('Norwegian noun phrases', () => {
  it('agrees article and adjective with the gender', () => {
    expect(indef(drage, [stor])).toBe('en stor drage');
    expect(indef(slott, [stor])).toBe('et stort slott');
    expect(indef(hytte, [LITEN])).toBe('ei lita hytte');
    expect(indef(slott, [LITEN])).toBe('et lite slott');
    expect(indef(drage, [stor, gronn])).toBe('en stor, grønn drage');
    expect(indef(slott, [bla])).toBe('et blått slott');
  });

  it('uses the double definite with adjectives', () => {
    expect(def(drage)).toBe('dragen');
    expect(def(drage, [stor])).toBe('den store dragen');
    expect(def(slott, [stor])).toBe('det store slottet');
    expect(def(hytte, [LITEN])).toBe('den lille hytta');
  });

  it('makes plurals agree', () => {
    expect(plural(drage, [stor])).toBe('store drager');
    expect(plural(slott, [LITEN])).toBe('små slott');
    expect(defPlural(drage, [gronn])).toBe('de grønne dragene');
    expect(predicative(stor, slott)).toBe('stort');
    expect(predicative(stor, drage, true)).toBe('store');
  });

  it('uses the reflexive possessive and the genitive', () => {
    expect(reflexive(drage)).toBe('dragen sin');
    expect(reflexive(hytte)).toBe('hytta si');
    expect(reflexive(slott)).toBe('slottet sitt');
    expect(reflexive(drage, true)).toBe('dragene sine');
    expect(genitive('Ola')).toBe('Olas');
    expect(genitive('Mons')).toBe("Mons'");
  });
});
