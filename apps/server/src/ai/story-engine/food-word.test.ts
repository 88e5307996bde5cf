import { describe, expect, it } from 'vitest';
import { Genre as GENRES } from '@monstory/contracts/story-shape';
import type { Genre } from '@monstory/contracts/story-shape';
import { request, textOf } from './engine.testing';
import { generateStory } from './generate-story';
import { lookup } from './description/word-index';
import { FOODS, foodById } from './lexicon/foods-activities';
import type { StoryLanguage } from './story-types';

// «Hvem tok den siste kanelbollen?» is about a cinnamon bun: a food the family names goes
// missing in their own word, never as the everyday food it is a kind of («boller»).

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const word = (forms: string[]) =>
  new RegExp(`(?<!\\p{L})(?:${forms.map(esc).join('|')})(?!\\p{L})`, 'iu');

const ASK: Record<StoryLanguage, (f: (typeof FOODS)[number], i: number) => string> = {
  no: (f, i) =>
    i % 2 ? `Hvem tok den siste ${f.no.def}?` : `Mia lurer på hvem som tok ${f.no.defPl}`,
  en: (f, i) =>
    i % 2
      ? `Who took the last ${f.en.sg}?`
      : `Leo wonders who took the ${f.countable ? f.en.pl : f.en.sg}`,
};

describe('a food the family names keeps its own word', () => {
  for (const language of ['no', 'en'] as const)
    it(`a taken food is told in its own word, not as its everyday kind (${language})`, () => {
      const bad: string[] = [];
      // Every food the lexicon reads as that food ("nut" is read as an acorn, a thing).
      const foods = FOODS.filter((f) => {
        const hit = lookup(language === 'no' ? f.no.def : f.en.sg);
        return hit?.type === 'food' && hit.id === f.id;
      });
      expect(foods.length).toBeGreaterThan(25);
      foods.forEach((f, i) => {
        for (const k of [0, 1]) {
          const description = ASK[language](f, i + k);
          const story = generateStory(
            request({
              language,
              description,
              age: 4 + ((i * 3 + k) % 8),
              genre: GENRES[(i + k * 4) % GENRES.length] as Genre,
              length: 'SHORT',
              seed: `food-${i}-${k}`,
            }),
          );
          const text = textOf(story);
          const own =
            language === 'no' ? [f.no.sg, f.no.def, f.no.pl, f.no.defPl] : [f.en.sg, f.en.pl];
          // What it is a kind of ("buns" for cinnamon buns), said outside its own name.
          const base = f.like ? foodById(f.like) : undefined;
          const generic = base
            ? language === 'no'
              ? [base.no.sg, base.no.def, base.no.pl, base.no.defPl]
              : [base.en.sg, base.en.pl]
            : [];
          const rest = text.replace(new RegExp(word(own).source, 'giu'), '');
          if (!word(own).test(text)) bad.push(`${description} → never says ${own[0]}`);
          else if (generic.length && word(generic).test(rest))
            bad.push(`${description} → ${rest.match(word(generic))?.[0]}`);
        }
      });
      expect(bad.join('\n')).toBe('');
    }, 120_000);
});
