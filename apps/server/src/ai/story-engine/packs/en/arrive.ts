// Getting there: the trip when someone must be carried or sail, and the first meeting with
// the place — a gasp, a look, a smell, a sound.
import type { Bank } from '../../compose/ctx-base';
import type { EnCtx } from '../../compose/ctx-en';
import { by } from '../by-band';
import { placeById } from '../../lexicon/places';
import { spaceSetting } from '../../lexicon/lost-things';
import { team, who } from './slots';

const whoosh = '{whoosh|swoosh|wheee|zoom|yippee}';
const wow = '{Oh|Wow|Oh, look|Oh my|Ooh|Goodness}';

/** Someone who lives out in space is already above the clouds and the birds. */
const fromSpace = (c: EnCtx) => spaceSetting(placeById(c.home.id).setting);
/** Already out there, from one place in space to the next: no way up past the clouds. */
const leftSpace = (c: EnCtx) => !!c.prev && spaceSetting(placeById(c.prev.id).setting);

export const travelRide: Bank<EnCtx> = [
  (c) =>
    c.carrier && c.rider
      ? by(
          c,
          `${c.rider.name} climbed onto ${c.carrier.poss} back, and off they went ${c.place.to}, ${whoosh}!`,
          `${c.rider.name} climbed onto ${c.carrier.poss} back and held on {tight|hard|firmly}, and ${c.carrier.name} ${c.carrier.moved} ${c.place.to}.`,
          `${c.rider.name} climbed onto ${c.carrier.poss} back, held on tight, and ${c.carrier.name} ${c.carrier.moved} ${c.place.to}, {steady and sure|strong and slow|without a wobble|light as a feather}.`,
        )
      : null,
  (c) =>
    c.carrier && c.rider
      ? by(
          c,
          `"Hop on!" said ${c.carrier.name}, and ${c.rider.name} hopped on.`,
          `"Hop on, I'll {carry|take} you," said ${c.carrier.name}, and soon they were ${c.place.in}.`,
          `"Hop on my back and we'll be there in no time," said ${c.carrier.name}, and ${c.rider.name} {laughed all the way|held on {tight|with all ${c.rider.his} might}|shut ${c.rider.his} eyes and felt the wind} ${c.place.to}.`,
        )
      : null,
  (c) =>
    c.ride && !c.carrier
      ? by(
          c,
          `${team(c)} went ${c.place.to} ${c.ride}, ${whoosh}!`,
          `${c.lead()}${team(c)} went ${c.place.to} ${c.ride}, {holding on tight|laughing all the way|looking down in wonder|${fromSpace(c) ? 'waving to the stars' : 'waving to the birds'}}.`,
          `${c.lead()}${team(c)} travelled ${c.place.to} ${c.ride}, and the world ${c.team.they} knew grew {small|tiny|far away}.`,
        )
      : null,
  (c) =>
    c.ride && !c.carrier && c.rideKind !== 'water' && !fromSpace(c) && !leftSpace(c)
      ? by(
          c,
          c.rideKind === 'space'
            ? `Up, up, up ${c.place.to} ${c.ride}, {so high|into the blue}!`
            : `Up, up, up went ${team(c)} ${c.ride}, {so high|past the clouds|into the blue}!`,
          `Up, up, up ${c.team.they} went ${c.ride}, ${c.place.to}, {past the birds|through a cloud|higher than the hills|past a very surprised gull}.`,
          `Up and up ${c.team.they} rose ${c.ride}, until the houses below looked like {sugar cubes|toy bricks|crumbs|dots on a map}.`,
        )
      : null,
  (c) =>
    c.ride && !c.carrier && c.rideKind === 'water'
      ? by(
          c,
          `${team(c)} went out ${c.ride}, {splash|splish|plop}, on the {waves|water}.`,
          `${team(c)} set out ${c.ride}, rocking {gently|softly|slowly} on the waves.`,
          `${team(c)} set out ${c.ride}, rocking on the waves, with the wind tugging at ${c.team.their} {${c.hero.dressed ? 'hair|sleeves' : 'ears|tails'}|ears}.`,
        )
      : null,
  (c) =>
    c.ride && !c.carrier && c.rideKind === 'space'
      ? by(
          c,
          `"Three, two, one, {go|lift off}!" said ${who(c).name}, and off ${c.team.they} flew ${c.place.to}.`,
          `"Three, two, one, lift off!" With a {roar|rumble|whoosh}, ${team(c)} shot ${c.place.to} ${c.ride}.`,
          `"Three, two, one, lift off!" With a {rumble and a roar|whoosh and a rattle|great fiery whoosh}, ${team(c)} shot ${c.place.to} ${c.ride}, pressed back into ${c.team.their} seats.`,
        )
      : null,
];

