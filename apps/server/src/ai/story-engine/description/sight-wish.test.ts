// To see a sight is to seek it ("vil se nordlyset", "wants to see a rainbow", "drar på fjellet
// for å se nordlyset"): the story searches for it where the family said, and ends with it seen;
// the northern lights only once it is dark.
import { describe, expect, it } from 'vitest';
import { generateStory } from '../generate-story';
import { BAND_AGES, LENGTHS, request } from '../engine.testing';
import { parseDescription } from './parse-description';
import { finish, openSession, play } from '../story-session';

describe('a sight the family wants to see', () => {
  it.each([
    ['Ella vil se nordlyset', 'northern-lights', undefined],
    ['Ella og pappa drar på fjellet for å se nordlyset', 'northern-lights', 'mountain'],
    ['Max wants to see the northern lights', 'northern-lights', undefined],
  ])('%s is sought', (text, find, at) => {
    const parsed = parseDescription(text, () => true);
    expect(parsed.find).toBe(find);
    expect(parsed.findMode).toBe('seek');
    expect(parsed.findAt).toBe(at);
  });

  it.each([
    ['Ella vil se en regnbue', 'regnbue'],
    ['Oskar wants to see a rainbow', 'rainbow'],
  ])('%s is sought in the family’s own word', (text, word) => {
    const parsed = parseDescription(text, () => true);
    expect(parsed.findWord).toBe(word);
    expect(parsed.findMode).toBe('seek');
  });

  it.each([
    ['no', 'Ella og pappa drar på fjellet for å se nordlyset', /nordlys/i, /mørk/],
    ['en', 'Max and Grandpa climb the hill to see the northern lights', /northern lights/i, /dark/],
  ] as const)(
    '%s: the story ends with the sight seen, after dark',
    (language, text, sight, dark) => {
      for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
        for (const length of ['SHORT', 'LONG'] as const) {
          const story = generateStory(request({ language, description: text, seed, length }));
          const paragraphs = story.paragraphs.map((p) => p.text);
          const seen = paragraphs.findLastIndex((p) => sight.test(p) && dark.test(p));
          expect(seen, paragraphs.join('\n')).toBeGreaterThan(paragraphs.length / 2);
        }
      }
    },
  );

  // A sight is looked for, not searched out: the middle tells of the sky (clouds, lamps, still
  // light) and never of a trail, a clue, a hole dug or a lost thing lying somewhere.
  const SEARCH: Record<'no' | 'en', RegExp> = {
    no: /\bsporet\b|\bsporene\b|fant \S+ et (lite |nytt |ekte )?spor|ledetråd|kaninhull|\bhult tre|var funnet|blir (mistet|borte)|havner gjerne|begynte å grave|av det riktige slaget|lå ikke bare og slang|\blet(e|er|te) etter (et |en )?(nordlys|regnbue|solnedgang|stjerneskudd)|\bet nordlys\b|nordlys, den\b|fineste finner du/i,
    en: /\bthe trail (ended|was|went|had|stopped)|the tracks|\bclues?\b|lost things|\bhole\b|started to dig|dug (deep|down|where)|hollow tree|was found\b|searching for|looking for (a|the) (northern|rainbow|sunset)|\ba northern lights\b|(?<!seeing )\bthe northern lights (was|is|has)\b|of the right kind|finest ones/i,
  };
  const SIGHTS: Record<'no' | 'en', string[]> = {
    no: [
      'Ella og pappa drar på fjellet for å se nordlyset',
      'Ella vil se en regnbue',
      'Ella vil se solnedgangen',
      'Ella vil se et stjerneskudd',
      'en pingvin som vil se snø',
    ],
    en: [
      'Max and Grandpa climb the hill to see the northern lights',
      'Oskar wants to see a rainbow',
      'Max wants to watch the sunset',
      'A penguin who wants to see snow',
    ],
  };

  it.each(['no', 'en'] as const)(
    '%s: a sight story tells of the sky, with no trail, clue, hole or lost thing',
    (language) => {
      for (const description of SIGHTS[language])
        for (const age of BAND_AGES)
          for (const length of LENGTHS)
            for (const seed of ['a', 'b', 'c']) {
              const story = generateStory(request({ language, description, seed, length, age }));
              const text = story.paragraphs.map((p) => p.text).join('\n');
              const where = `${description} / ${age} / ${length} / ${seed}`;
              expect(SEARCH[language].exec(text)?.[0], `${where}\n${text}`).toBeUndefined();
              // The middle looks at the sky: what hides it, or what it waits for.
              expect(text, where).toMatch(
                language === 'no' ? /himmel|sola|regn|sky/ : /\b(sky|sun|rain|clouds)\b/,
              );
            }
    },
  );

  // Snow, to a penguin who has never seen it, is a sight waited for as it falls: never someone
  // helped, never a snowy land already lying deep on the way, and it comes down at the end.
  it.each([
    ['no', 'en pingvin som vil se snø', 'snø'],
    ['en', 'A penguin who wants to see snow', 'snow'],
  ] as const)('%s: %s is snow waited for, falling at the end', (language, description, word) => {
    const parsed = parseDescription(description, () => true);
    expect(parsed.findWord).toBe(word);
    expect(parsed.findMode).toBe('seek');
    expect(parsed.places).not.toContain('snow');
    const deep = language === 'no' ? /snøen .{0,20}så dyp|dyp snø/i : /snow was so deep|deep snow/i;
    const falls = language === 'no' ? /snøfnugg/ : /snowflake/;
    for (const age of [4, 7, 10])
      for (const length of LENGTHS)
        for (const seed of ['a', 'b', 'c']) {
          const session = openSession(request({ language, description, seed, length, age }));
          play(session, [], false);
          const story = finish(session);
          const { goal, hero } = session.run.env.cast;
          const where = `${description} / ${age} / ${length} / ${seed}`;
          expect(goal, where).toMatchObject({ kind: 'find', variant: 'seek' });
          expect(hero.kind, where).toBe('penguin');
          const paragraphs = story.paragraphs.map((p) => p.text);
          const text = paragraphs.join('\n');
          expect(deep.exec(text)?.[0], `${where}\n${text}`).toBeUndefined();
          const fell = paragraphs.findLastIndex((p) => falls.test(p));
          expect(fell, `${where}\n${text}`).toBeGreaterThan(paragraphs.length / 2);
        }
  });
});
