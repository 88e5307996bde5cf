// Reads what someone in the description wants, fears or means to do: "redd for mørket",
// "wants to fly", "build a rocket", "a secret door".
import { fearsNightNoises } from './night-noises';
import {
  FEARS,
  INSTRUMENT_WORDS,
  INSTRUMENTS,
  instrumentThing,
  MYSTERY_ALIASES,
  saidFearId,
  SKILLS,
  type MysteryId,
} from '../lexicon/goals-lexicon';
import { biteOf, thingById } from '../lexicon/things';
import { placeById } from '../lexicon/places';
import { isSightWord, LOSABLE_PARTS } from '../lexicon/lost-things';
import type { ParsedDescription, Token } from './parse-description';

const FEAR_WORDS = [
  'afraid',
  'scared',
  'frightened',
  'fear',
  'fears',
  'redd',
  'engstelig',
  'skvetten',
  'tør',
  'redsel',
  'frykter',
];
const WANT_WORDS = [
  'want',
  'wants',
  'wish',
  'wishes',
  'dreams',
  'dream',
  'learn',
  'learns',
  'learning',
  'cannot',
  "can't",
  'cant',
  'vil',
  'ønsker',
  'drømmer',
  'lære',
  'lærer',
  'klarer',
  'kan',
  'wanted',
  'ville',
  // "would rather dance than play football".
  'rather',
];
const DIG = new Set(['dig', 'digs', 'digging', 'dug', 'grave', 'graver', 'gravde', 'grov']);
/** What a find refers back to: "cannot find it", «finner den ikke». */
const IT = new Set(['it', 'them', 'den', 'det', 'dem']);
const BUILD_WORDS = [
  'build',
  'builds',
  'building',
  'built',
  'make',
  'makes',
  'making',
  'bygge',
  'bygger',
  'bygde',
  'lage',
  'lager',
  'laget',
  'snekre',
  'snekrer',
];
const FIND_WORDS = [
  'find',
  'finds',
  'found',
  'finding',
  'look',
  'looks',
  'looking',
  'looked',
  'search',
  'searches',
  'searching',
  'searched',
  'lost',
  'loses',
  'finne',
  'finner',
  'fant',
  'lete',
  'leter',
  // «på jakt etter gull».
  'jakt',
  'lette',
  'leita',
  'søker',
  'mistet',
  'mister',
  'savner',
  'borte',
];
/** Who a child dreams of being, and the skill that gets them there: "wants to be a ballerina". */
const DREAM_SKILL: Record<string, string> = {
  ballerina: 'dance',
  dancer: 'dance',
  danser: 'dance',
  ballettdanser: 'dance',
  singer: 'sing',
  popstar: 'sing',
  sanger: 'sing',
  sangerinne: 'sing',
  popstjerne: 'sing',
  footballer: 'football',
  fotballspiller: 'football',
  fotballproff: 'football',
  pianist: 'piano',
  drummer: 'drums',
  trommeslager: 'drums',
  guitarist: 'guitar',
  gitarist: 'guitar',
  violinist: 'violin',
  fiolinist: 'violin',
  trumpeter: 'trumpet',
  trompetist: 'trumpet',
  cellist: 'cello',
  harpist: 'harp',
  saxophonist: 'saxophone',
  saksofonist: 'saxophone',
  flautist: 'flute',
  flutist: 'flute',
  fløytist: 'flute',
  clarinettist: 'clarinet',
  klarinettist: 'clarinet',
  skier: 'ski',
  skiløper: 'ski',
  skater: 'skating',
  skøyteløper: 'skating',
  swimmer: 'swim',
};
const BECOME = new Set(['be', 'become', 'bli', 'være']);
const RATHER_THAN = new Set(['than', 'enn', 'instead']);
/** "her first swimming lesson", «svømmetimen», «på skikurs»: a lesson is a skill to learn. */
const LESSON = new Set(['lesson', 'lessons', 'class', 'classes', 'course', 'practice']);
const LESSON_NO =
  /^(svømme|danse|ballett|ski|skøyte|sykkel|sykle|dykke|stupe|turn)(time|timen|timer|kurs|kurset|skole|skolen|trening|treningen|opplæring|opplæringa|opplæringen)$/;
