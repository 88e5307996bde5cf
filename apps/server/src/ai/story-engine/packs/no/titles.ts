// Titler bygd av premisset: hvem, hva de vil, hvor det skjer og hvem de møter — så femti
// fortellinger fra samme ønske ikke får samme navn. Hver tittel nevner helten, ønsket, målet
// eller tingen det handler om: ei ugle de møter på veien er ikke hva fortellingen heter.
import { placed, type Bank } from '../../compose/ctx-base';
import type { NoCtx } from '../../compose/ctx-no';

const h = (c: NoCtx) => c.hero.name;

export const titles: Bank<NoCtx> = [
  placed((c) => `${h(c)} ${c.place.in}`),
  placed((c) => `da ${h(c)} dro ${c.place.to}`),
  (c) => (c.helper ? `${h(c)} og ${c.helper.traitDef}` : null),
  (c) => (c.target ? `${h(c)} og ${c.target.def}` : null),
  (c) => (c.gift ? `${h(c)} og ${c.gift.def}` : null),
  (c) => (c.thing && c.friend ? `${h(c)}, ${c.friend.name} og ${c.thing.def}` : null),
  placed((c) => (c.friend ? `${h(c)}, ${c.friend.name} og ${c.place.def}` : null)),
  placed((c) => (c.friend ? `${c.friend.name} og ${h(c)} ${c.place.in}` : null)),
  // A lost hero's story goes from where they were lost to home.
  placed((c) =>
    c.target && c.target.id !== (c.start ?? c.home).id
      ? `fra ${(c.start ?? c.home).def} til ${c.target.def}`
      : null,
  ),
  (c) => `${c.hero.gen} ${c.p(['store', 'lange', 'rare', 'modige'])} dag`,
  placed((c) => `${h(c)} og ${c.p(['veien', 'stien', 'turen'])} ${c.place.to}`),
  placed((c) => (c.thing ? `${h(c)}, ${c.thing.def} og ${c.place.def}` : null)),
  placed((c) => (c.skill ? `${h(c)} øver ${c.place.in}` : null)),
  placed((c) => (c.fear ? `${h(c)} og ${c.fear.it} ${c.place.in}` : null)),
  placed((c) =>
    c.other ? `${h(c)} og ${c.other.named ? c.other.name : c.other.kindDef} ${c.place.in}` : null,
  ),
  (c) => (c.target ? `${h(c)} på vei ${c.target.to}` : null),
  // Det de fløy ut etter: «Lina, Theo og stjernesteinen».
  (c) =>
    c.fetch
      ? c.friend
        ? `${h(c)}, ${c.friend.name} og ${c.fetch.def}`
        : `${h(c)} og ${c.fetch.def}`
      : null,
];
