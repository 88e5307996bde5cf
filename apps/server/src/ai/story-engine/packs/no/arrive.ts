// Når laget kommer fram: reisen dit når noen må bæres eller seile, og det første møtet
// med stedet — et gisp, et blikk, en lukt, en lyd.
import type { Bank } from '../../compose/ctx-base';
import type { NoCtx } from '../../compose/ctx-no';
import { by } from '../by-band';
import { placeById } from '../../lexicon/places';
import { spaceSetting } from '../../lexicon/lost-things';
import { team, who } from './slots';

const whoosh = '{svisj|svosj|huiii|vupp|jippi}';
const wow = '{Å|Oi|Nei, se|Å, så fint|Jøss|Wow}';

/** Someone who lives out in space is already above the clouds and the birds. */
const fromSpace = (c: NoCtx) => spaceSetting(placeById(c.home.id).setting);
/** Already out there, from one place in space to the next: no way up past the clouds. */
const leftSpace = (c: NoCtx) => !!c.prev && spaceSetting(placeById(c.prev.id).setting);

export const travelRide: Bank<NoCtx> = [
  (c) =>
    c.carrier && c.rider
      ? by(
          c,
          `${c.rider.name} {klatret|krøp|hoppet|satte seg} opp på ryggen til ${c.carrier.name}, og så bar det ${c.place.to}{| i full fart| høyt og lett}, ${whoosh}!`,
          `${c.rider.name} klatret opp på ryggen til ${c.carrier.name} og holdt {godt|hardt|stødig} fast, og ${c.carrier.name} ${c.carrier.moved} ${c.place.to}.`,
          `${c.rider.name} klatret opp på ryggen til ${c.carrier.name} og holdt godt fast, og ${c.carrier.name} ${c.carrier.moved} ${c.place.to}, {rolig og stødig|sterk og sakte|uten å vingle|lett som en fjær}.`,
        )
      : null,
  (c) =>
    c.carrier && c.rider
      ? by(
          c,
          `«{Hopp på|Klatre opp|Sett deg godt|Hold deg fast|Nå flyr vi}!» {sa|ropte|lo} ${c.carrier.name}, og ${c.rider.name} {hoppet på|klatret opp|kløv opp|satte seg godt til rette}.`,
          `«Hopp på, så {bærer|tar} jeg deg,» sa ${c.carrier.name}, og snart var de ${c.place.in}.`,
          `«Hopp på ryggen min, så er vi der på et blunk,» sa ${c.carrier.name}, og ${c.rider.name} {lo hele veien|holdt seg godt fast|lukket øynene og kjente vinden} ${c.place.to}.`,
        )
      : null,
  (c) =>
    c.ride && !c.carrier
      ? by(
          c,
          `${team(c)} dro ${c.place.to} ${c.ride}, ${whoosh}!`,
          `${c.v2(c.front(), 'reiste', team(c), `${c.place.to} ${c.ride}`)} og {holdt godt fast|lo hele veien|så ned i undring|${fromSpace(c) ? 'vinket til stjernene' : 'vinket til fuglene'}}.`,
          `${c.v2(c.front(), 'reiste', team(c), `${c.place.to} ${c.ride}`)}, og verden ${c.team.de} kjente, ble {liten|bitte liten|langt borte} bak ${c.team.dem}.`,
        )
      : null,
  (c) =>
    c.ride && !c.carrier && c.rideKind !== 'water' && !fromSpace(c) && !leftSpace(c)
      ? by(
          c,
          c.rideKind === 'space'
            ? `Opp, opp, opp ${c.place.to} ${c.ride}, {så høyt|inn i det blå}!`
            : `Opp, opp, opp dro ${team(c)} ${c.ride}, {så høyt|forbi skyene|inn i det blå}!`,
          `{Opp, opp, opp|Høyere og høyere|Rett til værs} bar det ${c.ride}, {forbi fuglene|gjennom ei sky|høyere enn åsene|forbi en forbauset måke}, og ${who(c).name} {vinket|lo|holdt pusten}.`,
          `Opp og opp steg ${c.team.de} ${c.ride}, ${c.place.to}, til husene der nede så ut som {sukkerbiter|lekeklosser|smuler på en duk|prikker på et kart}.`,
        )
      : null,
  (c) =>
    c.ride && !c.carrier && c.rideKind === 'water'
      ? by(
          c,
          `${team(c)} dro ut ${c.ride}, {plask|plopp|skvulp}, på {bølgene|vannet}.`,
          `${team(c)} la ut ${c.ride} og gynget {stille|rolig|sakte} på {bølgene|vannet|de små bølgene}{| mens måkene skrek| i sola}.`,
          `${team(c)} la ut ${c.ride} og gynget på bølgene, mens vinden nappet ${c.team.dem} i {${c.hero.dressed ? 'håret|ermene' : 'ørene|halen'}|ørene}.`,
        )
      : null,
  (c) =>
    c.ride && !c.carrier && c.rideKind === 'space'
      ? by(
          c,
          `«Tre, to, en, {nå|av sted}!» sa ${who(c).name}, og så fløy ${c.team.de} ${c.place.to}.`,
          `«Tre, to, en, {nå|av sted|løft}!» ropte ${who(c).name}, og med et {brøl|drønn|sus} suste ${team(c)} ${c.place.to}.`,
          `«Tre, to, en, nå!» Med et {drønn og et brøl|sus og et skrangel} suste ${team(c)} ${c.place.to} ${c.ride}, presset bakover i setene.`,
        )
      : null,
];

