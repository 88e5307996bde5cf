import type { NoCtx } from '../../../compose/ctx-no';
import type { GoalTexts } from '../../../compose/pack-types';
import type { Tpl } from '../../../compose/ctx-base';
import { by } from '../../by-band';
import {
  belongs,
  door,
  lost,
  nest,
  overlay,
  owner,
  part,
  seek,
  sight,
  treasure,
  wet,
} from '../../find-kinds';
import { foundAt } from './found-spots';
import { isBare } from '../../ground';
import { hideawayNo, lostClues, lostFound } from './lost-words';
import { Crowd, limb } from '../slots';
import { isNightSight } from '../../../lexicon/lost-things';
import {
  sightAdvice,
  sightAsk,
  sightAttempt,
  sightDecide,
  sightProblem,
  sightProgress,
  sightReflection,
  sightRefrain,
  sightTitle,
  sightTurn,
  sightWant,
} from './find-sight';
import { snowSight } from '../../sight-steps';
import { withHunger } from '../../hunger-steps';
import { hungryTexts } from './find-hungry';
import { cap } from '../../../text';

const def = (c: NoCtx) => c.thing?.def ?? 'skatten';
const indef = (c: NoCtx) => c.thing?.indef ?? 'en skatt';
const den = (c: NoCtx) => c.thing?.den ?? 'den';
/** Intetkjønn (et skjell, et nordlys) bøyer adjektivet: «det fineste», «så fint». */
const neuter = (c: NoCtx) => c.thing?.noun.g === 'n';
const h = (c: NoCtx) => c.hero.name;
/** What the lost thing left behind on the way; nothing for a treasure map. */
const trail = (c: NoCtx) => {
  const clues = treasure(c) ? undefined : lostClues(c);
  return clues ? c.cycle(clues) : undefined;
};
const where = (c: NoCtx) =>
  c.next ? c.next.in : '{over bakken|nede ved vannet|der stien svinger}';
/** Nordlyset og stjerneskudd kommer først når det blir mørkt: teamet venter på dem. */
const dusk = (c: NoCtx) =>
  isNightSight(c.thing?.id)
    ? `{Så ventet ${c.team.de}, helt til det ble mørkt og stjernene kom fram.|${c.team.plural ? `${cap(c.team.de)} satte seg tett sammen` : `${h(c)} satte seg godt til rette`} og ventet på mørket.|Sola gikk ned, og det ble mørkt og kaldt og helt stille.} `
    : '';
/** Whom it is for: «til Bestefar», or nothing. */
const til = (c: NoCtx) => (c.recipient ? ` til ${c.recipient.name}` : '');
const R = (c: NoCtx) => c.recipient?.name ?? '';
const hideaway = (c: NoCtx) => hideawayNo(c, true);
/** Det som ligner tingen der ute: tang og skjell, eller skipets egne ting. */
const lookalike = (c: NoCtx) =>
  c.setting === 'ship'
    ? '{en taukveil|ei bøtte|ei gammel tønne}'
    : wet(c)
      ? '{en dott med tang|et skjell|ei flaske}'
      : '{en stein|en stokk|en haug med løv}';
/** Hvor man kikker ned i vannet fra: over ripa på et skip, ellers der de er. */
const overWater = (c: NoCtx) => (c.setting === 'ship' ? 'over ripa' : c.place.in);

