// The plot's cause and effect, held on generated stories over many seeds rather than on a few
// picked ones: the want is shown before anything stands in its way, what stands in its way
// comes from the want, the turn is won with what the story set up, and a skill is finally
// shown where that skill belongs.
import { Genre } from '@monstory/contracts/story-shape';
import type { StoryLength } from '@monstory/contracts/enums';
import { describe, expect, it } from 'vitest';
import { SKILLS } from './lexicon/goals-lexicon';
import { placeById } from './lexicon/places';
import { thingById } from './lexicon/things';
import { APPROACH_OF, attemptFits, type StoryPlan } from './plan/story-plan';
import { hindranceOf, stageFits } from './plan/want-rules';
import { finish, openSession, play } from './story-session';
import type { StoryLanguage } from './story-types';

const DESCRIPTIONS: Record<StoryLanguage, string[]> = {
  no: [
    'Sky pinnsvin Hassel vil bli med i koret',
    'en liten grønn drage som vil lære å fly',
    'en pingvin som vil lære å svømme',
    'to bestevenner bygger en rakett til månen',
    'Bobbo leter etter en borte sokk på månen',
    'Nora vil lære å gå på skøyter',
    '',
  ],
  en: [
    'Shy hedgehog Hazel wants to join the choir',
    'a small green monster with three eyes who wants to fly',
    'an owl who wants to learn to swim',
    'two best friends build a rocket to the moon',
    'Bobbo looks for a lost sock on the moon',
    'Leo wants to learn to play football',
    '',
  ],
};
const LENGTHS: StoryLength[] = ['SHORT', 'MEDIUM', 'LONG'];

function sample(count: number) {
  const out = [];
  for (let i = 0; i < count; i += 1) {
    const language: StoryLanguage = i % 2 ? 'en' : 'no';
    const list = DESCRIPTIONS[language];
    const session = openSession({
      language,
      age: 3 + ((i * 7) % 10),
      genre: Genre[(i * 3) % Genre.length] as Genre,
      length: LENGTHS[i % 3] as StoryLength,
      description: list[Math.floor(i / 2) % list.length] as string,
      seed: `plot-${i}`,
    });
    play(session, [], false);
    const story = finish(session);
    out.push({ language, session, story, plan: session.run.env.plan as StoryPlan });
  }
  return out;
}

const stories = sample(168);

/** The words that name the want in the story's language: the skill, or the thing sought. */
function wantWords(s: (typeof stories)[number]): string[] {
  const { goal, thing } = s.session.run.env.cast;
  if (goal.kind === 'learn' && goal.skill) {
    const skill = SKILLS.find((k) => k.id === goal.skill);
    if (!skill) return [];
    const inf = s.language === 'no' ? skill.no.inf : skill.en.inf;
    // "synge i koret" is named by "koret"; "fly" by "fly": the phrase's last word.
    return [inf.split(' ').pop() as string];
  }
  if ((goal.kind === 'find' || goal.kind === 'build') && thing) {
    const t = thingById(thing.id);
    const forms = s.language === 'no' ? [t.no.sg, t.no.def, t.no.pl] : [t.en.sg, t.en.pl];
    // A treasure is shown by its map: the cross that marks it.
    const treasure =
      thing.id === 'treasure'
        ? s.language === 'no'
          ? ['skatt', 'kart']
          : ['treasure', 'map']
        : [];
    return [...forms.map((f) => f.split(' ').pop() as string), ...treasure];
  }
  return [];
}

