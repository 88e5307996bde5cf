// Et syn man vil se (nordlyset, en regnbue, solnedgangen): ingen ting som ligger og venter et
// sted, men en himmel som må være riktig. Hvert forsøk strander på sitt eget (skyer, lampene i
// bygda, det er fortsatt lyst), og rådet og steget videre hører til akkurat det.
import type { NoCtx } from '../../../compose/ctx-no';
import type { Tpl } from '../../../compose/ctx-base';
import { by } from '../../by-band';
import {
  afterDark as dark,
  fromNorth as north,
  hitchIs as is,
  nightSight as night,
  openSky as open,
  rainbowSight as rainbow,
  sightHitch,
  snowSight as snow,
  sightKind,
  sightSlots as slots,
  sunsetSight as sunset,
} from '../../sight-steps';
import { Crowd } from '../slots';
import { cap } from '../../../text';

const h = (c: NoCtx) => c.hero.name;
/** Synet i bestemt form: «nordlyset», «regnbuen». */
const S = (c: NoCtx) => c.thing?.def ?? 'nordlyset';
const den = (c: NoCtx) => c.thing?.den ?? 'det';
/** Slik synet nevnes først: «nordlyset», men «en regnbue» og «et stjerneskudd». */
const first = (c: NoCtx) =>
  sightKind(c.thing?.id) === 'rainbow' || /stjerneskudd/u.test(c.thing?.id ?? '')
    ? (c.thing?.indef ?? S(c))
    : S(c);
const R = (c: NoCtx) => c.recipient?.name ?? '';

export const sightWant: Tpl<NoCtx>[] = [
  (c) =>
    snow(c)
      ? by(
          c,
          `${h(c)} hadde aldri sett snø, ikke ett eneste fnugg.`,
          `${h(c)} hadde aldri sett snø, ikke ett eneste fnugg: der ${c.hero.han} bodde, var det alltid altfor varmt.`,
          `${h(c)} hadde aldri sett snø, ikke ett eneste fnugg, for der ${c.hero.han} bodde, skinte sola hele året. Men ${c.hero.han} hadde sett bilder, og mer enn noe annet ville ${c.hero.han} kjenne snøfnugg lande på nesa.`,
        )
      : null,
  (c) =>
    snow(c)
      ? null
      : c.recipient
        ? by(
            c,
            `${h(c)} ville se ${first(c)} og fortelle ${R(c)} om ${den(c)}.`,
            `${h(c)} hadde aldri sett ${first(c)}, og ${c.hero.han} ville se ${den(c)} og fortelle ${R(c)} alt om ${den(c)} etterpå.`,
            `${h(c)} hadde aldri sett ${first(c)} med egne øyne, bare hørt ${R(c)} fortelle om ${den(c)}, og nå ville ${c.hero.han} se ${den(c)} selv og komme hjem og fortelle om hver eneste farge.`,
          )
        : by(
            c,
            `${h(c)} ønsket seg så veldig å se ${first(c)}.`,
            `${h(c)} hadde aldri sett ${first(c)}, og det ønsket ${c.hero.han} seg mer enn noe annet.`,
            `${h(c)} hadde aldri sett ${first(c)} med egne øyne, bare på bilder, og mer enn noe annet i verden ønsket ${c.hero.han} seg å stå under åpen himmel og se ${den(c)} selv.`,
          ),
];

export const sightProblem: Tpl<NoCtx>[] = [
  (c) =>
    snow(c)
      ? by(
          c,
          `Men snø faller bare der det er kaldt nok.`,
          `Men snø faller bare der det er kaldt nok, høyt oppe der de grå snøskyene kommer.`,
          `Men snø faller bare der det er skikkelig kaldt, og man må høyt opp, der lufta biter i kinnene, og vente på de tunge, grå snøskyene.`,
        )
      : night(c)
        ? by(
            c,
            `Men ${S(c)} kommer bare når det er mørkt og klart.`,
            `Men ${S(c)} viser seg bare når himmelen er mørk og klar, og det er slett ikke hver natt.`,
            `Men ${S(c)} viser seg bare når himmelen er helt mørk og klar, langt unna lamper og skyer, og selv da må man være tålmodig og litt heldig.`,
          )
        : rainbow(c)
          ? by(
              c,
              `Men en regnbue kommer bare når det regner og sola skinner.`,
              `Men en regnbue kommer bare når det regner og sola skinner på samme tid, og da må man stå med sola i ryggen.`,
              `Men en regnbue kommer bare når regn og sol er ute på samme tid, og selv da ser man den bare hvis man står med sola i ryggen og ser mot regnet.`,
            )
          : sunset(c)
            ? by(
                c,
                `Men ${S(c)} kommer først når dagen er slutt.`,
                `Men ${S(c)} kommer først når dagen er slutt, og da må man se langt mot vest.`,
                `Men ${S(c)} kommer først når dagen er på hell, og da må man finne et sted med fri utsikt mot vest, der ingen trær eller åser står i veien.`,
              )
            : by(
                c,
                `Men ${S(c)} kommer tidlig, før alle andre er våkne.`,
                `Men ${S(c)} kommer tidlig, tidlig om morgenen, og da må man se langt mot øst.`,
              ),
];

