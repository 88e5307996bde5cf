// A want to learn or do something is the plot, whatever the genre would pick: the learner
// tries where the activity can be done, and in the last third does it. A fear named beside it
// ("but is scared of the waves") is met on the way and named again when the thing is done.
// Held on generated stories: every want × both languages × the three age bands × genres × seeds.
import type { StoryLength } from '@monstory/contracts/enums';
import { describe, expect, it } from 'vitest';
import type { Genre } from './engine.testing';
import { BAND_AGES } from './engine.testing';
import { settingOf } from './plan/story-plan';
import type { StoryPlan } from './plan/story-plan';
import { stageFits } from './plan/want-rules';
import { finish, openSession, play } from './story-session';
import type { StoryLanguage } from './story-types';

interface Want {
  skill: string;
  /** The description, and the activity's word told as done. */
  no: [string, RegExp];
  en: [string, RegExp];
  fear?: { id: string; no: RegExp; en: RegExp };
}

const WANTS: Want[] = [
  {
    skill: 'swim',
    no: ['Oteren Ola vil lære å svømme, men han er redd for bølgene.', /svømte/],
    en: ['Ollie the otter wants to learn to swim but is scared of the waves.', /swam/],
    fear: { id: 'waves', no: /bølge/i, en: /wave/i },
  },
  {
    skill: 'swim',
    no: ['Reven Rufus vil lære å svømme, men er redd for dypt vann.', /svømte/],
    en: ['Rufus the fox wants to learn to swim but is afraid of deep water.', /swam/],
    fear: { id: 'water', no: /vann/i, en: /water/i },
  },
  {
    skill: 'climb',
    no: ['Katten Pus vil lære å klatre, men er redd for høyder.', /klatret/],
    en: ['Puss the cat wants to learn to climb but is afraid of heights.', /climbed/],
    fear: { id: 'height', no: /høy/i, en: /high|height|up and up/i },
  },
  {
    skill: 'cycle',
    no: ['Mia vil lære å sykle, men hun er redd for den store hunden.', /syklet|tråkket/],
    en: ['Mia wants to learn to ride a bike but is scared of the big dog.', /rode|pedalled/],
    fear: { id: 'dogs', no: /hund/i, en: /dog/i },
  },
  {
    skill: 'choir',
    no: ['Sara vil synge i koret, men hun er redd for å synge foran alle.', /sang/],
    en: ['Sara wants to sing in the choir but is scared of singing in front of everyone.', /sang/],
    fear: { id: 'audience', no: /alle/i, en: /everyone|every eye|crowd|folk/i },
  },
  {
    skill: 'dive',
    no: ['Ida vil lære å stupe, men hun er redd for høyden.', /stupte/],
    en: ['Ida wants to learn to dive but is afraid of heights.', /dived/],
    fear: { id: 'height', no: /høy/i, en: /high|height|up and up/i },
  },
  {
    skill: 'somersault',
    no: ['Lise vil lære å slå kollbøtte.', /kollbøtte/],
    en: ['Lisa wants to learn to do a somersault.', /somersault/],
  },
  {
    skill: 'shoelaces',
    no: ['Per vil lære å knyte skolissene.', /knøt|knyttet/],
    en: ['Noah wants to learn to tie his shoelaces.', /tied/],
  },
  {
    skill: 'fly',
    no: ['Ugla Ulla vil lære å fly.', /fløy|steg/],
    en: ['Olive the owl wants to learn to fly.', /flew|rose|soared/],
  },
  {
    skill: 'cycle',
    no: ['Mons vil lære å sykle.', /syklet|tråkket/],
    en: ['Max wants to learn to ride a bike.', /rode|pedalled/],
  },
  {
    skill: 'choir',
    no: ['Sara vil synge i koret.', /sang/],
    en: ['Sara wants to sing in the choir.', /sang/],
  },
  {
    skill: 'sing',
    no: ['Musa Milla vil lære å synge.', /sang/],
    en: ['Milly the mouse wants to learn to sing.', /sang/],
  },
  {
    skill: 'read',
    no: ['Jonas vil lære å lese.', /leste/],
    en: ['Jonah wants to learn to read.', /read/],
  },
  {
    skill: 'skating',
    no: ['Ella vil lære å gå på skøyter.', /skøyte|gled/],
    en: ['Ella wants to learn to skate.', /skated|glided/],
  },
  {
    skill: 'ski',
    no: ['Per vil lære å gå på ski.', /ski/],
    en: ['Pete wants to learn to ski.', /ski/],
  },
  {
    skill: 'dance',
    no: ['Kim vil lære å danse.', /danset/],
    en: ['Kim wants to learn to dance.', /danced/],
  },
  {
    skill: 'whistle',
    no: ['Finn vil lære å plystre.', /plystret|plystre/],
    en: ['Finn wants to learn to whistle.', /whistled/],
  },
  {
    skill: 'jump',
    no: ['Kaninen Kalle vil lære å hoppe høyt.', /hoppet/],
    en: ['Kit the rabbit wants to learn to jump high.', /jumped|leapt/],
  },
  {
    skill: 'roar',
    no: ['Løven Leo vil lære å brøle.', /brøl/],
    en: ['Leo the lion wants to learn to roar.', /roar/i],
  },
  {
    skill: 'football',
    no: ['Nora vil lære å spille fotball.', /fotball|mål/],
    en: ['Nora wants to learn to play football.', /goal|football|ball/],
  },
  {
    skill: 'band',
    no: ['Emil vil spille i korpset.', /spilte|korps/],
    en: ['Emil wants to play in the band.', /played|band/],
  },
];

