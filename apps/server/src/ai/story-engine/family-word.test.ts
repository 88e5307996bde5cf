// The thing the family named is told in their word: a bike is no "bicycle", a nut no "acorn", a
// cupcake no "cake", even where the lexicon keeps it under that neighbour; one «kanelbollen»
// that went missing is that bun («kanelbollen»), never a plate of them, and never someone
// called Kanelbollen. Held over generated stories: many seeds, every genre, ages 3–12.
import { describe, expect, it } from 'vitest';
import { sampleRequest, textOf } from './engine.testing';
import { generateStory } from './generate-story';
import { openSession } from './story-session';
import type { StoryLanguage } from './story-types';

/** A description, the family's word the story must say, and the neighbour it must not. */
type Ask = [description: string, own: RegExp, neighbour: RegExp];
const ASKS: Record<StoryLanguage, Ask[]> = {
  en: [
    ['Tom lost his red bike in the park', /\bbikes?\b/i, /\bbicycles?\b/i],
    ['Ella and Noah quarrel over a blue bike, but make up', /\bbikes?\b/i, /\bbicycles?\b/i],
    ['a squirrel called Nutkin looks for a nut', /\bnuts?\b/i, /\bacorns?\b/i],
    // The cake a dog can smell a mile off is any cake; "the cake" would be theirs.
    ['Lily bakes a cupcake for granny', /\bcupcakes?\b/i, /\bthe cakes?\b/i],
    ['Who ate the cupcake?', /\bcupcakes?\b/i, /\bthe cakes?\b/i],
    ['Mia lost her torch in the forest', /\btorch(es)?\b/i, /\blanterns?\b/i],
  ],
  no: [
    ['Ekornet Nøtteliten leter etter ei nøtt', /\bnøtt(a|er|ene)?\b/i, /eikenøtt/i],
    ['Hvem tok kanelbollen til Ola?', /\bkanelboll(e|en|er|ene)\b/i, /fatet med|\bkaka\b/i],
    ['Emma leter etter kanelbollen', /\bkanelboll(e|en|er|ene)\b/i, /fatet med|\bkaka\b/i],
    ['Kanelbollen er borte', /\bkanelboll(e|en|er|ene)\b/i, /fatet med|\bkaka\b/i],
    ['Mia finner ei kongle i skogen', /\bkongle(a|r|ne)?\b/i, /eikenøtt/i],
    ['Ola mistet lommelykta si i skogen', /\blommelykt(a|er|ene)?\b/i, /\blykta\b/i],
  ],
};

describe("the family's word for a thing is kept", () => {
  for (const language of ['en', 'no'] as const)
    it(`is told in their word, not the lexicon's neighbour (${language})`, () => {
      const faults: string[] = [];
      for (let i = 0; i < 50; i += 1) {
        const asks = ASKS[language];
        const request = sampleRequest(
          language,
          asks.map((a) => a[0]),
          i,
          { seedPrefix: 'family-word', longEvery: 5 },
        );
        const [, own, neighbour] = asks[i % asks.length] as Ask;
        const session = openSession(request);
        const { cast } = session.run.env;
        const text = textOf(generateStory(request));
        const where = `${request.description} [${request.genre} ${request.age}]`;
        if (!own.test(text)) faults.push(`${where}: never says ${own}`);
        // A keepsake the story hands out on the way may be an acorn; the family's nut is not.
        const keep = cast.keepsakes.includes('acorn') && /acorn|eikenøtt/.test(neighbour.source);
        if (!keep && neighbour.test(text))
          faults.push(`${where}: says ${text.match(neighbour)?.[0]}`);
        if ([cast.hero, cast.friend].some((c) => c?.name === 'Kanelbollen'))
          faults.push(`${where}: someone is called Kanelbollen`);
      }
      expect(faults).toEqual([]);
    }, 120_000);
});
