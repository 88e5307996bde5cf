// What the family wrote is what the story tells: an owner written with the genitive -s is the
// name without it («Majas første dag» is Maja's) while names that end in -s stay whole (Jonas,
// Lars, Agnes); a snowman's hat stays a hat («hatten», not «lua») in the colour they gave it;
// what is sought on the beach in a space story is found on the beach; and the snow (no far
// snowy north), the village («landsbyen», not «bygda»), the barn, the pier, the jam, the
// sandwiches, the dress, the cage and the fire engine they named are told in their own words;
// and a creature with two heads or eight tentacles, met or befriended, keeps how it looks.
import { Genre } from '@monstory/contracts/story-shape';
import { describe, expect, it } from 'vitest';
import { tellWant } from './engine.testing';
import type { StoryLanguage } from './story-types';

interface Case {
  description: string;
  /** Names that must stand in the body. */
  names: string[];
  /** Words that must never name anyone («Majas» may still stand as whose). */
  never?: string[];
  /** Each entry: forms of which at least one must stand in the body. */
  words: string[][];
}

const CASES: Record<StoryLanguage, Case[]> = {
  no: [
    {
      description: 'Det er Majas første dag på skolen',
      names: ['Maja'],
      never: ['Majas'],
      words: [],
    },
    {
      description: 'Idas katt Pus har gått seg bort i skogen',
      names: ['Ida', 'Pus'],
      never: ['Idas'],
      words: [['skog', 'skogen']],
    },
    {
      description: 'Jonas og Agnes leter etter en gul ball i parken',
      names: ['Jonas', 'Agnes'],
      never: ['Jona', 'Agne'],
      words: [['ball', 'ballen']],
    },
    {
      description: 'Lars har mistet den røde hatten sin på stranda',
      names: ['Lars'],
      words: [
        ['hatt', 'hatten'],
        ['stranda', 'strand'],
      ],
    },
    {
      description: 'Ola bygger en snømann med gulrotnese og en svart hatt',
      names: ['Ola'],
      // The hat it stands in at the end is the family's (the child's own cap may be «lua»).
      words: [['svart hatt', 'svarte hatten'], ['den svarte hatten']],
    },
    {
      description: 'Mia vil bygge en snømann med rødt skjerf og ei blå lue',
      names: ['Mia'],
      words: [
        ['rødt skjerf', 'røde skjerfet'],
        ['blå lue', 'blå lua'],
      ],
    },
    {
      description: 'ella og lillebror theo finner tre små kattunger i låven',
      names: ['Ella', 'Theo'],
      words: [['låven', 'låve']],
    },
    {
      description: 'Nora fisker krabber på brygga med bestefar',
      names: ['Nora'],
      words: [['brygga', 'brygge']],
    },
    {
      description: 'Mormor og Kasper plukker blåbær i skogen og lager syltetøy',
      names: ['Kasper'],
      words: [['syltetøy', 'syltetøyet']],
    },
    {
      description: 'Mira og Leah leter etter enhjørninger i skogen, Mira har gul kjole',
      names: ['Mira', 'Leah'],
      words: [['kjole', 'kjolen']],
    },
    {
      description: 'Oliver sine to kaniner, Snøball og Lakris, har rømt fra buret',
      names: ['Oliver', 'Snøball'],
      words: [['bur', 'buret']],
    },
    {
      description: 'Oskar finner en hanske i snøen og vil finne ut hvem den tilhører',
      names: ['Oskar'],
      words: [['snøen'], ['hanske', 'hansken']],
    },
    {
      description: 'William og dragen Flamme lager suppe til hele landsbyen',
      names: ['William', 'Flamme'],
      words: [['landsbyen', 'landsby']],
    },
    {
      description: 'Sofie har en blå drage med to hoder som heter Glimt',
      names: ['Sofie', 'Glimt'],
      words: [['to hoder'], ['drage', 'dragen']],
    },
    {
      description: 'Teodor reiser til Mars i en rakett og møter et grønt romvesen med tre øyne',
      names: ['Teodor'],
      words: [['grønt romvesen', 'grønne romvesenet'], ['tre øyne']],
    },
    {
      description: 'Benjamin har fire røde biler og en brannbil',
      names: ['Benjamin'],
      words: [['brannbil', 'brannbilen']],
    },
    {
      description: 'Sebastian og dinosauren Rex skal ta bussen til byen for å kjøpe is',
      names: ['Sebastian', 'Rex'],
      words: [['iskrem', 'iskremen']],
    },
  ],
  en: [
    { description: "It's Maya's first day at school", names: ['Maya'], words: [] },
    {
      description: 'Rose wants to sleep over at her grandmas house for the first time',
      names: ['Rose'],
      never: ['Grandmas'],
      words: [['grandma', 'Grandma']],
    },
    {
      description: 'Charles and James find a golden key in the attic',
      names: ['Charles', 'James'],
      never: ['Charle'],
      words: [['key']],
    },
    {
      description:
        'Olivia and her sister Grace build a snowman with a carrot nose and a black top hat',
      names: ['Olivia', 'Grace'],
      words: [['black hat']],
    },
    {
      description: 'Sam goes crabbing on the pier with grandpa',
      names: ['Sam'],
      words: [['pier']],
    },
    {
      description: 'Max and Ruby pick blueberries in the woods with granny and make jam',
      names: ['Max', 'Ruby'],
      words: [['jam']],
    },
    {
      description: 'Lily and her bunny Cotton go on a picnic in the meadow with sandwiches',
      names: ['Lily', 'Cotton'],
      words: [['sandwich', 'sandwiches']],
    },
    {
      description: 'Sophia paints a rainbow for her dad',
      names: ['Sophia'],
      words: [['paint', 'painting', 'paints', 'painted']],
    },
    {
      description: 'A little mouse called Pip lives in an old boot under the bed',
      names: ['Pip'],
      words: [['boot', 'boots']],
    },
    {
      description: 'a little fox called Ember finds a shiny star in the snow',
      names: ['Ember'],
      words: [['the snow']],
    },
    {
      description: 'Thomas travels to Mars in a rocket and meets a green alien with three eyes',
      names: ['Thomas'],
      words: [['green alien'], ['three eyes']],
    },
    {
      description: 'a purple octopus called Inky with eight tentacles wants to learn to swim',
      names: ['Inky'],
      words: [['eight tentacles']],
    },
    {
      description: 'Benjamin has four red cars and a fire engine',
      names: ['Benjamin'],
      words: [['fire engine']],
    },
  ],
};

