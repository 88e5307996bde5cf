// En fisketur med en voksen i familien: alt gjort klart (stenger, mark, matpakke), veien til
// vannet familien nevnte, ventingen og de små uhellene (floke på snøret, en støvel som sitter
// fast i gjørma, kroken i tangen, regn), fangsten, og når familien sa det, en snakkende fisk som
// ber om å bli sluppet fri og gir et ønske; hjem med historien, og en rolig slutt.
import type { NoCtx } from '../../../compose/ctx-no';
import type { Bank } from '../../../compose/ctx-base';
import type { GoalTexts } from '../../../compose/pack-types';
import { by } from '../../by-band';
import { eachOnce } from '../../place-beats';
import { afterMoments, moments, type Moment } from '../../step-moments';
import { fishKey, PIER } from '../../fish-beats';
import { KIN_NAME } from '../../grow-words';

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const h = (c: NoCtx) => c.hero.name;
const ham = (c: NoCtx) => c.hero.ham;
/** Den voksne som tar barnet med på fisketur: den som ble med, eller den som møtes. */
const f = (c: NoCtx) =>
  c.friend && KIN_NAME.test(c.friend.name)
    ? c.friend.name
    : (c.helper?.name ?? c.friend?.name ?? 'bestefar');
const F = (c: NoCtx) => cap(f(c));
const de = (c: NoCtx) => (c.friend ? c.team.name : h(c));
const De = (c: NoCtx) => cap(de(c));
/** Vannet de fisker i: «tjernet», «elva», «brygga». */
const water = (c: NoCtx) => c.target?.def ?? 'tjernet';
const waterTo = (c: NoCtx) => c.target?.to ?? 'ned til tjernet';
const pier = (c: NoCtx) => PIER.has(c.target?.id ?? '');
const spot = (c: NoCtx) =>
  pier(c) ? 'en god plass helt ytterst på brygga' : 'en god plass på en flat stein ved vannkanten';
const talking = (c: NoCtx) => !!c.fishing?.talking;
/** Den snakkende fisken med navnet familien ga den, eller «fisken». */
const fish = (c: NoCtx) => c.other?.name ?? 'fisken';