const LESSON_STEM: Record<string, string> = {
  svømme: 'swim',
  danse: 'dance',
  ballett: 'dance',
  ski: 'ski',
  skøyte: 'skating',
  sykkel: 'cycle',
  sykle: 'cycle',
  dykke: 'dive',
  stupe: 'dive',
};
/** Words that go to see something: a sight named after one is what the story seeks. */
const SEE_WORDS = new Set([
  'se',
  'ser',
  'oppleve',
  'opplever',
  'see',
  'sees',
  'watch',
  'watches',
  'spot',
  'spots',
]);
/** The find words that mean something came off or went missing, not only that it is sought. */
const LOST_WORDS = new Set(['lost', 'loses', 'mistet', 'mister', 'savner', 'borte']);
/** What a dragon, a lion or a bird can lose and win back, and the skill that tells it. */
const LOST_ABILITY: Record<string, string> = {
  fire: 'fire',
  flames: 'fire',
  ild: 'fire',
  ilden: 'fire',
  flammene: 'fire',
  roar: 'roar',
  brøl: 'roar',
  brølet: 'roar',
  voice: 'sing',
  song: 'sing',
  stemme: 'sing',
  stemmen: 'sing',
  sangen: 'sing',
  sparkle: 'shine',
  sparkles: 'shine',
  glitter: 'shine',
  shine: 'shine',
  glow: 'shine',
  light: 'shine',
  glitteret: 'shine',
  glansen: 'shine',
  gløden: 'shine',
  lyset: 'shine',
};
const REACH_WORDS = ['to', 'til', 'towards', 'mot'];
const TEACH = new Set(['lærer', 'teaches', 'teach', 'teaching']);
const TRAVEL_WORDS = [
  'travel',
  'travels',
  'fly',
  'flies',
  'go',
  'goes',
  'journey',
  'trip',
  'sail',
  'sails',
  'reise',
  'reiser',
  'dra',
  'drar',
  'reise',
  'tur',
  'seile',
  'seiler',
  'flyr',
  'rocket',
  'rakett',
  // "skal til Tromsø", "dreams of going to Saturn", "dro til Paris".
  'skal',
  'going',
  'went',
  'travelling',
  'traveling',
  'flying',
  'sailing',
  'heading',
  'drove',
  'dro',
  'reiste',
  'fløy',
  'kjører',
  'sykler',
  // "takes her umbrella to the rainforest", «tar med seg paraplyen til regnskogen».
  'take',
  'takes',
  'took',
  'ta',
  'tar',
  'tok',
];
const HELP_WORDS = [
  'help',
  'helps',
  'helping',
  'rescue',
  'rescues',
  'save',
  'saves',
  'hjelpe',
  'hjelper',
  'redde',
  'redder',
];
const SECRET_WORDS = [
  'secret',
  'hidden',
  'mysterious',
  'mystery',
  'strange',
  'magic',
  'hemmelig',
  'hemmelige',
  'mystisk',
  'mysterium',
  'merkelig',
  'rare',
  'skjult',
];
// "Who took the bun?", "Hvem har spist kaka?": a question about a taking is the missing-thing
// mystery, whichever word the family uses for it.
const WHO_WORDS = ['who', 'whoever', 'hvem'];
const TAKE_WORDS = [
  'took',
  'taken',
  'take',
  'stole',
  'stolen',
  'ate',
  'eaten',
  'nicked',
  'pinched',
  'tok',
  'tatt',
  'stjal',
  'stjålet',
  'spiste',
  'spist',
  'snappet',
  'knabbet',
];
/** Wishes done with others that say more than the skill in them: the choir, not just singing. */
const PASTIMES = new Set(['choir', 'band']);
/** "vil sove alene", "wants to sleep on her own": a wish to be brave in the dark, not lonely. */
const SLEEP_WORDS = ['sove', 'sover', 'sleep', 'sleeps', 'sleeping'];
/** Night itself is when a child lies awake, not what keeps them awake. */
const NIGHT_WORDS = new Set(['night', 'natta', 'natten']);
const FRIEND_WORDS = ['lonely', 'ensom', 'alene', 'new friend', 'ny venn', 'venner', 'friends'];

