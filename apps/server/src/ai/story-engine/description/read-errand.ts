// Reads what a family means beyond a lost thing: whom a thing is found or made for ("en rød
// stein til bestefar", "a scarf for grandpa"), someone to visit, a found thing whose door or
// owner is sought, a thing to mend, a pet wished for, a job dreamt of — and which things the
// description says someone owns, so no story claims a thing was loved that nobody said was had.
import { creature } from '../lexicon/creatures';
import { foodById } from '../lexicon/foods-activities';
import { thingById } from '../lexicon/things';
import { WORN } from '../packs/build-kinds';
import type { ParsedDescription, Token } from './parse-description';

const words = (s: string): Set<string> => new Set(s.split(/\s+/).filter(Boolean));

/** Giving, fetching and making: what comes before "til X" / "for X" when X is to have it. */
const ERRAND = words(`
  gi gir ga gitt give gives gave giving hente henter hentet fetch fetches fetched bring brings
  brought bringing ta tar tok take takes took taking levere leverer deliver delivers sende send
  sends finne finner fant find finds found lage lager laget make makes made bake baker bakte bakes
  baked strikke strikker strikket knit knits knitted sy syr sydde sew sews sewed bygge bygger bygde
  build builds built plukke plukker pick picks kjøpe kjøper kjøpte handle handler handlet buy buys bought koke koker cook cooks cooked
  male maler paint paints tegne tegner draw draws`);
const FOR = words('til for to');
/** Words between "til" and the one it is for: "til den snille bestemoren sin", "to old Mrs Green". */
const BETWEEN = words(`
  sin si sitt sine min mi mitt mine hans hennes his her my our their the a den det hele gamle
  old kjære dear snille kind lille little syke sick naboen`);
const MISS = words('savner savnet misses missed');
const VISIT = words('besøke besøker besøkte besøk visit visits visiting visited hos');
const BUILD = words(`
  bygge bygger bygde build builds building built lage lager laget make makes making made
  snekre snekrer bake baker bakte bakes baked baking strikke strikker strikket knit knits knitted
  knitting sy syr sydde sew sews sewed sewing koke koker cook cooks cooked reparere reparerer
  reparerte fikse fikser fikset fix fixes fixed fixing repair repairs repaired repairing mend
  mends mended lappe lapper lappet`);
const MEND = words(`
  reparere reparerer reparerte fikse fikser fikset fix fixes fixed fixing repair repairs repaired
  repairing mend mends mended lappe lapper lappet revnet ødelagt broken punkterer punktert
  punktering puncture torn`);
const FOUND = words('finner fant funnet finds found finne find');
/** A thing already come upon, not one wished for. */
const FOUND_NOW = words('finner fant funnet finds found');
const LOST = words(`
  mistet mister mist borte savner forsvunnet lost loses lose missing vanished gone gravd buried`);
/** A found thing's question: whose it is, which door it opens, which nest it fell from. */
const BELONGS = [
  'tilhører',
  'eier',
  'eieren',
  'eierne',
  'owner',
  'owners',
  'whose',
  'belongs',
  'hvem sin',
  'hvem den',
  'hvem det',
  'hvem som',
  'who it',
  'hvilken',
  'hvilket',
  'which',
  'hvor den kommer',
  'where it came',
  'where it belongs',
  'hører hjemme',
];
/** A party: "party", "festen", "nattfesten", "bursdagsfesten", "selskapet". */
const PARTY = /^(party|parties|\p{L}*fest|\p{L}*festen|selskap|selskapet|feiring|feiringen)$/u;
/** Whose party: "festen til uglene", "fest hos froskene", "the party at the frogs'". */
const PARTY_AT = words('til for to hos at with med of');
const DOOR = words('dør døra døren dørene door doors lås låsen lock');
const NEST = words('fugl fuglen fugler bird birds reir reiret nest mamma mor mother');
const WISH = words('ønsker ønsket wishes wish wants wanted drømmer dreams dream');
const MEET = words('møte møter meet meets meeting');
const BECOME = words('bli be become');
const POSSESSIVE = words('sin si sitt sine min mi mitt mine hans hennes his her my our their');
const HAS = words('har has hadde had eier owns');
/** Jobs that make a story of helping, making or going far. */
export const JOB_GOAL: Record<string, 'help' | 'build' | 'reach'> = {
  firefighter: 'help',
  vet: 'help',
  doctor: 'help',
  chef: 'build',
  pilot: 'reach',
  astronaut: 'reach',
};