const STEPS: Record<string, Moment<NoCtx>[]> = {
  woodshed: [
    (c) =>
      by(
        c,
        `${h(c)} og ${f(c)} hentet fiskestengene i boden.`,
        `I boden fant ${h(c)} og ${f(c)} de to fiskestengene, fiskeboksen full av kroker og rødhvite duppere, og den gamle håven.`,
      ),
    (c) =>
      by(
        c,
        `Men snørene var fulle av floker!`,
        `Men snørene hadde floket seg sammen til én stor knute, som et fuglereir.`,
      ),
    (c) =>
      by(
        c,
        `De løste floka, litt om gangen.`,
        `${F(c)} holdt i den ene enden, og ${h(c)} plukket i knuten, løkke for løkke, til begge snørene var fri.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} fikk bære håven.`,
        `${h(c)} fikk bære håven, som var nesten like høy som ${ham(c)}.`,
      ),
  ],
  garden: [
    (c) =>
      by(
        c,
        `${h(c)} gravde etter mark i hagen.`,
        `Ute i hagen gravde ${h(c)} etter meitemark med greipen, der jorda var mørk og fuktig.`,
      ),
    (c) =>
      by(
        c,
        `Men det var ingen mark der!`,
        `Men i det første spadetaket var det ikke en eneste mark, og ikke i det andre heller.`,
      ),
    (c) =>
      by(
        c,
        `${F(c)} løftet en gammel stein. Mark!`,
        `«Meitemark liker det vått og mørkt,» sa ${f(c)} og løftet på en gammel, flat stein. Under den lå fem tjukke mark og vred seg.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} la dem i en boks med jord.`,
        `${h(c)} la dem forsiktig i en boks med litt jord og noen blader, og ${f(c)} stakk hull i lokket.`,
      ),
  ],
  kitchen: [
    (c) =>
      by(
        c,
        `${h(c)} smurte matpakke og laget kakao.`,
        `På kjøkkenet pakket ${h(c)} niste: ostesmørbrød, to epler og varm kakao på termos.`,
      ),
    (c) =>
      by(
        c,
        `Men lokket på termosen ville ikke lukke seg!`,
        `Men lokket på termosen ville ikke skru seg på, og kakaoen rant nedover siden.`,
      ),
    (c) =>
      by(
        c,
        `${F(c)} viste trikset, og da gikk det.`,
        `${F(c)} viste ${h(c)} trikset: hold det rett, og så vri, og lokket satt som det skulle.`,
      ),
    (c) =>
      by(c, `Alt kom ned i sekken.`, `Alt kom ned i sekken, og ${h(c)} bar den stolt på ryggen.`),
  ],
  way: [
    (c) =>
      by(
        c,
        `${De(c)} gikk med stengene på skulderen.`,
        `${De(c)} gikk med stengene over skulderen, og boksen med mark skranglet i sekken.`,
      ),
    (c) =>
      by(
        c,
        `Da satte støvelen til ${h(c)} seg fast i gjørma!`,
        `Halvveis tråkket ${h(c)} uti en bløt, brun sølepytt, og støvelen satte seg fast i gjørma med et høyt svupp.`,
      ),
    (c) =>
      by(
        c,
        `${F(c)} dro, og plopp, så kom den løs!`,
        `${F(c)} holdt ${h(c)} i hånda, og ${h(c)} dro og vrikket, og plopp, så kom støvelen løs, og begge to lo.`,
      ),
    (c) =>
      by(
        c,
        `Så så de vannet glitre.`,
        `Så, mellom trærne og gresset, fikk de øye på ${water(c)}, som glitret i sola.`,
      ),
  ],
  water: [
    (c) =>
      by(
        c,
        `De fant en god plass og kastet ut.`,
        `${De(c)} fant ${spot(c)}. ${F(c)} viste ${h(c)} hvordan man setter marken på kroken og kaster ut, plopp, med den røde dupperen guppende på vannet.`,
      ),
    (c) =>
      by(
        c,
        `Så ventet de. Og ventet.`,
        `Så ventet de. Dupperen guppet på de små bølgene, og ingenting annet skjedde, lenge, lenge.`,
      ),
    (c) =>
      by(
        c,
        `Kroken satte seg fast i tangen! ${F(c)} lirket den løs.`,
        `Da sveivet ${h(c)} inn for fort, og kroken satte seg fast i tang og gress på bunnen. «Forsiktig nå,» sa ${f(c)}, og lirket snøret fram og tilbake til kroken kom løs, med en grønn dott tang på.`,
      ),
    (c) =>
      by(
        c,
        `Så begynte det å regne! De spiste nista under et tre.`,
        `Så kom det ei grå sky, og det begynte å regne, dripp, drapp, på vannet og på hettene deres. De satte seg under et stort tre, spiste nista og drakk den varme kakaoen, og etter en stund ga regnet seg.`,
      ),
    (c) =>
      by(
        c,
        `En liten fisk stjal marken! ${h(c)} satte på en ny.`,
        `Dupperen rykket bittelitt, og da ${h(c)} sveivet inn, var marken borte: en lur liten fisk hadde spist den. ${h(c)} satte på en ny mark og kastet ut igjen.`,
      ),
  ],
};

const step = moments<NoCtx>('fish', STEPS, fishKey);

const waiting: Bank<NoCtx> = afterMoments<NoCtx>(
  'fish',
  STEPS,
  fishKey,
  eachOnce<NoCtx>('fish-wait', [
    (c) =>
      fishKey(c) === 'water'
        ? by(
            c,
            `${h(c)} passet på dupperen.`,
            `${h(c)} stirret så hardt på den røde dupperen at øynene begynte å renne.`,
          )
        : null,
    (c) =>
      fishKey(c) === 'water'
        ? by(
            c,
            `Ei and svømte forbi for å se.`,
            `Ei and kom padlende forbi for å se hva de drev med, og padlet videre igjen.`,
          )
        : null,
    (c) =>
      fishKey(c) === 'water'
        ? by(
            c,
            `${F(c)} fortalte en historie, helt stille.`,
            `${F(c)} fortalte om den største fisken som noen gang slapp unna, helt lavt, for ikke å skremme fiskene.`,
          )
        : null,
  ]),
);

