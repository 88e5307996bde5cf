// Det man er redd for, møtt der det skjer, og de små modige skrittene mot det der: uværet over
// enga telles gjennom, mørket i hula gås inn i skritt for skritt.
// Hvert par er [3–5 år (ti ord eller færre, så setningen aldri deles), eldre].
import type { NoCtx } from '../../../compose/ctx-no';
import { fearStepBanks } from '../../fear-step-banks';
import { MORE_STEPS } from './fear-steps-more';
import { NIGHT_STEPS } from './fear-steps-night';
import type { FearPair, FearSteps } from '../../fear-step-banks';
import { aLimb } from '../slots';
import { cap, cover, han, o } from './fear-who';

type Pair = FearPair<NoCtx>;
/** Den som kan gå fra eieren en stund og la henne eller ham være alene. */
const other = (c: NoCtx) => (c.buddy ?? c.helper)?.name;

/** Det som er høyt på et sted av denne typen. */
const HIGH: Partial<Record<string, string>> = {
  beach: 'den høye klippen',
  lake: 'stupesteinen',
  mountain: 'fjellstien',
  playground: 'klatrestativet',
  castle: 'tårntrappa',
  forest: 'det høye treet',
  jungle: 'det høye treet',
};
const high = (c: NoCtx) => HIGH[c.setting] ?? 'den høye muren';
/** «Treet var høyt», men «stien var høy»: adjektivet bøyes etter det høye. */
const tall = (c: NoCtx) => (/(?:et|det \S+ \S+et)$/.test(high(c)) ? 'høyt' : 'høy');

/** Møtt igjen, ved navn: «I hula var det der igjen: mørket.» */
const byName: Pair[] = [
  [
    (c) => `${cap(c.place.in)} var det der igjen: ${c.fear?.it ?? 'mørket'}.`,
    (c) => `Og ${c.place.in} var det der igjen og ventet: ${c.fear?.it ?? 'mørket'}.`,
  ],
  [
    (c) => `${cap(c.place.in)} møtte ${o(c)} ${c.fear?.it ?? 'mørket'} igjen.`,
    (c) =>
      `${cap(c.place.in)} møtte ${o(c)} ${c.fear?.it ?? 'mørket'} igjen, {større enn før|som om det hadde fulgt etter|akkurat som sist}.`,
  ],
];