const GENRES: Genre[] = ['ADVENTURE', 'ANIMALS', 'FAIRY_TALE', 'FUNNY', 'BEDTIME', 'MYSTERY'];
const LENGTHS: StoryLength[] = ['SHORT', 'MEDIUM', 'LONG'];
const SEEDS = 2;

function sample() {
  const out = [];
  let i = 0;
  for (const want of WANTS)
    for (const language of ['no', 'en'] as StoryLanguage[])
      for (const age of BAND_AGES)
        for (let k = 0; k < SEEDS; k += 1, i += 1) {
          const [description, done] = want[language];
          const session = openSession({
            language,
            age,
            genre: GENRES[i % GENRES.length] as Genre,
            length: LENGTHS[(i + k) % LENGTHS.length] as StoryLength,
            description,
            seed: `learn-${i}`,
          });
          play(session, [], false);
          finish(session);
          const texts = session.run.paragraphs.map((p) => p.lines.map((l) => l.text).join(' '));
          const third = Math.ceil(texts.length / 3);
          out.push({
            want,
            language,
            done,
            label: `${language} ${age} ${description}`,
            session,
            plan: session.run.env.plan as StoryPlan,
            texts,
            last: texts.slice(-third).join(' '),
          });
        }
  return out;
}

const stories = sample();

describe('a want to learn or do something is the plot', () => {
  it('is read as that want, with the fear kept beside it', () => {
    const faults: string[] = [];
    for (const { want, label, session } of stories) {
      const goal = session.run.env.cast.goal;
      if (goal.kind !== 'learn' || goal.skill !== want.skill)
        faults.push(`${label}: ${goal.kind} ${goal.skill ?? ''}`);
      if (want.fear && goal.fear !== want.fear.id) faults.push(`${label}: fear ${goal.fear}`);
    }
    expect(faults).toEqual([]);
  });

  it('is done in the last third, at a place where it can be done', () => {
    const faults: string[] = [];
    for (const { label, done, last, plan, session } of stories) {
      if (!done.test(last)) faults.push(`${label}: not done: ${last.slice(0, 160)}`);
      const at = plan.resolution.place;
      if (!stageFits(session.run.env.cast.goal, settingOf(at)))
        faults.push(`${label}: done at ${at}`);
    }
    expect(faults).toEqual([]);
  });

  it('meets the named fear before the thing is done and names it when it is', () => {
    const faults: string[] = [];
    for (const { want, language, label, texts, done, last } of stories) {
      if (!want.fear) continue;
      const word = want.fear[language];
      // Between the wish said with its fear and the paragraph where the thing is done, the
      // fear is met in a scene of its own.
      const said = texts.findIndex((t) => word.test(t));
      const won = texts.findLastIndex((t) => done.test(t));
      const met = texts.slice(said + 1, won).some((t) => word.test(t));
      if (said < 0 || !met) faults.push(`${label}: fear not met before it is done`);
      if (!word.test(last))
        faults.push(`${label}: fear not named at the end: ${last.slice(0, 200)}`);
    }
    expect(faults).toEqual([]);
  });

  it('never ends a want to learn as a fear that was never dangerous', () => {
    const faults = stories
      .filter(({ last }) =>
        /ikke farlig likevel|ingenting var farlig|not dangerous after all/i.test(last),
      )
      .map(({ label }) => label);
    expect(faults).toEqual([]);
  });
});