describe('the plot holds together', () => {
  it('samples every kind of want it holds rules for', () => {
    const kinds = new Set(stories.map((s) => s.session.run.env.cast.goal.kind));
    for (const kind of ['learn', 'find', 'build'] as const) expect(kinds).toContain(kind);
  });

  it('shows the want at home, before anything stands in its way', () => {
    const missing: string[] = [];
    for (const s of stories) {
      const words = wantWords(s);
      if (!words.length) continue;
      const { home } = s.session.run.env.cast;
      const paragraphs = s.session.run.paragraphs;
      const away = paragraphs.findIndex((p) => p.hint.place !== home);
      const opening = paragraphs
        .slice(0, away)
        .map((p) => p.lines.map((l) => l.text).join(' '))
        .join(' ')
        .toLowerCase();
      if (!words.some((w) => opening.includes(w.toLowerCase())))
        missing.push(`${s.story.patternId} ${words.join('/')}`);
      // Nothing is tried, searched for or crossed before the story leaves home.
      expect(away, s.story.patternId).toBeGreaterThan(0);
    }
    expect(missing).toEqual([]);
  });

  it('lets the want itself stand in the way at every place where it can be tried', () => {
    const stock: string[] = [];
    for (const { session, plan } of stories) {
      const { goal } = session.run.env.cast;
      const h = hindranceOf(goal);
      if (h === 'way') continue;
      for (const o of plan.obstacles) {
        if (o.way) continue;
        // A search is the want too when it is tried (looked for) rather than trailed.
        const expected = h === 'try' ? ['try'] : ['trail', 'try'];
        const fits = h === 'try' ? attemptFits(goal, o.place) : true;
        if (fits && !expected.includes(o.kind)) stock.push(`${goal.kind} ${o.kind} at ${o.place}`);
      }
      // Every place of the middle has an episode of the want itself, told in every length.
      for (const place of plan.places.slice(1)) {
        const own = plan.scenes.filter(
          (sc) =>
            sc.place === place &&
            sc.core &&
            'obstacle' in sc.beat &&
            !plan.obstacles[sc.beat.obstacle]?.way,
        );
        if (own.length === 0) stock.push(`${goal.kind}: nothing of the want at ${place}`);
      }
    }
    expect(stock).toEqual([]);
  });

  it('tells nothing but the want in a short story about a skill, a build or a friend', () => {
    let short = 0;
    for (const { session, plan, story } of stories) {
      const { goal } = session.run.env.cast;
      // Two places, each with only the want's own episode: the shortest lengths.
      if (hindranceOf(goal) !== 'try' || session.run.target >= 580) continue;
      short += 1;
      const stock = plan.obstacles.filter((o) => o.kind === 'terrain');
      expect(stock, story.patternId).toEqual([]);
    }
    expect(short).toBeGreaterThan(10);
  });

  it('wins the turn with what the story set up, and sets it up before the turn', () => {
    for (const { session, plan, story } of stories) {
      const { state } = session.run;
      expect(plan.turn.approach, story.patternId).toBe(APPROACH_OF[plan.setup.kind]);
      expect(state.approach, story.patternId).toBe(plan.turn.approach);
      if (plan.setup.kind === 'gift') {
        // The gift was given, and the turn names it.
        expect(state.gifts).toContain(plan.setup.thing);
        const gift = thingById(plan.setup.thing as string);
        const forms = session.run.env.language === 'no' ? [gift.no.sg, gift.no.def] : [gift.en.sg];
        const stems = forms.map((f) => (f.split(' ').pop() as string).slice(0, 4).toLowerCase());
        // The turn is told at the last place of the middle.
        const last = plan.places[plan.places.length - 1];
        const turn = session.run.paragraphs
          .filter((p) => p.hint.place === last)
          .map((p) => p.lines.map((l) => l.text).join(' '))
          .join(' ')
          .toLowerCase();
        expect(
          stems.some((st) => turn.includes(st)),
          `${story.patternId}: ${forms.join('/')}`,
        ).toBe(true);
      }
      if (plan.setup.kind === 'helper') {
        const helper = session.run.env.cast.helpers[plan.setup.helper as number];
        expect(state.helpersMet).toContain(helper);
      }
      if (plan.setup.kind === 'clue') expect(state.clues).toBeGreaterThan(0);
    }
  });

  it('shows a skill off where it belongs, and tries it there first', () => {
    let learners = 0;
    for (const { session, plan, story } of stories) {
      const { goal } = session.run.env.cast;
      if (goal.kind !== 'learn') continue;
      learners += 1;
      const last = plan.places[plan.places.length - 1] as string;
      expect(plan.resolution.place).toBe(last);
      const setting = placeById(last).setting;
      expect(stageFits(goal, setting), `${goal.skill} won at ${last}`).toBe(true);
      expect(attemptFits(goal, last), `${goal.skill} tried at ${last}`).toBe(true);
      // The story is there when the skill finally works: the turn and the win are told there.
      const lastAway = [...session.run.paragraphs]
        .reverse()
        .find((p) => p.hint.place !== session.run.env.cast.home);
      expect(lastAway?.hint.place, story.patternId).toBe(last);
    }
    expect(learners).toBeGreaterThan(20);
  });
});
