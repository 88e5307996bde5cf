// The words an English rescue is told with: who the rescuer is by trade and what they bring,
// where the one stuck is, and whom they go home to.
import type { EnCtx } from '../../../compose/ctx-en';
import { SPOTS, type SpotEntry } from '../../../lexicon/rescue-spots';
import type { RoleId } from '../../../lexicon/roles';
import { creatureOf } from '../../../lexicon/species';
import { belongsTo } from '../../rescue-body';
import { shapeOf as shape, tradeFits } from '../../rescue-tool';
import { cap } from '../../../text';

/** Where the one stuck is and whom it goes home to, read the same in both languages. */
export { belongsTo, shape };

export interface RoleWordsEn {
  /** What they wear or carry, seen at once: "a shiny red helmet". */
  gear: string;
  /** What they drive or ride to work in: "the fire engine". */
  ride: string;
  /** What reaches the one stuck at last, set up from the first line: "the long ladder". */
  tool: string;
  /** What they do every day: "put out fires and help anyone in trouble". */
  work: string;
  /** How the call comes: "the phone at the fire station rang". */
  call: string;
  /** Getting ready in a hurry: "pulled on the red helmet". */
  ready: string;
  /** Where they work, when the trade has one place: "at the bakery". */
  at?: string;
}

export const ROLE_EN: Record<RoleId, RoleWordsEn> = {
  firefighter: {
    gear: '{a shiny red helmet|a red helmet and big yellow boots|a helmet polished till it gleamed}',
    ride: 'the fire engine',
    tool: 'the long ladder from the fire engine',
    work: 'put out fires and help anyone in trouble',
    call: 'the bell at the fire station rang',
    ready: 'pulled on the red helmet',
  },
  vet: {
    gear: '{a bag full of bandages and treats|a green coat and a big bag|a bag that smelled of animal treats}',
    ride: 'the little vet van',
    tool: 'a soft blanket and a handful of treats from the bag',
    work: 'look after animals that are sick or scared',
    call: 'the phone in the surgery rang',
    ready: 'picked up the big bag',
  },
  lifeguard: {
    gear: '{a red rescue float|a whistle on a string and a red float|a bright red swimsuit and a whistle}',
    ride: 'the rescue boat',
    tool: 'the red rescue float on its long rope',
    work: 'keep watch over the water and help anyone in trouble there',
    call: 'someone waved and shouted from the water',
    ready: 'grabbed the red float',
  },
  police: {
    gear: '{a cap with a shiny badge|a blue cap and a badge|a radio that crackled on the shoulder}',
    ride: 'the police car',
    tool: 'the long rope from the boot of the police car',
    work: 'keep everyone safe and help anyone in trouble',
    call: 'the radio crackled',
    ready: 'put on the blue cap',
  },
  doctor: {
    gear: '{a doctor’s bag|a bag with a stethoscope in it|a white coat and a doctor’s bag}',
    ride: 'the ambulance',
    tool: 'the stretcher and a warm blanket from the ambulance',
    work: 'make people well again',
    call: 'the phone rang at the surgery',
    ready: 'picked up the doctor’s bag',
  },
  pilot: {
    gear: '{a pilot’s cap|a leather cap and goggles|a flying jacket with a badge}',
    ride: 'the rescue helicopter',
    tool: 'the long rope that winched down from the helicopter',
    work: 'fly the rescue helicopter wherever help is needed',
    call: 'the radio in the helicopter crackled',
    ready: 'pulled on the flying jacket',
  },
  chef: {
    gear: '{a tall white chef’s hat|a white apron and a tall hat|an apron with a wooden spoon in the pocket}',
    ride: 'the little restaurant van',
    tool: 'the long rope the sacks of potatoes came tied with',
    work: 'cook good food for everyone who came hungry',
    call: 'the phone in the restaurant kitchen rang',
    ready: 'hung up the apron',
    at: 'in the restaurant kitchen',
  },
  baker: {
    gear: '{a white apron dusted with flour|floury hands and a white cap|an apron that smelled of fresh bread}',
    ride: 'the bakery van',
    tool: 'the long bread paddle from the oven',
    work: 'bake bread and buns for the whole town',
    call: 'the bell over the bakery door rang',
    ready: 'took off the floury apron',
    at: 'at the bakery',
  },
  sailor: {
    gear: '{a striped jumper and a sailor’s cap|a blue cap and a coil of rope|a striped jumper that smelled of the sea}',
    ride: 'the little boat',
    tool: 'the long rope from the boat',
    work: 'sail the boat and keep it shipshape',
    call: 'someone shouted from the harbour wall',
    ready: 'grabbed the coil of rope',
    at: 'on the boat in the harbour',
  },
};