export const sightDecide: Tpl<NoCtx>[] = [
  (c) =>
    by(
      c,
      `«Jeg skal se ${den(c)}!» sa ${h(c)} {og nikket bestemt|og pakket sekken|og rettet ryggen}.`,
      `«Jeg skal se ${den(c)},» sa ${h(c)}, «{om jeg så må vente hele dagen|uansett hvor lenge jeg må vente|om det så er det siste jeg gjør}.»`,
      `«Jeg skal se ${den(c)} med egne øyne,» sa ${h(c)} bestemt, og så pakket ${c.team.de} en sekk med {varme klær og kakao|et ullpledd og niste|lommelykt og boller} og la i vei.`,
    ),
  (c) =>
    c.friend
      ? by(
          c,
          `«Vi ser etter ${den(c)} sammen,» sa ${c.friend.name}.`,
          `«Vi ser etter ${den(c)} sammen,» sa ${c.friend.name}, «for fire øyne ser mer enn to.»`,
          `«Vi ser etter ${den(c)} sammen,» sa ${c.friend.name}, «for fire øyne ser mer enn to, og det er koseligere å vente når man er to.»`,
        )
      : null,
];

export const sightAttempt: Tpl<NoCtx>[] = [
  (c) =>
    is(c, 'warm')
      ? by(
          c,
          `Grå skyer kom, men her nede regnet det bare.`,
          `Grå skyer kom ${c.place.in}. Men her nede var det for varmt, og det bare regnet.`,
          `Grå skyer rullet inn ${c.place.in}, og ${h(c)} holdt pusten og så opp. Men her nede var lufta for varm, og det som kom ned, var bare regn, store, våte dråper og ikke ett eneste fnugg.`,
        )
      : null,
  (c) =>
    is(c, 'clear')
      ? by(
          c,
          `Nå var det kaldt, men himmelen var klar og blå.`,
          `Nå var det kaldt ${c.place.in}, kaldt nok for snø, men himmelen var klar og blå, uten en eneste sky.`,
          `Nå var det kaldt ${c.place.in}, så kaldt at pusten ble til små skyer, men himmelen over var klar og blå. Og uten skyer blir det ingen snø, same hvor kaldt det er.`,
        )
      : null,
  (c) =>
    is(c, 'cold') && snow(c)
      ? by(
          c,
          `De ventet og ventet, og det ble så kaldt.`,
          `${c.team.plural ? cap(c.team.de) : h(c)} satte seg ned og ventet under den grå himmelen ${c.place.in}. Det ble så kaldt at tennene klapret, og fortsatt kom det ikke ett fnugg.`,
          `${c.team.plural ? cap(c.team.de) : h(c)} satte seg ned og ventet under den tunge, grå himmelen ${c.place.in}, time etter time. Kulda krøp inn under jakka, tennene begynte å klapre, og fortsatt kom det ikke ett eneste fnugg.`,
        )
      : null,
  (c) =>
    open(c) && snow(c)
      ? by(
          c,
          `${h(c)} så opp og ventet, men ingen snø kom ennå.`,
          `${h(c)} så opp mot den grå himmelen ${c.place.in}, men ikke ett fnugg kom ned ennå.`,
        )
      : null,
  (c) =>
    is(c, 'light')
      ? by(
          c,
          `${h(c)} så opp, men himmelen var fortsatt lys.`,
          `${h(c)} kikket opp mot himmelen ${c.place.in}, men den var fortsatt {lys og blå|blek og lys}, og ${S(c)} viser seg bare i mørket.`,
          `${h(c)} la hodet bakover og speidet ${c.place.in}, men himmelen var fortsatt {lys og blå|blek og lys}, og så lenge sola var oppe, kunne ingen se ${S(c)}, samme hvor godt de så etter.`,
        )
      : null,
  (c) =>
    is(c, 'lamps')
      ? by(
          c,
          `Men lampene i husene gjorde himmelen blek.`,
          `${h(c)} speidet mot himmelen ${c.place.in}, men lampene {i vinduene|langs veien|i husene} lyste så sterkt at himmelen ble gråblek, og ikke én stjerne viste seg.`,
          `${h(c)} speidet mot himmelen ${c.place.in}, men lampene {i vinduene|langs veien|i husene} lyste så sterkt at hele himmelen ble gråblek, og i det lyset hadde ikke en gang de klareste stjernene en sjanse.`,
        )
      : null,
  (c) =>
    is(c, 'trees')
      ? by(
          c,
          `Men trærne skjulte nesten hele himmelen.`,
          `${cap(c.place.in)} så ${h(c)} opp, men greinene var så tette at himmelen bare var noen små flekker mellom bladene.`,
          `${cap(c.place.in)} så ${h(c)} opp, men greinene flettet seg så tett sammen over hodet at himmelen bare var noen små flekker her og der, og gjennom dem kunne man ikke se stort av noe.`,
        )
      : null,
  (c) =>
    is(c, 'clouds')
      ? rainbow(c)
        ? by(
            c,
            `Det regnet, men sola gjemte seg bak skyene.`,
            `Det småregnet ${c.place.in}, men sola gjemte seg bak tykke, grå skyer, og uten sol blir det ingen regnbue.`,
            `Det småregnet ${c.place.in}, akkurat som det skulle, men sola hadde gjemt seg bak tykke, grå skyer, og uten sol blir det ingen regnbue, samme hvor mye det regner.`,
          )
        : by(
            c,
            `Men tykke skyer dekket hele himmelen.`,
            `${cap(c.place.in)} så ${h(c)} opp, men tykke, grå skyer lå over hele himmelen som ei dyne.`,
            `${cap(c.place.in)} så ${h(c)} opp, men tykke, grå skyer hadde lagt seg over hele himmelen som ei dyne, og bak dem kunne ${S(c)} like gjerne ha vært på den andre siden av jorda.`,
          )
      : null,
  (c) =>
    is(c, 'low')
      ? by(
          c,
          `Her nede skjulte åsene det meste av himmelen.`,
          `${h(c)} strakte seg på tå ${c.place.in}, men her nede sto åsene rundt som en høy mur og skjulte det meste av himmelen.`,
          `${h(c)} strakte seg på tå ${c.place.in} og strakte hals, men her nede sto åsene rundt som en høy mur, og himmelen over var bare en smal stripe.`,
        )
      : null,
  (c) =>
    is(c, 'cold') && !snow(c)
      ? by(
          c,
          `De ventet og ventet, men det ble så kaldt.`,
          `${c.team.plural ? cap(c.team.de) : h(c)} satte seg ned og ventet ${c.place.in}, men det ble så kaldt at tennene klapret, og himmelen var fortsatt tom.`,
          `${c.team.plural ? cap(c.team.de) : h(c)} satte seg ned og ventet ${c.place.in}, time etter time, men kulda krøp inn under jakka og tennene begynte å klapre, og himmelen var like tom som før.`,
        )
      : null,
  (c) =>
    is(c, 'dry')
      ? by(
          c,
          `Sola skinte, men det regnet ikke en dråpe.`,
          `${h(c)} speidet ${c.place.in}, men sola skinte fra en knallblå himmel, og uten regn blir det ingen regnbue.`,
          `${h(c)} speidet ${c.place.in} i alle retninger, men sola skinte fra en knallblå himmel uten en eneste sky, og uten regn blir det ingen regnbue, samme hvor fint været er.`,
        )
      : null,
  (c) =>
    is(c, 'sun')
      ? by(
          c,
          `${h(c)} så rett mot sola og måtte knipe igjen øynene.`,
          `Det småregnet, og ${h(c)} speidet rett mot sola ${c.place.in}, men lyset blendet så ${c.hero.han} måtte knipe igjen øynene.`,
          `Det småregnet, og ${h(c)} speidet rett mot sola ${c.place.in}, men lyset blendet så sterkt at ${c.hero.han} måtte knipe igjen øynene, og foran ${c.hero.ham} var det bare glitrende regn.`,
        )
      : null,
  (c) =>
    is(c, 'early')
      ? by(
          c,
          `Men sola sto fortsatt høyt på himmelen.`,
          `${h(c)} satte seg ${c.place.in} og ventet, men sola sto fortsatt høyt på himmelen, og det var lenge til kvelden.`,
          `${h(c)} satte seg ${c.place.in} og ventet, men sola sto fortsatt høyt og hvitt på himmelen, og det var mange timer til den skulle gå ned.`,
        )
      : null,
  (c) =>
    open(c) && !snow(c)
      ? by(
          c,
          `${h(c)} så opp og så, men ${S(c)} kom ikke ennå.`,
          `${h(c)} speidet over himmelen ${c.place.in}, bit for bit, men ${S(c)} lot vente på seg.`,
          `${h(c)} speidet over himmelen ${c.place.in}, bit for bit og fra kant til kant, men ${S(c)} lot vente på seg, som om ${den(c)} ville være helt sikker på at ${c.team.de} mente det.`,
        )
      : null,
];

