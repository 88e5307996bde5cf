// Reads a contest or a show the family's child is getting ready for: "want to win the sandcastle
// competition at the beach", «vil vinne skikonkurransen», «skal ha juleforestilling og Nora skal
// synge alene», "nervous about her solo in the school concert". The story is that event: what it
// is and what is hoped, the practice, the day itself, a mishap met, and the result said.
import { instrumentThing, INSTRUMENTS, SKILLS } from '../lexicon/goals-lexicon';
import type { ParsedDescription, Token } from './parse-description';

/** Contests made or raced, and shows performed. */
export type ContestEvent =
  | 'sandcastle'
  | 'snowman'
  | 'baking'
  | 'drawing'
  | 'ski'
  | 'race'
  | 'sports-day'
  | 'football'
  | 'swim'
  | 'talent'
  | 'sing'
  | 'play'
  | 'concert'
  | 'dance';

/** Shows performed on a stage, not contests won or lost. */
export const SHOWS: ReadonlySet<ContestEvent> = new Set([
  'talent',
  'sing',
  'play',
  'concert',
  'dance',
]);

export interface ContestWant {
  event: ContestEvent;
  /** A Christmas show or concert: «juleforestilling», "the Christmas concert". */
  christmas?: boolean;
  /** The family said the child is nervous or has stage fright. */
  nervous?: boolean;
  /** A concert played, not sung: the instrument (a skill id, "violin"). */
  instrument?: string;
}

/** What a compound or a word before "competition" makes: «ski|konkurransen», "baking contest". */
const KINDS: [RegExp, ContestEvent][] = [
  [/^(sandslott|sandcastle|sandcastles|sand|sandslottbygging)/, 'sandcastle'],
  [/^(snømann|snømenn|snowman|snowmen|snø)/, 'snowman'],
  [/^(bake|kake|baking|cake|cakes|bakst|kakebaking|muffins|cupcake)/, 'baking'],
  [/^(tegne|tegning|drawing|art|painting|male|maling|colouring)/, 'drawing'],
  // «hopprenn» is a ski jump; «hoppekonkurranse» is jumping, as a frog does at the pond.
  [/^(ski|skiing|slalåm|slalom|langrenn|hopp(?!e))/, 'ski'],
  [/^(svømme|swimming|swim|svømming)/, 'swim'],
  [/^(sang|synge|singing|song)/, 'sing'],
  [/^(danse|dance|dancing|ballett|ballet)/, 'dance'],
  [/^(talent)/, 'talent'],
  [/^(fotball|football|soccer|håndball)/, 'football'],
  [/^(løpe|running|sekke|sack|egg|kappløp)/, 'race'],
];

const CONTEST =
  /^(competition|competitions|contest|contests|tournament|konkurranse|konkurransen|konkurranser|turnering|turneringen)$/;
/** «skikonkurransen», «sandslottkonkurranse», «kakekonkurransen». */
const CONTEST_COMPOUND = /^(.+?)(konkurranse|konkurransen|konkurranser|stevne|stevnet)$/;

/** Whole words that name the event outright. */
const WORDS: [RegExp, ContestEvent][] = [
  [/^(skirenn|skirennet|renn|rennet|skiløp|skiløpet|langrennet|hopprennet)$/, 'ski'],
  [
    /^(kappløp|kappløpet|terrengløp|terrengløpet|barneløp|barneløpet|stafett|stafetten|race|races|relay)$/,
    'race',
  ],
  [/^(idrettsdag|idrettsdagen|aktivitetsdag|aktivitetsdagen|sportsdag|sportsdagen)$/, 'sports-day'],
  [
    /^(fotballkamp|fotballkampen|håndballkamp|håndballkampen|cupen|fotballcup|fotballcupen|match)$/,
    'football',
  ],
  [/^(talentshow|talentshowet|talentiade|talentiaden)$/, 'talent'],
  [/^(solo|soloen|solosang|solosangen)$/, 'sing'],
  [
    /^(forestilling|forestillingen|juleforestilling|juleforestillingen|skuespill|skuespillet|teaterstykke|teaterstykket|nativity|krybbespill|krybbespillet)$/,
    'play',
  ],
  [
    /^(konsert|konserten|julekonsert|julekonserten|vårkonsert|vårkonserten|skolekonsert|skolekonserten|concert|recital|korpskonsert|korpskonserten)$/,
    'concert',
  ],
  [
    /^(danseoppvisning|danseoppvisningen|oppvisning|oppvisningen|ballettoppvisning|ballettoppvisningen)$/,
    'dance',
  ],
];

const CHRISTMAS =
  /^(jul|julen|juleforestilling|juleforestillingen|julekonsert|julekonserten|juleavslutning|juleavslutningen|krybbespill|krybbespillet|christmas|nativity)$/;
const HOLIDAY = /^(christmas|easter|jul|julen|påske|påsken)$/;
const NERVOUS =
  /^(nervous|nervøs|nervøse|sommerfugler|butterflies|fright|scared|afraid|redd|gruer|engstelig)$/;
const SING = /^(synge|synger|sing|sings|singing)$/;
const ALONE = /^(alene|solo|alone|own)$/;
const WIN = /^(win|wins|winning|vinne|vinner|vant)$/;

const PLAY = /^(play|plays|playing|spille|spiller|spilte)$/;

/** The instrument the child plays: the skill the family named, or one just after "play". */
function playedOn(out: ParsedDescription, words: string[]): string | undefined {
  if (out.skill && INSTRUMENTS.has(out.skill.id)) return out.skill.id;
  const at = words.findIndex((w) => PLAY.test(w));
  if (at < 0) return undefined;
  const after = words.slice(at + 1, at + 4);
  return SKILLS.find((s) => INSTRUMENTS.has(s.id) && s.alias.some((a) => after.includes(a)))?.id;
}

