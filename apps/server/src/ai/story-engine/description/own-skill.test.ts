// A skill the lexicon does not know is learnt in the family's own words: "wants to learn to
// juggle", «vil lære å gå på stylter». The story is about that skill from the wish to the win,
// told in the language the family wrote it in; a want with a reader of its own (sharing, being
// brave, a quarrel) keeps its own plot.
import { describe, expect, it } from 'vitest';
import { tellWant } from '../engine.testing';
import { ownSkillForms } from '../lexicon/own-skills';
import { parseDescription } from './parse-description';

const skillOf = (d: string) => parseDescription(d, () => true).skill?.id;

const ASKS = {
  en: [
    ['Tom wants to learn to juggle', 'juggle'],
    ['Sam wants to learn how to skateboard', 'skateboard'],
    ['Leo wants to learn to ride a horse with Grandpa', 'ride a horse'],
    ['Ada the otter wants to learn to knit', 'knit'],
  ],
  no: [
    ['Mia vil lære å gå på stylter', 'gå på stylter'],
    ['Ella vil lære å strikke', 'strikke'],
    ['Nora vil lære seg å stå på skateboard i parken', 'stå på skateboard'],
    ['Oskar vil lære å sjonglere', 'sjonglere'],
  ],
} as const;

describe('a skill in the family’s own words', () => {
  it('is read from "learn to …" and «lære å …», up to where the clause ends', () => {
    for (const language of ['en', 'no'] as const)
      for (const [ask, words] of ASKS[language])
        expect(skillOf(ask), ask).toBe(`own:${language}:${words}`);
    // A skill the lexicon knows stays that skill.
    expect(skillOf('Ida wants to learn to swim')).toBe('swim');
    expect(skillOf('Ola vil lære å sykle')).toBe('cycle');
  });

  it('is never a want another reader tells', () => {
    expect(skillOf('Max wants to learn to be brave')).toBeUndefined();
    expect(skillOf('Ruby and Jade must learn to share the swing')).toBeUndefined();
    expect(
      skillOf('tvillingene Tiril og Tuva blir uvenner om huska og må lære seg å bytte på'),
    ).toBeUndefined();
  });

  it('has the verb’s forms by each language’s rules', () => {
    const en = (w: string) => ownSkillForms(`own:en:${w}`, 'en');
    expect(en('juggle')).toEqual({ inf: 'juggle', ing: 'juggling', past: 'juggled' });
    expect(en('skip')).toEqual({ inf: 'skip', ing: 'skipping', past: 'skipped' });
    expect(en('tie a bow')).toEqual({ inf: 'tie a bow', ing: 'tying a bow', past: 'tied a bow' });
    expect(en('ride a horse')?.past).toBe('rode a horse');
    expect(en('skateboard')?.ing).toBe('skateboarding');
    const no = (w: string) => ownSkillForms(`own:no:${w}`, 'no');
    expect(no('strikke')).toEqual({ inf: 'strikke', past: 'strikket', perf: 'strikket' });
    expect(no('sjonglere')?.past).toBe('sjonglerte');
    expect(no('gå på stylter')?.past).toBe('gikk på stylter');
    expect(no('hoppe tau')?.perf).toBe('hoppet tau');
    expect(no('spise')?.past).toBe('spiste');
    // Only in the language the family wrote it in.
    expect(ownSkillForms('own:no:strikke', 'en')).toBeUndefined();
  });

  for (const language of ['en', 'no'] as const)
    it(`is the story's want, tried and won in those words (${language})`, () => {
      const faults: string[] = [];
      ASKS[language].forEach(([ask, words], k) => {
        for (let seed = 0; seed < 6; seed += 1) {
          const { session, story, body } = tellWant(
            language,
            ask,
            [4, 7, 10][seed % 3] as number,
            seed + k * 10,
            ['ADVENTURE', 'BEDTIME', 'FUNNY', 'FANTASY', 'ANIMALS'],
            'own-skill',
          );
          const label = `${ask} #${seed}`;
          const goal = session.run.env.cast.goal;
          if (goal.kind !== 'learn' || goal.skill !== `own:${language}:${words}`)
            faults.push(`${label}: told as ${goal.kind} ${goal.skill ?? ''}`);
          const verb = words.split(' ')[0] as string;
          const said = body.split(verb).length - 1;
          if (said < 2) faults.push(`${label}: "${verb}" told ${said} times`);
          const end = story.paragraphs
            .slice(-6)
            .map((p) => p.text)
            .join(' ');
          if (
            !end.includes(verb) &&
            !/\b(did it|it worked|it happened|came right|klarte det|gikk det|skjedde det)\b/.test(
              end,
            )
          )
            faults.push(`${label}: not won at the end`);
        }
      });
      expect(faults).toEqual([]);
    });

  it('is left out of a story told in the other language', () => {
    const { session } = tellWant('en', 'Ella vil lære å strikke', 7, 1, ['ADVENTURE'], 'own-x');
    expect(session.run.env.cast.goal.skill ?? '').not.toMatch(/^own:/);
  });
});
