// De andre instrumentene et barn lærer: trekkspillet, messingen og treblåserne, strengene man
// stryker eller knipser på, munnspillet og xylofonen. Hvert har sine egne lyder når et forsøk går
// galt og sine egne råd; learn-words-music forteller dem likt.
import type { NoCtx } from '../../../compose/ctx-no';
import type { Instrument } from './learn-words-music';

const han = (c: NoCtx) => c.owner.han;
const hans = (c: NoCtx) => c.owner.hans;

export const MORE_INSTRUMENTS: Record<string, Instrument> = {
  accordion: {
    def: 'trekkspillet',
    bare: 'trekkspill',
    tune: 'melodien',
    fail: [
      () => `belgen peste som en trøtt, gammel hvalross`,
      (c) => `fingrene ${hans(c)} traff feil knapper, og det kom et skrik`,
    ],
    tips: ['dra belgen sakte og jevnt', 'stramme remmene godt over skuldrene'],
    wrong: ['peste belgen som en hvalross', 'kom det bare et skrik'],
    slip: ['peste', 'som en gammel hvalross'],
  },
  trumpet: {
    def: 'trompeten',
    bare: 'trompet',
    tune: 'melodien',
    fail: [
      () => `det kom en lyd som fra en forkjølt elefant`,
      (c) => `${han(c)} blåste opp kinnene, og det kom bare et fres`,
    ],
    tips: ['la leppene summe som en humle', 'blåse en lang og jevn strøm av luft'],
    wrong: ['kom det en elefantlyd', 'kom det bare et fres'],
    slip: ['lød', 'som en forkjølt elefant'],
  },
  flute: {
    def: 'fløyta',
    bare: 'fløyte',
    tune: 'melodien',
    fail: [
      () => `det kom bare et mykt sus av luft`,
      (c) => `${han(c)} blåste rett inn i hullet, og det kom et skarpt pip`,
    ],
    tips: ['blåse over hullet, som over toppen av ei flaske', 'holde leppene små og myke'],
    wrong: ['kom det bare sus', 'kom det et skarpt pip'],
    slip: ['blåste', 'bare sus'],
  },
  cello: {
    def: 'celloen',
    bare: 'cello',
    tune: 'melodien',
    fail: [
      () => `buen knirket over strengene som ei gammel dør`,
      (c) => `${han(c)} trykket buen så hardt at det brummet som en bjørn`,
    ],
    tips: ['la armen være tung og buen lett', 'sitte rett med celloen lent inntil seg'],
    wrong: ['knirket strengene', 'brummet buen som en bjørn'],
    slip: ['knirket', 'som ei gammel dør'],
  },
  harp: {
    def: 'harpa',
    bare: 'harpe',
    tune: 'melodien',
    fail: [
      (c) => `fingrene ${hans(c)} tok to strenger på én gang, og det surret`,
      () => `strengene plinget og vinglet helt ut av tone`,
    ],
    tips: ['knipse strengene med de myke fingertuppene', 'la hver streng klinge før den neste'],
    wrong: ['surret to strenger på én gang', 'vinglet tonen'],
    slip: ['knipset', 'på alle de gale strengene'],
  },
  ukulele: {
    def: 'ukulelen',
    bare: 'ukulele',
    tune: 'sangen',
    fail: [
      () => `strengene sa pling-plong på helt feil steder`,
      (c) => `fingrene ${hans(c)} skled, og strengene surret uklart`,
    ],
    tips: ['klimpre rolig nedover med én finger', 'trykke strengene like bak båndene'],
    wrong: ['sa strengene plong', 'surret strengene uklart'],
    slip: ['spilte', 'pling-plong på alle de gale stedene'],
  },
  saxophone: {
    def: 'saksofonen',
    bare: 'saksofon',
    tune: 'melodien',
    fail: [
      () => `det kom et skrik som fra ei gås som har det travelt`,
      (c) => `${han(c)} bet i munnstykket, og tonen skrek`,
    ],
    tips: ['holde munnstykket mykt mellom leppene', 'puste dypt ned i magen først'],
    wrong: ['kom det et gåseskrik', 'skrek tonen'],
    slip: ['skrek', 'som ei gås'],
  },
  clarinet: {
    def: 'klarinetten',
    bare: 'klarinett',
    tune: 'melodien',
    fail: [
      () => `det kom et pip så høyt at katten hoppet`,
      (c) => `fingrene ${hans(c)} lot et hull stå åpent, og tonen vinglet`,
    ],
    tips: ['dekke hvert hull med den myke delen av fingeren', 'blåse varm og langsom luft'],
    wrong: ['kom det et pip', 'vinglet tonen'],
    slip: ['pep', 'som ei mus'],
  },
  harmonica: {
    def: 'munnspillet',
    bare: 'munnspill',
    tune: 'melodien',
    fail: [
      () => `tre hull låt på én gang, i et eneste rot`,
      (c) => `${han(c)} trakk pusten så hardt at ${han(c)} begynte å hoste`,
    ],
    tips: ['blåse og trekke pusten rolig, som når du puster', 'gjøre munnen liten for én tone'],
    wrong: ['kom det tre toner på én gang', 'peste tonen'],
    slip: ['peste', 'som en tekjele'],
  },
  xylophone: {
    def: 'xylofonen',
    bare: 'xylofon',
    tune: 'melodien',
    fail: [
      () => `kølla spratt og traff feil plate`,
      (c) => `${han(c)} slo så hardt på platene at de klirret i stedet for å klinge`,
    ],
    tips: ['la køllene sprette av platene', 'slå midt på hver plate'],
    wrong: ['traff kølla feil plate', 'klirret platene'],
    slip: ['traff', 'alle platene unntatt den riktige'],
  },
  trombone: {
    def: 'trombonen',
    bare: 'trombone',
    tune: 'melodien',
    fail: [
      () => `trekket gled for langt ut, og tonen seg ned som ei trist ku`,
      (c) => `${han(c)} blåste, og det kom en rar rumling`,
    ],
    tips: ['flytte trekket mykt til hvert sted', 'la leppene summe før du blåser'],
    wrong: ['seg tonen ned som ei ku', 'kom det en rumling'],
    slip: ['rautet', 'som ei ku'],
  },
  tuba: {
    def: 'tubaen',
    bare: 'tuba',
    tune: 'melodien',
    fail: [
      () => `det kom en dyp rap av en tone som fikk alle til å fnise`,
      (c) => `${han(c)} gikk tom for pust før tonen i det hele tatt hadde begynt`,
    ],
    tips: ['trekke pusten kjempedypt først', 'blåse langsom, varm luft'],
    wrong: ['kom det en rap av en tone', 'tok pusten slutt'],
    slip: ['rapte', 'som en kjempefrosk'],
  },
};