/** Et råd som hører til det forsøket strandet på. */
export const sightAdvice: Tpl<NoCtx>[] = [
  (c) => {
    if (!c.helper) return null;
    const k = c.helper.kindDef;
    const hitch = sightHitch(c);
    switch (hitch) {
      case 'warm':
        return by(
          c,
          `«Gå høyere opp, der det er kaldere,» sa ${k}.`,
          `«Her nede smelter snøen til regn,» sa ${k}. «Gå høyere opp, der det er kaldere.»`,
          `«Her nede smelter snøen til regn før den når bakken,» sa ${k}. «Gå høyere opp, der lufta er kaldere, så blir det snø hele veien ned.»`,
        );
      case 'clear':
        return by(
          c,
          `«Vent på de grå skyene,» sa ${k}.`,
          `«Snø trenger skyer,» sa ${k}. «Vent på de tunge, grå skyene fra nord.»`,
          `«Snø trenger skyer,» sa ${k} og snuste i lufta. «Vent på de tunge, grå skyene som kommer fra nord. Når lufta lukter sånn, er snøen på vei.»`,
        );
      case undefined:
        if (snow(c))
          return by(
            c,
            `«Snøen kommer der det er høyt og kaldt,» sa ${k}.`,
            `«Snøen kommer først der det er høyt og kaldt,» sa ${k}. «Klatre videre, og følg med på skyene.»`,
          );
        return null;
      case 'light':
        return by(
          c,
          `«Det er for lyst ennå,» sa ${k}.`,
          `«Det er for lyst ennå,» sa ${k}. «${cap(S(c))} kommer bare når sola har gått ned.»`,
          `«${cap(S(c))} kommer bare når det er mørkt,» sa ${k}, «så vent til sola har gått ned og den første stjerna har tent seg. Da er det på tide å se opp.»`,
        );
      case 'lamps':
        return by(
          c,
          `«Gå høyere opp, der ingen lamper lyser,» sa ${k}.`,
          `«Her lyser lampene for sterkt,» sa ${k}. «Gå høyere opp, der ingen lamper lyser.»`,
          `«Gå lenger unna, høyere opp, der ingen lamper lyser,» sa ${k}. «Der blir himmelen så mørk at du ser stjerner du aldri har sett før.»`,
        );
      case 'trees':
        return by(
          c,
          `«Finn et sted der himmelen er åpen,» sa ${k}.`,
          `«Under trærne ser du bare greiner,» sa ${k}. «Finn et sted der himmelen er åpen.»`,
          `«Under trærne ser du bare greiner,» sa ${k}. «Finn et sted der himmelen er stor og åpen, ei lysning eller en topp, så ser du alt.»`,
        );
      case 'clouds':
        return rainbow(c)
          ? by(
              c,
              `«Vent til sola titter fram,» sa ${k}.`,
              `«Vent litt, så titter sola fram igjen,» sa ${k}. «Da kommer regnbuen.»`,
            )
          : by(
              c,
              `«Vent litt, vinden tar skyene,» sa ${k}.`,
              `«Skyene ligger tykt nå,» sa ${k}, «men vent litt, vinden tar dem med seg.»`,
              `«Vent litt,» sa ${k} og kjente på vinden. «Vinden blåser fra havet i kveld, og den tar skyene med seg før du aner det.»`,
            );
      case 'low':
        return by(
          c,
          `«Klatre høyere,» sa ${k}.`,
          `«Her nede ser du for lite av himmelen,» sa ${k}. «Klatre høyere, så ser du mer.»`,
          `«Klatre høyere,» sa ${k}, «for jo høyere du står, jo mer av himmelen ser du, og ${S(c)} liker å vise seg for dem som har gått et stykke.»`,
        );
      case 'cold':
        return by(
          c,
          `«Sitt tett sammen og hold varmen,» sa ${k}.`,
          north(c)
            ? `«Sitt tett sammen og hold varmen,» sa ${k}. «Og se mot nord, der kommer det først.»`
            : `«Sitt tett sammen og hold varmen,» sa ${k}. «Det er verdt å vente.»`,
          north(c)
            ? `«Sitt tett sammen og hold varmen,» sa ${k}, «og se mot nord, lavt over åsene, for det er der ${S(c)} kommer først, som et svakt, grønt slør.»`
            : `«Sitt tett sammen og hold varmen,» sa ${k}, «og hold øynene åpne, for ${S(c)} varer bare et øyeblikk, og den som blunker, går glipp av det.»`,
        );
      case 'dry':
        return by(
          c,
          `«En regnbue trenger både regn og sol,» sa ${k}.`,
          `«En regnbue trenger både regn og sol,» sa ${k}. «Vent på ei skur mens sola skinner.»`,
        );
      case 'sun':
        return by(
          c,
          `«Snu deg med sola i ryggen,» sa ${k}.`,
          `«Snu deg med sola i ryggen,» sa ${k}, «så ser du regnbuen foran deg.»`,
        );
      case 'early':
        return by(
          c,
          `«Sola går ned i vest om kvelden,» sa ${k}.`,
          `«Sola går ned i vest når dagen er slutt,» sa ${k}. «Finn et sted der du ser langt.»`,
        );
      default:
        return null;
    }
  },
  // Med ingenting i veien her handler rådet om himmelen selv.
  (c) =>
    c.helper && sightHitch(c) === undefined
      ? by(
          c,
          `«Se opp og vær tålmodig,» sa ${c.helper.kindDef}.`,
          `«Se ${north(c) ? 'mot nord' : 'opp'} og vær tålmodig,» sa ${c.helper.kindDef}. «Himmelen har sin egen tid.»`,
        )
      : null,
  (c) =>
    c.helper && sightHitch(c) === undefined && !snow(c)
      ? by(
          c,
          night(c)
            ? `«Jo mørkere og klarere himmel, jo bedre,» sa ${c.helper.kindDef}.`
            : `«Jo friere utsikt, jo bedre,» sa ${c.helper.kindDef}.`,
          `«Jo høyere du kommer, og jo klarere himmelen er, jo bedre ser du,» sa ${c.helper.kindDef}.`,
        )
      : null,
];

