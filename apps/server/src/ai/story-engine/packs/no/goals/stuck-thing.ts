// En ting helten eier, som sitter fast høyt oppe, fortalt på bokmål: «Ballongen til Oliver har
// satt seg fast i et høyt tre». Tingen og stedet sies fra starten; forsøkene mislykkes av grunner
// stedet og tingen gir; vendepunktet bruker det fortellingen har satt opp; tingen kommer ned og
// er heltens igjen. Det er en ting: den gråter ikke og skal ikke hjem til noen.
import type { NoCtx } from '../../../compose/ctx-no';
import type { GoalTexts } from '../../../compose/pack-types';
import { by } from '../../by-band';
import { cap } from '../../../text';
import { stuckSteps } from './stuck-steps';
import { stuckAfter } from './stuck-after';
import {
  caughtBy,
  den,
  gotIt,
  h,
  ham,
  han,
  helperName,
  hold,
  holder,
  min,
  roof,
  sin,
  spot,
  the,
  tree,
  whose,
} from './stuck-words';

const where = (c: NoCtx) => c.target?.in ?? c.place.in;
/** Hva drag ville gjort med den: en ball triller ned og spretter av gårde, resten revner. */
const spoil = (c: NoCtx) => (hold(c) === 'round' ? 'trille ned og sprette av gårde' : 'revne');
/** Hvordan den kom opp dit, etter hva den er. */
function flew(c: NoCtx): string {
  switch (hold(c)) {
    case 'string':
      return `et vindkast rev snora ut av hånda ${c.hero.hans}, og opp seilte ${den(c)}`;
    case 'round':
      return `${han(c)} kastet litt for høyt, og opp fløy ${den(c)}`;
    case 'paper':
      return `${han(c)} kastet litt for hardt, og opp svevde ${den(c)}`;
    default:
      return `et vindkast tok ${den(c)}, og opp virvlet ${den(c)}`;
  }
}

const want: GoalTexts<NoCtx>['want'] = [
  // Sett innenfra (en fortelling som åpner i et rom, nevner ikke trær uten gjennom et vindu).
  (c) =>
    by(
      c,
      `Ute satt ${whose(c)} fast ${spot(c).first}!`,
      `Fra vinduet så ${h(c)} at ${the(c)} ${c.hero.hans} satt fast ${spot(c).first}, ute ${where(c)}.`,
      `Fra vinduet kunne ${h(c)} se ${the(c)} ${c.hero.hans} ute ${where(c)}, fast ${spot(c).first} og langt utenfor rekkevidde.`,
    ),
  (c) =>
    by(
      c,
      `${cap(whose(c))} satt fast ${spot(c).first}!`,
      `${h(c)} lekte med ${sin(c)} da ${flew(c)}, og ${den(c)} ble sittende fast ${spot(c).first}.`,
      `${h(c)} lekte med ${sin(c)} da ${flew(c)}, høyere og høyere, helt til ${den(c)} ble sittende fast ${spot(c).first} ${where(c)}.`,
    ),
  (c) =>
    by(
      c,
      `Å nei! ${cap(whose(c))} satt fast ${spot(c).first}.`,
      `${cap(whose(c))} satt fast ${spot(c).first} ${where(c)}, og ${han(c)} kunne bare stirre opp på ${den(c)}.`,
      `${cap(whose(c))}, den fineste ${han(c)} hadde, satt fast ${spot(c).first} ${where(c)}, langt utenfor rekkevidde, og ${han(c)} kunne bare stirre opp på ${den(c)}.`,
    ),
];

const problem: GoalTexts<NoCtx>['problem'] = [
  (c) =>
    by(
      c,
      `${cap(den(c))} satt altfor høyt til å nå.`,
      `${cap(the(c))} kom ikke ned av seg selv: ${caughtBy(c)}.`,
      `${cap(the(c))} kom ikke ned av seg selv, uansett hvor lenge ${h(c)} ventet: ${caughtBy(c)}, langt over hodet ${c.hero.hans}.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} strakte seg, men ${den(c)} satt altfor høyt.`,
      `${h(c)} kunne se ${den(c)} der oppe, men ${caughtBy(c)}, og ${den(c)} rørte seg ikke.`,
    ),
];