/** Who is a person the family has: grandparents, parents, siblings, named people. */
function isPerson(out: ParsedDescription, idx: number): boolean {
  const ch = out.characters[idx];
  if (!ch) return false;
  return !ch.kind || creature(ch.kind).person === true;
}

export function readErrand(
  tokens: Token[],
  out: ParsedDescription,
  charOf: (i: number) => number | undefined,
): void {
  const lowers = tokens.map((t) => t.lower);
  const text = ` ${lowers.join(' ')} `;
  const hero = 0;

  /** The character a phrase starting at `from` names, skipping "sin", "old", "the". */
  const characterFrom = (from: number): number | undefined => {
    for (let j = from; j < tokens.length && j <= from + 3; j += 1) {
      const c = charOf(j);
      if (c !== undefined) return c;
      if (!BETWEEN.has(lowers[j] as string) && !/^(mrs|mr|miss|ms|fru|herr)$/.test(lowers[j] ?? ''))
        return undefined;
    }
    return undefined;
  };

  // Whom it is for: "til bestefar" after something given, fetched or made.
  lowers.forEach((w, i) => {
    if (out.recipient !== undefined || !FOR.has(w)) return;
    // "hagen til bestemor", "sykkelen til storebroren": whose it is, not whom it is for.
    const prev = tokens[i - 1];
    if (prev?.hit?.type === 'place' || (prev && isDefinite(prev))) return;
    const before = lowers.slice(Math.max(0, i - 8), i);
    const about =
      before.some((b) => ERRAND.has(b)) ||
      tokens
        .slice(Math.max(0, i - 4), i)
        .some((t) => t.hit?.type === 'thing' || t.hit?.type === 'food');
    if (!about || before.some((b) => VISIT.has(b))) return;
    const c = characterFrom(i + 1);
    if (c !== undefined && c !== hero && isPerson(out, c)) out.recipient = c;
  });
  // "for his granny's birthday", "til mormor som har bursdag": a birthday is for someone too.
  if (out.recipient === undefined)
    tokens.forEach((t, i) => {
      if (out.recipient !== undefined || !t.possessive) return;
      const c = charOf(i);
      if (c !== undefined && c !== hero && isPerson(out, c) && FOR.has(lowers[i - 1] ?? ''))
        out.recipient = c;
      else if (c !== undefined && c !== hero && isPerson(out, c) && FOR.has(lowers[i - 2] ?? ''))
        out.recipient = c;
    });

  // Someone to visit: "besøke tante Kari", "på besøk til onkel Per", "visit Uncle Tom".
  // Missing someone who lives far away is going to see them: «savner bestefar som bor langt
  // unna», "misses her grandpa".
  lowers.forEach((w, i) => {
    if (out.visit !== undefined || !(VISIT.has(w) || MISS.has(w))) return;
    const next = FOR.has(lowers[i + 1] ?? '') ? i + 2 : i + 1;
    const c = characterFrom(next);
    if (c !== undefined && c !== hero && isPerson(out, c)) out.visit = c;
    else {
      const place = tokens.slice(i + 1, i + 4).find((t) => t.hit?.type === 'place');
      if (place?.hit?.type === 'place' && !out.reach) out.reach = place.hit.id;
    }
  });
  // A party someone gives is a visit to them: "invited to the owls' night party", "vil på
  // nattfesten til uglene", "Granny's party". The host may be any creature, not only a person.
  tokens.forEach((t, i) => {
    if (out.visit !== undefined || !PARTY.test(t.lower)) return;
    const after = PARTY_AT.has(lowers[i + 1] ?? '') ? characterFrom(i + 2) : undefined;
    let before: number | undefined;
    for (let j = i - 1; j >= 0 && j >= i - 3 && before === undefined; j -= 1) {
      // "the owls' party", "Granny's party", and "the badger party" (the host as a noun before).
      if (tokens[j]?.possessive || (j === i - 1 && tokens[j]?.hit?.type === 'creature'))
        before = charOf(j);
      else if (
        !BETWEEN.has(lowers[j] as string) &&
        !/^(night|natt|big|stor|store|birthday)$/.test(lowers[j] ?? '')
      )
        break;
    }
    const host = after ?? before;
    if (host !== undefined && host !== hero) {
      out.visit = host;
      out.party = true;
    }
  });
  if (out.visit !== undefined && !out.reach) {
    // The place the visited one lives: "tante Kari i Bergen", "Uncle Tom on his farm".
    const at = tokens.findIndex(
      (t, i) => i > 0 && t.hit?.type === 'place' && FOR.has(lowers[i - 1] ?? '') === false,
    );
    const hit = at >= 0 ? tokens[at]?.hit : undefined;
    if (hit?.type === 'place') out.reach = hit.id;
  }

  // What is made: a thing, a dish, a snowman, a hut or a boat; and whether it is mended.
  if (lowers.some((w) => MEND.has(w)) || MEND_PHRASES.some((x) => text.includes(` ${x} `)))
    out.mend = lowers.some((w) => BUILD.has(w) || MEND.has(w));
  lowers.forEach((w, i) => {
    if (!BUILD.has(w) || out.build) return;
    // Knitting, sewing or mending takes any thing; building wants a thing that is built, and
    // "making" a scarf or a hat is knitting or sewing it.
    const any = CRAFT.has(w) || MEND.has(w);
    const window = tokens.slice(i + 1, i + 6);
    const thing = window.find(
      (t) => t.hit?.type === 'thing' && (any || thingById(t.hit.id).build || WORN.has(t.hit.id)),
    );
    if (thing?.hit?.type === 'thing') {
      out.build = thing.hit.id;
      return;
    }
    for (let j = i + 1; j < tokens.length && j <= i + 5; j += 1) {
      const hit = tokens[j]?.hit;
      const raw = lowers[j];
      // A kind of food keeps the family's own word («kanelboller»); it is baked or cooked the
      // way its everyday food is (packs read that with foodBase).
      if (hit?.type === 'food' && foodById(hit.id)) out.build = `dish:${hit.id}`;
      else if (hit?.type === 'creature' && hit.kind === 'snowman') out.build = 'snowman';
      else if (hit?.type === 'place' && (hit.id === 'cottage' || hit.id === 'cave'))
        // "bygger en hule", "builds a hut": a den is built, not a cave or cottage gone to.
        out.build = 'hut';
      else if (hit?.type === 'place' && hit.id === 'ship') out.build = 'boat';
      else if (raw === 'den' && lowers.slice(i + 1, j).some((x) => ['a', 'the'].includes(x)))
        out.build = 'hut';
      if (out.build) break;
    }
  });
  if (out.mend && !out.build) {
    // "Teddybjørnen har revnet", "the bike is broken": the thing named is the one to mend.
    const t = tokens.find((x) => x.hit?.type === 'thing');
    if (t?.hit?.type === 'thing') out.build = t.hit.id;
  }
  // A snowman, hut or boat being made is the goal, not a character or a home.
  if (out.build === 'snowman')
    for (const c of out.characters) if (c.kind === 'snowman' && !c.name) c.aside = true;
  if (out.build === 'hut') out.places = out.places.filter((p) => p !== 'cottage' && p !== 'cave');
  if (out.build === 'boat') out.places = out.places.filter((p) => p !== 'ship');
  // The boat or hut being made is no place to go: "bygger en båt for å besøke onkel Jon på øya"
  // goes to the island, in the boat.
  const made = { boat: 'ship', hut: 'cottage' }[out.build ?? ''];
  if (made && out.reach === made) {
    const other = out.places.find((p) => p !== made);
    if (other) out.reach = other;
    else delete out.reach;
  }
  if (made && !out.things.some((t) => t.id === out.build))
    out.things.push({ id: out.build as string });

  // Fetching something for someone is a search: "hente en stjerne til lillesøsteren".
  lowers.forEach((w, i) => {
    if (out.find || !FETCH.has(w)) return;
    const t = tokens.slice(i + 1, i + 5).find((x) => x.hit?.type === 'thing');
    if (t?.hit?.type === 'thing') out.find = t.hit.id;
    // A word the lexicon does not know is still what is fetched: "hente en stjernestein".
    const unknown = new Set((out.unknown ?? []).map((u) => u.word));
    const word = tokens.slice(i + 1, i + 4).find((x) => !x.hit && unknown.has(x.lower));
    if (!out.find && word && !out.findWord) out.findWord = word.lower;
  });
  // Looking for a lost animal: "look for a lost lamb", "leter etter katten".
  lowers.forEach((w, i) => {
    if (out.help !== undefined || out.find || !SEARCH.has(w)) return;
    // The one sought follows "etter"/"for": in "leter Ada og hunden Kiks etter bær" the dog
    // searches too, it is not lost.
    const after = lowers.findIndex((x, k) => k > i && k <= i + 6 && SOUGHT_AFTER.has(x));
    const from = after >= 0 ? after + 1 : i + 1;
    for (let j = from; j < tokens.length && j <= from + 4; j += 1) {
      const c = charOf(j);
      if (c !== undefined && c !== hero && !isPerson(out, c)) {
        out.help = c;
        return;
      }
    }
  });
  // "find their way home from the North Pole": the journey goes there and home again.
  const from = lowers.findIndex(
    (w, i) =>
      ['from', 'fra'].includes(w) &&
      /\b(way home|veien hjem)\b/.test(lowers.slice(Math.max(0, i - 4), i).join(' ')),
  );
  const there =
    from >= 0 ? tokens.slice(from + 1, from + 4).find((t) => t.hit?.type === 'place') : undefined;
  if (there?.hit?.type === 'place' && !out.reach) out.reach = there.hit.id;
  // How a find is meant: the thing the lexicon knows, or the family's own word for it.
  if (out.find || out.findWord) {
    const at = out.find?.startsWith('part:')
      ? tokens.findIndex((t) => t.hit?.type === 'feature' && `part:${t.hit.id}` === out.find)
      : out.find
        ? tokens.findIndex((t) => t.hit?.type === 'thing' && t.hit.id === out.find)
        : tokens.findIndex((t) => !t.hit && t.lower === out.findWord);
    const near = lowers.slice(Math.max(0, at - 4), at + 6);
    const foundFirst = lowers.slice(0, at).some((w) => FOUND.has(w));
    const question = BELONGS.some((b) => text.includes(` ${b} `));
    // A key come upon ("finds a golden key", "fant en gammel nøkkel") asks which lock it opens,
    // said or not; a key only wished for ("wants to find a key") is still sought.
    const keyFound =
      out.find === 'key' && lowers.slice(Math.max(0, at - 4), at).some((w) => FOUND_NOW.has(w));
    if (((foundFirst && question) || keyFound) && !near.some((w) => LOST.has(w))) {
      out.findMode = 'belongs';
      const after = lowers.slice(at + 1);
      out.belongs =
        keyFound || after.some((w) => DOOR.has(w))
          ? 'door'
          : out.find === 'egg' || after.some((w) => NEST.has(w))
            ? 'nest'
            : 'owner';
    } else if (near.some((w) => LOST.has(w)) || owned(tokens, at)) out.findMode = 'lost';
    else out.findMode = 'seek';
  }

  // Things someone is said to have: "sin røde ballong", "ballongen til Magnus", "has a kite".
  out.things = out.things.map((th) => {
    const at = tokens.findIndex((t) => t.hit?.type === 'thing' && t.hit.id === th.id);
    return at >= 0 && owned(tokens, at) ? { ...th, owned: true } : th;
  });

  // A pet wished for or someone to meet: "ønsker seg en hund", "wants to meet the tooth fairy".
  lowers.forEach((w, i) => {
    // "vil se hvalene", "vil møte en drage", «vil ha en kattunge»: a wish to see or have
    // someone, said the bokmål way.
    const after = lowers[i + 1] ?? '';
    // (A cat that «vil ha en fisk» wants its supper: only a person wishes for a pet so.)
    const have = after === 'ha' && wisherIsPerson(tokens, i, out, charOf);
    const wish = WISH.has(w) || (w === 'vil' && (SEE.has(after) || MEET.has(after) || have));
    if (out.befriend || !(wish || MEET.has(w))) return;
    const c = tokens.slice(i + 1, i + 5).find((t) => t.hit?.type === 'creature');
    if (c?.hit?.type !== 'creature') return;
    const meeting = MEET.has(w) || lowers.slice(i + 1, i + 4).some((x) => MEET.has(x));
    if (meeting || !creature(c.hit.kind).person) out.befriend = true;
  });

  // A job dreamt of: "vil bli brannkonstabel", "wants to be a vet", "bli astronaut".
  tokens.forEach((t, i) => {
    const before = lowers.slice(Math.max(0, i - 3), i);
    const becoming = before.some((b) => BECOME.has(b));
    if (t.hit?.type === 'creature' && becoming && i > 0) {
      const c = charOf(i);
      const ch = c !== undefined ? out.characters[c] : undefined;
      if (ch && c !== hero && !ch.name && creature(t.hit.kind).person) {
        ch.aside = true;
        if (t.hit.kind === 'astronaut') {
          out.job ??= 'astronaut';
          // The dream is still told, in the child's own word.
          out.activities = [...new Set([...(out.activities ?? []), 'astronaut'])];
        }
      }
    }
    if (out.job || t.hit?.type !== 'activity' || !JOB_GOAL[t.hit.id]) return;
    if (becoming || before.some((b) => b === 'er' || b === 'is')) out.job = t.hit.id;
  });

  // What a journey goes to see: "for å se elefanter", "to see the penguins".
  lowers.forEach((w, i) => {
    if (out.sight !== undefined || !SEE.has(w)) return;
    for (let j = i + 1; j < tokens.length && j <= i + 3; j += 1) {
      const c = charOf(j);
      if (c !== undefined && c !== hero && !isPerson(out, c) && !out.characters[c]?.name) {
        out.sight = c;
        return;
      }
    }
  });
  // "Bestemor er syk", "Noah's grandma has a cold": the one in bed is visited and cheered up,
  // with what the family brings. (A child who is ill is the hero, not someone to visit.)
  lowers.forEach((_, i) => {
    if (out.ill !== undefined || !ILL.some((phrase) => startsAt(lowers, i, phrase))) return;
    for (let j = i - 1; j >= Math.max(0, i - 3); j -= 1) {
      const c = charOf(j);
      if (c === undefined) continue;
      if (isPerson(out, c) && out.characters[c]?.kind) {
        out.ill = c;
        out.visit ??= c;
      }
      return;
    }
  });
  // Help for "it": "finner en fugl med skadet vinge og vil hjelpe den". The one named right
  // before the verb is its subject, the helper: "pinnsvinet Pelle hjelper henne å lete".
  lowers.forEach((w, i) => {
    if (out.help !== undefined || !HELP.has(w) || !IT.has(lowers[i + 1] ?? '')) return;
    if (charOf(i - 1) !== undefined) return;
    for (let j = i - 1; j >= 0; j -= 1) {
      const c = charOf(j);
      if (c !== undefined && c !== hero && !isPerson(out, c)) {
        out.help = c;
        return;
      }
    }
  });
  // A found animal whose people are sought: "finner en valp og vil finne eieren".
  if (out.help === undefined && !out.find && BELONGS.some((b) => text.includes(` ${b} `)))
    lowers.forEach((w, i) => {
      if (out.help !== undefined || !FOUND.has(w)) return;
      for (let j = i + 1; j < tokens.length && j <= i + 4; j += 1) {
        const c = charOf(j);
        if (c !== undefined && c !== hero && !isPerson(out, c)) {
          out.help = c;
          out.belongs = 'owner';
          return;
        }
      }
    });
  // "har satt seg fast", "got stuck": a thing to get back.
  if (!out.find && STUCK.some((x) => text.includes(` ${x} `))) {
    const t = tokens.find((x) => x.hit?.type === 'thing' && thingById(x.hit.id).find);
    if (t?.hit?.type === 'thing') {
      out.find = t.hit.id;
      out.findMode = 'lost';
    }
  }
  // The owner sought is the plot's own end, not a thing of the story to be told as mattering.
  if (out.belongs === 'owner') {
    const owner = (w: string) => BELONGS.includes(w.toLowerCase());
    if (out.findWord && owner(out.findWord)) delete out.findWord;
    if (out.unknown) out.unknown = out.unknown.filter((u) => !owner(u.word));
    if (out.unknown?.length === 0) delete out.unknown;
  }
}