/** Et steg nærmere: himmelen blir riktig, bit for bit. */
const progressLines: Tpl<NoCtx>[] = [
  (c) =>
    is(c, 'light')
      ? by(
          c,
          `Sola sank, og himmelen ble mørkere.`,
          `Sola sank lavere, og himmelen ${c.place.in} ble mørkere blå.`,
          `Sola sank lavere og lavere, himmelen ${c.place.in} ble mørkere blå, og langt der oppe tente den første stjerna seg.`,
        )
      : null,
  (c) =>
    is(c, 'lamps')
      ? by(
          c,
          `Litt unna lampene kom stjernene fram.`,
          `Litt unna lampene ble himmelen mørkere, og flere stjerner kom fram.`,
          `For hvert skritt bort fra lampene ble himmelen mørkere, og stjernene kom fram, først noen få og så så mange at de ikke kunne telles.`,
        )
      : null,
  (c) =>
    is(c, 'trees')
      ? by(
          c,
          `Der trærne sluttet, åpnet himmelen seg.`,
          `Der trærne sluttet, åpnet himmelen seg, stor og vid.`,
          `Der trærne sluttet, åpnet himmelen seg over ${c.team.dem}, stor og vid, og ${h(c)} kunne se fra den ene kanten til den andre.`,
        )
      : null,
  (c) =>
    is(c, 'clouds')
      ? rainbow(c)
        ? by(
            c,
            `Skyene gled til side, og sola kom fram.`,
            `Skyene gled til side, og sola tittet fram igjen mens det fortsatt regnet.`,
          )
        : dark(c)
          ? by(
              c,
              `Skyene ble tynnere, og en stjerne tittet fram.`,
              `Vinden tok tak i skyene, de ble tynnere og tynnere, og en stjerne tittet fram.`,
              `Vinden tok tak i skyene og dro dem med seg, de ble tynnere og tynnere, og gjennom ei glipe i dem blinket en stjerne, som for å si at de var på rett vei.`,
            )
          : by(
              c,
              `Skyene ble tynnere, og himmelen kom fram.`,
              `Vinden tok tak i skyene, de ble tynnere og tynnere, og en flekk blå himmel kom fram.`,
              `Vinden tok tak i skyene og dro dem med seg, de ble tynnere og tynnere, og bak dem kom himmelen fram igjen, klar og ren, som om noen hadde vasket den.`,
            )
      : null,
  (c) =>
    is(c, 'low')
      ? by(
          c,
          `Høyere opp var himmelen mye større.`,
          `Litt høyere opp kunne ${h(c)} se langt utover himmelen.`,
          `Litt høyere opp la åsene seg ned under ${c.team.dem}, og ${h(c)} kunne se langt utover himmelen, helt dit den møtte jorda.`,
        )
      : null,
  (c) =>
    is(c, 'cold')
      ? by(
          c,
          `Under et ullpledd ble det varmt å vente.`,
          `Tett sammen under et ullpledd ble det varmt nok til å vente litt til, og alle så ${north(c) ? 'mot nord' : 'opp'}.`,
        )
      : null,
  (c) =>
    is(c, 'dry')
      ? by(
          c,
          `Så kom ei lita skur, mens sola skinte.`,
          `Så kom ei lita regnskur drivende, mens sola fortsatt skinte.`,
        )
      : null,
  (c) =>
    is(c, 'sun')
      ? by(
          c,
          `${h(c)} snudde seg med sola i ryggen.`,
          `${h(c)} snudde seg med sola i ryggen, og regndråpene foran ${c.hero.ham} glitret.`,
        )
      : null,
  (c) =>
    is(c, 'early')
      ? by(
          c,
          `Sola sank, og himmelen ble gyllen.`,
          `Sola sank lavere, og himmelen i vest ble gyllen.`,
        )
      : null,
  (c) =>
    open(c) && !snow(c)
      ? by(
          c,
          `Himmelen ${c.place.in} ble klarere og klarere.`,
          `Himmelen ${c.place.in} ble klarere og klarere, og ${h(c)} kjente at det snart var tid.`,
        )
      : null,
];