const decide: GoalTexts<NoCtx>['decide'] = [
  (c) =>
    by(
      c,
      `«Jeg skal få deg ned!» sa ${h(c)}.`,
      `«Jeg skal få deg ned,» sa ${h(c)} og så opp på ${the(c)}.`,
      `«${cap(den(c))} er ikke borte,» sa ${h(c)} bestemt til seg selv. «${cap(den(c))} er jo der, og jeg skal få ${den(c)} ned.»`,
    ),
];

const travel: GoalTexts<NoCtx>['travel'] = [
  (c) => {
    const to = c.target?.to ?? c.place.to;
    return by(
      c,
      `${h(c)} løp ${to} så fort ${han(c)} kunne.`,
      `${h(c)} løp ${to} og holdt øynene på ${the(c)} hele veien.`,
      `${h(c)} løp ${to} uten å ta øynene fra ${the(c)} et eneste øyeblikk, i tilfelle vinden tok ${den(c)} enda lenger.`,
    );
  },
];

/** Et forsøk der den sitter, som mislykkes av en grunn stedet eller tingen gir. */
const attempt: GoalTexts<NoCtx>['attempt'] = [
  (c) =>
    by(
      c,
      `${h(c)} hoppet og hoppet, men ${den(c)} satt for høyt.`,
      `${h(c)} hoppet så høyt ${han(c)} kunne, {igjen og igjen|tre ganger}, men ${the(c)} satt {like langt over|fortsatt langt utenfor rekkevidde}.`,
      `${h(c)} hoppet så høyt ${han(c)} kunne, igjen og igjen, til bena verket, men ${the(c)} satt fortsatt langt over fingertuppene ${c.hero.hans}.`,
    ),
  (c) =>
    tree(c)
      ? by(
          c,
          `${h(c)} ristet treet, men ingenting falt.`,
          `${h(c)} ristet stammen med begge hender, men bare noen blader kom {dalende|flagrende} ned.`,
          `${h(c)} tok tak i stammen og ristet av alle krefter, men treet var altfor stort, og bare noen få blader kom flagrende ned.`,
        )
      : by(
          c,
          `${h(c)} banket på takrenna, men ingenting falt.`,
          `${h(c)} banket på nedløpsrøret, {bang, bang, bang|i håp om at ristingen skulle hjelpe}, men ${the(c)} rørte seg ikke.`,
        ),
  (c) =>
    by(
      c,
      `${h(c)} holdt opp en kost, men den var for kort.`,
      `${h(c)} hentet en kost og strakte seg opp med den, men kosten {nådde ikke på langt nær opp|stoppet langt under ${the(c)}}.`,
      `${h(c)} hentet den lengste kosten i boden og strakte seg på tærne, men den stoppet langt under ${the(c)} og viftet i løse lufta.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} prøvde en liten stige, men den var for kort.`,
      `${h(c)} {hentet|slepte bort} den lille stigen, men den stoppet langt under ${the(c)}.`,
      `${h(c)} slepte bort den lille stigen og klatret helt opp på øverste trinn, men ${the(c)} var fortsatt en armlengde eller mer utenfor rekkevidde.`,
    ),
  (c) =>
    tree(c)
      ? by(
          c,
          `${h(c)} begynte å klatre, men greina bøyde seg.`,
          `${h(c)} begynte å klatre, men greina {knirket|bøyde seg}: den var for tynn til å bære ${ham(c)}.`,
          `${h(c)} begynte å klatre, men halvveis oppe knirket og bøyde greina seg, altfor tynn til å bære ${ham(c)}, så ${han(c)} klatret forsiktig ned igjen.`,
        )
      : by(
          c,
          `Klatre opp? Nei. Et tak er ikke noe sted for barn.`,
          `${h(c)} så på de bratte, glatte taksteinene og visste det: ingen klatrer opp dit uten en voksen og en skikkelig stige.`,
        ),
  // Det som vingler, lærer dem at det som skal bære, må stå støtt.
  (c) =>
    by(
      c,
      `${h(c)} stod på en bøtte, men den vinglet.`,
      `${h(c)} snudde en bøtte opp ned og stilte seg på den, men bøtta vinglet, og ${han(c)} måtte hoppe ned igjen.`,
      `${h(c)} snudde en bøtte opp ned og stilte seg på den for å nå litt høyere, men den vinglet under føttene, og ${han(c)} måtte hoppe ned før ${han(c)} falt. Det ${han(c)} stod på, måtte stå støtt.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} kastet opp en sokk. Nå satt sokken fast også!`,
      `${h(c)} kastet en sammenrullet sokk for å dytte ${the(c)} løs, men sokken landet {rett ved siden av|oppå} og ble liggende der også.`,
      `${h(c)} rullet sammen en sokk og kastet den for å dytte ${the(c)} løs. Det var et godt kast, men sokken landet rett ved siden av og ble liggende der også, og nå var det to ting som måtte ned.`,
    ),
  (c) =>
    hold(c) === 'string'
      ? by(
          c,
          `${h(c)} dro i snora. Den satt bare hardere fast.`,
          `${h(c)} fikk tak i enden av snora og dro, men den {strammet seg bare mer|viklet seg bare hardere fast}.`,
          `${h(c)} fikk tak i den aller ytterste enden av snora og dro forsiktig, men den viklet seg bare hardere fast, og ${han(c)} slapp før den røk.`,
        )
      : by(
          c,
          `${h(c)} ventet på vinden. ${cap(den(c))} ble sittende.`,
          `${h(c)} ventet på et vindkast som kunne blåse ${the(c)} ned, men vinden bare {kilte ${den(c)} enda hardere fast|vugget ${den(c)} og lot ${den(c)} bli}.`,
        ),
  (c) =>
    by(
      c,
      `${h(c)} ropte på hjelp, men ingen var høye nok.`,
      `${h(c)} vinket til en høy gutt som gikk forbi, men ikke engang på tærne nådde gutten ${the(c)}.`,
      `${h(c)} vinket bort en høy gutt fra lenger nede i gata. Gutten strakte seg på tærne med en lang pinne, men ikke engang da nådde pinnen ${the(c)}.`,
    ),
];

