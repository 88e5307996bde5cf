// A story fills the minutes its length promises, whatever the family asked for: a want told at
// one spot (a party at home, a first day at school, a new baby) gets its length from more of
// its own episodes, as a journey does from more places. Held on generated stories: every want
// below × both languages × the three age bands × the three lengths × two seeds.
import type { StoryLength } from '@monstory/contracts/enums';
import { STORY_LENGTH_TOLERANCE, targetWords } from '@monstory/contracts/story-shape';
import { describe, expect, it } from 'vitest';
import { BAND_AGES, LANGUAGES, LENGTHS, request } from './engine.testing';
import { finish, openSession, play } from './story-session';
import type { StoryLanguage } from './story-types';

interface Want {
  /** What the row is about, in the test's name. */
  name: string;
  /** The goal's variant the description must be read as (a plain want's is not held). */
  variant?: string;
  ask: Record<StoryLanguage, string>;
  /** The lengths held (all of them unless said). */
  lengths?: readonly StoryLength[];
}

/** Wants still short of a long story's minutes (a case's clues and suspects): held up to medium. */
const UP_TO_MEDIUM: StoryLength[] = ['SHORT', 'MEDIUM'];

const WANTS: Want[] = [
  {
    name: 'a birthday party',
    variant: 'party',
    ask: {
      no: 'Emma har bursdag og vil ha fest med alle vennene',
      en: 'Emma has a birthday and wants a party with all her friends',
    },
  },
  {
    name: 'a birthday present for Mum',
    variant: 'party',
    ask: {
      no: 'Thea vil finne en gave til mamma som har bursdag',
      en: "Amelia wants to find a present for her mum's birthday",
    },
  },
  {
    name: 'a first day at school',
    variant: 'first-day',
    ask: { no: 'Det er Majas første dag på skolen', en: 'It is Maya’s first day at school' },
  },
  {
    name: 'a new baby sister',
    variant: 'sibling',
    ask: { no: 'Leo får en lillesøster', en: 'Leo is getting a little sister' },
  },
  {
    name: 'a rescue',
    variant: 'rescue',
    ask: {
      no: 'Katten Pus sitter fast i et tre og Ida vil redde den',
      en: 'Owen the firefighter rescues a puppy from the river',
    },
  },
  {
    name: 'a wild one stuck far out (a seal on the ice)',
    variant: 'rescue',
    ask: {
      no: 'hjelper en sel som sitter fast i isen',
      en: 'helps a seal stuck in the ice',
    },
  },
  {
    name: 'a night in the tent in the garden',
    variant: 'camp',
    ask: { no: 'Ola vil sove i telt i hagen', en: 'Lily wants to camp in the back garden' },
  },
  {
    name: 'looking after a hurt pet',
    variant: 'care',
    ask: {
      no: 'Hesten Stjerne har vondt i beinet og Ida skal passe på henne',
      en: 'Pip the little bird hurt its wing and Leo nurses it back to health',
    },
  },
  {
    name: 'a contest to win',
    variant: 'contest',
    ask: {
      no: 'Emma og Sara vil vinne skikonkurransen på vinterferien',
      en: 'Two sisters, Ava and Lily, want to win the sandcastle competition at the beach',
    },
  },
  {
    name: 'a show to sing in',
    variant: 'contest',
    ask: {
      no: 'Nora og klassen skal ha juleforestilling og Nora skal synge alene',
      en: 'Mia is nervous about singing a solo in the school concert',
    },
  },
  {
    name: 'growing something',
    variant: 'grow',
    ask: {
      no: 'Kaninen Trulte planter et frø som vokser seg kjempestort',
      en: 'The kids in class 2B plant a magic bean that grows into a giant beanstalk',
    },
  },
  {
    name: 'a fishing trip',
    variant: 'fish',
    ask: {
      no: 'Ola og bestefar drar på fisketur og får en snakkende fisk',
      en: 'Noah and his dad go fishing on the lake and catch a talking fish',
    },
  },
  {
    name: 'a picnic',
    variant: 'picnic',
    ask: {
      no: 'Ella og bamsen Brumm skal på piknik i parken med pappa',
      en: 'Tom and his teddy bear Teddy go on a picnic on the beach with Grandma',
    },
  },
  {
    name: 'berry picking',
    variant: 'berries',
    ask: {
      no: 'Mormor og Emil plukker blåbær i skogen',
      en: 'pick blackberries with Dad',
    },
  },
  {
    name: 'a day at the zoo',
    variant: 'zoo',
    ask: {
      no: 'Vi skal i dyreparken for å se løvene',
      en: 'a trip to the zoo to see the penguins',
    },
  },
  {
    name: 'baking at home',
    variant: 'bake',
    ask: {
      no: 'Mormor baker kanelboller med Tuva',
      en: 'Ella and Grandma bake cinnamon buns',
    },
  },
  {
    name: 'a first tooth for the tooth fairy',
    variant: 'tooth',
    ask: {
      no: 'Sara har mistet en tann og vil møte tannfeen',
      en: 'Sara has lost a tooth and wants to meet the tooth fairy',
    },
  },
  {
    name: 'a snowman in the garden',
    variant: 'snowman',
    ask: {
      no: 'Liam og lillesøsteren Ella bygger en snømann i hagen',
      en: 'Ben and his little sister Rosie build a snowman in the garden',
    },
  },
  {
    name: 'a quarrel made up',
    variant: 'quarrel',
    ask: {
      no: 'Emma og bestevennen Sofie krangler om en rød sykkel, men de blir venner igjen',
      en: 'twins Ruby and Jade quarrel over the swing and have to learn to take turns',
    },
  },
  {
    name: 'a new friend after moving',
    variant: 'newcomer',
    ask: {
      no: 'Ali har nettopp flyttet til en ny by og har ingen å leke med',
      en: 'Ali just moved to a new town and has nobody to play with',
    },
  },
  {
    name: 'a missing-thing case',
    variant: 'case',
    lengths: UP_TO_MEDIUM,
    ask: {
      no: 'Hvem tok kaka fra kjøkkenet? Ella og hunden Fido finner det ut',
      en: "Who took the cookies from Grandma's kitchen? Max and his cat Luna find out",
    },
  },
  {
    name: 'a creature kept secret',
    variant: 'secret',
    ask: {
      no: 'Jonas finner en liten drage i skuret og må gjemme den for naboen',
      en: 'A boy named Leo finds an alien in his shed and must keep it secret from his parents',
    },
  },
  {
    name: 'a squirrel kept secret among the acorns',
    variant: 'secret',
    ask: {
      no: 'Ronja og ekornet Nøtta gjemmer nøtter i eiketreet',
      en: 'Ivy and the squirrel Nutmeg hide acorns in the old oak',
    },
  },
  {
    name: 'a plain search',
    ask: {
      no: 'Mira vil finne den tapte nøkkelen på stranda',
      en: 'Mira wants to find the lost key on the beach',
    },
  },
  {
    name: 'a plain skill',
    ask: {
      no: 'Mia vil lære å sykle',
      en: 'Mia wants to learn to ride a bike',
    },
  },
];

const GENRES = ['ADVENTURE', 'BEDTIME'] as const;
const SEEDS = ['len-a', 'len-b'];

describe('a story fills the length it promises', () => {
  for (const want of WANTS)
    for (const language of LANGUAGES)
      it(`${want.name} (${language})`, () => {
        const off: string[] = [];
        for (const age of BAND_AGES)
          for (const length of want.lengths ?? LENGTHS)
            SEEDS.forEach((seed, i) => {
              const genre = GENRES[i % GENRES.length];
              const session = openSession(
                request({ language, age, length, genre, seed, description: want.ask[language] }),
              );
              play(session, [], false);
              const story = finish(session);
              if (want.variant)
                expect(session.run.env.cast.goal.variant, want.ask[language]).toBe(want.variant);
              const target = targetWords(age, length);
              const miss = (story.wordCount - target) / target;
              if (Math.abs(miss) > STORY_LENGTH_TOLERANCE)
                off.push(`${age} ${length} ${seed}: ${story.wordCount}/${target}`);
            });
        expect(off).toEqual([]);
      });
});