/** "wants to go somewhere warm", «vil til et varmere sted»: the beach is where it is warm. */
const WARM_PLACE =
  /\b(?:somewhere|anywhere|a place|places|land|lands) (?:warm|warmer|sunny|hot)\b|\b(?:et|noe|ett) (?:varmt|varmere|solrikt|solfylt) (?:sted|land)\b|\b(?:sørover|syden)\b/;

export function readWants(
  tokens: Token[],
  out: ParsedDescription,
  who: (i: number) => number,
): void {
  const lowers = tokens.map((t) => t.lower);
  const unknown = new Set((out.unknown ?? []).map((u) => u.word));
  const within = (i: number, n: number, test: (t: Token) => boolean): Token | undefined =>
    tokens.slice(i + 1, i + 1 + n).find(test);
  if (!out.reach && !out.places.length && WARM_PLACE.test(lowers.join(' '))) out.reach = 'beach';
  lowers.forEach((w, i) => {
    if (FEAR_WORDS.includes(w) && !out.fear) {
      const next = tokens.slice(i + 1, i + 6).map((t) => t.lower);
      const joined = next.join(' ');
      const fear = fearsNightNoises(next)
        ? FEARS.find((f) => f.id === 'night-noises')
        : FEARS.find((f) =>
            f.alias.some((a) => next.includes(a) || (a.includes(' ') && joined.includes(a))),
          );
      const said = fear ? undefined : fearPhrase(tokens, i);
      out.fear = {
        id: fear?.id ?? (said ? saidFearId(said.language, said.words) : 'new'),
        who: who(i),
      };
    }
    if (WANT_WORDS.includes(w) && !out.skill) {
      const all = tokens.slice(i + 1, i + 6).map((t) => t.lower);
      // «heller vil spille fotball enn å danse», "rather skate than dance": what comes after
      // "than" is what the hero does not want.
      const than = all.findIndex((x) => RATHER_THAN.has(x));
      const next = than >= 0 ? all.slice(0, than) : all;
      const hits = SKILLS.filter((s) =>
        s.alias.some((a) => next.includes(a) || next.join(' ').includes(`${a} `)),
      );
      // "vil synge i koret": singing in the choir is the wish, not singing alone.
      const skill = hits.find((s) => PASTIMES.has(s.id)) ?? hits[0];
      // "fly til Venus" is a journey, not a wish to learn to fly.
      const at = next.findIndex((x) => !!skill?.alias.includes(x));
      const journey =
        skill?.id === 'fly' && ['til', 'to'].includes(tokens[i + 1 + at + 1]?.lower ?? '');
      // «vil spille for hele bygda» with the accordion he got: playing is playing it.
      const played = skill ? undefined : instrumentPlayed(lowers, i);
      if (played) out.skill = { id: played, who: TEACH.has(w) ? who(i + 2) : who(i) };
      else if (
        skill &&
        !journey &&
        !(skill.id === 'fire' && !next.some((x) => ['breathe', 'spy', 'ild'].includes(x)))
      )
        // "Hanna lærer Emil å svømme": the one taught is the learner.
        out.skill = {
          id: skill.id,
          who: TEACH.has(w) ? who(Math.min(tokens.length - 1, i + 2)) : who(i),
        };
    }
    if (!out.skill) {
      const lesson = lessonSkill(w, lowers[i + 1] ?? '');
      if (lesson) out.skill = { id: lesson, who: who(i) };
    }
    if (BUILD_WORDS.includes(w) && !out.build) {
      const hit = within(i, 4, (t) => t.hit?.type === 'thing' && !!thingById(t.hit.id).build);
      if (hit?.hit?.type === 'thing') out.build = hit.hit.id;
      // «bygger en robot av pappesker», "builds a robot": a robot made is a toy, not a friend.
      const robot = hit ? -1 : tokens.findIndex((t, j) => j > i && j <= i + 3 && isRobot(t));
      const made = robot >= 0 ? out.characters[who(robot)] : undefined;
      if (made?.kind === 'robot' && !made.name) {
        out.build = 'robot-toy';
        made.aside = true;
      }
      // A snow cave is built in the snow, wherever else the day goes.
      const cave = out.things.some((t) => t.word === 'snow-cave');
      if (out.build === 'hut' && cave && !out.places.includes('snow')) out.places.push('snow');
    }
    // "The dragon who lost his fire", "løven som mistet brølet sitt": the lost gift is won back
    // the way a skill is learnt.
    if (LOST_WORDS.has(w) && !out.skill) {
      const ability = lowers.slice(i + 1, i + 4).find((x) => LOST_ABILITY[x]);
      if (ability) out.skill = { id: LOST_ABILITY[ability] as string, who: who(i), lost: true };
    }
    // «leter etter en nøkkel på stranda», "finds a shell on the beach": the search ends there.
    // "digs for dinosaur bones", «graver etter skatten»: digging for something is seeking it.
    const seeks =
      FIND_WORDS.includes(w) || (DIG.has(w) && ['for', 'etter'].includes(lowers[i + 1] ?? ''));
    if (seeks && !out.findAt) {
      const at = within(i, 8, (t) => t.hit?.type === 'place');
      if (at?.hit?.type === 'place') out.findAt = at.hit.id;
    }
    if (seeks && !out.find) {
      const hit = within(i, 5, (t) => t.hit?.type === 'thing');
      if (hit?.hit?.type === 'thing') out.find = hit.hit.id;
      // "buried a bone and cannot find it", «gjemte nøkkelen og finner den ikke»: the thing
      // named before is the one sought.
      const before = IT.has(lowers[i + 1] ?? '')
        ? tokens.slice(Math.max(0, i - 8), i).findLast((t) => t.hit?.type === 'thing')
        : undefined;
      if (!out.find && before?.hit?.type === 'thing') out.find = before.hit.id;
      // "leter etter kanelbollen", "kanelbollen er borte": one bun, sought as itself.
      const food =
        within(i, 4, (t) => t.hit?.type === 'food') ??
        (LOST_WORDS.has(w)
          ? tokens.slice(Math.max(0, i - 3), i).find((t) => t.hit?.type === 'food')
          : undefined);
      if (!out.find && food?.hit?.type === 'food') {
        const bite = biteOf(food.hit.id, food.lower);
        if (bite) out.find = bite;
      }
      // A word the lexicon does not know is still what is sought: "looks for its lost bolt".
      const word = within(i, 5, (t) => !t.hit && unknown.has(t.lower));
      if (!out.find && word && !out.findWord) out.findWord = word.lower;
      // A horn or a tail that came off is sought like any lost thing ("the unicorn who lost her
      // horn", "reven som mistet halen sin").
      const part = within(i, 3, (t) => t.hit?.type === 'feature' && LOSABLE_PARTS.has(t.hit.id));
      if (!out.find && !out.findWord && part?.hit?.type === 'feature' && LOST_WORDS.has(w))
        out.find = `part:${part.hit.id}`;
    }
    // "wants to be a ballerina", «vil bli fotballspiller»: the dream is learnt on the way.
    if (BECOME.has(w) && !out.skill) {
      const job = tokens.slice(i + 1, i + 4).find((t) => DREAM_SKILL[t.lower]);
      if (job) {
        out.skill = { id: DREAM_SKILL[job.lower] as string, who: who(i), dream: job.lower };
        if (out.unknown) out.unknown = out.unknown.filter((u) => u.word !== job.lower);
        // «popstjerne» is no star to fetch.
        const hit = job.hit;
        if (hit?.type === 'thing') out.things = out.things.filter((t) => t.id !== hit.id);
      }
    }
    // «vil se nordlyset», "goes up the hill to watch the sunset": a sight is sought, and seen
    // where the family said.
    if (SEE_WORDS.has(w) && !out.find && !out.findWord) {
      const hit = within(i, 4, (t) => t.hit?.type === 'thing' && isSightWord(t.hit.id));
      // (A sight word the lexicon reads as something else, "sunset" as an hour or
      // «stjerneskudd» as a star, is still the sight itself.)
      // (Snow is a place too, a snowy land; to one who wants to see it, it is the sight.)
      const word = within(
        i,
        4,
        (t) => (t.hit?.type !== 'place' || t.hit.id === 'snow') && isSightWord(t.lower),
      );
      if (word?.hit?.type === 'place') out.places = out.places.filter((p) => p !== 'snow');
      if (hit?.hit?.type === 'thing') out.find = hit.hit.id;
      else if (word) out.findWord = word.lower;
      if (hit || word) {
        // The sight is no thing beside itself («stjerneskudd» is no star to carry), and "watch"
        // here is looking, not a wristwatch.
        const not = [word?.hit, tokens[i]?.hit].flatMap((x) => (x?.type === 'thing' ? [x.id] : []));
        out.things = out.things.filter((t) => !not.includes(t.id));
        const snow = word?.hit?.type === 'place';
        const at = within(
          i,
          8,
          (t) => t.hit?.type === 'place' && !placeById(t.hit.id).home && t !== word,
        );
        const where =
          at?.hit?.type === 'place'
            ? at.hit.id
            : (out.reach ?? out.places.find((p) => !placeById(p).home));
        if (where && !out.findAt) out.findAt = where;
        // Snow falls first where it is high and cold: the wait for it ends up the mountain.
        if (snow && !out.findAt) out.findAt = 'mountain';
      }
    }
    if (HELP_WORDS.includes(w) && out.help === undefined) {
      const idx = tokens.findIndex((t, k) => k > i && k <= i + 5 && t.hit?.type === 'creature');
      if (idx >= 0) out.help = who(idx);
    }
    if (
      REACH_WORDS.includes(w) &&
      !out.reach &&
      lowers.slice(Math.max(0, i - 6), i).some((x) => TRAVEL_WORDS.includes(x))
    ) {
      const hit = within(i, 3, (t) => t.hit?.type === 'place');
      if (hit?.hit?.type === 'place') out.reach = hit.hit.id;
    }
    if (SECRET_WORDS.includes(w) && !out.mystery) {
      const near = lowers.slice(i + 1, i + 4);
      out.mystery =
        (Object.keys(MYSTERY_ALIASES) as MysteryId[]).find((m) =>
          MYSTERY_ALIASES[m].some((a) => near.includes(a.split(' ').pop() as string)),
        ) ?? 'lights';
    }
    if (
      !out.whoTook &&
      WHO_WORDS.includes(w) &&
      lowers.slice(i + 1, i + 4).some((x) => TAKE_WORDS.includes(x))
    ) {
      // The question beats a "mysterious" or "secret" said before it: the taking is the mystery.
      out.mystery = 'missing';
      out.whoTook = true;
      const taken = takenThing(tokens, i);
      if (taken) out.find = taken;
    }
    if (
      !out.mystery &&
      (MYSTERY_ALIASES.missing.includes(w) || MYSTERY_ALIASES.tracks.includes(w))
    ) {
      out.mystery = MYSTERY_ALIASES.missing.includes(w) ? 'missing' : 'tracks';
    }
  });
  const sleepAlone = lowers.some(
    (w, i) =>
      SLEEP_WORDS.includes(w) &&
      lowers.slice(i + 1, i + 4).some((x) => ['alene', 'alone', 'own'].includes(x)),
  );
  if (sleepAlone && !out.fear) {
    const at = lowers.findIndex((w) => SLEEP_WORDS.includes(w));
    out.fear = { id: 'dark', who: who(at) };
  }
  // "can't sleep because of the thunder", «får ikke sove fordi det tordner»: what keeps a child
  // awake is what they fear.
  const awake = lowers.findIndex(
    (w, i) =>
      SLEEP_WORDS.includes(w) &&
      lowers
        .slice(Math.max(0, i - 3), i)
        .some((x) => ["can't", 'cannot', 'couldn’t', "couldn't", 'ikke', 'not'].includes(x)),
  );
  if (awake >= 0 && !out.fear) {
    const fear = FEARS.find((f) =>
      f.alias.some((a) => !NIGHT_WORDS.has(a) && lowers.slice(awake + 1).includes(a)),
    );
    const thunder = lowers
      .slice(awake + 1)
      .some((x) => /^(tordne|tordner|tordnet|thundering)$/.test(x));
    if (fear ?? thunder) out.fear = { id: fear?.id ?? 'thunder', who: who(awake) };
  }
  if (
    !sleepAlone &&
    lowers.some(
      (w, i) => FRIEND_WORDS.includes(w) || FRIEND_WORDS.includes(`${w} ${lowers[i + 1]}`),
    )
  ) {
    if (lowers.some((w) => ['lonely', 'ensom', 'new', 'ny', 'nye', 'alene'].includes(w)))
      out.befriend = true;
  }
  if (out.skill && INSTRUMENTS.has(out.skill.id)) instrumentIsTheSkill(out, lowers);
}