const STEPS: Record<string, FearSteps<NoCtx>> = {
  thunder: {
    meet: [
      [
        (c) => `{Bom|Brak|Rumle}! Tordenen rullet over ${c.place.def}.`,
        (c) =>
          `Mørke skyer kom rullende over ${c.place.def}, og så, {BOM|BRAK}, ristet tordenen i lufta.`,
      ],
      [
        () => `Et uvær kom, og himmelen sa {bom|brak}.`,
        (c) =>
          `Himmelen over ${c.place.def} ble grå, så svart, og et lyn lyste opp {alt sammen|hvert eneste gresstrå|hele himmelen}.`,
      ],
      [
        (c) => `Over ${c.place.def} begynte tordenen å {rumle|buldre|brake}.`,
        (c) =>
          `Så begynte tordenen over ${c.place.def} å {rumle|buldre}, og de første store regndråpene falt.`,
      ],
    ],
    again: byName,
    fail: [
      [
        (c) =>
          `${o(c)} {kikket|tittet} ut på uværet og {gjemte seg|krøp sammen|holdt seg for ørene}.`,
        (c) =>
          `${o(c)} prøvde å telle mellom lynet og braket, men ved braket gjemte ${han(c)} seg bak ${cover(c)}.`,
      ],
      [
        (c) => `Ved neste brak {hoppet|skvatt} ${o(c)} og løp.`,
        (c) =>
          `${o(c)} sto stille ett lyn, men neste brak var så høyt at ${han(c)} {løp i ly|holdt seg for ørene}.`,
      ],
    ],
    step: [
      [
        (c) =>
          `Ved {neste brak|enda et brak} ble ${o(c)} {stående|sittende} og {telte|nynnet|pustet rolig}.`,
        (c) =>
          `Ved neste brak ble ${o(c)} stående der ${han(c)} var og telte «én, to, tre», og rumlingen var {allerede lenger unna|på vei bort over åsene}.`,
      ],
      [
        (c) => `${o(c)} {så på|telte} lynene og gjemte seg {ikke|ikke nå|ikke lenger}.`,
        (c) =>
          `Denne gangen så ${o(c)} lynet {danse|blinke} langt borte uten å gjemme seg, og tordenen var bare en brumming.`,
      ],
    ],
  },
  dark: {
    meet: [
      [
        (c) =>
          `${cap(c.place.in)} var det {mørkt|bekmørkt|helt svart|svart som natta|mørkt og stille|mørkt som i en sekk}{ overalt| rundt dem|| i hver krok| nå| med ett}.`,
        (c) => `${cap(c.place.in)} var lyset borte, og skyggene var lange og {dype|svarte|stille}.`,
      ],
      [
        (c) =>
          `{Lyset gikk ut|Lyset sluknet|Lyset ble borte|Det siste lyset forsvant|Lyset ble svakere og borte} ${c.place.in}{| med ett| nå| helt stille}.`,
        () =>
          `Langt inne, der lyset ikke nådde, var det {bekmørkt|mørkt som i en lomme|mørkt som natta}.`,
      ],
      [
        (c) =>
          `{Skyggene|Alle skyggene} ble {lange|store|svarte|mørke} ${c.place.in}{| nå| med ett| og stille}.`,
        (c) =>
          `${cap(c.place.in)} ble skyggene {lange|store|svarte}, og snart kunne ${o(c)} nesten ikke se {føttene|nesen} sin.`,
      ],
      [
        (c) =>
          `{Ikke et lys|Ingen lampe|Ingen stjerne|Ikke en stråle|Ikke en lykt} {lyste|skinte} ${c.place.in}{ nå| lenger|| i kveld}.`,
        (c) =>
          `{Ikke et lys|Ingen lampe|Ikke en eneste stjerne} lyste ${c.place.in}, og mørket lå {tykt og stille|svart som blekk|tungt over alt}.`,
      ],
      [
        (c) =>
          `Mørket {kom sigende|krøp fram|la seg|senket seg} ${c.place.in}{| som et teppe| helt stille| litt etter litt}.`,
        (c) =>
          `Mørket {kom sigende|krøp fram|la seg} ${c.place.in}, {stille som en katt|mykt som et teppe|tykt og svart}, og {fargene forsvant|stien ble borte|alt ble grått}.`,
      ],
    ],
    again: byName,
    fail: [
      [
        (c) =>
          `${o(c)} {tok ett skritt|listet seg|krøp|gikk|tittet} {|litt |forsiktig |sakte }inn i mørket og {løp tilbake|snudde|hoppet tilbake|rygget ut|skyndte seg ut}.`,
        (c) =>
          `${o(c)} {tok ett skritt|listet seg to skritt} inn i mørket, men så rørte en skygge seg, og ${han(c)} løp tilbake til lyset.`,
      ],
      [
        (c) =>
          `${o(c)} {kikket|tittet|så|glante} {|fort |forsiktig }inn i mørket og {lukket øynene|snudde seg bort|holdt pusten|gjemte ansiktet|myste hardt}.`,
        (c) =>
          `${o(c)} kikket inn i mørket, men det så så stort ut at ${han(c)} {lukket øynene|gikk et skritt tilbake} med en gang.`,
      ],
      [
        (c) =>
          `${o(c)} {klemte seg inntil|holdt seg tett til|gjemte seg bak|krøp inntil} ${cover(c)} og {lukket øynene|skalv|kikket ikke|holdt pusten|ville ikke se}.`,
        (c) =>
          `${o(c)} {holdt seg tett til|gjemte seg bak} ${cover(c)} og turte ikke {se opp|gå videre|åpne øynene} ${c.place.in}.`,
      ],
      [
        (c) =>
          `${cap(c.place.in)} {raslet det|rørte en skygge seg|knirket det|pep en mus|knakk en kvist}, og ${o(c)} {hoppet|skvatt|løp|rygget} {bakover|unna|tilbake}.`,
        (c) =>
          `${cap(c.place.in)} {raslet det|rørte en skygge seg|knirket det}, og ${o(c)} {hoppet tilbake|løp tilbake mot lyset|gjemte seg} før ${han(c)} rakk å se hva det var.`,
      ],
    ],
    step: [
      [
        (c) =>
          `${o(c)} gikk {tre|fire|fem|seks} {skritt|små skritt|modige skritt|stille skritt} inn i mørket{|, helt rolig|, uten å snu|, sakte}.`,
        (c) =>
          `Denne gangen gikk ${o(c)} {fem|seks} skritt inn i mørket, og øynene ble vant til det; der var bare {en søvnig møll|en rot|en rund stein}.`,
      ],
      [
        (c) =>
          `${o(c)} {telte|telte sakte|telte høyt} til {ti|fem|tjue|hundre} i mørket{, helt rolig|| uten å løpe|, stille}.`,
        (c) => `${o(c)} sto i mørket og telte til ti, og ved ti var skyggene bare skygger.`,
      ],
      [
        (c) =>
          `${o(c)} {pustet rolig|nynnet litt|holdt seg fast|telte stille|smilte litt} og gikk {ett skritt|to skritt|tre skritt} {lenger inn|videre|fram}.`,
        (c) =>
          `${o(c)} {pustet rolig|nynnet en liten sang|holdt seg tett til ${cover(c)}} og gikk {ett skritt|to skritt|tre skritt} lenger inn i mørket, og ingenting skjedde.`,
      ],
      [
        (c) =>
          `{Litt etter litt|Sakte|Etter en stund} så ${o(c)} {en rot|en stein|en søvnig møll|en busk|en stubbe|ei kongle} ${c.place.in}.`,
        (c) =>
          `Litt etter litt ble øynene til ${o(c)} vant til mørket ${c.place.in}, og der var bare {en rot|en stein|en søvnig møll|en busk}, ikke noe skummelt i det hele tatt.`,
      ],
      [
        (c) =>
          `${o(c)} {vinket|smilte|nikket|sa hei} til mørket ${c.place.in}, og det var {stille|rolig|snilt|mykt}.`,
        (c) =>
          `${o(c)} {vinket|smilte|nikket} til mørket ${c.place.in}, og mørket bare ble der, {stille|rolig|stort og snilt}, som en stor, stille venn.`,
      ],
    ],
  },
  water: {
    meet: [
      [
        (c) => `Vannet ${c.place.in} var {dypt|stort|kaldt}.`,
        (c) =>
          `Vannet ${c.place.in} var dypt og {mørkt|stort|grønt}, og små bølger skvulpet mot kanten.`,
      ],
      [
        (c) => `Bølger {skvulpet|plasket} mot kanten ${c.place.in}.`,
        (c) =>
          `Små bølger {skvulpet|plasket} mot kanten ${c.place.in}, og lenger ut var vannet {mørkt og dypt|dypere enn ${o(c)} var høy}.`,
      ],
    ],
    again: byName,
    fail: [
      [
        (c) =>
          `${o(c)} dyppet {én tå|${c.owner.hands ? 'en fot' : aLimb(c.owner)}} uti og {hoppet tilbake|rygget}.`,
        (c) =>
          `${o(c)} sto ved kanten og dyppet én tå uti, men vannet så så dypt ut at ${han(c)} gikk tilbake med en gang.`,
      ],
      [
        (c) => `${o(c)} vasset {ett skritt|litt} uti og {løp opp igjen|snudde fort}.`,
        (c) =>
          `${o(c)} vasset ett skritt uti, men en liten bølge skvatt opp, og ${han(c)} {skyndte seg|løp} opp igjen.`,
      ],
    ],
    step: [
      [
        (c) => `${o(c)} vasset uti der det var grunt{, og smilte|, og ble der|}.`,
        (c) =>
          `Denne gangen vasset ${o(c)} uti der det var grunt, helt til magen, og vannet holdt ${c.owner.ham} mykt oppe.`,
      ],
      [
        (c) => `${o(c)} plasket og sparket og ble i vannet.`,
        (c) =>
          `${o(c)} plasket og sparket og ble i vannet et helt minutt, og det var {ikke så skummelt|ganske deilig|til og med gøy}.`,
      ],
    ],
  },
  waves: {
    meet: [
      [
        (c) => `Bølgene {rullet|slo|plasket} inn mot kanten ${c.place.in}.`,
        (c) =>
          `${cap(c.place.in)} kom bølgene rullende, den ene etter den andre, og {slo skum|sprutet hvitt|brøt med et brus} mot kanten.`,
      ],
      [
        (c) => `En stor bølge {kom|rullet} inn ${c.place.in}, {svupp|plask}!`,
        (c) =>
          `Vinden blåste ${c.place.in}, og bølgene ble {større og større|høyere enn ${o(c)}|hvite på toppen}.`,
      ],
    ],
    again: byName,
    fail: [
      [
        (c) => `En bølge kom, og ${o(c)} {løp|skyndte seg} opp igjen.`,
        (c) =>
          `${o(c)} vasset ut til knærne, men så kom en bølge og sprutet ${c.owner.ham} i ansiktet, og ${han(c)} {snudde fort|løp opp på land}.`,
      ],
      [
        (c) => `${o(c)} så på bølgene og {rygget|trakk seg unna}.`,
        (c) =>
          `${o(c)} sto ved kanten og så på bølgene, og hver gang en kom, rygget ${han(c)} ett skritt.`,
      ],
    ],
    step: [
      [
        (c) => `${o(c)} lot en liten bølge skylle over tærne.`,
        (c) =>
          `Denne gangen ble ${o(c)} stående og lot en liten bølge skylle rundt beina, og den var {ikke så skummel|bare kilen|nesten morsom}.`,
      ],
      [
        (c) => `${o(c)} hoppet over en bølge og lo.`,
        (c) =>
          `${o(c)} talte bølgene, én, to, tre, og hoppet over den tredje, og så hoppet ${han(c)} over en til.`,
      ],
    ],
  },
  dogs: {
    meet: [
      [
        (c) => `{Voff|Voff, voff}! En stor hund bjeffet ${c.place.in}.`,
        (c) =>
          `${cap(c.place.in)} sto en stor hund med lange bein og bjeffet, {VOFF|VOFF, VOFF}, så det runget.`,
      ],
      [
        (c) => `En stor hund kom {løpende|travende} ${c.place.in}.`,
        (c) =>
          `En stor, lodden hund kom travende ${c.place.in}, og den var høyere enn ${o(c)} når den reiste seg.`,
      ],
    ],
    again: byName,
    fail: [
      [
        (c) => `Hunden bjeffet, og ${o(c)} gjemte seg bak ${cover(c)}.`,
        (c) =>
          `${o(c)} tok ett skritt mot hunden, men da den bjeffet, gjemte ${han(c)} seg bak ${cover(c)}.`,
      ],
      [
        (c) => `${o(c)} frøs fast da hunden kom for å snuse.`,
        (c) => `Hunden kom for å snuse, og ${o(c)} ble stående helt stiv, med hjertet i halsen.`,
      ],
    ],
    step: [
      [
        (c) => `${o(c)} sto stille og lot hunden snuse.`,
        (c) =>
          `Denne gangen ble ${o(c)} stående og lot hunden snuse, og halen dens logret {som en vifte|fram og tilbake}.`,
      ],
      [
        (c) => `«Hei, vovse,» sa ${o(c)}, og hunden logret.`,
        (c) =>
          `«Hei, vovse,» sa ${o(c)} lavt, og den store hunden satte seg ned og logret, {snill som et lam|glad og rolig}.`,
      ],
    ],
  },
  audience: {
    meet: [
      [
        (c) => `${cap(c.place.in)} satt {mange|en hel flokk} og ventet.`,
        (c) =>
          `${cap(c.place.in)} hadde det samlet seg en hel flokk, og alle øynene så rett på ${o(c)}.`,
      ],
      [
        (c) => `Alle snudde seg og så på ${o(c)}.`,
        (c) => `Det ble stille ${c.place.in}, og alle snudde seg for å se på ${o(c)}.`,
      ],
    ],
    again: byName,
    fail: [
      [
        (c) => `${o(c)} så alle øynene og gjemte seg.`,
        (c) =>
          `${o(c)} tok ett skritt fram, men da ${han(c)} så alle øynene, gjemte ${han(c)} seg bak ${cover(c)}.`,
      ],
      [
        (c) => `${o(c)} ble rød i kinnene og snudde.`,
        (c) => `${o(c)} sto foran alle, men knærne skalv, og ${han(c)} gikk fort tilbake.`,
      ],
    ],
    step: [
      [
        (c) => `${o(c)} så bare på ett vennlig fjes.`,
        (c) =>
          `Denne gangen så ${o(c)} bare på ${c.buddy?.name ?? 'ett vennlig fjes'}, og alle de andre ble borte.`,
      ],
      [
        (c) => `${o(c)} sto foran alle og smilte litt.`,
        (c) =>
          `${o(c)} ble stående foran alle, og noen smilte tilbake, og det var {ganske fint|nesten gøy|slett ikke verst}.`,
      ],
    ],
  },
  height: {
    meet: [
      [
        (c) => `${cap(high(c))} gikk høyt, høyt opp.`,
        (c) =>
          `${o(c)} så opp på ${high(c)}: det gikk så høyt at det gikk rundt for ${c.owner.ham}.`,
      ],
      [
        (c) => `${cap(c.place.in)} var ${high(c)} {så|veldig} ${tall(c)}.`,
        (c) =>
          `${cap(c.place.in)} gikk ${high(c)} opp og opp, {høyere enn et hus|høyere enn fuglene|helt opp til skyene}.`,
      ],
    ],
    again: byName,
    fail: [
      [
        (c) => `${o(c)} klatret {ett trinn|litt opp}, så ned og {frøs fast|skalv}.`,
        (c) =>
          `${o(c)} klatret et lite stykke opp, men så så ${han(c)} ned, og beina ble {skjelvne|som gelé}.`,
      ],
      [
        (c) => `${o(c)} klatret to trinn og skled ned igjen.`,
        (c) =>
          `${o(c)} holdt godt fast og klatret to trinn, men bakken så så langt unna ut at ${han(c)} {skled ned igjen|klatret ned igjen}.`,
      ],
    ],
    step: [
      [
        (c) => `${o(c)} så bare opp og klatret {tre|fire|fem} trinn.`,
        (c) =>
          `Denne gangen så ${o(c)} bare på neste trinn, ikke på bakken, og klatret {tre|fire} trinn høyere.`,
      ],
      [
        (c) => `${o(c)} satt høyt oppe og vinket!`,
        (c) =>
          `${o(c)} satte seg på et høyt trinn og holdt seg fast, og etter en stund turte ${han(c)} til og med å {vinke|se på utsikten}.`,
      ],
    ],
  },
  alone: {
    meet: [
      [
        (c) =>
          other(c)
            ? `${other(c)} gikk for å se seg om, og ${o(c)} var alene.`
            : `Ingen andre var der. ${o(c)} var helt alene.`,
        (c) =>
          other(c)
            ? `${other(c)} {gikk et stykke foran|løp i forveien|ruslet bort} for å {se seg om|finne veien|speide}, og {en stund|et lite øyeblikk|plutselig} var ${o(c)} {helt|aldeles|ganske} alene ${c.place.in}.`
            : `Det var ingen andre ${c.place.in}, ikke en levende sjel, og ${o(c)} var helt alene.`,
      ],
      [
        (c) =>
          other(c)
            ? `${other(c)} {løp|skyndte seg} av gårde, og ${o(c)} ble alene.`
            : `${cap(c.place.in)} var ${o(c)} helt for seg selv.`,
        (c) =>
          other(c)
            ? `${cap(c.place.in)} skyndte ${other(c)} seg av gårde for å {hente noe|se rundt hjørnet|sjekke en lyd}, og ${o(c)} ble {igjen helt alene|stående alene|sittende alene igjen}.`
            : `Lenge kom ingen forbi ${c.place.in}, og ${o(c)} var helt for seg selv.`,
      ],
    ],
    again: [
      [
        (c) =>
          other(c)
            ? `${other(c)} {ruslet|gikk} bort, og ${o(c)} var alene igjen.`
            : `${cap(c.place.in)} var ${o(c)} alene igjen.`,
        (c) =>
          other(c)
            ? `Så {ruslet|gikk} ${other(c)} ut av syne en stund, og ${o(c)} ble alene igjen ${c.place.in}.`
            : `${cap(c.place.in)} var ${o(c)} alene igjen, uten noen {i nærheten|å se}.`,
      ],
    ],
    fail: [
      [
        (c) => `${o(c)} prøvde å vente, men ropte snart: «Hallo?»`,
        (c) =>
          `${o(c)} prøvde å vente helt alene, men etter et øyeblikk ropte ${han(c)}: «Hallo? Er det noen her?»`,
      ],
      [
        (c) => `${o(c)} satte seg alene og hoppet opp igjen.`,
        (c) =>
          `${o(c)} satte seg ned alene, men hver lille lyd fikk ${c.owner.ham} til å hoppe opp og se seg rundt.`,
      ],
    ],
    step: [
      [
        (c) => `${o(c)} ble alene og telte til {ti|fem|tjue}.`,
        (c) =>
          `Denne gangen ble ${o(c)} alene {et helt minutt|til ti}, lyttet til fuglene, og det var ikke så ille.`,
      ],
      [
        (c) => `${o(c)} nynnet en sang helt for seg selv.`,
        (c) =>
          `${o(c)} nynnet en sang helt for seg selv, og å være alene kjentes {litt som å være fri|stille, ikke skummelt|nesten fint}.`,
      ],
    ],
  },
  monsters: {
    meet: [
      [
        () => `I et mørkt hjørne {raslet|knirket|skrapte} det.`,
        (c) =>
          `I det mørkeste hjørnet ${c.place.in} {raslet|knirket|skrapte} det, og to prikker som øyne {glimtet|stirret}.`,
      ],
      [
        (c) => `Noe {knurret|brummet|fnøs} ${c.place.in}.`,
        (c) =>
          `Noe {knurret|brummet|fnøs} lavt ${c.place.in}, langt nede i mørket der ingen kunne se.`,
      ],
      [
        (c) => `En stor skygge {vrikket|vaklet} ${c.place.in}.`,
        (c) =>
          `En stor skygge med {spisse ører|lange armer|humpete hode} {vrikket|vaklet} på veggen ${c.place.in}.`,
      ],
    ],
    again: [
      [
        (c) => `${cap(c.place.in)} {raslet|knirket} det i mørket igjen.`,
        (c) => `${cap(c.place.in)} {raslet|knirket|tasset} det også i mørket, akkurat som før.`,
      ],
    ],
    fail: [
      [
        (c) => `${o(c)} {kikket|tittet} mot hjørnet og {gjemte seg|pep|krøp sammen}.`,
        (c) =>
          `${o(c)} prøvde å kikke inn i hjørnet, men en skygge vrikket, og ${han(c)} pep og gjemte seg bak ${cover(c)}.`,
      ],
    ],
    step: [
      [
        (c) => `${o(c)} kikket igjen. Bare {en skygge|en sokk|en bamse|en stein}!`,
        (c) =>
          `Denne gangen holdt ${o(c)} opp et lys og så etter, og monsteret var bare {en haug med gamle blader|en skygge som vrikket når ${han(c)} vrikket|en jakke på en knagg}.`,
      ],
      [
        (c) => `«Hei, monster,» sa ${o(c)}. Ingenting bet.`,
        (c) =>
          `«Hei, monster,» sa ${o(c)} til hjørnet, og ingenting knurret; bare {en mus|en bille|en liten møll} kom fram.`,
      ],
    ],
  },
  spiders: {
    meet: [
      [
        () => `En stor edderkopp satt i et nett, rett der.`,
        (c) =>
          `Rett der ${c.place.in} hang et nett, og i det satt en stor edderkopp med {lange bein|åtte lange bein|rund kropp}.`,
      ],
      [
        (c) => `En edderkopp {dinglet|hang} i en tråd ${c.place.in}.`,
        (c) =>
          `${cap(c.place.in)} {dinglet|hang} en edderkopp i en lang sølvtråd, rett foran nesen til ${o(c)}.`,
      ],
      [
        (c) => `Edderkoppnett {hang|glinset} overalt ${c.place.in}.`,
        (c) =>
          `Edderkoppnett {hang|glinset} overalt ${c.place.in}, og en {tykk|travel|hårete} edderkopp satt i det største.`,
      ],
    ],
    again: byName,
    fail: [
      [
        (c) => `Edderkoppen rørte seg, og ${o(c)} hoppet tilbake.`,
        (c) =>
          `${o(c)} prøvde å se på edderkoppen mens ${han(c)} telte til tre, men ved to hoppet ${han(c)} tilbake med et pip.`,
      ],
    ],
    step: [
      [
        (c) => `${o(c)} så edderkoppen spinne og ble stående.`,
        (c) =>
          `Denne gangen ble ${o(c)} stående nær og så edderkoppen spinne nettet sitt, tråd for tråd, og det var {ganske vakkert|travelt, ikke skummelt}.`,
      ],
      [
        (c) => `Edderkoppen vinket med et bein. ${o(c)} vinket tilbake!`,
        (c) => `Edderkoppen løftet ett tynt bein, og ${o(c)} vinket forsiktig tilbake.`,
      ],
    ],
  },
  new: {
    meet: [
      [
        (c) => `${cap(c.place.in)} var alt nytt.`,
        (c) =>
          `${cap(c.place.in)} var alt nytt: nye ansikter, nye lyder og leker ${o(c)} ikke kjente.`,
      ],
      [
        (c) => `${cap(c.place.in)} kjente ${o(c)} ingen i det hele tatt.`,
        (c) =>
          `${cap(c.place.in)} var det {mange|så mange} ansikter ${o(c)} aldri hadde sett, og alle {snakket i munnen på hverandre|så ut til å kjenne hverandre}.`,
      ],
    ],
    again: [
      [
        (c) => `${cap(c.place.in)} var alt nytt igjen.`,
        (c) => `${cap(c.place.in)} var alt nytt og rart igjen, og ingen visste hva ${o(c)} het.`,
      ],
    ],
    fail: [
      [
        (c) => `${o(c)} sa «hei» veldig lavt. Ingen hørte det.`,
        (c) =>
          `${o(c)} ville si hei, men ordene satte seg fast, og ${han(c)} gjemte seg bak ${cover(c)}.`,
      ],
    ],
    step: [
      [
        (c) => `${o(c)} sa «Hei!», og noen sa «Hei!» tilbake.`,
        (c) =>
          `Denne gangen sa ${o(c)} hei høyt, og noen med {rød lue|stort smil|glugg i tennene} sa hei tilbake.`,
      ],
      [
        (c) => `${o(c)} prøvde én ny lek. Den var gøy!`,
        (c) =>
          `${o(c)} prøvde bare én ny lek, bare litt, og den var {morsommere enn ventet|ikke rar i det hele tatt|ganske gøy}.`,
      ],
    ],
  },
  ...MORE_STEPS,
  ...NIGHT_STEPS,
};

export const { fearMeet, fearMeetAgain, fearFail, fearStep } = fearStepBanks(STEPS);
