// Who a word names, by where it stands: people in the plural and nouns opening a sentence name
// nobody, a first name with a second one is the first, "the Builder" after Bob is what Bob is,
// a verb written small is no name, and one creature word before two names is one of them.
import { describe, expect, it } from 'vitest';
import { parseDescription } from './parse-description';

const read = (text: string) => parseDescription(text, () => true);
const named = (text: string) => read(text).characters.flatMap((c) => (c.name ? [c.name] : []));

describe('words that name nobody', () => {
  it.each([
    ['Parents and children go to the beach', 'Parents'],
    ['Neighbours help Tom find his dog', 'Neighbours'],
    ['Foreldrene til Jonas drar på ferie', 'Foreldrene'],
    ['Naboene har en hund som heter Rufus', 'Naboene'],
    ['Julenissen kommer med gaver til Ola', 'Julenissen'],
    ['Tvillingene Mia og Max bygger en snømann', 'Tvillingene'],
    ['Jack and the giant live on Cloud Mountain', 'Live'],
    ['Bob the Builder fixes the bridge', 'Builder'],
    ['Dinosaurs roam the valley and Tim wants to see one', 'Roam'],
    ['Pirates attack the ship of Captain Blue', 'Attack'],
    ['Christmas is coming and Oliver wants snow', 'Christmas'],
    ['Rain falls and the frog Hopper is happy', 'Rain'],
    ['Suddenly the lights went out and Leo was scared', 'Suddenly'],
    ['Jul nærmer seg og Oliver ønsker seg snø', 'Jul'],
    ['Magi skjer når Lily synger', 'Magi'],
    ['Plutselig gikk lyset, og Leo ble redd', 'Plutselig'],
  ])('%s', (text, word) => {
    expect(named(text)).not.toContain(word);
  });

  it('reads fishing, said after who does it, as no fish', () => {
    const p = read('Bestefar fisker på Blåvannet med hunden Fido');
    expect(p.characters.map((c) => c.kind)).not.toContain('fish');
  });
});

describe('names by where they stand', () => {
  it.each([
    ['Pippi Langstrømpe bor i Villa Villekulla', 'Pippi'],
    ['Santa Claus brings presents to Lily', 'Santa'],
    ['Bob the Builder fixes the bridge', 'Bob'],
    ['Officer Dan helps a lost puppy', 'Dan'],
  ])('%s → %s', (text, name) => {
    expect(named(text)).toContain(name);
  });

  it('reads a creature in the definite, capitalised, as that creature called so', () => {
    const kråka = read('Mamma Mu og Kråka går på ski').characters.find((c) => c.name === 'Kråka');
    expect(kråka?.species).toBe('crow');
    expect(read('Ola og Reven leker i skogen').characters[1]?.kind).toBe('fox');
    expect(read('Hunden Bjørn og Mia går på tur').characters[0]?.kind).toBe('dog');
  });

  it('ties a name to what it is across how it is: "Max the brave knight"', () => {
    const max = read('Max the brave knight rides to the castle').characters[0];
    expect([max?.name, max?.kind]).toEqual(['Max', 'knight']);
  });

  it('gives a creature word in the singular one name, in the plural both', () => {
    const one = read('Katten Findus og Pettson planter kjøttboller').characters;
    expect(one.find((c) => c.name === 'Pettson')?.kind).not.toBe('cat');
    const two = read('Pingvinene Sol og Lyn leker på isen').characters;
    expect(two.filter((c) => c.kind === 'penguin').map((c) => c.name)).toEqual(['Sol', 'Lyn']);
  });
});