/** Playing, as a want goes on: «vil spille», «lære å spille», "wants to play". */
const PLAY = /^(spille|spiller|play|playing|plays)$/;

/**
 * The instrument a want plays when its own words did not name a skill: one named right after
 * «spille» or "play" (where «fløyte» is a flute), else the one instrument the family named
 * anywhere, played as the want goes on («Isak får et trekkspill … og vil spille for hele bygda»).
 */
function instrumentPlayed(lowers: string[], at: number): string | undefined {
  const next = lowers.slice(at + 1, at + 4);
  const play = next.findIndex((w) => PLAY.test(w));
  if (play < 0) {
    // "wants to learn the flute", «vil lære seg trompet».
    const own = next.find((w) => INSTRUMENT_WORDS[w] && SKILL_ALIAS.has(w));
    return own ? INSTRUMENT_WORDS[own] : undefined;
  }
  const after = lowers.slice(at + 2 + play, at + 5 + play).find((w) => INSTRUMENT_WORDS[w]);
  if (after) return INSTRUMENT_WORDS[after];
  const named = new Set(lowers.map((w) => INSTRUMENT_WORDS[w]));
  named.delete(undefined);
  return named.size === 1 ? [...named][0] : undefined;
}

/** Every instrument's own names (never the words that are an instrument only after «spille»). */
const SKILL_ALIAS = new Set(SKILLS.filter((s) => INSTRUMENTS.has(s.id)).flatMap((s) => s.alias));

