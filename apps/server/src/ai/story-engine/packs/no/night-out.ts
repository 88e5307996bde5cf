// Slutten på ei natt ute: kveldsmat på bålet, dagen snakket gjennom, mørket som kommer, en
// frykt som møtes der eller en lyd i natta, og søvn der ute i teltet eller hytta.
import type { NoCtx } from '../../compose/ctx-no';
import type { NightOut } from '../../compose/pack-types';
import { foodById } from '../../lexicon/foods-activities';
import { by } from '../by-band';
import { inCabin, nightSound, type NightSound } from '../camp-hold';
import { cap } from '../../text';

const h = (c: NoCtx) => c.hero.name;
const team = (c: NoCtx) => c.team.name;
const comp = (c: NoCtx) => c.friend?.name;
/** Der bålet er: i steinringen utenfor teltet, eller i peisen i hytta. */
const fireAt = (c: NoCtx) => (inCabin(c) ? 'peisen' : 'bålet');
const shelter = (c: NoCtx) => (inCabin(c) ? 'hytta' : 'teltet');

/** Hvordan hver matbit lages på bål; annen mat varmes bare ved det. */
function cooked(id: string, cabin: boolean): string {
  switch (id) {
    case 'sausage':
      return 'grillet pølser på lange pinner';
    case 'marshmallow':
      return 'grillet marshmallows til de ble gylne og klissete';
    case 'twist-bread':
      return 'stekte pinnebrød, tvinnet rundt grønne pinner';
    default: {
      const f = foodById(id);
      const name = f ? (f.countable ? f.no.pl : f.no.sg) : id;
      return `varmet ${name} ${cabin ? 'ved peisen' : 'over flammene'}`;
    }
  }
}
const supper = (c: NoCtx): string => {
  const done = (c.cook ?? ['sausage']).map((id) => cooked(id, inCabin(c)));
  return done.length > 1 ? `${done.slice(0, -1).join(', ')} og ${done.at(-1)}` : done[0]!;
};

/** Det man hører når man sovner der ute. */
const HEARD: Record<NightSound, [string, string]> = {
  owls: ['ei ugle som tutet et sted inne i skogen', 'uglene som ropte lavt til hverandre'],
  waves: ['de små bølgene som skvulpet mot land', 'vannet som hvisket mot steinene'],
  wind: ['vinden som suste stille over fjellet', 'vinden som sang lavt over steinene'],
  stream: ['bekken som skravlet over steinene', 'vannet som mumlet i mørket'],
  crickets: ['grashoppene som spilte i gresset', 'tusen grashopper som spilte nattsangen sin'],
  leaves: ['løvet som hvisket over dem', 'bladene som raslet stille i mørket'],
};
/** Nattens lyd, sagt på én måte når frykten slipper, og på en annen når søvnen kommer. */
const heard = (c: NoCtx, late = false) => HEARD[nightSound(c)][late ? 1 : 0];

/** Hvem som lager lyden i natta, etter hvor leiren er: kort, og med hva den gjør. */
const VISITOR: Record<NightSound, [string, string]> = {
  owls: ['et pinnsvin', 'et pinnsvin som snufset i løvet'],
  waves: ['ei and', 'ei and som padlet rundt i sivet'],
  wind: ['en sau', 'en sau som beitet, med bjella klingende'],
  stream: ['en liten frosk', 'en liten frosk som hoppet på steinene'],
  crickets: ['et pinnsvin', 'et pinnsvin som snufset i gresset'],
  leaves: ['en revunge', 'en revunge som snuste på sekken'],
};

/** Den som holder den redde i hånda: den som ble med, eller helten når det er vennen som er redd. */
const holder = (c: NoCtx): string | undefined => {
  if (!c.friend) return undefined;
  return c.owner.name === c.friend.name ? h(c) : comp(c);
};

/** Hva en voksen forteller om ved bålet. */
function campStory(c: NoCtx): string {
  return c.p([
    'den gangen en elg gikk forbi teltet',
    'den største fisken som noen gang slapp unna',
    'en tur for lenge siden, da det snødde midt på sommeren',
  ]);
}

