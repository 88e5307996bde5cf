// Something planted and grown is the plot: what was planted named and growing where the family
// said (the garden, the windowsill, the school garden), the care told (soil, water, sun, a
// setback put right), and the payoff at the end; a magic bean climbed up and safely down. Never
// a raft, a summit or a treasure.
import type { Genre } from '@monstory/contracts/story-shape';
import { describe, expect, it } from 'vitest';
import { thirdsOf, toldWants } from './engine.testing';
import { parseDescription } from './description/parse-description';
import type { PlantId } from './description/read-grow';
import { scanText } from './quality/grammar-scan';
import type { StoryLanguage } from './story-types';

interface Ask {
  description: string;
  plant: PlantId;
  at: 'home' | 'school';
  magic?: true;
  giant?: true;
  hero?: string;
}

const ASKS: Record<StoryLanguage, Ask[]> = {
  en: [
    {
      description: 'The kids in class 2B plant a magic bean that grows into a giant beanstalk',
      plant: 'bean',
      at: 'school',
      magic: true,
      giant: true,
    },
    {
      description: 'Emma plants a pumpkin seed in the garden with Grandma',
      plant: 'pumpkin',
      at: 'home',
      hero: 'Emma',
    },
    {
      description:
        'Lily and her dad sow sunflower seeds and want to grow the tallest sunflower in the world',
      plant: 'sunflower',
      at: 'home',
      giant: true,
      hero: 'Lily',
    },
    { description: 'Oscar grows tomatoes on the windowsill', plant: 'tomato', at: 'home' },
    { description: 'Mia and Grandpa plant flowers in the garden', plant: 'flower', at: 'home' },
    { description: 'Leo plants an acorn and wants to grow a tree', plant: 'tree', at: 'home' },
    { description: 'Sam finds a magic seed and plants it', plant: 'seed', at: 'home', magic: true },
  ],
  no: [
    {
      description: 'Kaninen Trulte planter et frø som vokser seg kjempestort',
      plant: 'seed',
      at: 'home',
      giant: true,
      hero: 'Trulte',
    },
    {
      description: 'Klasse 3A planter ei magisk bønne som vokser helt opp til skyene',
      plant: 'bean',
      at: 'school',
      magic: true,
    },
    { description: 'Ida og bestemor sår solsikker i hagen', plant: 'sunflower', at: 'home' },
    {
      description: 'Emil vil dyrke verdens største gresskar',
      plant: 'pumpkin',
      at: 'home',
      giant: true,
      hero: 'Emil',
    },
    { description: 'Nora planter tomater i vinduskarmen', plant: 'tomato', at: 'home' },
    {
      description: 'Jonas og pappa lager kjøkkenhage med erter og gulrøtter',
      plant: 'veg',
      at: 'home',
    },
    { description: 'Maja planter et tre i hagen sammen med morfar', plant: 'tree', at: 'home' },
  ],
};

const WORDS: Record<
  StoryLanguage,
  {
    plant: Record<PlantId, RegExp>;
    where: RegExp;
    care: RegExp;
    grows: RegExp;
    setback: RegExp;
    payoff: RegExp;
    climbed: RegExp;
    off: RegExp;
  }
