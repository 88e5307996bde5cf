// Ordene til flere ferdigheter et barn vil lære: å dykke, slå kollbøtte og knyte skolissene.
// Hver med sine egne forsøk som går galt, råd og det som lykkes til slutt.
import type { NoCtx } from '../../../compose/ctx-no';
import type { SkillWords } from './learn-words';

const o = (c: NoCtx) => c.owner.name;
const han = (c: NoCtx) => c.owner.han;
const hans = (c: NoCtx) => c.owner.hans;

export const MORE_WORDS: Record<string, SkillWords> = {
  // Glitteret til en enhjørning eller ei stjerne kommer ikke av å presse, men av glede.
  shine: {
    fail: [
      () => `det kom bare et lite drys av grått støv`,
      () =>
        `det blinket én gang, svakt som en lommelykt med flate batterier, og så var det mørkt igjen`,
      (c) => `${han(c)} ble bare rød i ansiktet av å presse`,
      (c) => `det falt bare noen gresstrå av da ${han(c)} ristet på seg`,
    ],
    win: [
      (c) => `Og så kom glitteret tilbake! ${o(c)} glitret som sol på vann.`,
      (c) =>
        `Først glimtet det litt, så litt til, og så glitret ${o(c)} fra topp til tå, som rim i morgensola.`,
      (c) =>
        `Først kom det et lite glimt, så ett til, og så glitret ${o(c)} fra topp til tå, så klart at det blinket i vannet og fuglene begynte å synge.`,
    ],
    tips: [
      () => 'tenke på noe som gjør deg glad',
      () => 'le litt først',
      () => 'gjøre noe snilt for noen',
      () => 'ikke presse, bare puste',
    ],
    wrong: [() => `kom det bare grått støv`, () => `blinket det én gang og sluknet`],
    tryTo: () => 'glitre',
    gone: (c) => `var glitteret ${hans(c)} borte`,
    practise: [() => `tenkte på glade ting`, () => `lo og snurret rundt i gresset`],
    slip: ['ble', 'helt grå'],
    bump: 'en grå dag eller to',
    titles: [(c) => `${c.owner.gen} glitter`, (c) => `glitteret til ${o(c)}`],
  },
  dive: {
    fail: [
      (c) => `${han(c)} landet flatt på magen med et stort plask`,
      (c) => `${han(c)} kniste igjen øynene og hoppet med beina først`,
      (c) => `${han(c)} glemte å holde pusten og kom prustende opp`,
      (c) => `${han(c)} ble stående ytterst på kanten og turte ikke`,
    ],
    win: [
      (c) => `${o(c)} stupte! Plupp, rett ned i vannet!`,
      (c) => `${o(c)} strakte armene over hodet og stupte rett ned i vannet, nesten uten et plask!`,
      (c) =>
        `${o(c)} strakte armene over hodet, bøyde seg fram og stupte, og gled ned gjennom det grønne vannet før ${han(c)} kom opp igjen og lo.`,
    ],
    tips: [
      () => 'holde armene over hodet',
      () => 'se på vannet, ikke på tærne',
      () => 'trekke pusten før du hopper',
      () => 'begynne fra en lav stein',
    ],
    wrong: [(c) => `landet ${han(c)} på magen med et plask`, () => `kom beina først`],
    tryTo: () => 'stupe',
    spot: `fra {en stein ved kanten|en lav brygge|en flat stein}`,
    practise: [() => `øvde på å holde pusten`, () => `hoppet fra kanten med beina først`],
    slip: ['landet', 'på magen'],
    bump: 'et og annet mageplask',
    titles: [(c) => `${o(c)} stuper`, (c) => `plupp, ${o(c)}!`],
  },
  somersault: {
    fail: [
      (c) => `${han(c)} trillet sidelengs og ble liggende på ryggen`,
      (c) => `${han(c)} satte hodet i bakken og ble stående på hodet`,
      (c) => `${han(c)} kom halvveis rundt og datt ned på rumpa`,
      (c) => `${han(c)} ble så svimmel at alt gikk rundt`,
    ],
    win: [
      (c) => `${o(c)} slo kollbøtte! Rundt og opp!`,
      (c) => `${o(c)} slo en kollbøtte, rundt og rundt, og landet rett på beina!`,
      (c) =>
        `${o(c)} bøyde hodet, rullet rundt i én myk bevegelse og landet rett på beina, med armene i været.`,
    ],
    tips: [
      () => 'bøye hodet ned mot magen',
      () => 'gjøre deg rund som en ball',
      () => 'sette hendene i bakken først',
      () => 'begynne i en myk bakke',
    ],
    wrong: [(c) => `trillet ${han(c)} sidelengs`, (c) => `ble ${han(c)} liggende på ryggen`],
    tryTo: () => 'slå kollbøtte',
    spot: `i {det myke gresset|en liten gressbakke|mosen}`,
    practise: [() => `trillet rundt i gresset`, () => `øvde på å gjøre seg rund som en ball`],
    slip: ['trillet', 'sidelengs'],
    bump: 'en og annen skjev kollbøtte',
    titles: [(c) => `${o(c)} slår kollbøtte`, (c) => `rundt og rundt, ${o(c)}!`],
  },
  shoelaces: {
    fail: [
      () => `lissene ble til en stor floke`,
      (c) => `${han(c)} knøt lissene fast i hverandre og snublet`,
      () => `sløyfa gikk opp med en gang`,
      (c) => `${han(c)} knøt skoen fast i buksa`,
    ],
    win: [
      (c) => `${o(c)} knøt skolissene! En fin sløyfe!`,
      (c) => `${o(c)} knøt skolissene helt selv, med to fine sløyfer!`,
      (c) =>
        `${o(c)} laget en løkke, snurret den andre lissa rundt og dro til, og der satt den: ${han(c)} hadde knyttet skolissene, fint og stramt, helt selv.`,
    ],
    tips: [
      () => 'lage to kaninører',
      () => 'snurre lissa rundt treet',
      () => 'dra sakte i begge løkkene',
      () => 'ta det rolig',
    ],
    wrong: [() => `ble lissene til en floke`, () => `gikk sløyfa opp`],
    tryTo: () => 'knyte skolissene',
    practise: [() => `øvde på å lage kaninører`, () => `knøt og løste opp igjen`],
    slip: ['knøt', 'lissene i en floke'],
    bump: 'en og annen floke',
    titles: [(c) => `${o(c)} og skolissene`, (c) => `kaninører, ${o(c)}!`],
  },
};