export const noNightOut: NightOut<NoCtx> = {
  fire: [
    (c) =>
      by(
        c,
        `${team(c)} satt ved ${fireAt(c)} og ${supper(c)}. Nam!`,
        `Så satte ${team(c)} seg ved ${fireAt(c)} og ${supper(c)}. {Ingenting hadde noen gang smakt så godt|Aldri hadde noen fått et bedre måltid|Hver bit smakte av røyk og eventyr}.`,
        `Så satte ${team(c)} seg tett inntil ${fireAt(c)} og ${supper(c)}, og ${h(c)} bestemte seg for at mat laget på bål, ${inCabin(c) ? 'langt fra noe kjøkken' : 'under åpen himmel'}, var den beste maten som fantes.`,
      ),
    (c) =>
      by(
        c,
        `Kveldsmat! ${cap(c.team.de)} ${supper(c)}.`,
        `Da flammene hadde roet seg, var det tid for mat: ${team(c)} ${supper(c)}, og ${h(c)} spiste {hver eneste bit|to porsjoner|til magen var god og rund}.`,
      ),
  ],
  fireside: [
    (c) =>
      by(
        c,
        `${cap(comp(c) ?? h(c))} sang en leirsang. Gnistene fløy opp.`,
        `${comp(c) ? `${cap(comp(c)!)} fortalte om ${campStory(c)}` : `${h(c)} nynnet en leirsang`}, og gnistene {fløy opp mot stjernene|danset opp i mørket|svevde opp som små ildfluer}.`,
        `${comp(c) ? `${cap(comp(c)!)} fortalte en lang og morsom historie om ${campStory(c)}` : `${h(c)} nynnet alle leirsangene ${c.hero.han} kunne`}, mens gnistene drev opp i mørket og sluknet én etter én, som små stjerner på vei hjem.`,
      ),
    (c) =>
      by(
        c,
        `De så flammene danse. Rødt, oransje, gull.`,
        `Lenge var det ingen som sa noe. ${team(c)} bare så på flammene som {danset|flakket|krøllet seg} og hørte veden knitre.`,
      ),
  ],
  recall: [
    (c) =>
      c.prev
        ? by(
            c,
            `«Husker du ${c.prev.def}?» sa ${h(c)} og lo.`,
            `«Husker du ${c.prev.def}${c.helper ? ` og ${c.helper.kindDef}` : ''}?» sa ${h(c)}, og så lo de av alt sammen én gang til.`,
            `Ved bålet snakket de gjennom hele dagen, og da de kom til ${c.prev.def}${c.helper ? ` og ${c.helper.kindDef}` : ''}, lo ${h(c)}, for det som hadde virket så vanskelig da, virket så lite nå.`,
          )
        : null,
  ],
  bedtime: [
    (c) =>
      inCabin(c)
        ? by(
            c,
            `Så opp i køyene og ned i soveposene!`,
            `Da det bare var glør igjen i peisen, klatret ${team(c)} opp i køyene og ålte seg ned i soveposene.`,
            `Da det bare var en rød glød igjen i peisen, klatret ${team(c)} opp i de smale køyene, ålte seg ned i soveposene og blåste ut det siste lyset.`,
          )
        : by(
            c,
            `Så inn i teltet og ned i soveposene!`,
            `Da bålet bare var glør, krøp ${team(c)} inn i teltet og ålte seg ned i soveposene.`,
            `Da bålet hadde sunket sammen til en rød glød, slukket de det med en kjele vann, krøp inn i teltet og ålte seg ned i soveposene, med døra på gløtt så de kunne se stjernene.`,
          ),
    (c) =>
      by(
        c,
        `${inCabin(c) ? 'Opp i køyene' : 'Inn i teltet'}, og glidelåsen helt opp. Godt og varmt!`,
        `Så ${inCabin(c) ? 'klatret' : '{krøp|kravlet}'} ${team(c)} ${inCabin(c) ? 'opp i køyene' : 'inn i teltet'}, og ${h(c)} dro glidelåsen på soveposen helt opp til nesa. Det luktet {gress og bålrøyk|barnåler og røyk|regn og kakao} der inne.`,
      ),
  ],
  sound: [
    (c) =>
      by(
        c,
        `Knekk! Noe beveget seg utenfor!`,
        `Da hørtes det i mørket: knekk! Noe beveget seg rett utenfor ${shelter(c)}.`,
        `Akkurat da øynene til ${h(c)} begynte å gli igjen, hørtes et knekk og et rasl rett utenfor ${shelter(c)}, og så en liten, snufsende lyd.`,
      ),
  ],
  soundReveal: [
    (c) =>
      by(
        c,
        `${h(c)} tittet ut. Det var bare ${VISITOR[nightSound(c)][0]}!`,
        `${h(c)} lyste ut gjennom døra med lommelykta. Det var bare ${VISITOR[nightSound(c)][1]}.`,
        `${h(c)} lyste forsiktig ut, og der var det: bare ${VISITOR[nightSound(c)][1]}, som blunket mot lyset og gikk sin vei.`,
      ),
  ],
  fear: [
    (c) =>
      c.fearId === 'dark' || c.fearId === 'alone'
        ? by(
            c,
            `Det var så mørkt! Hjertet til ${c.owner.name} dunket.`,
            `Inne i ${shelter(c)} var det så mørkt at ${c.owner.name} ikke kunne se sin egen hånd, og hjertet begynte å dunke.`,
            `Inne i ${shelter(c)} var mørket så tett at ${c.owner.name} ikke kunne se hånda foran seg, og hjertet begynte å dunke, høyt og fort.`,
          )
        : by(
            c,
            `Ute i mørket knirket det. ${c.owner.name} lå helt stille.`,
            `Ute i mørket knirket og raslet det, og ${c.owner.name} tenkte på ${c.fear?.of ?? 'natta'} og holdt pusten.`,
            `Ute i mørket knirket det, og det raslet, og med ett husket ${c.owner.name} ${c.fear?.of ?? 'alle skumle historier'} og lå helt stille med store øyne.`,
          ),
  ],
  fearEased: [
    (c) =>
      by(
        c,
        `${holder(c) ? `${cap(holder(c)!)} holdt ${c.owner.name} i hånda` : `${c.owner.name} holdt godt i lommelykta`}. Det var bare natta, og den var snill.`,
        `${holder(c) ? `${cap(holder(c)!)} fant hånda til ${c.owner.name} i mørket. «Jeg er her,» ble det hvisket.` : `${c.owner.name} holdt godt i lommelykta og telte sakte til ti.`} ${c.owner.name} pustet inn og ut og lyttet: bare ${heard(c)}. Mørket var ikke så stort likevel.`,
        `${holder(c) ? `${cap(holder(c)!)} fant hånda til ${c.owner.name} i mørket og klemte den. «Hør,» ble det hvisket.` : `${c.owner.name} holdt godt i lommelykta, skrudde den av og lyttet.`} Der var ${heard(c)}, og ingenting annet, og litt etter litt sluttet mørket å være noe å være redd for og ble et mykt teppe over hele ${inCabin(c) ? 'hytta' : 'leiren'}.`,
      ),
  ],
  sleep: [
    (c) =>
      by(
        c,
        `Og ${h(c)} sovnet i ${shelter(c)}, under stjernene.`,
        `Og mens ${h(c)} lyttet til ${heard(c, true)}, sovnet ${c.hero.han} i soveposen sin, og stjernene holdt vakt over ${shelter(c)}.`,
        `Og der, god og varm i soveposen sin, sovnet ${h(c)} mens ${c.hero.han} lyttet til ${heard(c, true)}, og ute vandret stjernene sakte over ${shelter(c)} og holdt vakt helt til morgenen.`,
      ),
    (c) =>
      by(
        c,
        `God natt, ${inCabin(c) ? 'lille hytte' : 'lille telt'}. God natt, stjerner.`,
        `«God natt, stjerner,» hvisket ${h(c)}. Snart sov ${c.hero.han} tungt i ${shelter(c)}, og utenfor var det bare ${heard(c, true)}.`,
      ),
  ],
};