const search: GoalTexts<NoCtx> = {
  want: [
    ...overlay(
      [
        (c) =>
          treasure(c)
            ? by(
                c,
                `${h(c)} fant et gammelt kart {på loftet|under senga|i ei eske}, med et stort, rødt kryss på.`,
                `${h(c)} fant et gammelt kart {på loftet|i ei støvete kiste|bak ei løs planke}, og på det var et stort, rødt kryss som betydde «skatt».`,
                `I {ei støvete eske på loftet|ei gammel kiste under trappa|ei blikkboks bak ei løs planke} fant ${h(c)} et gammelt kart, mykt som stoff, med et stort, rødt kryss langt hjemmefra, og hjertet gjorde et hopp.`,
              )
            : null,
        (c) =>
          part(c)
            ? by(
                c,
                `En morgen våknet ${h(c)}, og ${def(c)} var borte!`,
                `En morgen våknet ${h(c)} og så seg i speilet: ${def(c)} hadde løsnet i natt og var borte.`,
                `En morgen våknet ${h(c)}, strakte seg og så seg i speilet, og der var ${def(c)} borte: ${den(c)} hadde løsnet i løpet av natta, og ingen visste hvor ${den(c)} var.`,
              )
            : null,
        (c) =>
          lost(c) && !part(c)
            ? by(
                c,
                `${h(c)} hadde ${indef(c)} og var {så glad i ${den(c)}|veldig glad i ${den(c)}|gladest i ${den(c)} av alt}.`,
                `${h(c)} hadde ${indef(c)} som ${c.hero.han} var gladere i enn {noe annet|alle de andre lekene|is}.`,
                `${h(c)} eide ${indef(c)} som ${c.hero.han} var gladere i enn noe annet, og som ble med ${c.hero.ham} {nesten overalt|i senga hver kveld|på hver eneste tur}.`,
              )
            : null,
        (c) =>
          seek(c) && c.recipient
            ? by(
                c,
                `${h(c)} ville finne ${indef(c)} til ${R(c)}.`,
                `${h(c)} ville gi ${R(c)} noe helt spesielt: ${indef(c)}, ${neuter(c) ? 'det' : 'den'} fineste som fantes.`,
                `${h(c)} hadde bestemt seg for å finne ${indef(c)} til ${R(c)}, ${neuter(c) ? 'et så fint' : 'en så fin'} at ${c.recipient?.han} aldri hadde sett maken.`,
              )
            : null,
        (c) =>
          seek(c) && !c.recipient
            ? by(
                c,
                `${h(c)} drømte om å finne ${indef(c)}.`,
                `Mer enn noe annet ønsket ${h(c)} seg å finne ${indef(c)}, ${neuter(c) ? 'det' : 'den'} fineste som fantes.`,
                `${h(c)} hadde lenge drømt om å finne ${indef(c)}, ${neuter(c) ? 'ikke et hvilket som helst, men det aller fineste' : 'ikke en hvilken som helst, men den aller fineste'}.`,
              )
            : null,
        (c) =>
          belongs(c)
            ? by(
                c,
                `En dag fant ${h(c)} ${indef(c)} ${foundAt(c.setting)}.`,
                `En dag fant ${h(c)} ${indef(c)} ${foundAt(c.setting)}, {halvt skjult|helt for seg selv|som om ${den(c)} ventet på noen}.`,
                `En dag, helt tilfeldig, fant ${h(c)} ${indef(c)} ${foundAt(c.setting)}, og ${h(c)} ble stående lenge og se på ${den(c)}.`,
              )
            : null,
      ],
      sightWant,
    ),
  ],
  problem: [
    ...overlay(
      [
        (c) =>
          door(c)
            ? by(
                c,
                `Men hvilken dør passet ${den(c)} til?`,
                `Men hvilken dør passet ${den(c)} til? Ingen av dørene ${c.home.in} hadde et så stort nøkkelhull.`,
                `Men hvilken dør passet ${den(c)} til? ${h(c)} prøvde hver eneste dør ${c.home.in}, og ingen av dem var riktig.`,
              )
            : null,
        (c) =>
          owner(c)
            ? by(
                c,
                `Men hvem var eieren?`,
                `«Noen leter nok etter ${den(c)} nå,» sa ${h(c)}. «Men hvem er eieren?»`,
                `«Et sted er det noen som savner ${den(c)},» sa ${h(c)} stille. «Vi må finne eieren.»`,
              )
            : null,
        (c) =>
          nest(c)
            ? by(
                c,
                `Men hvor var reiret, og hvor var fuglemor?`,
                `Men hvilken fugl hadde mistet ${den(c)}? Det fantes ikke et reir å se.`,
                `Men hvilken fugl hadde mistet ${den(c)}? Det fantes ikke et reir å se, og ${den(c)} måtte holdes varm.`,
              )
            : null,
        (c) =>
          seek(c)
            ? by(
                c,
                `Men ${indef(c)} var ikke lett å finne.`,
                `Men ${indef(c)} lå ikke bare og slang, og ingen visste hvor ${c.team.de} skulle lete.`,
                `Men ${indef(c)} av det riktige slaget lå ikke bare og slang, og ${h(c)} måtte nok langt av sted for å finne ${den(c)}.`,
              )
            : null,
        (c) =>
          treasure(c)
            ? by(
                c,
                `Men en bit av kartet var {revet av|borte|visket ut}, så hvor var skatten?`,
                `Men en del av kartet var {revet av|borte|utvisket}, og ingen visste veien.`,
                `Men et hjørne av kartet var {revet av|gnagd av mus|vasket blankt av regn} for lenge siden, akkurat der stien skulle vært.`,
              )
            : !lost(c) || part(c)
              ? null
              : by(
                  c,
                  `Men en {dag|morgen} var ${def(c)} {borte|vekk|ikke der}!`,
                  `Men en morgen var ${def(c)} borte, ikke under {senga|puta} og ikke i {kassa|kurven}.`,
                  `Men en morgen var ${def(c)} borte: ikke under senga, ikke i lekekassa, ikke bak gardinene, og ${h(c)} kjente en {tom, synkende|kald, tom} følelse.`,
                ),
        (c) =>
          lost(c)
            ? by(
                c,
                `${h(c)} lette og lette, men ${def(c)} var {ingen steder|ikke å se|borte}.`,
                `${h(c)} lette overalt {i nærheten|hjemme|i hagen}, men det var ikke spor av ${def(c)}.`,
                `${h(c)} lette i {hver krok i nærheten|hvert skap og hver krok|hver centimeter av huset} to ganger, men det var ikke spor av ${def(c)} noe sted.`,
              )
            : null,
      ],
      sightProblem,
    ),
  ],
  decide: [
    ...overlay(
      [
        (c) =>
          !belongs(c)
            ? by(
                c,
                `«Jeg skal finne ${den(c)}${til(c)}!» sa ${h(c)} {og pakket sekken|${c.hero.dressed ? 'og tok på seg støvlene' : 'og rettet ryggen'}|og nikket bestemt}.`,
                `«Jeg skal finne ${den(c)}${til(c)},» sa ${h(c)}, «{uansett hvor ${den(c)} er|uansett hvor lang tid det tar|om det så er det siste jeg gjør}.»`,
                `«Jeg skal finne ${den(c)}${til(c)},» sa ${h(c)} bestemt, «uansett hvor langt unna ${den(c)} er,» og så pakket ${c.team.de} en sekk med {matpakke|epler og boller|lommelykt og niste} og la i vei.`,
              )
            : null,
        (c) =>
          belongs(c)
            ? by(
                c,
                `«Vi finner ${door(c) ? 'døra' : nest(c) ? 'reiret' : 'eieren'}!» sa ${h(c)} {${c.hero.dressed ? `og puttet ${den(c)} i lomma|og tok på seg støvlene` : 'og spisset ørene|og rettet ryggen'}|og nikket bestemt}.`,
                `«Vi skal finne ${door(c) ? `døra ${den(c)} passer til` : nest(c) ? 'reiret og fuglemor' : 'eieren'},» sa ${h(c)}, «{uansett hvor lang tid det tar|om vi så må lete hele dagen}.»`,
                `«Et sted finnes ${door(c) ? `døra ${den(c)} passer til` : nest(c) ? 'et reir der dette egget hører hjemme' : `noen som savner ${den(c)}`},» sa ${h(c)}, «og vi skal finne det ut,» og så la ${c.team.de} i vei med ${def(c)} trygt i lomma.`,
              )
            : null,
        (c) =>
          c.friend
            ? by(
                c,
                `«Vi leter {sammen|som et lag},» sa ${c.friend.name}.`,
                `«Vi leter sammen,» sa ${c.friend.name}, «for {fire øyne ser mer enn to|to neser lukter mer enn én}.»`,
                `«Vi leter sammen,» sa ${c.friend.name}, «for fire øyne ser mer enn to, og to venner er bedre enn {én|noe kart}.»`,
              )
            : null,
      ],
      sightDecide,
    ),
  ],
  attempt: [
    ...overlay(
      [
        (c) =>
          wet(c)
            ? by(
                c,
                `${h(c)} kikket {ned i vannet|bak en bølge|under tangen} ${overWater(c)}, men fant bare {en manet|ei krabbe|en liten fisk}.`,
                `${h(c)} kikket ned i det {grønne|klare|blå} vannet ${overWater(c)}, men der var bare en {manet|krabbe|fisk} som så forundret tilbake.`,
                `${h(c)} lente seg ut og kikket ned i vannet ${overWater(c)} med store forhåpninger, men fant bare en {manet|krabbe|fisk} som svømte sin vei og ikke brydde seg om letingen i det hele tatt.`,
              )
            : null,
        (c) =>
          // Hollow trees and rabbit holes only where things grow.
          wet(c) || !c.outdoors || isBare(c.setting) || c.setting === 'beach'
            ? null
            : by(
                c,
                `${h(c)} kikket i {et hull|et hult tre|ei eske} ${c.place.in}, men fant bare {en mark|en snegl|en edderkopp}.`,
                `${h(c)} kikket inn i {et hult tre|et kaninhull|en gammel støvel} ${c.place.in}, men fant bare en søvnig {meitemark|snegl|bille}.`,
                `${h(c)} kikket inn i {et hult tre|et kaninhull|ei rusten bøtte} ${c.place.in} med store forhåpninger, men fant bare en svært søvnig {meitemark|snegl|padde} som ikke satte pris på besøket.`,
              ),
        (c) =>
          !belongs(c)
            ? by(
                c,
                `«Der er ${den(c)}!» ropte ${h(c)}, men det var bare ${lookalike(c)}.`,
                `«Der er ${den(c)}!» ropte ${h(c)}, men det var bare ${lookalike(c)} ${c.place.in}.`,
                `«Der er ${den(c)}!» ropte ${h(c)} og ${wet(c) ? 'pekte' : 'løp fram'}, men det var bare ${lookalike(c)} som tilfeldigvis hadde riktig form.`,
              )
            : null,
        (c) =>
          door(c)
            ? by(
                c,
                `${h(c)} prøvde ${def(c)} i {ei gammel port|døra til en bod|ei luke} ${c.place.in}, men ${den(c)} passet ikke.`,
                `${h(c)} stakk ${def(c)} inn i låsen på {ei gammel port|døra til en bod|ei luke i bakken} ${c.place.in}, men ${den(c)} ville ikke vri seg.`,
                `${h(c)} prøvde ${def(c)} i låsen på {ei gammel, skjev port|døra til en bod som ingen brukte|ei rusten luke i bakken} ${c.place.in}, og holdt pusten, men ${den(c)} ville ikke vri seg en millimeter.`,
              )
            : null,
        (c) =>
          owner(c) || nest(c)
            ? by(
                c,
                `«Er ${den(c)} din?» spurte ${h(c)} et ekorn, men ekornet ristet på hodet.`,
                `«Er ${den(c)} din?» spurte ${h(c)} et ekorn ${c.place.in}, men ekornet ristet på hodet og pilte videre.`,
                `«Unnskyld, er ${den(c)} din?» spurte ${h(c)} et ekorn ${c.place.in}, men ekornet så forundret på ${def(c)} og ristet på hodet.`,
              )
            : null,
        // En borte ting letes etter i et slott, en hule eller et bibliotek også, der det ikke er
        // hule trær eller bølger: lommene, dagen gått gjennom i hodet, selve gulvet.
        (c) =>
          lost(c) && !part(c) && c.hero.dressed
            ? by(
                c,
                `${h(c)} kikket i {lomma|sekken|lua}, men der var bare {ei klinkekule|en knapp|lo}.`,
                `For sikkerhets skyld vrengte ${h(c)} alle lommene ${c.place.in}, men fant bare {en knapp|en blyantstump|en hyssingbit} og {litt lo|et godteripapir|en gammel bussbillett}.`,
                `${h(c)} stoppet ${c.place.in}, vrengte alle lommene og tømte {sekken|veska|ranselen} for sikkerhets skyld, men det eneste som falt ut, var {en knapp|en blyantstump|en hyssingbit}, {litt lo|et godteripapir|en binders} og en hel masse håp.`,
              )
            : null,
        (c) =>
          lost(c) && !part(c)
            ? by(
                c,
                `${h(c)} prøvde å huske, men {ingenting kom|alt var tåkete}.`,
                `${h(c)} lukket øynene ${c.place.in} og prøvde å huske siste gang ${c.hero.han} hadde holdt ${def(c)}, men bildet {ville ikke komme|ble bare tåkete|gled hele tiden unna}.`,
                `${h(c)} sto {helt stille|med lukkede øyne|urørlig} ${c.place.in} og gikk gjennom hele dagen i hodet, {steg for steg|time for time|bit for bit}, men det siste bildet av ${def(c)} {forble tåkete|gled hele tiden unna|ville ikke komme}.`,
              )
            : null,
        (c) => {
          if (!lost(c) || wet(c) || isBare(c.setting)) return null;
          const floor = c.outdoors ? 'bakken' : 'gulvet';
          const junk = c.outdoors
            ? '{en småstein|en kvist|ei fjær}'
            : '{støv|et tørt blad|en gammel knapp}';
          return by(
            c,
            `${h(c)} lette langs ${floor}, men fant bare ${junk}.`,
            `${h(c)} lette over ${floor} ${c.place.in} {bit for bit|krok for krok|fra den ene siden til den andre}, men fant bare ${junk}.`,
            `${h(c)} gikk over ${floor} ${c.place.in} {bit for bit|centimeter for centimeter|i langsomme, nøye rader}, så sakte at ${c.hero.han} kunne ha talt ${c.outdoors ? 'sandkornene' : 'støvkornene'}, men alt ${c.hero.han} fant, var ${junk}.`,
          );
        },
        (c) => {
          if (!lost(c) || part(c) || wet(c) || isBare(c.setting)) return null;
          const answer = c.outdoors
            ? '{vinden|en fugl langt borte|løvet som raslet}'
            : c.setting === 'cave' || c.setting === 'castle'
              ? 'ekkoet'
              : 'stillheten';
          return by(
            c,
            `${h(c)} ropte på ${def(c)}, men bare ${answer} svarte.`,
            `«Har noen sett ${indef(c)}?» ropte ${h(c)} ${c.place.in}, {så høyt ${c.hero.han} turte|med hendene rundt munnen|to ganger, for sikkerhets skyld}, men bare ${answer} svarte.`,
            `${h(c)} trakk pusten dypt og ropte ut ${c.place.in}: «Har noen sett ${indef(c)}?» ${cap(c.hero.han)} ropte {så høyt ${c.hero.han} turte|ikke én, men tre ganger|helt til stemmen ble tynn}, men det eneste svaret kom fra ${answer}.`,
          );
        },
        (c) =>
          lost(c) && !part(c)
            ? by(
                c,
                `${h(c)} ønsket og ønsket, men ${def(c)} kom ikke tilbake.`,
                `${h(c)} telte til {tre|fem|ti} ${c.place.in} og ønsket av all kraft at ${def(c)} skulle ligge der når ${c.hero.han} så opp, men ${den(c)} gjorde ikke det.`,
                `${h(c)} telte sakte til {ti|tjue} ${c.place.in} og ønsket av all kraft, som om en ting kunne høre at den ble savnet og komme tilbake av seg selv, men ingenting kom, {ikke et glimt|ikke en lyd|ikke et eneste blink}.`,
              )
            : null,
        (c) => {
          if (!lost(c) || part(c) || wet(c) || isBare(c.setting)) return null;
          const who =
            c.setting === 'cave'
              ? 'ei søvnig flaggermus'
              : c.outdoors
                ? '{en snegl|en bille|ei humle}'
                : '{ei mus|en edderkopp}';
          return by(
            c,
            `${h(c)} spurte ${who}, men den hadde ikke sett noe.`,
            `«Har du sett ${indef(c)}?» spurte ${h(c)} ${who} ${c.place.in}, men den {ristet bare på hodet|hadde ikke sett noen ting|hadde altfor dårlig tid til å svare}.`,
            `${h(c)} satte seg på huk og spurte ${who} ${c.place.in}, svært høflig, om den hadde sett ${indef(c)} noe sted, men den {hadde ikke sett noe som helst hele dagen|hadde altfor mye å gjøre med sitt eget til å svare|bare blunket og forsvant}.`,
          );
        },
        (c) => {
          if (!lost(c) || part(c) || wet(c) || isBare(c.setting)) return null;
          const cave = c.setting === 'cave';
          const [maybe, high, only] = c.outdoors
            ? [
                `Kanskje ei skjære hadde tatt ${den(c)}?`,
                'høyt oppe',
                '{skyer|blå himmel|et tomt reir}',
              ]
            : cave
              ? [
                  `Kanskje ei flaggermus hadde båret ${den(c)} bort?`,
                  'oppe på fjellhyllene',
                  '{mørk stein|et par flaggermus}',
                ]
              : [
                  `Kanskje noen hadde lagt ${den(c)} høyt opp for å passe på ${den(c)}?`,
                  'oppå {hyllene|skapene|bjelkene}',
                  '{spindelvev|støv|en gjenglemt sokk}',
                ];
          return by(
            c,
            `${h(c)} så høyt opp, men der var ${den(c)} ikke.`,
            `${maybe} ${h(c)} lette ${high} ${c.place.in}, men der var det bare ${only}.`,
            `${maybe} ${h(c)} lette ${high} ${c.place.in}, {så langt ${c.hero.han} rakk|flekk for flekk|to ganger}, men der var det bare ${only}, og ikke et spor av ${def(c)}.`,
          );
        },
        (c) => {
          if (!lost(c) || part(c) || wet(c) || isBare(c.setting)) return null;
          const under =
            c.setting === 'cave'
              ? '{hver løs stein|hver haug med småstein}'
              : c.outdoors
                ? '{hvert stort blad|hver flat stein|hver gresstust}'
                : '{hver pute|hvert teppe|hver papirbunke}';
          return by(
            c,
            `${h(c)} kikket under ${under}, men ${den(c)} var ikke der.`,
            `${h(c)} løftet på ${under} ${c.place.in}, den ene etter den andre, men under var det bare {mer støv|et forskrekket skrukketroll|ingenting i det hele tatt}.`,
            `${h(c)} løftet på ${under} ${c.place.in}, {forsiktig|tålmodig|uten å hoppe over en eneste én}, men under var det bare {mer støv|et skrukketroll som ikke ville bli forstyrret|ingenting i det hele tatt}, og aldri ${def(c)}.`,
          );
        },
        (c) => {
          if (!door(c) || wet(c)) return null;
          const solid =
            c.setting === 'cave'
              ? '{huleveggen|en stor stein|en fjellhylle}'
              : !c.outdoors
                ? '{et panel i veggen|et gammelt skap|en malt vegg}'
                : isBare(c.setting)
                  ? '{en stor, grå stein|en høy kampestein}'
                  : '{et knudrete gammelt tre|en stor, grå stein|en mosegrodd skrent}';
          return by(
            c,
            `${h(c)} banket på ${solid}, men det sa bare {dunk|tokk}.`,
            `${h(c)} banket på ${solid} ${c.place.in}, i tilfelle det skjulte seg ei hemmelig dør der, men det sa bare {dunk|tokk|bank}, og det var massivt tvers igjennom.`,
            `${h(c)} banket på ${solid} ${c.place.in}, her og der og overalt, og lyttet etter den hule lyden ei skjult dør lager, men det hørtes massivt ut {tvers igjennom|fra topp til bunn|uansett hvor ${c.hero.han} banket}.`,
          );
        },
      ],
      sightAttempt,
    ),
  ],
  progress: [
    ...overlay(
      [
        (c) =>
          seek(c)
            ? by(
                c,
                `${c.place.in} fant ${h(c)} mange fine ting, men ikke ${indef(c)} ennå.`,
                `${c.place.in} fant ${h(c)} mye fint, men ikke ${indef(c)} av det riktige slaget, ikke ennå.`,
                `${c.place.in} lå det mye fint, og ${h(c)} så nøye på alt, men ${indef(c)} som var god nok${til(c)}, var ikke blant det.`,
              )
            : null,
        (c) =>
          door(c)
            ? by(
                c,
                `${c.place.in} fant ${h(c)} et gammelt skilt med en nøkkel tegnet på!`,
                `${c.place.in} fant ${h(c)} et gammelt skilt med en nøkkel tegnet på, og en pil som pekte videre.`,
                `${c.place.in} fant ${h(c)} et gammelt, skjevt skilt med en nøkkel risset inn i treet, og pila på det pekte videre.`,
              )
            : null,
        (c) =>
          owner(c)
            ? by(
                c,
                `${c.place.in} hørte ${h(c)} noen som ropte og lette.`,
                `${c.place.in} hørte ${h(c)} noen som ropte langt borte, som om de lette etter noe.`,
                `${c.place.in} hørte ${h(c)} en stemme langt borte som ropte og ropte, slik man roper når man har mistet noe kjært.`,
              )
            : null,
        (c) =>
          nest(c)
            ? by(
                c,
                `${c.place.in} hørte ${h(c)} en fugl som pep og pep.`,
                `${c.place.in} hørte ${h(c)} en fugl som pep og pep, som om den lette etter noe.`,
                `${c.place.in} hørte ${h(c)} en liten fugl som pep ulykkelig, høyt oppe et sted, som om den hadde mistet noe.`,
              )
            : null,
        (c) =>
          !lost(c) && !treasure(c)
            ? null
            : by(
                c,
                `${c.place.in} fant ${h(c)} et spor: ${trail(c) ?? '{små merker|en bit av et bånd|noe som glitret}'}!`,
                trail(c)
                  ? `Så fant ${h(c)} et spor ${c.place.in}: ${trail(c)}.`
                  : `Så fant ${h(c)} et spor ${c.place.in}: {en rad med små merker|en revet bit av et bånd|noe blankt} som pekte videre.`,
                `Så fant ${h(c)} et ekte spor ${c.place.in}, ${trail(c) ?? '{en rad med små merker|en revet bit av et bånd som hadde hektet seg fast|noe som glimtet og pekte videre}'}, og jakten ble med ett levende.`,
              ),
        (c) =>
          by(
            c,
            `«Nå er vi {nær|nærmere|varme},» sa ${h(c)} ${c.place.in}.`,
            `«Vi nærmer oss,» sa ${h(c)} og så seg rundt. «Jeg {kjenner|merker} det.»`,
            `«Vi nærmer oss,» sa ${h(c)} og så seg rundt ${c.place.in}. «Jeg vet ikke hvordan jeg vet det, men jeg {vet det|bare vet det}.»`,
          ),
        (c) =>
          treasure(c)
            ? by(
                c,
                `Kartet viste en sti {gjennom|forbi|over} ${c.place.def}, og ${h(c)} fulgte den.`,
                `${h(c)} holdt kartet opp mot lyset ${c.place.in}, og en svak strek {kom til syne|viste seg} der hullet var.`,
                `${h(c)} holdt kartet opp mot lyset ${c.place.in}, og en svak strek som ingen hadde sett før, viste seg og pekte ${c.next ? c.next.to : 'videre'}.`,
              )
            : null,
      ],
      sightProgress,
    ),
  ],
  advice: [
    ...overlay(
      [
        (c) =>
          c.helper && seek(c)
            ? by(
                c,
                `«De fineste finner du ${where(c)},» sa ${c.helper.kindDef}.`,
                `«Skal det være ${indef(c)}, må du lete ${where(c)},» sa ${c.helper.kindDef}.`,
                `«Hvis du vil ha ${indef(c)} av det aller fineste slaget, må du lete ${where(c)},» sa ${c.helper.kindDef}, «der har jeg sett mange.»`,
              )
            : null,
        (c) =>
          c.helper && belongs(c)
            ? by(
                c,
                `«${door(c) ? 'Jeg har sett ei lita dør' : nest(c) ? 'Det er mange reir' : 'Jeg hørte noen som lette'} ${where(c)},» sa ${c.helper.kindDef}.`,
                `«Prøv ${where(c)},» sa ${c.helper.kindDef}. «${door(c) ? 'Der er det ei gammel dør som ingen har åpnet på lenge' : nest(c) ? 'Der bor det mange fugler' : 'Der var det noen som lette og lette'}.»`,
                `«Nå som du nevner det,» sa ${c.helper.kindDef} langsomt, «${door(c) ? 'så finnes det ei lita, glemt dør' : nest(c) ? 'så bor det ei urolig fuglemor' : 'så var det noen som lette etter noe'} ${where(c)}.»`,
              )
            : null,
        (c) =>
          c.helper && (lost(c) || treasure(c))
            ? by(
                c,
                `«Jeg så ${def(c)}!» sa ${c.helper.kindDef}. «Se ${where(c)}.»`,
                `«Jeg tror jeg så ${def(c)},» sa ${c.helper.kindDef}. «Prøv ${where(c)}.»`,
                `«Nå som du nevner det, så jeg noe sånt,» sa ${c.helper.kindDef} langsomt. «Prøv ${where(c)}.»`,
              )
            : null,
        (c) =>
          c.helper && lost(c)
            ? by(
                c,
                `«Let der det er {stille|mørkt|lunt},» sa ${c.helper.kindDef}.`,
                `«Ting som er borte, liker {stille|mørke|lune} steder,» sa ${c.helper.kindDef}.`,
                `«Ting som blir borte, havner gjerne på {stille|glemte|lune} steder,» sa ${c.helper.kindDef}, «{det er det jeg alltid har funnet ut|i hvert fall etter min erfaring|hvis du spør meg}.»`,
              )
            : null,
        (c) =>
          c.helper
            ? by(
                c,
                `${c.helper.kindDef} pekte ${c.next ? c.next.to : 'framover'} med {${limb(c.helper)}|et nikk}.`,
                `${c.helper.kindDef} tenkte {seg godt om|en stund} og pekte ${c.next ? c.next.to : 'framover'}.`,
                `${c.helper.kindDef} tenkte seg om en {lang|liten} stund, og pekte så ${c.next ? c.next.to : 'framover'} uten et ord.`,
              )
            : null,
      ],
      sightAdvice,
    ),
  ],
  ask: [
    ...overlay(
      [
        (c) =>
          c.helper && belongs(c)
            ? by(
                c,
                door(c)
                  ? `«Vet du hvilken dør ${def(c)} passer til?» spurte ${h(c)}.`
                  : nest(c)
                    ? `«Vet du hvor ${def(c)} hører hjemme?» spurte ${h(c)}.`
                    : `«Vet du hvem som har mistet ${def(c)}?» spurte ${h(c)}.`,
                door(c)
                  ? `«Unnskyld, vet du hvilken dør ${def(c)} passer til?» spurte ${h(c)} og holdt ${den(c)} opp.`
                  : nest(c)
                    ? `«Unnskyld, vet du hvilken fugl som har mistet ${def(c)}?» spurte ${h(c)} {høflig|forsiktig}.`
                    : `«Unnskyld, vet du hvem som har mistet ${def(c)}?» spurte ${h(c)} {høflig|håpefullt}.`,
              )
            : null,
        (c) =>
          c.helper && !belongs(c)
            ? by(
                c,
                `«Har du sett ${indef(c)}?» spurte ${h(c)}.`,
                `«Unnskyld, har du sett ${indef(c)}?» spurte ${h(c)} {høflig|håpefullt}.`,
                `«Unnskyld,» sa ${h(c)}, «jeg leter etter ${indef(c)}, og lurer på om du har sett noe sånt {noe sted|her i nærheten|i det siste}?»`,
              )
            : null,
        (c) =>
          c.helper && !belongs(c)
            ? by(
                c,
                `«Vi leter etter ${indef(c)},» sa ${h(c)}.`,
                `«Vi leter etter ${indef(c)},» sa ${h(c)}, «{overalt|høyt og lavt}.»`,
                `«Vi er på leting,» forklarte ${h(c)}, «etter ${indef(c)}, og vi blir {glade|takknemlige} for all hjelp vi kan få.»`,
              )
            : null,
      ],
      sightAsk,
    ),
  ],
  turn: {
    brave: [
      ...overlay(
        [
          (c) =>
            by(
              c,
              `Det var ett sted igjen, mørkt og {trangt|lite|dypt}, og ${h(c)} gikk inn.`,
              `Det var bare ett sted igjen å lete, ei mørk, trang sprekk, og selv om ${h(c)} var litt redd, gikk ${c.hero.han} inn.`,
              `Det var bare ett sted igjen å lete, ei mørk og trang sprekk som ingen andre ville prøvd, så ${h(c)} svelget hardt og klemte seg inn.`,
            ),
        ],
        sightTurn.brave,
      ),
    ],
    together: [
      ...overlay(
        [
          (c) =>
            by(
              c,
              `${Crowd(c)} lette sammen, til noen ropte: «Her!»`,
              `${Crowd(c)} spredte seg og lette sammen, helt til noen ropte: «Her borte!»`,
              `${Crowd(c)} stilte seg på ei lang rekke og lette gjennom hver centimeter, til en stemme ropte: «Her borte, kom fort!»`,
            ),
        ],
        sightTurn.together,
      ),
    ],
    gift: [
      ...overlay(
        [
          (c) =>
            c.gift
              ? by(
                  c,
                  `${h(c)} tok fram ${c.gift.def}, og ${c.gift.den} viste veien!`,
                  `${h(c)} tok fram ${c.gift.def}, og det var som om ${c.gift.den} pekte.`,
                  `${h(c)} tok fram ${c.gift.def}, og da lyset traff ${c.gift.den}, var det som om ${c.gift.den} pekte, helt tydelig, mot ett bestemt sted.`,
                )
              : null,
        ],
        sightTurn.gift,
      ),
    ],
    clever: [
      ...overlay(
        [
          (c) =>
            by(
              c,
              `${h(c)} tenkte hardt, og alle sporene pekte mot ett sted!`,
              `${h(c)} tenkte på alle sporene, og de pekte mot det samme stedet!`,
              `${h(c)} satte seg ned og tenkte på alle sporene samtidig, og plutselig var det opplagt: De pekte mot det samme stedet.`,
            ),
        ],
        sightTurn.clever,
      ),
    ],
  },
  resolution: [
    (c) => {
      // Found where it was taken, by whom and why, and then it goes home.
      if (lost(c)) return lostFound(c);
      if (sight(c) && snowSight(c))
        return by(
          c,
          `Så, helt stille, kom det første snøfnugget dalende og landet på nesa til ${h(c)}. Snø!`,
          `Så, helt stille, kom det første snøfnugget dalende og landet på nesa til ${h(c)}, og så ett til, og ett til. ${h(c)} lo og snurret rundt og rundt mens ${c.place.def} ble hvit.`,
          `Så, helt stille, kom det første snøfnugget dalende ut av det grå og landet rett på nesa til ${h(c)}, kaldt og kilende. Så kom ett til, og ett til, og snart var lufta full av dem. ${h(c)} snurret rundt og rundt med ansiktet mot himmelen mens ${c.place.def} ble hvit.`,
        );
      if (sight(c))
        return `${dusk(c)}${by(
          c,
          `Og der, {høyt over|rett over|over hele himmelen ved} ${c.place.def}, var ${def(c)}! ${h(c)} sto helt stille og bare så.`,
          `Og der, {høyt over|rett over|i en stor bue over} ${c.place.def}, lyste ${def(c)}, finere enn ${h(c)} hadde drømt om. ${h(c)} sto helt stille og så til ${den(c)} begynte å blekne${c.recipient ? `, og fortalte ${R(c)} alt om ${den(c)} etterpå` : ''}.`,
          `Og der, {i en stor bue over|over hele himmelen ved|høyt over} ${c.place.def}, var ${def(c)}, så ${neuter(c) ? 'fint' : 'fin'} at ${h(c)} måtte holde pusten. ${h(c)} sa ikke et ord, men så og så, for å huske hver eneste farge for alltid.`,
        )}`;
      if (seek(c))
        return by(
          c,
          `Og der, ${hideaway(c)}, lå ${def(c)}! ${h(c)} ${c.hero.dressed ? `la ${den(c)} forsiktig i lomma` : `holdt ${den(c)} tett inntil seg`}.`,
          `Og der, ${hideaway(c)} ${c.place.in}, lå ${def(c)}, finere enn ${h(c)} hadde drømt om. ${h(c)} ${c.hero.dressed ? `la ${den(c)} forsiktig i lomma` : `tok godt vare på ${den(c)}`}${til(c)}.`,
          `Og der, ${hideaway(c)} ${c.place.in}, lå ${def(c)}, så ${neuter(c) ? 'fint' : 'fin'} at ${h(c)} måtte holde pusten. ${h(c)} tørket ${den(c)} av og ${c.hero.dressed ? `la ${den(c)} forsiktig i lomma` : `holdt ${den(c)} tett inntil seg`}, ${c.recipient ? `for ${den(c)} skulle til ${R(c)}` : 'der ingen kunne miste den'}.`,
        );
      if (door(c))
        return by(
          c,
          `Og der, bak eføyen, var ei lita, grønn dør! ${h(c)} stakk ${def(c)} i låsen. Klikk! Døra gikk opp.`,
          `Og der, bak et tett teppe av eføy ${c.place.in}, var ei lita, grønn dør. ${h(c)} stakk ${def(c)} i låsen og vred om. Klikk! Døra gikk opp, og inni var {en hemmelig hage full av blomster|et lite rom fullt av gamle leker|ei kiste med gamle brev og bilder}.`,
          `Og der, bak et tett teppe av eføy ${c.place.in}, var ei lita, grønn dør som ingen hadde sett på mange år. ${h(c)} stakk ${def(c)} i låsen, og med et lite klikk gikk døra opp. Inni var {en hemmelig hage full av blomster|et lite rom fullt av gamle leker|ei kiste med gamle brev og bilder}.`,
        );
      if (nest(c))
        return by(
          c,
          `Og der, høyt oppe i ei bjørk, var reiret! Fuglemor pep av glede da ${h(c)} la egget tilbake.`,
          `Og der, høyt oppe i ei bjørk ${c.place.in}, var reiret, og fuglemor satt og pep. ${h(c)} klatret forsiktig opp og la ${def(c)} tilbake i reiret.`,
          `Og der, høyt oppe i ei bjørk ${c.place.in}, var reiret, og ei lita fuglemor satt på kanten og pep ulykkelig. ${h(c)} klatret forsiktig opp og la ${def(c)} tilbake i reiret, og fuglemor bredte vingene over det med en gang.`,
        );
      if (owner(c))
        return by(
          c,
          `Og der sto ${c.p(['ei lita jente', 'en liten gutt', 'en gammel mann'])} og lette. «${cap(def(c))}! Det er min!» Eieren ble så glad.`,
          `Og der, ${c.place.in}, sto ${c.p(['ei lita jente', 'en liten gutt', 'en gammel mann'])} og lette og lette. «Er dette ditt?» spurte ${h(c)}. «${cap(def(c))}!» ropte eieren og lyste opp.`,
          `Og der, ${c.place.in}, sto ${c.p(['ei lita jente med røde kinn', 'en liten gutt med gråt i stemmen', 'en gammel mann med stokk'])} og lette under hver busk. «Er dette ditt?» spurte ${h(c)} og holdt fram ${def(c)}, og eieren lyste opp som sola.`,
        );
      const main = by(
        c,
        `Og der {var|lå} ${den(c)}: ${def(c)}!`,
        `Og der, {endelig|til slutt|rett foran ${c.team.dem}}, var ${def(c)}!`,
        `Og der, gjemt ${hideaway(c)} ${c.place.in}, der ingen hadde tenkt å lete, lå ${def(c)}.`,
      );
      const more = treasure(c)
        ? by(
            c,
            `Inni var det {gull|mynter|skjell} og en lapp: «Del meg.»`,
            `Inni lå {gullmynter|blanke mynter|perler}, skjell og en lapp der det sto: «En skatt er best når den deles.»`,
            `Inni lå {gullmynter|sølvmynter|perler}, perleskinnende skjell og en brettet lapp med gammeldags, krøllete skrift: «En skatt er best når den deles.»`,
          )
        : by(
            c,
            `${h(c)} klemte ${den(c)} {godt|hardt|lenge}.`,
            `${h(c)} løftet ${den(c)} opp og klemte ${den(c)} {godt|lenge|inntil seg}.`,
            `${h(c)} løftet ${den(c)} opp, børstet ${den(c)} av og klemte så hardt at det nesten {pep|knirket}.`,
          );
      return `${main} ${more}`;
    },
  ],
  // A horn or a tail is put back on when found: no shelf for it, no promise to keep it.
  reflection: overlay(
    (
      [
        (c) =>
          seek(c) && c.recipient && !sight(c)
            ? by(
                c,
                `${R(c)} fikk ${def(c)}, og ${c.recipient.han} smilte så hele ansiktet lyste.`,
                `${R(c)} fikk ${def(c)} og holdt ${den(c)} lenge mot lyset. «${neuter(c) ? 'Det' : 'Den'} fineste jeg har fått,» sa ${c.recipient.han}.`,
                `Da ${R(c)} fikk ${def(c)}, ble ${c.recipient.han} helt stille, og så klemte ${c.recipient.han} ${h(c)} så lenge og så godt at ingen av dem ville slippe.`,
              )
            : null,
        (c) =>
          seek(c) && c.recipient && !sight(c)
            ? by(
                c,
                `${cap(def(c))} fikk en fin plass hos ${R(c)}.`,
                `${cap(def(c))} fikk en egen plass hos ${R(c)}, {i vinduskarmen|på hylla|ved senga}, der ${den(c)} {lyste|glitret} hver kveld.`,
                `${cap(def(c))} fikk en egen plass hos ${R(c)}, {i vinduskarmen|øverst på hylla|ved senga}, og hver gang ${R(c)} så på ${den(c)}, tenkte ${c.recipient.han} på ${h(c)}.`,
              )
            : null,
        (c) =>
          sight(c)
            ? by(
                c,
                `${h(c)} ville aldri glemme ${def(c)}.`,
                `${h(c)} ville aldri glemme ${def(c)}, og tegnet ${den(c)} {samme kveld|før leggetid|i alle farger som fantes}.`,
              )
            : null,
        (c) =>
          seek(c) && !c.recipient && !sight(c)
            ? by(
                c,
                `${cap(def(c))} fikk en fin plass ${c.home.in}.`,
                `${cap(def(c))} fikk en egen plass {i vinduskarmen|på hylla|ved senga}, der ${den(c)} {lyste|glitret} hver kveld.`,
              )
            : null,
        (c) =>
          door(c)
            ? by(
                c,
                `Nå hadde ${h(c)} ei hemmelig dør og ${def(c)} til den.`,
                `Fra nå av hang ${def(c)} på en spiker, og den lille døra var ${c.hero.gen} hemmelighet.`,
                `Fra nå av hang ${def(c)} på en spiker ved senga, og den lille, grønne døra bak eføyen var ${c.hero.gen} egen hemmelighet.`,
              )
            : null,
        (c) =>
          owner(c)
            ? by(
                c,
                `${h(c)} tenkte på eieren som hadde fått ${def(c)} tilbake, og smilte.`,
                `${h(c)} tenkte på eieren, som hadde fått ${def(c)} tilbake, og det var den beste følelsen i verden.`,
              )
            : null,
        (c) =>
          nest(c)
            ? by(
                c,
                `Noen dager senere pep det fra reiret: en fugleunge!`,
                `Noen dager senere pep det fra reiret, og fuglemor hadde fått en liten unge.`,
                `Noen dager senere hørte ${h(c)} et lite pip fra reiret i bjørka, og der satt fuglemor med en bitte liten, lodden unge under vingen.`,
              )
            : null,
        (c) =>
          lost(c) && !part(c)
            ? by(
                c,
                `${h(c)} skulle {passe godt på|aldri miste|holde godt i} ${def(c)} fra nå av.`,
                `Fra nå av skulle ${h(c)} {ha ${den(c)} på et trygt sted|aldri miste ${den(c)} av syne}.`,
                `Fra nå av, bestemte ${h(c)}, skulle ${def(c)} ha {en egen plass|sin egen hylle|et trygt sted} der ${den(c)} aldri kunne bli borte igjen.`,
              )
            : null,
        (c) =>
          !belongs(c) && !c.recipient && !sight(c)
            ? by(
                c,
                `${h(c)} var så {glad for|fornøyd med|lykkelig for} at ${def(c)} var funnet.`,
                `Det var {godt|flott|herlig} å finne ${def(c)}, men turen hadde vært enda bedre.`,
                `Det var fantastisk å finne ${def(c)}, men ${h(c)} visste at det beste hadde vært {turen|eventyret}, og alle ${c.team.de} hadde møtt underveis.`,
              )
            : null,
      ] as Tpl<NoCtx>[]
    ).map((t) => (c: NoCtx) => (part(c) ? null : t(c))),
    sightReflection,
  ),
  refrain: overlay(
    [
      (c) =>
        lost(c) || treasure(c)
          ? `Lete høyt og lete lavt, hvor er ${def(c)}, vi finner ${den(c)} snart!`
          : null,
      (c) => (lost(c) ? `Lete her og lete der, ${h(c)} vet at ${den(c)} er her et sted!` : null),
      (c) => (seek(c) && !sight(c) ? `Lete høyt og lete lavt, ${indef(c)} finner vi snart!` : null),
      (c) => (belongs(c) ? `Lete her og lete der, hvor hører ${def(c)} hjemme?` : null),
    ],
    sightRefrain,
  ),
  title: overlay(
    [
      (c) => (lost(c) ? `${h(c)} og ${def(c)} som ble borte` : null),
      (c) => (treasure(c) ? `skattekartet` : lost(c) ? `hvor er ${def(c)}?` : null),
      (c) => (lost(c) || treasure(c) || seek(c) ? `jakten på ${def(c)}` : null),
      (c) => (!belongs(c) && !sight(c) ? `${h(c)} finner ${def(c)}` : null),
      (c) => (seek(c) && c.recipient ? `${indef(c)} til ${R(c)}` : null),
      (c) => (door(c) ? `døra som ${def(c)} passet til` : null),
      (c) => (owner(c) ? `hvem eier ${def(c)}?` : null),
      (c) => (nest(c) ? `${h(c)} og ${def(c)} i gresset` : null),
    ],
    sightTitle,
  ),
};

/** A hungry one's search for food tells its own lines in the search's slots. */
export const find: GoalTexts<NoCtx> = withHunger(search, hungryTexts);