export const spotOf = (c: EnCtx): SpotEntry['en'] => SPOTS[c.spot ?? 'tree'].en;
export const roleOf = (c: EnCtx): RoleWordsEn | undefined =>
  c.hero.char.role ? ROLE_EN[c.hero.char.role] : undefined;
/** The hero's trade's own tool, when it reaches this spot: the fire engine's ladder up a tree. */
export const tradeTool = (c: EnCtx): string | undefined =>
  tradeFits(c) ? roleOf(c)?.tool : undefined;

/** Whom the one stuck goes home to: "her owner", "the farmer", "his mum and dad". */
export function homeTo(c: EnCtx): string {
  if (c.petOwner) return c.petOwner.name;
  const his = c.other?.his ?? 'its';
  switch (belongsTo(c)) {
    case 'owner':
      return `${his} owner`;
    case 'farmer':
      return 'the farmer';
    case 'parents':
      return `${his} mum and dad`;
    case 'family':
      return `${his} {family|mother}`;
  }
}

/** Who the one stuck is, as a name or "the kitten". */
export const who = (c: EnCtx): string => c.other?.name ?? 'the little one';
export const it = (c: EnCtx): string => c.other?.he ?? 'it';
export const its = (c: EnCtx): string => c.other?.his ?? 'its';
export const him = (c: EnCtx): string => c.other?.him ?? 'it';
/** The same, to begin a sentence with. */
export const Who = (c: EnCtx): string => cap(who(c));
export const It = (c: EnCtx): string => cap(it(c));
export const Its = (c: EnCtx): string => cap(its(c));
/** The sound the one stuck makes: "meow", "woof", or a cry. */
export const cry = (c: EnCtx): string => c.other?.sound ?? 'cry';

/** How the one stuck's own kind comes to fetch them: running, flying, swimming. */
export function comes(c: EnCtx): string {
  const o = c.other?.char;
  if (!o || belongsTo(c) !== 'family') return 'running';
  const move = creatureOf(o).move;
  return move === 'swim' ? 'swimming' : move === 'fly' ? 'flying' : 'running';
}

/** What a frightened one does when someone hurries, at this spot. */
export function scared(c: EnCtx): string {
  if (c.spot === 'ice') return 'slide further out';
  if (c.spot === 'mud') return 'sink deeper';
  if (c.spot === 'rock') return 'jump into the water';
  return {
    up: 'climb higher',
    down: 'hide deeper',
    caught: 'wriggle harder',
    out: 'move further out',
  }[shape(c)];
}

/** The cry of the one stuck, by what it is: "a thin little meow". */
export function cryOf(c: EnCtx): string {
  const o = c.other?.char;
  const id = o?.species ?? o?.kind ?? '';
  if (['cat', 'kitten'].includes(id))
    return '{a thin little meow|a sad little mew|a tiny, wobbly meow}';
  if (['dog', 'puppy'].includes(id))
    return '{a sad little whimper|a small, frightened yelp|a soft whine}';
  if (['bird', 'duck', 'owl', 'hen'].includes(id))
    return '{a tiny peep|a frightened cheep|a thin little peep}';
  if (['sheep', 'lamb'].includes(id))
    return '{a frightened baa|a small, shaky baa|a sad little bleat}';
  if (id === 'seal') return '{a sad little bark|a soft, worried bark}';
  if (belongsTo(c) === 'parents') return '{a small voice calling for help|a faint cry for help}';
  return '{a small, frightened cry|a sad little squeak}';
}