export const fishTrip: GoalTexts<NoCtx> = {
  want: [
    (c) =>
      by(
        c,
        `I dag skulle ${h(c)} og ${f(c)} på fisketur!`,
        `I dag skulle ${h(c)} og ${f(c)} på fisketur ${waterTo(c)}, og ${h(c)} hadde gledet seg hele uka.`,
      ),
  ],
  show: [
    (c) =>
      by(
        c,
        `${h(c)} hadde aldri fått en fisk.`,
        `${h(c)} hadde aldri fått en eneste fisk før, men i dag, det var ${h(c)} helt sikker på, skulle det skje.`,
      ),
  ],
  problem: [
    (c) =>
      by(
        c,
        `Men på fisketur trenger man mange ting.`,
        `Men på fisketur trenger man stenger og mark og matpakke, og mest av alt, sa ${f(c)}, tålmodighet. Og ${h(c)} var ikke så flink til å vente.`,
      ),
  ],
  decide: [
    (c) =>
      by(
        c,
        `«Vi gjør oss klare!» sa ${h(c)}.`,
        `«Vi gjør alt klart,» sa ${h(c)}, «og så drar vi!»`,
      ),
  ],
  attempt: [...step, ...waiting],
  progress: [...step, ...waiting],
  advice: eachOnce<NoCtx>('fish-advice', [
    (c) =>
      c.helper
        ? by(
            c,
            `«Sitt stille og følg med på dupperen,» sa ${c.helper.name}.`,
            `«Sitt stille og følg med på dupperen,» sa ${c.helper.name}. «Når den går helt under, har du napp.»`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `«Fisker liker stillhet,» sa ${c.helper.name}.`,
            `«Fiskene liker ikke bråk,» sa ${c.helper.name}, «så hvisk, og gå forsiktig langs kanten.»`,
          )
        : null,
  ]),
  ask: eachOnce<NoCtx>('fish-ask', [
    (c) =>
      by(
        c,
        `«Hva liker fisker?» spurte ${h(c)}.`,
        `«Hva liker fiskene best?» spurte ${h(c)} ${c.helper?.name ?? f(c)}.`,
      ),
  ]),
  turn: {
    brave: [
      (c) =>
        by(
          c,
          `Da gikk dupperen under! ${h(c)} holdt godt fast.`,
          `Så, med ett, gikk dupperen helt under. Stanga bøyde seg som en bue, og ${h(c)} holdt fast med begge hender og slapp ikke.`,
        ),
    ],
    together: [
      (c) =>
        by(
          c,
          `Dupperen gikk under! De sveivet inn sammen.`,
          `Så gikk dupperen helt under, og stanga bøyde seg som en bue. ${h(c)} og ${f(c)} holdt i den sammen og sveivet inn, sakte, sakte.`,
        ),
    ],
    gift: [
      (c) =>
        c.gift
          ? by(
              c,
              `${h(c)} tok på ${c.gift.def} for hell. Dupperen gikk under!`,
              `${h(c)} kjente på ${c.gift.def} i lomma for hell, og akkurat da gikk dupperen under, og stanga bøyde seg som en bue.`,
            )
          : null,
    ],
    clever: [
      (c) =>
        by(
          c,
          `${h(c)} ventet til dupperen gikk helt under. Nå!`,
          `${h(c)} husket det: ikke ved det første lille rykket, men når dupperen går helt under. ${h(c)} ventet, og ventet, og så, nå! ${h(c)} dro til og sveivet inn.`,
        ),
    ],
  },
  resolution: [
    (c) =>
      talking(c)
        ? by(
            c,
            `Opp kom en blank fisk, og den snakket! «Slipp meg fri,» sa ${fish(c)}. ${h(c)} slapp den fri, og ${fish(c)} ga ${ham(c)} et ønske.`,
            `Opp av vannet kom en blank fisk, og den åpnet munnen og snakket! «Vær så snill, slipp meg fri,» sa ${fish(c)}. «Ungene mine venter på meg hjemme.» ${h(c)} så på ${f(c)}, tok forsiktig ut kroken og senket ${fish(c)} ned i vannet igjen. «Takk, snille barn,» sa ${fish(c)}. «For det kan du få et ønske.» ${h(c)} tenkte seg godt om og ønsket seg å fiske her med ${f(c)} hver eneste sommer. «Det skal du få,» sa ${fish(c)}, og med et slag med halen var den borte.`,
          )
        : by(
            c,
            `Det var en stor, blank fisk! ${h(c)} hadde fått fisk.`,
            `Opp av vannet kom en stor sølvblank fisk som glitret i sola. ${h(c)} hadde fått fisk, sin aller første, og ${f(c)} jublet så høyt at endene flakset opp.`,
          ),
  ],
  home: eachOnce<NoCtx>('fish-home', [
    (c) =>
      by(
        c,
        `De gikk hjem med stengene.`,
        `${De(c)} gikk hjem med stengene over skulderen og sola som gikk ned bak dem.`,
      ),
    // Told once they are home: the walk home comes first.
    (c) =>
      !c.handed(['story:fish-home:0']).length
        ? null
        : talking(c)
          ? by(
              c,
              `Hjemme fortalte ${h(c)} alle om den snakkende fisken.`,
              `Ved middagsbordet fortalte ${h(c)} alle om den snakkende fisken. Ingen trodde helt på det, bortsett fra ${f(c)}, som blunket.`,
            )
          : by(
              c,
              `De spiste fisken til middag.`,
              `Den kvelden spiste de fisken til middag, og ${h(c)} fortalte hvordan den ble fanget, tre ganger på rad.`,
            ),
  ]),
  reflection: eachOnce<NoCtx>('fish-reflection', [
    (c) =>
      by(
        c,
        `Den som venter på noe godt, venter ikke forgjeves.`,
        talking(c)
          ? `Noen dager får man en fisk, tenkte ${h(c)}, og noen dager får man en historie.`
          : `Den som venter på noe godt, venter ikke forgjeves, tenkte ${h(c)}, selv om det er vanskelig å vente.`,
      ),
  ]),
  refrain: [() => `Mark på kroken og dupp på vannet, vent på et napp, litt til, og så kanskje!`],
  title: [
    (c) => `${h(c)} på fisketur`,
    (c) => (talking(c) ? `${h(c)} og den snakkende fisken` : `En fisk til ${h(c)}`),
    (c) => `En dag ${c.target?.in ?? 'ved tjernet'}`,
  ],
};

