import type { StoryLength } from '@monstory/contracts/enums';
import { describe, expect, it } from 'vitest';
import { placeById } from '../lexicon/places';
import { sampleRequest, tell } from '../engine.testing';
import type { StoryLanguage } from '../story-types';
import {
  attemptFits,
  checkPlan,
  helperFits,
  MOST_PLACES,
  rideNeeded,
  type StoryPlan,
} from './story-plan';

const LENGTHS: StoryLength[] = ['SHORT', 'MEDIUM', 'LONG'];
const DESCRIPTIONS: Record<StoryLanguage, string[]> = {
  no: ['', 'to bestevenner bygger en rakett til månen', 'en pingvin som vil lære å svømme'],
  en: ['', 'two best friends build a rocket to the moon', 'an owl who wants to find a lost star'],
};

/** Plans and the stories told from them, over every genre, band, length and many seeds. */
function sample(count: number) {
  const out = [];
  for (let i = 0; i < count; i += 1) {
    const language: StoryLanguage = i % 2 ? 'en' : 'no';
    const { session, story } = tell(
      sampleRequest(language, DESCRIPTIONS[language], i, { seedPrefix: 'plan', lengths: LENGTHS }),
    );
    out.push({ session, plan: session.run.env.plan as StoryPlan, story });
  }
  return out;
}

const stories = sample(240);

describe('the story plan', () => {
  it('keeps every rule on every generated plan', () => {
    const broken = stories.flatMap(({ session, plan }) =>
      checkPlan(plan, session.run.env.cast, session.run.env.genre).map(
        (f) => `${session.run.env.pattern.id}: ${f.rule} ${f.detail}`,
      ),
    );
    expect(broken).toEqual([]);
  });

  it('tells a story in two to six places, never returning to one it left', () => {
    for (const { story, session } of stories) {
      expect(story.places.length).toBeGreaterThanOrEqual(2);
      expect(story.places.length).toBeLessThanOrEqual(MOST_PLACES);
      const seen: string[] = [];
      for (const p of session.run.paragraphs) {
        const place = p.hint.place;
        if (seen[seen.length - 1] !== place) {
          // Home again at the end is the only way back.
          if (seen.includes(place)) expect(place).toBe(session.run.env.cast.home);
          seen.push(place);
        }
      }
    }
  });

  it('sets up early what the turn uses, and the turn uses it', () => {
    for (const { plan, session } of stories) {
      const { state } = session.run;
      expect(state.approach).toBe(plan.turn.approach);
      if (plan.setup.kind === 'gift') expect(state.gifts).toContain(plan.setup.thing);
      if (plan.setup.kind === 'helper' || plan.setup.kind === 'gift') {
        const helper = session.run.env.cast.helpers[plan.setup.helper as number];
        expect(state.helpersMet).toContain(helper);
      }
      if (plan.setup.kind === 'clue') expect(state.clues).toBeGreaterThan(0);
      const setupScene = plan.scenes.find(
        (s) => s.beat.kind === 'meet' || s.beat.kind === 'clue' || s.beat.kind === 'attempt',
      );
      expect(setupScene?.part).toBe(1);
    }
  });

  it('meets helpers only where they belong, and tries the goal only where it can be tried', () => {
    for (const { plan, session } of stories) {
      const { cast, genre } = session.run.env;
      for (const s of plan.scenes) {
        if (s.beat.kind === 'meet')
          expect(helperFits(cast.helpers[s.beat.helper]!.kind, s.place, genre), s.place).toBe(true);
        if (s.beat.kind === 'attempt') expect(attemptFits(cast.goal, s.place), s.place).toBe(true);
      }
      // No helper of the wrong world shows up in a picture: owls stay out of space.
      for (const p of session.run.paragraphs)
        if (p.hint.helper && p.hint.cast.includes('helper'))
          expect(helperFits(p.hint.helper.kind, p.hint.place, genre), p.hint.place).toBe(true);
    }
  });

  it('builds a vehicle before riding it', () => {
    for (const { plan, session } of stories) {
      const { cast } = session.run.env;
      if (cast.goal.kind !== 'build') continue;
      for (const place of plan.places.slice(1)) expect(rideNeeded(place), place).toBeUndefined();
    }
  });

  it('puts no rocky slope or rock wall indoors or among the swings', () => {
    const rockless = new Set(['house', 'bedroom', 'school', 'library', 'playground', 'circus']);
    for (const { plan } of stories)
      for (const o of plan.obstacles)
        if (o.kind === 'terrain' && rockless.has(placeById(o.place).setting))
          expect(o.terrain, o.place).not.toBe('steep');
  });

  it('has a swimmer practise by water, never in a forest', () => {
    for (const { plan, session } of stories) {
      const { goal } = session.run.env.cast;
      if (goal.kind !== 'learn' || goal.skill !== 'swim') continue;
      for (const s of plan.scenes)
        if (s.beat.kind === 'attempt')
          expect(['lake', 'river', 'beach', 'sea']).toContain(placeById(s.place).setting);
    }
  });
});