export const arrive: Bank<NoCtx> = [
  (c) => {
    const a = who(c);
    return by(
      c,
      `«${wow}!» sa ${a.name} da ${a.han} så ${c.place.def}.`,
      `«${wow}!» {gispet|sa|hvisket} ${a.name} og så seg rundt, «noe {sånt|så fint|så rart|så stort} har jeg {aldri|aldri før|aldri i hele mitt liv} sett!»`,
      `«Å,» hvisket ${a.name} og stoppet så brått at ${c.friend ? 'den andre' : 'en bille'} nesten gikk rett inn i ${a.ham}.`,
    );
  },
  (c) =>
    by(
      c,
      `Alt ${c.place.in} var nytt for ${who(c).name}.`,
      `${c.place.noun.g === 'n' || c.chance(0.5) ? `Alt ${c.place.in} var {stort og nytt|stille og rart|lyst og travelt|grønt og friskt|rolig og vennlig}` : `Hele ${c.place.def} var {stor og ny|stille og rar|lys og travel|grønn og frisk|rolig og vennlig}`}, {og ${who(c).name} ville se alt|og ingen sa noe|akkurat som i en drøm|og det luktet godt|og ${who(c).name} smilte}.`,
      `Alt ${c.place.in} {føltes|var} {nytt og litt rart|stille, som om stedet lyttet|lyst og travelt og fullt av hemmeligheter|eldre enn åsene|vennlig, som et sted som hadde ventet på ${c.team.dem}}.`,
    ),
  (c) =>
    by(
      c,
      `${team(c)} {så seg rundt|sto stille|så opp og ned|holdt pusten|smilte}{| en liten stund| ${c.place.in}}.`,
      `${team(c)} sto stille ${c.place.in} og så {seg rundt|hit og dit|opp og ned|på alt på en gang}.`,
      `${team(c)} sto stille en liten stund ${c.place.in} og lot øynene venne seg til {det nye stedet|lyset|alt det nye|fargene}.`,
    ),
  (c) =>
    by(
      c,
      `For {et sted|et syn|en utsikt|en dag} ${c.place.def} var, {syntes|tenkte|sa} ${who(c).name}!`,
      `For et {sted|syn} ${c.place.def} var, {tenkte|syntes|mente} ${who(c).name}!`,
      `${c.place.def} var, bestemte ${who(c).name}, et av de {fineste|rareste|vakreste|mest spennende} stedene i verden.`,
    ),
  (c) => {
    const a = who(c);
    return by(
      c,
      `${a.name} {snuste|lyttet|kikket|tittet rundt}, og det var {fint|nytt|stort|stille|grønt} der.`,
      `${a.name} {snuste i lufta|lyttet godt|kikket rundt} og syntes at ${c.place.def} var {et godt sted|verdt turen|et fint sted|et bra sted å være}.`,
      `${a.name} {snuste i lufta|lyttet godt|myste rundt seg} og bestemte at ${c.place.def} hadde vært verdt {turen|hvert skritt|de såre føttene|all gåingen}.`,
    );
  },
  (c) =>
    by(
      c,
      `Endelig var ${team(c)} ${c.place.in}!`,
      `Endelig var ${team(c)} framme ${c.place.in}, ${c.team.plural ? '{andpustne og glade|litt slitne, men glade|klare for mer}' : '{andpusten og glad|litt sliten, men glad|klar for mer}'}.`,
      `Endelig var ${team(c)} framme ${c.place.in}, ${c.team.plural ? 'andpustne og glade' : 'andpusten og glad'}, og {det første ${c.team.de} gjorde, var å trekke pusten|ingen sa noe på en god stund}.`,
    ),
  (c) => {
    const a = who(c);
    return by(
      c,
      `${a.name} {${a.hands ? 'klappet i hendene' : 'ristet seg'}|hoppet opp og ned|snurret rundt|tok et hopp} og {lo|ropte hei|pekte|vinket} ${c.place.in}.`,
      `${a.name} {${a.hands ? 'klappet i hendene|slo ut med armene' : 'ristet seg'}|hoppet opp og ned|snurret rundt|tok et lite hopp} og {sa|ropte|sa lavt}: «Her er det {fint|bra|godt|lunt|rart|stille|stort}!»`,
      `${a.name} {${a.hands ? 'klappet i hendene' : 'ristet seg'}|tok et lite hopp|snurret rundt} ${c.place.in} og sa: «Her kunne jeg {bodd|blitt i hundre år|vært hver dag}.»`,
    );
  },
  (c) =>
    by(
      c,
      `Det var {stille|rolig|fredelig} ${c.place.in}, bare {vinden|fuglene|et sus} hørtes.`,
      `Det første ${team(c)} la merke til ${c.place.in}, var {lukta|lyden|lyset|stillheten}.`,
      `Det første ${team(c)} la merke til ${c.place.in}, var {lukta, som var frisk og ny|lyden, som var helt annerledes enn hjemme|lyset, som falt på en helt egen måte|stillheten, som var stor og myk|vinden, som var lun og snill}.`,
    ),
  (c) =>
    c.prev
      ? by(
          c,
          `${c.place.def} var helt annerledes, og ${who(c).name} ville se alt.`,
          `${c.place.def} var {helt annerledes enn|ikke ${c.place.noun.g === 'n' ? 'likt' : 'lik'}|mye større enn} ${c.prev.def}, og ${who(c).name} ville se alt.`,
          `${c.place.def} var {helt annerledes enn|ikke det minste likt} ${c.prev.def}, og ${who(c).name} {ville se alt på en gang|visste ikke hvor ${c.team.de} skulle begynne}.`,
        )
      : null,
];
