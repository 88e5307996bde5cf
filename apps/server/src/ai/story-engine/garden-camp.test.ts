// A night in a tent in one's own garden is an evening at home: what the night needs is fetched
// from the house, the tent goes up in the garden, and the night is slept there. No route
// through the village or the forest to reach one's own garden. Held on generated stories: each
// way of saying it × both languages × the three age bands × every length × several seeds.
import type { Genre } from '@monstory/contracts/story-shape';
import { describe, expect, it } from 'vitest';
import { toldWants } from './engine.testing';
import { scanText } from './quality/grammar-scan';
import type { StoryLanguage } from './story-types';

const ASKS: Record<StoryLanguage, { description: string }[]> = {
  no: [
    { description: 'Ola vil sove i telt i hagen' },
    { description: 'Mia og Leo sover ute i hagen i natt' },
    { description: 'Ida og pappa skal sove i telt i hagen og se på stjernene' },
  ],
  en: [
    { description: 'Lily wants to camp in the back garden' },
    { description: 'A sleepover in the garden with my friend Leo' },
    { description: 'Sam and Dad sleep in a tent in the garden tonight' },
  ],
};

/** The house, its rooms and the garden: nowhere else is an evening at home spent. */
const AT_HOME = new Set(['house', 'garage', 'bedroom', 'kitchen', 'bathroom', 'garden']);
const GARDEN: Record<StoryLanguage, RegExp> = { no: /\bhagen\b/, en: /\bgarden\b/ };
const TENT: Record<StoryLanguage, RegExp> = { no: /\btelt(et)?\b/, en: /\btent\b/ };
const SLEEP: Record<StoryLanguage, RegExp> = {
  no: /\b(sov|sovnet|sove|sover|søvn\w*|drøm\w*|god natt)\b/i,
  en: /\b(asleep|slept|sleep|sleeping|dream\w*|good night)\b/i,
};
/** The night out at its end: in the tent, in the sleeping bags, under the stars. */
const NIGHT: Record<StoryLanguage, RegExp> = {
  no: /\b(teltet|telt|soveposen|soveposene|stjerner|stjernene|sov|sovnet)\b/,
  en: /\b(tent|sleeping bags?|stars|asleep|slept)\b/,
};
/** The places a trip to the camp went through before. */
const AWAY: Record<StoryLanguage, RegExp> = {
  no: /\b(landsbyen|skogen|engen|dalen|elva)\b/,
  en: /\b(the village|the forest|the meadow|the valley|the river)\b/,
};

const GENRES: Genre[] = ['ADVENTURE', 'FUNNY', 'ANIMALS', 'BEDTIME'];
const TABLE = { ages: [4, 7, 10], seeds: 6, genres: GENRES, seedPrefix: 'garden-night' };

describe('a night in the tent in the garden at home', () => {
  for (const language of ['no', 'en'] as const)
    it(`is an evening at home, the tent up in the garden, asleep out there (${language})`, () => {
      const faults: string[] = [];
      for (const told of toldWants(language, ASKS[language], TABLE)) {
        const { cast, plan, body, where } = told;
        if (told.goal !== 'reach/camp' || cast.goal.place !== 'garden') {
          faults.push(`${where}: ${told.goal} at ${cast.goal.place}`);
          continue;
        }
        if (cast.home !== 'house') faults.push(`${where}: lives in ${cast.home}`);
        for (const p of plan.places) if (!AT_HOME.has(p)) faults.push(`${where}: goes to ${p}`);
        for (const o of plan.obstacles)
          if (o.kind !== 'try') faults.push(`${where}: ${o.terrain ?? o.kind} on the way`);
        if (plan.places.at(-1) !== 'garden') faults.push(`${where}: ends at ${plan.places.at(-1)}`);
        if (!GARDEN[language].test(body)) faults.push(`${where}: no garden`);
        if (!TENT[language].test(body)) faults.push(`${where}: no tent`);
        if (!SLEEP[language].test(body)) faults.push(`${where}: nobody sleeps`);
        if (!NIGHT[language].test(told.story.paragraphs.at(-1)?.text ?? ''))
          faults.push(`${where}: the last paragraph is not the night out`);
        const away = body.match(AWAY[language]);
        if (away) faults.push(`${where}: «${away[0]}»`);
        for (const hit of scanText(body, language))
          faults.push(`${where}: ${hit.id} «${hit.match}»`);
      }
      expect(faults.slice(0, 20)).toEqual([]);
    }, 300_000);
});
