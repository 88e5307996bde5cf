// A story about a fear meets the feared thing where it happens (the storm over open land, the
// dark in the cave, the deep water at the shore) and is brave there in small steps; held on
// generated stories over many seeds, every fear, genre, age band and length.
import { Genre } from '@monstory/contracts/story-shape';
import type { StoryLength } from '@monstory/contracts/enums';
import { describe, expect, it } from 'vitest';
import { settingOf } from './plan/story-plan';
import type { StoryPlan } from './plan/story-plan';
import { fearFits } from './plan/want-rules';
import { finish, openSession, play } from './story-session';
import type { StoryLanguage } from './story-types';

/** A description per fear, and the words that show the feared thing is there. */
const FEARS: Record<string, Record<StoryLanguage, [string, RegExp]>> = {
  thunder: {
    en: ['Bruno the bear is scared of thunder', /thunder|boom|storm|lightning/i],
    no: ['Bjørnen Bruno er redd for torden', /torden|brak|uvær|lyn|bom/i],
  },
  dark: {
    en: ['Mia is afraid of the dark', /dark|shadow|pitch black/i],
    no: ['Mia er redd for mørket', /mørk|skygge/i],
  },
  water: {
    en: ['a fox called Rufus who is afraid of water', /water|wave|wade|splash/i],
    no: ['en rev som heter Rufus og er redd for vann', /vann|vasset|plasket|bølge/i],
  },
  height: {
    en: ['a cat who is afraid of heights', /high|height|climb/i],
    no: ['en katt som er redd for høyder', /høy|klatre/i],
  },
  alone: {
    en: ['a mouse who is scared of being alone', /alone|on (his|her) own|by (him|her)self/i],
    no: ['en mus som er redd for å være alene', /alene|for seg selv/i],
  },
  monsters: {
    en: [
      'Leo is afraid of monsters under the bed',
      /monster|corner|shadow|growl|grumbl|huff|rustl|creak/i,
    ],
    no: [
      'Leo er redd for monstre under senga',
      /monster|hjørne|skygge|knurr|brumm|fnøs|rasl|knirk/i,
    ],
  },
  spiders: {
    en: ['a girl who is scared of spiders', /spider/i],
    no: ['ei jente som er redd for edderkopper', /edderkopp/i],
  },
  falling: {
    en: ['a boy who is scared of falling', /fall|slipp|slid|slip|tripped/i],
    no: ['en gutt som er redd for å falle', /fall|gled|skled|glatt|snublet/i],
  },
  noise: {
    en: ['Bo the bear is afraid of loud noises', /bang|noise|crash|thud/i],
    no: ['Bjørnen Bo er redd for høye lyder', /smalt|smell|bråk|bang|krasj|dunk/i],
  },
  'night-noises': {
    en: ['Owen is scared of noises at night', /creak|tap|whoo|scratch|wind|noise/i],
    no: ['Tiril er redd for lyder om natta', /knirk|tikk|uhuu|skrap|vind|lyd/i],
  },
};
const LENGTHS: StoryLength[] = ['SHORT', 'MEDIUM', 'LONG'];

function sample() {
  const out = [];
  let i = 0;
  for (const [fear, langs] of Object.entries(FEARS))
    for (const language of ['no', 'en'] as const)
      for (let k = 0; k < 6; k += 1, i += 1) {
        const [description, words] = langs[language];
        const session = openSession({
          language,
          age: [4, 7, 10][k % 3] as number,
          genre: Genre[(i * 5) % Genre.length] as Genre,
          length: LENGTHS[(k + i) % 3] as StoryLength,
          description,
          seed: `fear-${i}`,
        });
        play(session, [], false);
        finish(session);
        out.push({ fear, words, session, plan: session.run.env.plan as StoryPlan });
      }
  return out;
}

const stories = sample();

describe('a fear is met where it happens', () => {
  it('reads every fear from its description', () => {
    for (const s of stories) {
      const goal = s.session.run.env.cast.goal;
      expect(goal.kind).toBe('fear');
      expect(goal.fear).toBe(s.fear);
    }
  });

  it('tries to be brave only where the feared thing happens, and at least once', () => {
    const faults: string[] = [];
    for (const { fear, session, plan } of stories) {
      const goal = session.run.env.cast.goal;
      const tries = plan.obstacles.filter((o) => o.kind === 'try');
      if (!tries.length) faults.push(`${fear}: never faced`);
      for (const o of tries)
        if (!fearFits(goal, settingOf(o.place))) faults.push(`${fear} faced at ${o.place}`);
    }
    expect(faults).toEqual([]);
  });

  it('tells the feared thing at each place where being brave is tried', () => {
    const faults: string[] = [];
    for (const { fear, words, session, plan } of stories) {
      for (const place of plan.places.slice(1)) {
        // The place's own episode (its first obstacle) is told in every length.
        const o = plan.obstacles.find((x) => x.place === place);
        if (o?.kind !== 'try') continue;
        const text = session.run.paragraphs
          .filter((p) => p.hint.place === o.place)
          .map((p) => p.lines.map((l) => l.text).join(' '))
          .join(' ');
        if (!words.test(text)) faults.push(`${fear} not met at ${o.place}: ${text.slice(0, 120)}`);
      }
    }
    expect(faults).toEqual([]);
  });
});
