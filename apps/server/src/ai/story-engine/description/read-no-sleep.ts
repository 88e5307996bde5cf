// Reads a hero who cannot fall asleep: "A little owl who can't fall asleep", «Lille Ole får ikke
// sove», "The moon is tired and wants to sleep but the stars keep talking", "a dragon who is too
// excited to sleep". The hero is kept as it is (the moon stays the moon), and the reason the
// family gave is what keeps it awake; the story is the night, and it ends asleep. A fear that
// keeps a child awake ("afraid of the dark") is a fear story and is left to it.
import type { ParsedDescription, Token } from './parse-description';

/** What keeps the hero awake; `gentle` when the family said no reason. */
export type NoSleepReason = 'noise' | 'excited' | 'not-tired' | 'hot' | 'talk' | 'light' | 'gentle';

export interface NoSleep {
  reason: NoSleepReason;
  /** The hero is a thing of the sky (the moon, a star, a cloud), an animal, or a child. */
  hero: 'child' | 'animal' | 'sky';
  /** A bear's winter sleep («vintersøvn»): the long sleep it cannot begin. */
  winter?: boolean;
  /** The neighbours are the ones making the noise, when the family said so. */
  neighbours?: boolean;
  /** What the hero is too excited about, when the family said. */
  eve?: 'birthday' | 'christmas';
}

const AWAKE = new RegExp(
  [
    String.raw`\b(?:can't|cannot|can not|couldn't|could not|won't|unable to|doesn't|does not|don't)(?: \w+)? (?:fall asleep|get to sleep|go to sleep|sleep)\b`,
    String.raw`\btoo \w+ to (?:sleep|fall asleep)\b`,
    String.raw`\bwants? to sleep,? but\b`,
    String.raw`\b(?:får|fikk) (?:\w+ )?ikke (?:til å )?(?:sove|sovne)\b`,
    String.raw`\bikke (?:får|fikk|klarer|klarte|kan|kunne) (?:å )?(?:sove|sovne)\b`,
    String.raw`\b(?:klarer|klarte|kan|kunne) (?:\w+ )?ikke (?:å )?(?:sove|sovne)\b`,
    String.raw`\bfor \w+ til å sove\b`,
    String.raw`\bvil sove,? men\b`,
    // A bear awake too soon from its winter sleep must find it again.
    String.raw`\b(?:wakes?|woke|waking)(?: up)? (?:too early|too soon|early) (?:from|in) (?:hibernation|(?:his|her|its|the) winter sleep)\b`,
    String.raw`\b(?:våkner|våknet|våkna)(?: opp)? (?:midt i|for tidlig fra|for tidlig i|av) (?:vintersøvnen|vinterdvalen|vintersøvn|vinterdvale)\b`,
  ].join('|'),
);

const REASONS: [NoSleepReason, RegExp][] = [
  [
    'talk',
    /\b(?:talk|talking|talks|chatter|chattering|chat|whisper|whispering|giggl\w*|prater|prate|snakker|skravler|hvisker|fniser)\b/,
  ],
  [
    'noise',
    /\b(?:noise|noisy|loud|snor\w*|bark\w*|bråk\w*|støy\w*|larm\w*|snorker|bjeffer|høy lyd)\b/,
  ],
  [
    'excited',
    /\b(?:excited|birthday|christmas|tomorrow|spent|gleder seg|bursdag\w*|jul|julaften|i morgen)\b/,
  ],
  ['hot', /\b(?:hot|warm|heat|varmt|varm|hete|heten)\b/],
  ['light', /\b(?:light|bright|sunny|lyst|lys|lyse|sola|midnattssol\w*)\b/],
  ['not-tired', /\b(?:not tired|not sleepy|ikke trøtt|ikke søvnig|ikke sliten)\b/],
];

/** People a child is told as: at home, with a grown-up of the family. */
const PERSON = new Set(['girl', 'boy', 'child', 'princess', 'prince', 'knight', 'pirate']);
/** Words a name reader may take for a name right after "the princess": never a name. */
const NOT_NAME = /^(?:cannot|can't|can|could|couldn't|won't|will|is|was|får|kan|klarer|vil)$/i;
const AFRAID = /\b(?:afraid|scared|frightened|fear|redd|redde|engstelig)\b/;

export function readNoSleep(tokens: Token[], out: ParsedDescription): void {
  const lowers = tokens.map((t) => t.lower.replace(/’/g, "'"));
  const text = lowers.join(' ');
  // "Can't sleep because of the noise" names what keeps the hero awake, not a fear of it.
  if (out.fear?.id === 'noise' && AWAKE.test(text) && !AFRAID.test(text)) delete out.fear;
  // A fear that keeps the hero awake is met as a fear; the other plots read first stay theirs.
  if (out.fear || out.rescue || out.wayHome || out.lostInPlace || out.toyNight || out.secret)
    return;
  if (out.whoTook || out.tooth || (out.family && out.family.kind !== 'birthday')) return;
  if (!AWAKE.test(text)) return;
  const heroAt = out.characters.findIndex((c) => !c.aside && !c.owns);
  const hero = out.characters[heroAt];
  const sky = hero?.kind === 'fairy' && !!hero.species;
  const child = !hero || hero.kind === undefined || PERSON.has(hero.kind);
  if (hero?.name && NOT_NAME.test(hero.name)) delete hero.name;
  const reason = REASONS.find(([, re]) => re.test(text))?.[0] ?? 'gentle';
  out.noSleep = {
    reason,
    hero: sky ? 'sky' : child ? 'child' : 'animal',
    ...(/\b(?:neighbou?rs?|nabo(?:en|ene|er)?)\b/.test(text) ? { neighbours: true } : {}),
    ...(/\b(?:birthday|bursdag\w*)\b/.test(text)
      ? { eve: 'birthday' as const }
      : /\b(?:christmas|jul|julaften)\b/.test(text)
        ? { eve: 'christmas' as const }
        : {}),
    ...(/\b(?:vintersøvn\w*|vinterdvale\w*|hibernat\w*|winter sleep)\b/.test(text)
      ? { winter: true }
      : {}),
  };
  // The night is the story: no journey, no search, nothing built, no lesson.
  out.places = [];
  delete out.reach;
  delete out.find;
  delete out.findAt;
  delete out.build;
  delete out.skill;
  delete out.mystery;
  delete out.outing;
  delete out.family;
}
