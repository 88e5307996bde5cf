// Hvordan en hjelper som har tilbudt seg, leter etter det borte sporet på sin egen måte: hunden
// med nesa, ugla med øynene, moldvarpen med klørne. Sporet blir funnet der de peker.
import type { Bank } from '../../compose/ctx-base';
import type { NoCtx } from '../../compose/ctx-no';
import type { HelperSkill } from '../../lexicon/creatures';
import { by } from '../by-band';
import { team } from './slots';

const h = (c: NoCtx) => c.helper as NonNullable<NoCtx['helper']>;
const k = (c: NoCtx) => h(c).kindDef;
const WET = new Set(['sea', 'island', 'underwater', 'lake', 'river', 'beach']);

export const skillSearch: Record<HelperSkill, Bank<NoCtx>> = {
  wisdom: [
    (c) =>
      by(
        c,
        `«Ting som er borte, gjemmer seg der det er {stille|skygge|lunt},» sa ${k(c)} og pekte.`,
        `${k(c)} tenkte seg om. «Ting som blir mistet, {havner gjerne i det laveste hjørnet|triller dit det heller|blir liggende der vinden slipper dem},» sa ${h(c).han}, og pekte på det ene stedet ingen hadde sett.`,
        `${k(c)} sto helt stille og tenkte det gjennom. «Den som gikk her, hadde dårlig tid,» sa ${h(c).han} til slutt, «og det man mister når man har dårlig tid, {triller dit det heller|havner i det stilleste hjørnet}.» Og så pekte ${h(c).han}.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} husket noe og sa: «Se der borte.»`,
        `${k(c)} husket noe ${h(c).han} hadde sett {tidligere i dag|i morges|for ikke lenge siden}, og sa: «Nå vet jeg hvor vi skal lete.»`,
      ),
  ],
  sight: [
    (c) =>
      by(
        c,
        `${k(c)} så seg rundt med skarpe øyne, og så pekte ${h(c).han}.`,
        `${k(c)} så utover ${c.place.def} med de skarpe øynene sine, sakte, fra den ene siden til den andre, og med ett {pekte ${h(c).han}|ble ${h(c).han} helt stille}.`,
        `${k(c)} tok plass der ${h(c).han} kunne se hele ${c.place.def}, og så flekk for flekk, helt til de skarpe øynene fikk øye på noe ingen andre hadde sett.`,
      ),
  ],
  nose: [
    (c) =>
      by(
        c,
        `${k(c)} snuste og snuste, rundt og rundt, og så stoppet ${h(c).han}.`,
        `${k(c)} stakk nesa ned i bakken og snuste hit og dit, rundt og rundt, helt til ${h(c).han} stoppet og så opp.`,
        `${k(c)} stakk nesa ned i bakken og snuste i en stor ring, så en mindre, og så en enda mindre, helt til ${h(c).han} sto bom stille og ikke ville flytte seg.`,
      ),
  ],
  strength: [
    (c) =>
      by(
        c,
        `${k(c)} flyttet den største steinen og så under den.`,
        `${k(c)} flyttet det tyngste som fantes ${c.place.in}, det ingen andre klarte å rikke, og under lå det noe.`,
      ),
  ],
  small: [
    (c) =>
      by(
        c,
        `${k(c)} krøp inn i {en bitte liten sprekk|et lite hull|en smal glipe} og kom ut igjen, svært fornøyd.`,
        `${k(c)} klemte seg inn i {en sprekk|et hull|en glipe} så smal at ingen andre kom etter, og kom ut igjen {med et svært fornøyd blikk|med snuten først, svært fornøyd|med støv på nesa og et stort glis}.`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} smatt {under|bak} der ingen andre fikk plass.`,
        `«Vent her,» sa ${k(c)}, og smatt {${c.outdoors ? 'under den laveste rota|mellom to steiner' : 'bak et løst bord|under skapet'}} der ingen andre fikk plass. {Skrape, skrape.|Rasle, rasle.} Så ropte ${h(c).han}: «Kom og se!»`,
      ),
  ],
  carry: [
    (c) =>
      by(
        c,
        `${k(c)} løftet ${c.team.dem} høyt opp, og derfra kunne de se mer.`,
        `${k(c)} lot ${c.team.dem} klatre opp på ryggen sin, og derfra kunne ${team(c)} se mye lenger.`,
      ),
  ],
  light: [
    (c) =>
      by(
        c,
        `${k(c)} lyste inn i hver mørk krok.`,
        `${k(c)} lyste sterkere og sterkere og lyste inn i hver mørk krok ${c.place.in}, den ene etter den andre.`,
      ),
  ],
  magic: [
    (c) =>
      by(
        c,
        `${k(c)} hvisket en bitte liten trylleformel, og noe begynte å lyse.`,
        `${k(c)} hvisket en liten finne-formel, og et øyeblikk lyste alt som var blitt rørt den dagen, svakt og sølvblankt.`,
      ),
  ],
  fix: [
    (c) =>
      by(
        c,
        `${k(c)} så på hver minste bit og plukket ut én.`,
        `${k(c)} gikk over hver bit og del ${c.place.in} slik en som reparerer ting gjør, og la til side den ene som ikke hørte hjemme der.`,
      ),
  ],
  swim: [
    (c) =>
      WET.has(c.setting)
        ? by(
            c,
            `${k(c)} svømte langs kanten og kikket i hver dam, og så pekte ${h(c).han}.`,
            `${k(c)} svømte sakte langs vannkanten og kikket i hver dam og under hvert flytende blad, og så pekte ${h(c).han}.`,
          )
        : null,
  ],
  climb: [
    (c) =>
      by(
        c,
        `${k(c)} klatret høyt opp og så ned.`,
        `${k(c)} klatret så høyt ${h(c).han} kunne, og så ned, og ovenfra så én flekk annerledes ut enn resten.`,
      ),
  ],
  dig: [
    (c) =>
      by(
        c,
        `${k(c)} gravde og gravde der jorda var myk.`,
        `${k(c)} begynte å grave der jorda var mykest, og jorda føk, og så stoppet ${h(c).han}.`,
      ),
  ],
  song: [
    (c) =>
      by(
        c,
        `${k(c)} sang én klar tone, og noe langt borte svarte.`,
        `${k(c)} sang én lang, klar tone og lyttet med hodet på skakke, og fra et sted like ved kom et svakt svar.`,
      ),
  ],
  clever: [
    (c) =>
      by(
        c,
        `${k(c)} fikk en idé: «La oss {gå tilbake dit det begynte|se der vi allerede har vært}.»`,
        `${k(c)} fikk en idé. «Vi har lett for langt {framme|unna|borte},» sa ${h(c).han}, «la oss {se|lete} {der vi allerede har vært|der vi kom fra|rett bak oss}.»`,
      ),
    (c) =>
      by(
        c,
        `${k(c)} gikk baklengs i sine egne spor og så nøye etter.`,
        `${k(c)} gikk {baklengs|sakte tilbake} i sine egne spor, steg for steg, og {så på alt med nye øyne|ble plutselig stående}.`,
      ),
  ],
};