/**
 * Each hitch's step closer once, in as many slots as a search has: a night's, a rainbow's and a
 * sunset's own hitches never meet in one story, so they share.
 */
// (Snøens egne steg nærmere, i plassene etter de andre: se sightSlots.)
progressLines.push(
  (c) =>
    is(c, 'warm')
      ? by(
          c,
          `Høyere oppe ble lufta kaldere og kaldere.`,
          `Høyere oppe ble lufta kaldere, og regndråpene ble til små, harde korn.`,
          `Høyere oppe ble lufta kaldere for hvert skritt, og regndråpene ble til små, harde korn som spratt av hodet til ${h(c)}. «Nesten,» hvisket ${h(c)}.`,
        )
      : null,
  (c) =>
    is(c, 'clear')
      ? by(
          c,
          `Så kom grå skyer seilende.`,
          `Så kom tunge, grå skyer seilende fra nord, og lufta luktet kaldt og rent.`,
          `Så kom tunge, grå skyer seilende fra nord, den ene etter den andre, til de dekket hele himmelen. Lufta luktet kaldt og rent, slik den gjør rett før det snør.`,
        )
      : null,
);

export const sightProgress: Tpl<NoCtx>[] = slots(progressLines);

export const sightAsk: Tpl<NoCtx>[] = [
  (c) =>
    c.helper
      ? by(
          c,
          `«Har du sett ${S(c)} noen gang?» spurte ${h(c)}.`,
          `«Har du sett ${S(c)} noen gang?» spurte ${h(c)}. «Vi skal se ${den(c)} {i kveld|i dag|før leggetid}.»`,
        )
      : null,
  (c) =>
    c.helper
      ? by(
          c,
          `«Vet du hvor man ser ${S(c)}?» spurte ${h(c)}.`,
          `«Unnskyld, vet du hvor man kan se ${S(c)}?» spurte ${h(c)} {høflig|håpefullt}.`,
          `«Unnskyld,» sa ${h(c)}, «vi vil så gjerne se ${S(c)}. Vet du hvor himmelen er best for det?»`,
        )
      : null,
];