/** Being ill, as families say it: each a run of words. */
const ILL = [
  'er syk',
  'ble syk',
  'ligger syk',
  'er forkjølet',
  'har feber',
  'har influensa',
  'er på sykehuset',
  'ligger på sykehuset',
  'is ill',
  'is sick',
  'got sick',
  'fell ill',
  'is poorly',
  'feels poorly',
  'has a cold',
  'has the flu',
  'has a fever',
  'is in hospital',
  'is in the hospital',
].map((phrase) => phrase.split(' '));

function startsAt(lowers: string[], i: number, phrase: string[]): boolean {
  return phrase.every((w, k) => lowers[i + k] === w);
}

const SEE = words('se ser see sees watch');
const FETCH = words('hente henter hentet fetch fetches fetched fetching');
const SEARCH = words('leter lete lette look looks looking search searches searching seek seeks');
/** Knitting and sewing make whatever thing is named. */
const CRAFT = words(
  'strikke strikker strikket knit knits knitted knitting sy syr sydde sew sews sewed sewing',
);
const MEND_PHRASES = ['har et hull', 'has a hole', 'is broken', 'er ødelagt', 'er i stykker'];
const SOUGHT_AFTER = words('etter for after');
const HELP = words('hjelpe hjelper hjalp help helps helped helping redde redder save saves rescue');
const IT = words('den det ham henne dem it him her them');
const STUCK = ['satt seg fast', 'sitter fast', 'satt fast', 'got stuck', 'is stuck', 'stuck in'];