export const arrive: Bank<EnCtx> = [
  (c) => {
    const a = who(c);
    return by(
      c,
      `"${wow}!" said ${a.name} when ${a.he} saw ${c.place.the}.`,
      `"${wow}!" {gasped|said|whispered} ${a.name}, looking around, "I have {never|not once} seen {a place like it|such a place|a spot so fine|a place so big}!"`,
      `"Oh," breathed ${a.name}, stopping so suddenly that ${c.friend ? 'the other' : 'a beetle'} nearly bumped into ${a.him}.`,
    );
  },
  (c) =>
    by(
      c,
      `Everything ${c.place.in} was new to ${who(c).name}.`,
      `{Everything ${c.place.in}|All ${c.place.in}|${c.place.the}} {was|looked|felt} {big and new|quiet and strange|bright and busy|green and fresh|calm and kind|warm and still}.`,
      `Everything ${c.place.in} {felt|seemed|was} {new and a little strange|quiet, as if it were listening|bright and busy and full of secrets|older than the hills|friendly, like a place that had been waiting for ${c.team.them}}.`,
    ),
  (c) =>
    by(
      c,
      `${team(c)} {looked all around|stood still|looked up and down|held ${c.team.their} breath}.`,
      `${team(c)} stood still ${c.place.in} and looked {all around|this way and that|up and down|at everything at once}.`,
      `${team(c)} stood still ${c.place.in} and let ${c.team.their} eyes get used to {the new place|the light|it all|the colours}.`,
    ),
  (c) =>
    by(
      c,
      `What a {place|sight|view|lovely spot|great place}{| it was| for ${who(c).name}}!`,
      `What a {place|sight} ${c.place.the} was, {thought|said|decided} ${who(c).name}!`,
      `${c.place.the} was, ${who(c).name} decided, one of the {finest|strangest|loveliest|most exciting} places in the world.`,
    ),
  (c) => {
    const a = who(c);
    return by(
      c,
      `${a.name} {sniffed|listened|peeked}. It was {nice|new|big} here.`,
      `${a.name} {sniffed the air|listened hard|peeked around} and decided that ${c.place.the} was {a good place|worth the walk|just right|a fine place to be}.`,
      `${a.name} {sniffed the air|listened hard|peered around} and decided that ${c.place.the} had been well worth {the walk|every step|the sore feet|all the trouble}.`,
    );
  },
  (c) =>
    by(
      c,
      `At last ${team(c)} ${c.team.was} ${c.place.in}!`,
      `At last ${team(c)} ${c.team.was} ${c.place.in}, {out of breath but happy|a bit tired but glad|ready for more}.`,
      `At last ${team(c)} ${c.team.was} ${c.place.in}, {out of breath|with sore feet|hot and happy}, and for a {while|moment|bit} {${c.team.plural ? 'nobody spoke' : `${c.team.they} just stood`}|${c.team.they} just looked|${c.team.they} just breathed}.`,
    ),
  (c) => {
    const a = who(c);
    return by(
      c,
      `${a.name} {${a.hands ? 'clapped' : 'gave a happy shake'}|jumped up and down|spun round}.`,
      `${a.name} {${a.hands ? 'clapped' : 'gave a happy shake'}|jumped up and down|spun round} and said, "It's {lovely|great|exciting|cosy|funny} here!"`,
      `${a.name} {${a.hands ? 'clapped' : 'gave a happy shake'}|did a little hop|spun round} ${c.place.in} and said, "I could {live here|stay here a hundred years|come here every day}."`,
    );
  },
  (c) =>
    by(
      c,
      `It was {still|calm|hushed} ${c.place.in}. Only the {wind|birds|leaves} spoke.`,
      `The first thing ${team(c)} noticed ${c.place.in} was {the smell|the sound|the light|the quiet}.`,
      `The first thing ${team(c)} noticed ${c.place.in} was {the smell, fresh and new|the sound, quite unlike home|the light, which fell in a way all its own|the quiet, big and soft}.`,
    ),
  (c) =>
    c.prev
      ? by(
          c,
          `${c.place.the} was all new, and ${who(c).name} looked everywhere.`,
          `${c.place.the} was {nothing like|quite unlike|much bigger than} ${c.prev.the}, and ${who(c).name} wanted to see it all.`,
          `${c.place.the} was {nothing like|not a bit like} ${c.prev.the}, and ${who(c).name} {wanted to see it all at once|did not know where to start}.`,
        )
      : null,
];