/**
 * "Learn to play the violin": the violin is what the skill is played on, told in every try, not
 * a thing of its own beside it, and "play" is playing it, not a play on a stage.
 */
function instrumentIsTheSkill(out: ParsedDescription, lowers: string[]): void {
  const thing = instrumentThing((out.skill as { id: string }).id);
  out.things = out.things.filter((t) => t.id !== thing);
  const stage = lowers.some((w) => /^(theatre|theater|teater|teateret|teatret|skuespill)$/.test(w));
  if (out.activities && !stage) {
    out.activities = out.activities.filter((a) => a !== 'theatre');
    if (!out.activities.length) delete out.activities;
  }
}

/** Fear words of each language: the words after them are told in that language. */
const NO_FEAR_WORDS = new Set(['redd', 'engstelig', 'skvetten', 'tør', 'redsel', 'frykter']);
/** Words between the fear word and what is feared: "redd for", "scared of", "tør ikke å". */
const FEAR_LINKS = new Set(['for', 'of', 'av', 'ikke', 'veldig', 'very', 'so', 'så', 'litt']);
/** Words that end what is feared: "redd for å falle, men…", "scared of falling and…". */
const FEAR_ENDS = new Set(
  `og men eller når fordi så som at hvis and but or when because so who that if since`.split(' '),
);