function kindOf(prefix: string): ContestEvent | undefined {
  return KINDS.find(([re]) => re.test(prefix))?.[1];
}

export function readContest(tokens: Token[], out: ParsedDescription): void {
  if (out.rescue || out.checkup || out.tooth || out.care || out.wayHome) return;
  const words = tokens.map((t) => t.lower);
  let event: ContestEvent | undefined;
  let found = false;
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    const compound = CONTEST_COMPOUND.exec(w);
    if (compound && !CONTEST.test(w)) {
      found = true;
      event ??= kindOf(compound[1] as string);
      continue;
    }
    if (CONTEST.test(w)) {
      found = true;
      // "the sandcastle competition", "a baking contest", «konkurranse i sandslott».
      const before = words.slice(Math.max(0, i - 2), i).reverse();
      const after = words.slice(i + 1, i + 3);
      for (const b of [...before, ...after.filter((a) => a !== 'i' && a !== 'in')]) {
        const k = kindOf(b);
        if (k) {
          event ??= k;
          break;
        }
      }
      continue;
    }
    // «i løpet av» is "during", not a race.
    if (/^(løpet|race)$/.test(w) && words[i + 1] === 'av') continue;
    // "the race" with a word before it: "ski race", "sack race", "swimming race".
    const hit = WORDS.find(([re]) => re.test(w));
    if (hit) {
      found = true;
      const k = hit[1];
      if (k === 'race' && i > 0) event ??= kindOf(words[i - 1] as string) ?? 'race';
      // "a football match", not a match to light.
      else if (w === 'match') event ??= kindOf(words[i - 1] ?? '') ?? undefined;
      // "the band", «korpset»: played in, not named alone.
      else event ??= k;
      continue;
    }
  }
  // "school play", "talent show", "dance show", "Christmas show", "sports day".
  const text = words.join(' ');
  const phrase: [RegExp, ContestEvent][] = [
    [/\bsports day\b/, 'sports-day'],
    [/\btalent show\b/, 'talent'],
    [/\b(dance|ballet) (show|recital)\b/, 'dance'],
    [/\b(school|christmas|class) (play|show|concert)\b/, 'play'],
    [/\b(the|a) show\b/, 'play'],
    [/\bon (the )?stage\b/, 'play'],
  ];
  for (const [re, k] of phrase)
    if (re.test(text)) {
      found = true;
      if (!event || (event === 'play' && k !== 'play')) event = k === 'play' ? (event ?? k) : k;
    }
  // Singing alone is the heart of the show: «skal synge alene», "sing a solo", "sing on her own".
  const solo = words.some(
    (w, i) => SING.test(w) && words.slice(i + 1, i + 5).some((n) => ALONE.test(n)),
  );
  if (solo) {
    found = true;
    event = 'sing';
  }
  // A jumping contest (a frog's, at the pond) is jumping higher than ever: the skill, learnt.
  const jumping = words.some(
    (w, i) =>
      /^hoppekonkurranse/.test(w) ||
      (/^(jumping|jump)$/.test(w) && CONTEST.test(words[i + 1] ?? '')),
  );
  if (jumping) {
    out.skill ??= { id: 'jump', who: 0 };
    return;
  }
  if (!found || !event) return;
  // "play the violin at the school concert": a piece played on it, not a song sung.
  const instrument = playedOn(out, words);
  if (instrument && SHOWS.has(event)) event = 'concert';
  // Winning alone, with nothing to win, is no contest; a show needs no winning.
  const won = words.some((w) => WIN.test(w));
  if (!won && !SHOWS.has(event) && !words.some((w) => CONTEST.test(w) || CONTEST_COMPOUND.test(w)))
    if (!WORDS.some(([re, k]) => k === event && words.some((w) => re.test(w)))) return;
  out.contest = {
    event,
    ...(words.some((w) => CHRISTMAS.test(w)) ? { christmas: true } : {}),
    ...(words.some((w) => NERVOUS.test(w)) ? { nervous: true } : {}),
    ...(instrument && event === 'concert' ? { instrument } : {}),
  };
  // The snowman or the sandcastle is the contest's own entry, not a want of its own; the class
  // the family named is who takes part, not a new friend to make.
  delete out.snowman;
  if (out.build === 'sandcastle' || out.build === 'snowman' || out.build === 'cake')
    delete out.build;
  const entries = [
    'sandcastle',
    'snowman',
    'cake',
    ...(instrument ? [instrumentThing(instrument)] : []),
  ];
  out.things = out.things.filter((t) => !entries.includes(t.id));
  if (out.social?.kind === 'newcomer') delete out.social;
  delete out.befriend;
  // Singing, skiing or football is what the contest is about, told there, not a lesson or a
  // pastime beside it.
  delete out.skill;
  delete out.activities;
  // "a solo", «skirennet»: the contest itself, not a thing to tell of beside it.
  const own = (w: string) =>
    CONTEST.test(w) || CONTEST_COMPOUND.test(w) || WORDS.some(([re]) => re.test(w));
  if (out.unknown) {
    out.unknown = out.unknown.filter((u) => !own(u.word.toLowerCase()));
    if (!out.unknown.length) delete out.unknown;
  }
  // "in the winter holidays", «på vinterferien»: when it is, not the snowy north.
  if (words.some((w) => /^(winter|vinter|vinteren|vinterferie|vinterferien)$/.test(w)))
    out.places = out.places.filter((p) => p !== 'northpole');
  // "the Christmas play": Christmas is when, not a boy called Christmas.
  for (const c of out.characters) if (c.name && HOLIDAY.test(c.name.toLowerCase())) c.aside = true;
}
