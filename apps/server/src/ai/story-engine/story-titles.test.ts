// A title names the story's hero (or the one the want is about), the want, where the story goes
// or the thing it is about: "Lina, Theo og stjernesteinen", "Raketten som dro til kometen" —
// never only an owl met on the way and the first place ("Ei klok ugle på gården").
import { Genre } from '@monstory/contracts/story-shape';
import { describe, expect, it } from 'vitest';
import { BAND_AGES, request } from './engine.testing';
import { placeById } from './lexicon/places';
import { thingById } from './lexicon/things';
import { finish, openSession, play } from './story-session';
import type { StoryLanguage } from './story-types';

const ASKS: Record<StoryLanguage, string[]> = {
  no: [
    '',
    'Lina og Theo bygger en rakett for å fly til kometen og hente en stjernestein',
    'Mia flyr til månen for å finne en stjernestein',
    'ei lita ugle som vil lære å fly',
    'Ola og hunden hans leter etter en borte ball i skogen',
  ],
  en: [
    '',
    'Lina and Theo build a rocket to fly to the comet and fetch a star stone',
    'Mia flies to the moon to find a star stone',
    'a little owl who wants to learn to fly',
    'Ola and his dog look for a lost ball in the forest',
  ],
};

/** Words a title may name the want by when it names nobody: the way home, a secret, a wish, a fear. */
const WANT: Record<StoryLanguage, RegExp> = {
  no: /hjem|skatt|hemmelighet|mysteri|venn|ville|ønske|redd/i,
  en: /home|treasure|secret|mystery|friend|wanted|wish|afraid/i,
};

describe('a story’s title', () => {
  for (const language of ['no', 'en'] as const)
    it(`names the hero, the want, where it goes or what it is about (${language})`, () => {
      const off: string[] = [];
      let n = 0;
      for (const genre of Genre)
        for (const age of BAND_AGES)
          for (const description of ASKS[language]) {
            n += 1;
            const session = openSession(
              request({ language, genre, age, description, seed: `title-${n}` }),
            );
            play(session, [], false);
            const story = finish(session);
            const { cast } = session.run.env;
            const { goal } = cast;
            const names = [cast.hero, cast.friend, goal.other, goal.recipient]
              .map((c) => c?.name)
              .filter((x): x is string => !!x);
            const nouns = [
              goal.thing && thingById(goal.thing)[language].sg,
              goal.place &&
                (language === 'no'
                  ? placeById(goal.place).no.noun.sg
                  : placeById(goal.place).en.the),
            ]
              .filter((x): x is string => !!x)
              .map((w) => w.replace(/^the /, '').split(' ').pop()!.slice(0, 5));
            const title = story.title.toLowerCase();
            const named =
              names.some((x) => title.includes(x.toLowerCase().replace(/^(the|her|his) /, ''))) ||
              nouns.some((w) => title.includes(w.toLowerCase())) ||
              WANT[language].test(title);
            if (!named) off.push(`${genre} ${age} «${description}»: ${story.title}`);
          }
      expect(off).toEqual([]);
    });

  // "Ida i dalen" for a trip to the island: a place the title names is the one the family sent
  // the story to, not a valley passed on the way.
  const PLACED: Record<StoryLanguage, string> = {
    no: 'Ida og katten Findus seiler til en øy for å finne en skatt',
    en: 'Ida and her cat Findus sail to an island to find a treasure',
  };
  for (const language of ['no', 'en'] as const)
    it(`names only the place the family named, of all the places (${language})`, () => {
      const off: string[] = [];
      for (let n = 0; n < 60; n++) {
        const session = openSession(
          request({
            language,
            genre: 'ADVENTURE',
            age: 6,
            description: PLACED[language],
            seed: `isle-${n}`,
          }),
        );
        play(session, [], false);
        const { title } = finish(session);
        for (const place of session.run.env.plan.places.slice(1)) {
          if (place === 'island') continue;
          const noun =
            language === 'no'
              ? placeById(place).no.noun.sg
              : placeById(place).en.the.replace(/^the /, '');
          if (title.toLowerCase().includes(noun.slice(0, 4).toLowerCase()))
            off.push(`${place}: ${title}`);
        }
      }
      expect(off).toEqual([]);
    });
});