/**
 * A fear the lexicon does not know, in the family's words: "redd for å hoppe fra stupebrettet",
 * "scared of the big slide". Up to five words after "redd for" or "scared of", stopping at a
 * word that starts a new clause; "scared to…" names a deed, not a thing, and is left.
 */
function fearPhrase(
  tokens: Token[],
  at: number,
): { language: 'no' | 'en'; words: string } | undefined {
  let j = at + 1;
  const first = tokens[j];
  if (!first || first.sentenceStart || first.lower === 'to') return undefined;
  while (tokens[j] && FEAR_LINKS.has((tokens[j] as Token).lower) && j < at + 4) j += 1;
  const words: string[] = [];
  for (; j < tokens.length && words.length < 5; j += 1) {
    const t = tokens[j] as Token;
    if (t.sentenceStart || t.afterComma || (words.length && FEAR_ENDS.has(t.lower))) break;
    if (!/^\p{L}{1,20}$/u.test(t.raw)) return undefined;
    words.push(/^\p{Lu}/u.test(t.raw) && words.length ? t.raw : t.lower);
  }
  // "redd for å" alone, or only a small word: nothing said to carry.
  const content = words.filter((w) => !['å', 'the', 'a', 'an', 'en', 'ei', 'et'].includes(w));
  if (!content.length || content.every((w) => w.length < 3)) return undefined;
  const language = NO_FEAR_WORDS.has((tokens[at] as Token).lower) ? 'no' : 'en';
  return { language, words: words.join(' ') };
}

