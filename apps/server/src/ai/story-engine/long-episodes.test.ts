// A long search grows by more of the search — a trail lost and picked up again — never by
// stock obstacles (a stream to cross, a locked gate, wind) where the trail can run; and what is
// locked in the way of any story is a door only where there are doors.
import { Genre } from '@monstory/contracts/story-shape';
import { describe, expect, it } from 'vitest';
import { hasDoors } from './packs/ground';
import { settingOf, wantFits, type StoryPlan } from './plan/story-plan';
import { hindranceOf } from './plan/want-rules';
import { finish, openSession, play } from './story-session';
import type { StoryLanguage } from './story-types';

const ASKS: Record<StoryLanguage, string[]> = {
  no: [
    'Mia har mistet nøkkelen sin på lekeplassen',
    'Ola leter etter den borte ballen sin på stranda',
    'en kanin som vil lære å sykle',
    'to venner bygger en hytte i skogen',
    'Siri vil bli venn med den nye jenta i klassen',
    'en bjørn som savner lua si og leter i engen',
    'Tiger vil lære å klatre i trær',
    'Noah og bestefar bygger en båt',
  ],
  en: [
    'Mia lost her key at the playground',
    'Sam is looking for his missing ball on the beach',
    'a rabbit who wants to learn to ride a bike',
    'two friends build a den in the woods',
    'Ruby wants to make friends with the new girl at school',
    'a bear searches the meadow for his lost hat',
    'a tiger who wants to learn to climb trees',
    'Noah and Grandpa build a boat',
  ],
};

/** A door that is shut in the way (a tiny fairy door at the foot of a tree is no obstacle). */
const LOCKED_DOOR = {
  no: /\bdøra?\b[^.!?]*\b(låst|stengt|fastlåst)\b|\b(låst|stengt)\b[^.!?]*\bdøra?\b|\bdøra\b[^.!?]*\b(gikk|svingte|knirket) opp/i,
  en: /\bdoor\b[^.!?]*\b(locked|shut|stuck)\b|\b(locked|shut)\b[^.!?]*\bdoor\b|\bthe door\b[^.!?]*\b(opened|swung open|creaked open)/i,
};

function tell(language: StoryLanguage, i: number) {
  const asks = ASKS[language];
  const session = openSession({
    language,
    age: 3 + ((i * 3) % 10),
    genre: Genre[i % Genre.length] as Genre,
    length: 'LONG',
    description: asks[i % asks.length] as string,
    seed: `long-ep-${i}`,
  });
  play(session, [], false);
  return { session, story: finish(session), plan: session.run.env.plan as StoryPlan };
}

describe('a long story grows by the want', () => {
  for (const language of ['no', 'en'] as const) {
    const stories = Array.from({ length: 48 }, (_, i) => tell(language, i));

    it(`${language}: puts no stock obstacle in a search where the trail can run`, () => {
      const stock: string[] = [];
      let grown = 0;
      let searches = 0;
      for (const { session, plan } of stories) {
        const { goal } = session.run.env.cast;
        // A search grows by its trail; a skill, a build or a friend to win may still meet the
        // way into a place when nobody new is there to ask.
        if (hindranceOf(goal) !== 'trail') continue;
        searches += 1;
        for (const o of plan.obstacles)
          if (o.kind === 'terrain' && wantFits(goal, o.place))
            stock.push(`${goal.kind}: ${o.terrain} at ${o.place}`);
        // More than one episode of the want at some place: the length came from the want.
        const places = plan.obstacles.filter((o) => o.kind !== 'terrain').map((o) => o.place);
        if (new Set(places).size < places.length) grown += 1;
      }
      expect(stock).toEqual([]);
      expect(grown).toBeGreaterThan(searches / 2);
    });

    it(`${language}: tells of no locked door at a place that has none`, () => {
      const doors: string[] = [];
      for (const { session } of stories) {
        const { goal } = session.run.env.cast;
        // A key whose door is sought finds its door wherever it is: that door is the want.
        if (goal.variant === 'door' || goal.mystery === 'door') continue;
        session.run.paragraphs.forEach((p) => {
          if (hasDoors(settingOf(p.hint.place))) return;
          for (const l of p.lines)
            if (LOCKED_DOOR[language].test(l.text)) doors.push(`${p.hint.place}: ${l.text}`);
        });
      }
      expect(doors).toEqual([]);
    });
  }
});