/** A possessive or an owner beside the thing: "sin ballong", "Oliver's balloon", "has a kite". */
/** «tar bussen til sjøen», "took the bus to the sea": a ride taken there, nobody's own. */
const TAKEN = new Set(['tar', 'tok', 'ta', 'med', 'take', 'takes', 'took', 'by']);
const RIDES = new Set(['bus', 'tractor', 'truck', 'car', 'train', 'boat']);

function owned(tokens: Token[], at: number): boolean {
  const before = tokens.slice(Math.max(0, at - 3), at);
  const hit = tokens[at]?.hit;
  if (hit?.type === 'thing' && RIDES.has(hit.id) && TAKEN.has(tokens[at - 1]?.lower ?? ''))
    return false;
  if (before.some((t) => POSSESSIVE.has(t.lower) || t.possessive)) return true;
  if (before.some((t) => HAS.has(t.lower))) return true;
  const after = tokens.slice(at + 1, at + 4).map((t) => t.lower);
  // "ballongen til Magnus", "sykkelen til storebroren sin": the definite thing and its owner;
  // "en stein til bestefar" is a thing for someone, not theirs yet.
  if (isDefinite(tokens[at]) && after[0] === 'til' && tokens[at + 2]) return true;
  return POSSESSIVE.has(after[0] ?? '');
}

/** A thing in its definite form: "ballongen", "sykkelen". */
function isDefinite(t: Token | undefined): boolean {
  if (t?.hit?.type !== 'thing') return false;
  const no = thingById(t.hit.id).no;
  return t.lower === no.def || t.lower === no.defPl;
}

/** The food a dish is made of ("dish:bun"), or undefined for a thing. */
export function dishFood(id: string): string | undefined {
  return id.startsWith('dish:') ? id.slice(5) : undefined;
}

export function isDish(id: string | undefined): boolean {
  return !!id && id.startsWith('dish:');
}

/** Whether the one who wishes (the last one named before the wish) is a person. */
function wisherIsPerson(
  tokens: Token[],
  at: number,
  out: ParsedDescription,
  charOf: (i: number) => number | undefined,
): boolean {
  for (let j = at - 1; j >= 0; j -= 1) {
    const c = charOf(j);
    if (c === undefined) continue;
    const kind = out.characters[c]?.kind;
    return !kind || !!creature(kind).person;
  }
  return true;
}