export const sightTurn = {
  brave: [
    (c: NoCtx) =>
      snow(c)
        ? by(
            c,
            `Det var iskaldt, men ${h(c)} ble ute.`,
            `Det var iskaldt, og alle de andre ville inn, men ${h(c)} ble ute og så opp mot den grå himmelen.`,
          )
        : night(c)
          ? by(
              c,
              `Det var mørkt og kaldt, men ${h(c)} ble sittende ute.`,
              `Det var mørkt og kaldt, og alle andre ville hjem, men ${h(c)} ble sittende ute og så opp.`,
              `Det var mørkt og kaldt, og alle andre hadde gått inn, men ${h(c)} trakk lua godt ned over ørene og ble sittende ute, med blikket mot himmelen.`,
            )
          : rainbow(c)
            ? by(
                c,
                `Det begynte å regne, men ${h(c)} ble stående ute.`,
                `Det begynte å regne, og alle andre løp i ly, men ${h(c)} ble stående ute med sola i ryggen.`,
              )
            : by(
                c,
                `Alle ville hjem, men ${h(c)} ville vente litt til.`,
                `Alle andre ville hjem, men ${h(c)} satte seg på en stein og ventet litt til.`,
              ),
  ],
  together: [
    (c: NoCtx) =>
      by(
        c,
        `${Crowd(c)} satte seg tett sammen og så opp.`,
        `${Crowd(c)} satte seg tett sammen og speidet mot himmelen, hver sin vei, til noen hvisket: «Se!»`,
        `${Crowd(c)} satte seg tett sammen og speidet mot himmelen, hver mot sin kant, helt stille, til noen hvisket: «Se, der!»`,
      ),
  ],
  gift: [
    (c: NoCtx) =>
      c.gift
        ? by(
            c,
            `${h(c)} holdt ${c.gift.def} og ventet.`,
            `${h(c)} tok fram ${c.gift.def}, og med ${c.gift.den} i hånda var det lettere å vente.`,
            `${h(c)} tok fram ${c.gift.def} og holdt ${c.gift.den} godt fast, og med ${c.gift.den} i hånda føltes ventingen kortere.`,
          )
        : null,
  ],
  clever: [
    (c: NoCtx) =>
      by(
        c,
        `${h(c)} tenkte, og visste hvor de skulle se.`,
        `${h(c)} tenkte på alt ${c.team.de} hadde lært om himmelen, og visste plutselig hvor ${c.team.de} skulle se.`,
      ),
  ],
};