/** Ut i boden, hagen, kjøkkenet; veien; vannet. */
const GO: Record<string, (c: NoCtx) => string> = {
  woodshed: (c) => by(c, `${De(c)} gikk ut i boden.`, `Først gikk ${de(c)} ut i boden.`),
  garden: (c) => by(c, `${h(c)} løp ut i hagen.`, `${h(c)} løp ut i hagen med den tomme boksen.`),
  kitchen: (c) =>
    by(c, `${De(c)} gikk inn på kjøkkenet.`, `${De(c)} gikk inn på kjøkkenet for å pakke nista.`),
  way: (c) =>
    by(
      c,
      `Så dro de ${waterTo(c)}.`,
      `Så dro de ${waterTo(c)}, ${c.place.id === 'village' ? 'gjennom bygda' : `langs stien ${c.place.in}`}.`,
    ),
  water: (c) =>
    by(
      c,
      `Endelig kom de fram ${c.target?.to.replace(/^(ned |ut )?til /, 'til ') ?? 'til tjernet'}.`,
      `Endelig var de framme ${c.target?.in ?? 'ved tjernet'}, stille og glitrende.`,
    ),
};

export const fishScenes = {
  titles: [] as Bank<NoCtx>,
  travel: [(c: NoCtx) => GO[fishKey(c)]?.(c) ?? null] as Bank<NoCtx>,
};