> = {
  en: {
    plant: {
      bean: /\bbean/,
      seed: /\bseed\b/,
      sunflower: /\bsunflower/,
      pumpkin: /\bpumpkin/,
      tomato: /\btomato/,
      flower: /\bflower/,
      tree: /\b(acorn|oak tree)\b/,
      veg: /\bpea/,
    },
    where: /\b(garden|windowsill|school garden|classroom)\b/,
    care: /\b(soil|water|watering can|sun)\b/,
    grows: /\b(grew|shoot|taller)\b/,
    setback:
      /\b(nothing happened|snail|dry day|dog from next door|frost|knocked the pot over|so heavy|hole in the bottom|football)\b/i,
    payoff:
      /\b(picked a whole basket|big yellow flower|face as big as a plate|biggest anyone had ever seen|round orange pumpkin|little red tomatoes|flowers opened|first fresh green leaves|sweet as sugar|Bit by bit)\b/,
    climbed: /\bclimbed\b[^]*\bdown\b/,
    off: /\b(raft|summit|treasure (map|hunt)|mountain top)\b/i,
  },
  no: {
    plant: {
      bean: /bønn/,
      seed: /\bfrø/,
      sunflower: /solsikk/,
      pumpkin: /gresskar/,
      tomato: /tomat/,
      flower: /blomst/,
      tree: /\b(eikenøtt|eika)\b/,
      veg: /\bert/,
    },
    where: /\b(hagen|vinduskarmen|skolehagen|klasserommet)\b/,
    care: /\b(jord|jorda|vann|vannkanna|sola|sol)\b/,
    grows: /\b(vokste|spire|spiren|høyere)\b/,
    setback:
      /\b(ingenting skjedde|snegle|tørr dag|hunden til naboen|frost|veltet potta|så tung|hull i bunnen|fotball)\b/i,
    payoff:
      /\b(plukket (de |han |hun )?en hel kurv|stor, gul blomst|så stort som en tallerken|største gresskaret|rundt, oransje gresskar|små, røde tomater|foldet seg ut|friske, grønne blader|søte som sukker)\b/,
    climbed: /\bklatret\b[^]*\bned\b/,
    off: /\b(flåten?|fjelltoppen|skattekart\w*|skattejakt\w*)\b/i,
  },
};

const GENRES: Genre[] = ['ADVENTURE', 'FUNNY', 'FRIENDSHIP', 'BEDTIME', 'ANIMALS', 'FANTASY'];
const AGES = [4, 7, 10];
const SEEDS = 3;
/** Where something grows: the shop, the shed and the house, the school and its garden. */
const PLACES = [
  'house',
  'shop',
  'woodshed',
  'kitchen',
  'library',
  'garden',
  'classroom',
  'schoolyard',
];

describe('growing something', () => {
  for (const language of ['en', 'no'] as const) {
    it(`reads what is planted, whether it is magic or huge, and where (${language})`, () => {
      for (const a of ASKS[language]) {
        const grow = parseDescription(a.description, () => true).grow;
        expect(grow?.plant, a.description).toBe(a.plant);
        expect(grow?.at, a.description).toBe(a.at);
        expect(!!grow?.magic, a.description).toBe(!!a.magic);
        if (a.giant) expect(grow?.giant, a.description).toBe(true);
      }
    });

    it(`tells the planting, the care, the growing and the harvest (${language})`, () => {
      const w = WORDS[language];
      const table = { ages: AGES, seeds: SEEDS, genres: GENRES, seedPrefix: 'grow' };
      for (const told of toldWants(language, ASKS[language], table)) {
        const { c: a, story, body, cast } = told;
        const where = `${told.where}\n${body}`;
        expect(told.goal, where).toBe('build/grow');
        if (a.hero) expect(cast.hero.name, where).toBe(a.hero);
        expect(body, where).toMatch(w.plant[a.plant]);
        expect(body, where).toMatch(w.where);
        expect(body, where).toMatch(w.care);
        expect(body, where).toMatch(w.grows);
        expect(body, where).toMatch(w.setback);
        expect(body, where).not.toMatch(w.off);
        const [, , end] = thirdsOf(story) as [string, string, string];
        expect(end, where).toMatch(w.payoff);
        if (a.plant === 'bean' && a.magic) expect(end, where).toMatch(w.climbed);
        for (const p of story.places) expect(PLACES, where).toContain(p);
        expect(story.places.at(-1), where).toBe(a.at === 'school' ? 'schoolyard' : 'garden');
        const names = [{ name: cast.hero.name ?? '', gender: cast.hero.gender }];
        if (cast.friend?.name) names.push({ name: cast.friend.name, gender: cast.friend.gender });
        expect(scanText(body, language, names), where).toEqual([]);
      }
    }, 300_000);
  }
});