/** Etter et forsøk: et skritt nærmere, eller noe de har lært. */
const progress: GoalTexts<NoCtx>['progress'] = [
  (c) =>
    by(
      c,
      `«${cap(den(c))} er i hvert fall ikke borte,» sa ${h(c)}.`,
      `«${cap(den(c))} er i hvert fall ikke borte,» sa ${h(c)}. «Jeg ser ${den(c)}, og ${den(c)} sitter bare for høyt.»`,
      `«${cap(den(c))} er i hvert fall ikke borte,» sa ${h(c)} bestemt. «Jeg ser akkurat hvor ${den(c)} er, så det gjelder bare å nå opp.»`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} så nøye på ${spot(c).def}.`,
      `${h(c)} gikk et skritt tilbake og så nøye på ${spot(c).def} for å finne ut {hva som hadde gått galt|hvor det kunne finnes en bedre vei}.`,
      `${h(c)} gikk et skritt tilbake og så nøye på ${spot(c).def} for å finne ut hva som hadde gått galt, og hva som kunne virke i stedet.`,
    ),
  // Hvert forsøk som mislykkes, gir noe de vet, som det neste bruker.
  (c) =>
    by(
      c,
      `«Det virket ikke, men nå vet vi det,» sa ${h(c)}.`,
      `«Det virket ikke,» sa ${h(c)}, «men nå vet vi én ting som ikke virker.»`,
      `«Det virket ikke,» sa ${h(c)}, «men nå vet vi én ting til som ikke virker, og det er også verdt noe.» ${cap(han(c))} krysset det av i hodet.`,
    ),
  (c) =>
    by(
      c,
      `${cap(the(c))} vippet litt. Nå satt ${den(c)} løsere.`,
      `${cap(the(c))} vippet litt: ${den(c)} satt {ikke fullt så hardt fast nå|litt løsere enn før}.`,
      `${cap(the(c))} vippet i vinden, og ${h(c)} så at ${den(c)} ikke satt fullt så hardt fast som før. Det var da noe.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} så hvor det var trygt å stå.`,
      `${h(c)} merket seg hvor bakken var flat og fast, akkurat passe for en stige.`,
      `${h(c)} merket seg hvor bakken var flat og fast, og hvor den ikke var det, så neste forsøk ikke skulle bli gjetting.`,
    ),
  // Flere av samme slag, til de ekstra forsøkene i en lang fortelling.
  (c) =>
    by(
      c,
      `${h(c)} gned seg på armene og så opp igjen.`,
      `${h(c)} gned seg på de trette armene og så opp igjen. «For kort igjen,» sa ${han(c)}. «Neste gang noe lengre.»`,
      `${h(c)} gned seg på de trette armene og så opp igjen og målte avstanden med øynene. «For kort igjen, men bare litt,» sa ${han(c)}. «Neste gang noe lengre.»`,
    ),
  (c) =>
    by(
      c,
      `${cap(the(c))} satt der fortsatt og ventet.`,
      `${cap(the(c))} satt der fortsatt, ${spot(c).at}, akkurat der ${den(c)} hadde sittet. ${cap(den(c))} skulle i hvert fall ingen steder.`,
      `${cap(the(c))} satt der fortsatt, ${spot(c).at}, akkurat der ${den(c)} hadde sittet, og det var underlig nok en trøst for ${h(c)}: uansett hva som skjedde, skulle ${den(c)} ingen steder.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} telte forsøkene på fingrene.`,
      `${h(c)} telte forsøkene på fingrene. Hvert av dem hadde kommet litt nærmere enn det forrige.`,
      `${h(c)} telte forsøkene på fingrene, ett for ett. Ingen av dem hadde virket, men hvert hadde kommet litt nærmere enn det forrige, og det måtte bety noe.`,
    ),
];

const advice: GoalTexts<NoCtx>['advice'] = [
  (c) =>
    c.helper
      ? by(
          c,
          `«Noe lengre kan kanskje nå,» sa ${helperName(c)}.`,
          `«Du trenger noe lengre,» sa ${helperName(c)}, «og noen som holder det støtt.»`,
        )
      : null,
  (c) =>
    c.helper
      ? by(
          c,
          `«Ikke dra, for ${den(c)} kan ${spoil(c)},» sa ${helperName(c)}.`,
          `«Ikke dra i ${den(c)}, ellers kan ${den(c)} ${spoil(c)},» sa ${helperName(c)}. «Ta det rolig.»`,
          `«Ting som sitter fast høyt oppe, revner eller faller stygt når man haster,» sa ${helperName(c)}. «Så uansett hva du gjør, ikke dra i ${den(c)}.»`,
        )
      : null,
  (c) =>
    c.helper && roof(c)
      ? by(
          c,
          `«Klatre aldri opp på et tak,» sa ${helperName(c)}.`,
          `«Klatre aldri opp på et tak selv,» sa ${helperName(c)}. «En stige, en voksen og noe langt å nå med.»`,
        )
      : null,
  (c) =>
    c.helper
      ? by(
          c,
          `«Finn fast grunn først,» sa ${helperName(c)}.`,
          `«Finn fast grunn først,» sa ${helperName(c)}. «En stige er aldri bedre enn det den står på.»`,
        )
      : null,
  (c) =>
    c.helper
      ? by(
          c,
          `«Spør naboene,» sa ${helperName(c)}.`,
          `«Spør naboene,» sa ${helperName(c)}. «Noen har alltid en lengre stige.»`,
        )
      : null,
];

const ask: GoalTexts<NoCtx>['ask'] = [
  (c) =>
    c.helper
      ? by(
          c,
          `«${cap(min(c))} sitter fast, kan du hjelpe?» sa ${h(c)}.`,
          `«Kan du hjelpe oss?» spurte ${h(c)}. «${cap(min(c))} sitter fast ${spot(c).at}.»`,
          `«Kan du være så snill å hjelpe?» spurte ${h(c)}. «${cap(min(c))} sitter fast ${spot(c).at}, og jeg får ${den(c)} ikke ned.»`,
        )
      : null,
];

/** Hvordan den nås til slutt: en lengre stige holdt støtt, en rake fra toppen av den. */
function reach(c: NoCtx, steady: string): string {
  if (roof(c))
    return `fra toppen av den lange stigen, som ${steady} holdt støtt, nådde raken helt opp, og ${gotIt(c)}`;
  return `den lengre stigen nådde helt opp mens ${steady} holdt den støtt, og ${gotIt(c)}`;
}

const turn: GoalTexts<NoCtx>['turn'] = {
  gift: [
    (c) =>
      c.gift
        ? by(
            c,
            `${h(c)} brukte ${c.gift.def}, og ${reach(c, holder(c))}.`,
            `Da kom ${h(c)} på ${c.gift.def}. ${cap(han(c))} bandt ${c.gift.den} til en lang hyssing som lodd og kastet den opp over ${the(c)}. Den hektet seg fast, og med ett forsiktig rykk kom ${the(c)} tumlende ned.`,
            `Da kom ${h(c)} på ${c.gift.def}. ${cap(han(c))} bandt ${c.gift.den} i enden av en lang hyssing som lodd, siktet nøye og kastet. Hyssingen la seg over ${the(c)}, og med ett langsomt, forsiktig rykk kom ${den(c)} ned.`,
          )
        : null,
  ],
  together: [
    (c) =>
      by(
        c,
        `Alle hjalp til, og ${reach(c, holder(c))}.`,
        `Alle hjalp til, og sammen klarte de det: ${reach(c, holder(c))}.`,
        `Alle hjalp til, sakte og forsiktig, og sammen klarte de det: ${reach(c, holder(c))}.`,
      ),
  ],
  brave: [
    (c) =>
      by(
        c,
        `${h(c)} trakk pusten dypt, og ${reach(c, holder(c))}.`,
        `${h(c)} trakk pusten dypt og klatret sakte, ett trinn om gangen, og ${reach(c, holder(c))}.`,
        `${h(c)} trakk pusten dypt, husket alt forsøkene hadde lært ${ham(c)}, og klatret sakte, ett trinn om gangen, uten å se ned, helt til ${reach(c, holder(c))}.`,
      ),
  ],
  clever: [
    (c) =>
      by(
        c,
        `${h(c)} fikk en idé, og ${reach(c, holder(c))}.`,
        `${h(c)} fikk en idé: «Vi setter stigen der bakken er flat.» Og ${reach(c, holder(c))}.`,
        `${h(c)} fikk en idé: stigen måtte stå der bakken var flat og fast, ikke der det var nærmest. Så de flyttet den, og ${reach(c, holder(c))}.`,
      ),
  ],
};

const resolution: GoalTexts<NoCtx>['resolution'] = [
  (c) => {
    const down = by(
      c,
      `${cap(the(c))} kom ned, hel og fin.`,
      `Ned kom ${the(c)}, hel og fin, {uten en skramme|like fin som før}.`,
      `Endelig kom ${the(c)} ned, hel og fin, og ikke det minste verre etter tiden ${spot(c).at}.`,
    );
    const back = by(
      c,
      `${h(c)} klemte ${sin(c)}. ${cap(den(c))} var tilbake!`,
      `${h(c)} holdt ${sin(c)} godt fast. ${cap(den(c))} var tilbake, og ${den(c)} var ${c.hero.hans} igjen!`,
      `${h(c)} holdt ${sin(c)} godt fast og lo høyt. ${cap(den(c))} var tilbake der ${den(c)} hørte hjemme, hos ${ham(c)}, og ${han(c)} hadde ikke tenkt å slippe.`,
    );
    return `${down} ${back}`;
  },
];

const reflection: GoalTexts<NoCtx>['reflection'] = [
  (c) =>
    by(
      c,
      `${h(c)} så på ${sin(c)} og smilte.`,
      `${h(c)} så på ${sin(c)}, trygt ved siden av senga, og {smilte|gjespet|sukket fornøyd}.`,
      `${h(c)} så på ${sin(c)}, trygt ved siden av senga nå, og tenkte på hvor høyt ${den(c)} hadde sittet, og at ${den(c)} kom ned likevel.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} ble varm inni seg. ${cap(the(c))} var hjemme.`,
      `${h(c)} ble varm helt inn: ${the(c)} var hjemme, og ingenting satt fast ${spot(c).at} lenger.`,
      `${h(c)} ble varm helt inn, for det er få ting som er så godt som å få tilbake noe som så ut til å være utenfor rekkevidde.`,
    ),
];

export const stuckThing: GoalTexts<NoCtx> = {
  want,
  steps: stuckSteps,
  problem,
  decide,
  travel,
  attempt,
  progress,
  advice,
  ask,
  turn,
  resolution,
  after: { freed: resolution, ...stuckAfter },
  reflection,
  refrain: [
    () => `Høyt, høyt, nesten til himmelen! Kom ned, kom ned, kom ned til meg!`,
    () => `Strekk deg høyt, strekk deg høyt! Stå nå støtt, og ikke fall!`,
  ],
  title: [
    (c) => `${h(c)} og ${c.thing?.noun.def ?? 'ballen'} ${spot(c).at}`,
    (c) => `${cap(the(c))} ${spot(c).at}`,
    (c) => `Hvordan ${the(c)} kom ned`,
  ],
};
