// Reads a toy that comes alive at night: "The teddy bear comes alive at night and explores the
// house", «Bamsen våkner om natta og går på oppdagelse i huset», "Toys in the playroom wake up
// when everyone sleeps", «Dukkene våkner når alle sover». The toy is the hero, kept as that toy
// (with the name the family gave it); the story is the house at night, and it is back in its
// place before morning. Never a bear off to the mountains.
import type { ParsedDescription, Token } from './parse-description';

export type ToyKind = 'teddy' | 'doll' | 'toys';

export interface ToyNight {
  toy: ToyKind;
  /** The toy's own name, when the family gave it one. */
  name?: string;
  /** The child whose toy it is, when the family named them ("Mia's teddy"). */
  child?: { name: string; gender?: 'm' | 'f' };
  /** The room it sleeps in: the playroom the family named, else the child's bedroom. */
  room: 'playroom' | 'bedroom';
}

const TEDDY =
  /^(teddy|teddies|teddybear|bamse|bamsen|bamser|bamsene|kosedyr|kosedyret|kosedyrene|teddybjørn|teddybjørnen|teddybamse|teddybamsen)$/;
const DOLL = /^(doll|dolls|dukke|dukka|dukken|dukker|dukkene)$/;
/** Toys all together; one toy of another kind ("a toy robot") is not this story's toy. */
const TOYS = /^(toys|lekene|leker|leketøyet|lekesakene|lekesaker)$/;
const ALIVE =
  /\b(?:comes?|came|coming) (?:alive|to life)\b|\b(?:wakes?|woke|waking) up\b|\b(?:våkner|våknet|våkne)\b|\b(?:blir|ble) levende\b/;
const NIGHT =
  /\b(?:at night|at midnight|in the night|every night|when everyone (?:is )?(?:sleeps|asleep|sleeping|goes to bed|is in bed)|while everyone (?:sleeps|is asleep)|when the house (?:sleeps|is asleep)|om natta|om natten|i natt|hver natt|ved midnatt|midnatt|når alle sover|mens alle sover|når alle har lagt seg|når huset sover)\b/;

export function readToyNight(tokens: Token[], out: ParsedDescription): void {
  if (out.rescue || out.wayHome || out.lostInPlace || out.whoTook || out.secret) return;
  const lowers = tokens.map((t) => t.lower);
  const text = lowers.join(' ');
  if (!ALIVE.test(text) || !NIGHT.test(text)) return;
  const at = lowers.findIndex((w) => TEDDY.test(w) || DOLL.test(w) || TOYS.test(w));
  if (at < 0) return;
  const word = lowers[at] as string;
  const toy: ToyKind = TEDDY.test(word) ? 'teddy' : DOLL.test(word) ? 'doll' : 'toys';
  // The toy's name: "Bamsen Brumm", "Teddy the teddy bear"; never "Toys" read as a boy's name,
  // nor the child whose toy it is ("Mia's teddy").
  const free = (c: ParsedDescription['characters'][number]) => !c.aside && !c.owns;
  let toyChar = out.characters.findIndex(
    (c) => free(c) && (c.kind === 'bear' || (!!c.name && TEDDY.test(c.name.toLowerCase()))),
  );
  if (toyChar < 0)
    toyChar = out.characters.findIndex(
      (c) => free(c) && c.kind === undefined && !!c.name && !TOYS.test(c.name.toLowerCase()),
    );
  const named = toyChar >= 0 ? out.characters[toyChar] : undefined;
  const name = named?.name && !TOYS.test(named.name.toLowerCase()) ? named.name : undefined;
  const owner = out.characters.find((c) => c.owns && c.name);
  out.toyNight = {
    toy,
    ...(name ? { name } : {}),
    ...(owner?.name
      ? { child: { name: owner.name, ...(owner.gender ? { gender: owner.gender } : {}) } }
      : {}),
    room: out.places.includes('playroom') ? 'playroom' : 'bedroom',
  };
  // The toy is the story: not a bear, a thing to find, or a trip out to somewhere.
  out.characters = out.characters.filter(
    (c) => c !== named && !c.owns && !(c.name && TOYS.test(c.name.toLowerCase())),
  );
  out.things = out.things.filter((t) => t.id !== 'teddy' && t.id !== 'doll');
  out.places = [];
  delete out.toy;
  delete out.reach;
  delete out.find;
  delete out.findAt;
  delete out.build;
  delete out.skill;
  delete out.fear;
  delete out.mystery;
}