const LETTER = '[\\p{L}\\p{N}]';
const has = (body: string, form: string, flags = 'iu') =>
  new RegExp(`(?<!${LETTER})${form.replace(/\s+/g, '\\s+')}(?!${LETTER})`, flags).test(body);

describe('the words the family wrote', () => {
  for (const language of ['no', 'en'] as const)
    it(`are the story's own, names whole and things as written (${language})`, () => {
      const faults: string[] = [];
      CASES[language].forEach((c, k) => {
        for (let seed = 0; seed < 6; seed += 1) {
          const age = [4, 7, 10][seed % 3] as number;
          const { session, body } = tellWant(
            language,
            c.description,
            age,
            seed + k * 40,
            Genre,
            'family-words',
          );
          const where = `${c.description} (${age}, seed ${seed})`;
          for (const n of c.names) if (!has(body, n, 'u')) faults.push(`${where}: no ${n}`);
          const cast = session.run.env.cast;
          const named = [cast.hero, cast.friend, ...cast.helpers].map((x) => x?.name);
          for (const w of c.never ?? [])
            if (named.includes(w)) faults.push(`${where}: ${w} is a character`);
          for (const forms of c.words)
            if (!forms.some((f) => has(body, f))) faults.push(`${where}: no ${forms[0]}`);
        }
      });
      expect(faults).toEqual([]);
    });
});

describe('what is sought on Earth in a space story', () => {
  const SOUGHT: Record<StoryLanguage, [string, string][]> = {
    no: [
      ['Nora leter etter en skatt på stranda', 'stranda'],
      ['Emil leter etter skjell på stranda', 'stranda'],
    ],
    en: [
      ['Zoe looks for shells on the beach', 'beach'],
      ['Leo looks for a treasure chest on the beach', 'beach'],
    ],
  };
  for (const language of ['no', 'en'] as const)
    it(`is found there, after the trip up (${language})`, () => {
      const faults: string[] = [];
      SOUGHT[language].forEach(([description, place], k) => {
        for (let seed = 0; seed < 6; seed += 1) {
          const { session } = tellWant(
            language,
            description,
            [4, 7, 10][seed % 3] as number,
            seed + k * 40,
            ['SPACE'],
            'earth-find',
          );
          // The find is told at the plan's last stop: the place the family named.
          const stops = session.run.env.plan.places;
          if (stops[stops.length - 1] !== 'beach')
            faults.push(`${description} (seed ${seed}): last stop ${stops.at(-1)}, not ${place}`);
        }
      });
      expect(faults).toEqual([]);
    });
});
