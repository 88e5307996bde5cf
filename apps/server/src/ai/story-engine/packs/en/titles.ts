// Titles built from the premise: who, what they want, where it happens and whom they meet,
// so fifty stories from one wish do not share one name. Each names the hero, the want, where
// it goes or what it is about: an owl met on the way is not what the story is called.
import { placed, type Bank } from '../../compose/ctx-base';
import type { EnCtx } from '../../compose/ctx-en';
import { theKind } from '../../compose/met-actor';

const h = (c: EnCtx) => c.hero.name;

export const titles: Bank<EnCtx> = [
  placed((c) => `${h(c)} ${c.place.in}`),
  placed((c) => `when ${h(c)} went ${c.place.to}`),
  (c) => (c.helper ? `${h(c)} and ${theKind(c.helper)}` : null),
  (c) => (c.target ? `${h(c)} and ${c.target.the}` : null),
  (c) => (c.gift ? `${h(c)} and the ${c.gift.sg}` : null),
  (c) => (c.thing && c.friend ? `${h(c)}, ${c.friend.name} and ${c.thing.the}` : null),
  placed((c) => (c.friend ? `${h(c)}, ${c.friend.name} and ${c.place.the}` : null)),
  placed((c) => (c.friend ? `${c.friend.name} and ${h(c)} ${c.place.in}` : null)),
  // A lost hero's story goes from where they were lost to home.
  placed((c) =>
    c.target && c.target.id !== (c.start ?? c.home).id
      ? `from ${(c.start ?? c.home).the} to ${c.target.the}`
      : null,
  ),
  (c) => `${h(c)}’s ${c.p(['big', 'long', 'brave', 'odd'])} day`,
  placed((c) => `${h(c)} and the ${c.p(['road', 'path', 'way'])} ${c.place.to}`),
  placed((c) => (c.thing ? `${h(c)}, ${c.thing.the} and ${c.place.the}` : null)),
  placed((c) => (c.skill ? `${h(c)} practises ${c.place.in}` : null)),
  placed((c) => (c.fear ? `${h(c)} and ${c.fear.it} ${c.place.in}` : null)),
  placed((c) => (c.other ? `${h(c)} and ${theKind(c.other)} ${c.place.in}` : null)),
  (c) => (c.target ? `${h(c)} on the way ${c.target.to}` : null),
  // What they flew out to fetch: "Lina, Theo and the Star Stone".
  (c) =>
    c.fetch
      ? c.friend
        ? `${h(c)}, ${c.friend.name} and ${c.fetch.the}`
        : `${h(c)} and ${c.fetch.the}`
      : null,
];
