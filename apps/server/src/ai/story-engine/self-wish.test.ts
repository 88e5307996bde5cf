// Wishing to be different ("a giraffe who is too tall to fit in the school bus", «ei lita mus som
// vil bli like stor som en elefant») is that story: the hero keeps its kind, the trait is said
// and tried away, that very trait saves the day at the turn, and the hero ends glad of it.
import { describe, expect, it } from 'vitest';
import { itKeepsWantLengths, paragraphsOf, toldWants, wantTable } from './engine.testing';
import type { StoryLanguage } from './story-types';

interface Case {
  description: string;
  /** The hero's kind, kept from the first line. */
  kind?: RegExp;
  /** The trait said at the start. */
  trait: RegExp;
  /** The day saved by the trait. */
  save: RegExp;
  /** Glad of it at the end. */
  glad: RegExp;
}

const CASES: Record<StoryLanguage, Case[]> = {
  en: [
    {
      description: 'A giraffe who is too tall to fit in the school bus',
      kind: /giraffe/,
      trait: /too tall/,
      save: /lifted the kite down/,
      glad: /glad to be tall/,
    },
    {
      description: 'A tiny ant who wishes he were big',
      kind: /\bant\b/,
      trait: /too small|bigger/,
      save: /with the key/,
      glad: /glad to be small/,
    },
    {
      description: 'An elephant who thinks he is too big',
      kind: /elephant/,
      trait: /too big|smaller/,
      save: /broad back/,
      glad: /glad to be big/,
    },
    {
      description: 'Pia thinks her hair is too curly',
      trait: /too curly|straight/,
      save: /landed softly/,
      glad: /glad of her curls/,
    },
  ],
  no: [
    {
      description: 'Ei lita mus som vil bli like stor som en elefant',
      kind: /\b[Mm]us(a)?\b/,
      trait: /altfor liten|større/,
      save: /med nøkkelen/,
      glad: /glad for å være liten/,
    },
    {
      description: 'En elefant som syns han er for stor',
      kind: /[Ee]lefant/,
      trait: /altfor stor|mindre/,
      save: /brede ryggen/,
      glad: /glad for å være stor/,
    },
    {
      description: 'En giraff som er for høy til å passe inn i skolebussen',
      kind: /[Ss]jiraff|[Gg]iraff/,
      trait: /altfor høy|mindre/,
      save: /løftet dragen ned/,
      glad: /glad for å være høy/,
    },
    {
      description: 'Pia syns håret hennes er for krøllete',
      trait: /altfor krøllete|glatt/,
      save: /landet mykt/,
      glad: /glad for krøllene/,
    },
  ],
};

const TABLE = wantTable('self-wish');

describe('wishing to be different', () => {
  for (const language of ['en', 'no'] as const)
    it(`is tried away and ends as a gift (${language})`, () => {
      const faults: string[] = [];
      for (const { c, story, body, goal, where } of toldWants(language, CASES[language], TABLE)) {
        if (goal !== 'learn/self') faults.push(`${where}: told as ${goal}`);
        if (c.kind && !c.kind.test(body)) faults.push(`${where}: not told as ${c.kind}`);
        const first = paragraphsOf(story, 0, 4);
        if (!c.trait.test(first)) faults.push(`${where}: no ${c.trait} at the start`);
        if (!c.save.test(body)) faults.push(`${where}: the trait saves nothing`);
        const last = paragraphsOf(story, -3);
        if (!c.glad.test(last)) faults.push(`${where}: not glad at the end: ${last}`);
      }
      expect(faults).toEqual([]);
    }, 120_000);

  itKeepsWantLengths(CASES, TABLE);
});