export const sightReflection: Tpl<NoCtx>[] = [
  (c) =>
    by(
      c,
      `${h(c)} ville aldri glemme ${S(c)}.`,
      `${h(c)} ville aldri glemme ${S(c)}, og tegnet ${den(c)} {samme kveld|før leggetid|i alle farger som fantes}.`,
    ),
  (c) =>
    c.recipient
      ? by(
          c,
          `${h(c)} fortalte ${R(c)} alt om ${S(c)}.`,
          `Hjemme fortalte ${h(c)} ${R(c)} om ${S(c)}, og ${R(c)} lyttet med store øyne.`,
        )
      : by(
          c,
          `${h(c)} var så glad for at ${c.hero.han} hadde sett ${S(c)}.`,
          `Det var fint å se ${S(c)}, men ventingen sammen hadde vært nesten like fin.`,
          `Det var det fineste ${h(c)} hadde sett, og ventingen og turen med alle ${c.team.de} hadde møtt underveis, hørte med.`,
        ),
];

export const sightRefrain: Tpl<NoCtx>[] = [
  (c) => `Se opp, se opp, og vent litt til, ${S(c)} kommer når ${den(c)} vil!`,
];

export const sightTitle: Tpl<NoCtx>[] = [
  (c) => `${h(c)} og ${S(c)}`,
  (c) => `${h(c)} venter på ${S(c)}`,
  (c) => `${h(c)} ser ${S(c)}`,
];