/**
 * What was taken in "who took X?": a thing or a food named after the question, else the one
 * named before it ("bakes cinnamon buns … Who took it?"). A food goes missing as its dish.
 */
function takenThing(tokens: Token[], at: number): string | undefined {
  const takeable = (t: Token | undefined): string | undefined => {
    const hit = t?.hit;
    // Anything that can be picked up can be taken: a teddy is not only ever made.
    if (hit?.type === 'thing' && !thingById(hit.id).build) return hit.id;
    if (hit?.type === 'thing' && thingById(hit.id).find) return hit.id;
    if (hit?.type === 'food') return biteOf(hit.id, t?.lower ?? '') ?? `dish:${hit.id}`;
    return undefined;
  };
  for (const t of tokens.slice(at + 1, at + 8)) {
    const id = takeable(t);
    if (id) return id;
  }
  for (let j = at - 1; j >= 0; j -= 1) {
    const id = takeable(tokens[j]);
    if (id) return id;
  }
  return undefined;
}

/** The skill a lesson is for: "swimming lesson", «svømmetimen». */
function lessonSkill(word: string, after: string): string | undefined {
  const stem = LESSON_NO.exec(word)?.[1];
  if (stem) return LESSON_STEM[stem];
  if (!LESSON.has(after)) return undefined;
  return SKILLS.find((s) => s.alias.includes(word))?.id;
}

function isRobot(t: Token): boolean {
  return t.hit?.type === 'creature' && t.hit.kind === 'robot';
}
