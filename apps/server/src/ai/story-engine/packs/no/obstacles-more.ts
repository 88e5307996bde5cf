// Flere måter hvert hinder kan se ut og bli løst på, så ingen bekk er lik den forrige.
import type { Bank } from '../../compose/ctx-base';
import type { NoCtx } from '../../compose/ctx-no';
import type { ObstacleKind } from '../../compose/pack-types';
import { by } from '../by-band';
import { hasDoors } from '../ground';
import { aLimb, team, who, worn } from './slots';

type More = { problem: Bank<NoCtx>; solo: Bank<NoCtx> };

export const obstacleMore: Record<ObstacleKind, More> = {
  stream: {
    problem: [
      (c) =>
        by(
          c,
          `{Plask|Sildre|Brus}, sa {bekken|elva|vannet} som rant {over stien|på tvers|rett foran ${c.team.dem}} ${c.place.in}.`,
          `Midt ${c.place.in} {sildret|fosset|skummet} en {kald|bred|grønn} bekk, og det fantes {ingen bru|ikke en planke|ingen steiner} {å gå på|å trå på|i nærheten|så langt øyet rakk}.`,
          `Midt ${c.place.in} fosset en bekk så {bred|stri|kald} at selv {frosker|ender|fisker} så ut til å tenke seg om før de hoppet uti.`,
        ),
    ],
    solo: [
      (c) => {
        const a = who(c);
        return by(
          c,
          `${a.name} fant {et smalt sted|et grunt sted|en gammel stokk} og {hoppet over|vasset over|balanserte over}!`,
          `${a.name} gikk langs kanten til ${a.han} fant {et smalt sted|et grunt vadested|en gammel tømmerstokk}, og der kom ${c.team.de} {trygt over|over med tørre føtter|over i ett byks}.`,
        );
      },
    ],
  },
  steep: {
    problem: [
      (c) =>
        by(
          c,
          `{Bakken|Stien|Veien} ${c.place.in} var {bratt som et tak|glatt som en rutsjebane|bratt som en vegg|steinete som ei ur}.`,
          `Stien ${c.place.in} ble plutselig {bratt|glatt|smal}, og ${who(c).name} måtte {holde seg fast|gå på alle fire|stoppe og puste}.`,
        ),
    ],
    solo: [
      (c) => {
        const a = who(c);
        return by(
          c,
          `${a.name} {krabbet|klatret|kløv} {opp|til topps} på alle fire, {pust, pust|hei, hopp|steg for steg}!`,
          `${a.name} tok {ett skritt|ett grep|ett tak} om gangen og {talte høyt|pustet rolig|sang en marsj}, og snart sto ${c.team.de} på toppen.`,
        );
      },
    ],
  },
  tunnel: {
    problem: [
      (c) =>
        by(
          c,
          `{Det var mørkt|Det var svart|Det var helt mørkt} {inne i tunnelen|inni hula|i gangen}, {brrr|uff|hu}!`,
          `{Stien|Veien} forsvant inn i {en mørk tunnel|ei lav hule|en smal gang}, og inne {dryppet det|suste det|var det stille som i en kirke}.`,
        ),
    ],
    solo: [
      (c) => {
        const a = who(c);
        return by(
          c,
          `${a.name} holdt {${aLimb(a)} på veggen|${c.friend ? 'seg tett til den andre' : 'pusten'}|ei lykt} og gikk {sakte|rolig|modig} gjennom.`,
          `${a.name} holdt ${aLimb(a)} på den {kalde|våte|ru} veggen og {talte skrittene|nynnet lavt|pustet rolig}, helt til ${c.team.de} så {lys|dagen|sola} i andre enden.`,
        );
      },
    ],
  },
  locked: {
    problem: [
      (c) =>
        by(
          c,
          `${hasDoors(c.setting) ? '{Porten|Døra|Grinda}' : '{Porten|Grinda}'} var {låst|stengt|fastlåst}, {klikk|klonk|knirk}!`,
          `${hasDoors(c.setting) ? '{Porten|Døra|Grinda}' : '{Porten|Grinda}'} ${c.place.in} var {låst|stengt} med {en stor hengelås|tre bolter|en gammel jernkrok}, og den rikket seg ikke.`,
        ),
    ],
    solo: [
      (c) => {
        const a = who(c);
        return by(
          c,
          hasDoors(c.setting)
            ? `${a.name} {banket pent|sa «vær så snill»|ringte på ei bjelle}, og {døra gikk opp|noen lukket opp|porten svingte opp}!`
            : `${a.name} {ropte pent|sa «vær så snill»|ringte på ei bjelle}, og {grinda svingte opp|noen kom og lukket opp|porten svingte opp}!`,
          `${a.name} fant {en nøkkel under en stein|ei lita luke ved siden av|${hasDoors(c.setting) ? 'et vindu som sto på gløtt' : 'et hull i gjerdet'}}, og så var ${c.team.de} {inne|gjennom|på andre siden}.`,
        );
      },
    ],
  },
  waves: {
    problem: [
      (c) =>
        by(
          c,
          `Bølgene ble {store|høye|ville} og {sprutet|slo|brølte}!`,
          `Bølgene vokste {seg store|seg høye|til hvite hester} og slo {mot båten|over ripa|mot stranda}, og alt ble {vått|salt|gyngende}.`,
        ),
    ],
    solo: [
      (c) =>
        by(
          c,
          `${team(c)} holdt seg {fast|godt fast|i hverandre} og ventet, og {snart|til slutt} ble det {rolig|stille|blikkstille}.`,
          `${who(c).name} styrte {mot land|etter en stjerne|rett inn i bølgene}, og ${c.team.de} {red over dem|kom trygt gjennom|danset over toppene} som en and.`,
        ),
    ],
  },
  wind: {
    problem: [
      (c) =>
        by(
          c,
          c.hero.dressed
            ? `Vinden {blåste|ulte|røsket} så {lua|jakka|håret} til ${c.hero.name} fløy!`
            : `Vinden {blåste|ulte|røsket} så ${worn(c.hero)} til ${c.hero.name} sto rett ut!`,
          `Vinden ${c.place.in} {ulte|røsket|blåste} så hardt at ${who(c).name} måtte {bøye seg|holde seg fast|gå baklengs}.`,
        ),
    ],
    solo: [
      (c) => {
        const a = who(c);
        return by(
          c,
          `${a.name} {satte seg lavt|la seg ned|gikk bak en stein} og ventet, og vinden {blåste over|ga seg|ble lei}.`,
          `${a.name} fant {ly bak en stor stein|en grøft å gå i|en mur å gå langs}, og der var vinden {bare et sus|helt snill|nesten borte}.`,
        );
      },
    ],
  },
  thorns: {
    problem: [
      (c) =>
        by(
          c,
          `{Torner|Tornebusker|Stikkende kratt} {stengte|sperret} veien ${c.place.in}, {au|aiai|au, au|æsj}!`,
          `En {tett|svær|sint|stor} tornebusk vokste {rett over stien|tvers over veien|midt i veien} ${c.place.in}, og den {rispet|stakk|hektet seg fast i} {alt som kom nær|alle som ville forbi|både klær og hår}.`,
        ),
    ],
    solo: [
      (c) => {
        const a = who(c);
        return by(
          c,
          `${a.name} {krøp under|fant et hull i|gikk rundt} tornene, {forsiktig|sakte|på magen}.`,
          `${a.name} ${a.hands ? 'brettet opp ermene' : 'bøyde hodet'} og {bøyde greinene til side|krøp under der det var høyest|fant en gammel hjortesti}, og {ingen|ikke en eneste en} fikk {en eneste ripe|så mye som et stikk|en skramme}.`,
        );
      },
    ],
  },
  snow: {
    problem: [
      (c) =>
        by(
          c,
          `Snøen var {så dyp|kjempedyp|til knærne}, {knirk|knask|knus}!`,
          `Snøen ${c.place.in} var så dyp at {beina forsvant|hvert skritt ble et hopp|${c.hero.dressed ? 'støvlene ble borte' : 'bare hodet stakk opp'}}, og det gikk {sakte|tungt|nesten ikke}.`,
        ),
    ],
    solo: [
      (c) => {
        const a = who(c);
        return by(
          c,
          `${a.name} laget {truger|ski|en slede} av {greiner|bark|et brett}, og så gikk det!`,
          `${a.name} bandt {granbar|flate greiner|to brett} under føttene som truger, og så gikk det {lett|fint|mye bedre} over snøen.`,
        );
      },
    ],
  },
  float: {
    problem: [
      (c) =>
        by(
          c,
          `{Vips|Oi|Opp}, ${who(c).name} fløt {bort|opp|av sted} i lufta!`,
          `Uten tyngdekraft fløt {alt|${who(c).name}|sekken} {sakte bort|opp mot taket|rundt i ring}, og det var ikke {lett|enkelt} å komme noen vei.`,
        ),
    ],
    solo: [
      (c) =>
        by(
          c,
          `${team(c)} holdt i {et tau|${c.team.plural ? 'hverandre' : 'et tau'}|et håndtak} og {dro seg fram|svevde videre|padlet i lufta}.`,
          `${who(c).name} dyttet {forsiktig|lett|bestemt} fra med én fot og {svevde|seilte|gled} rett dit ${c.team.de} skulle, som en {fisk|sky|såpeboble}.`,
        ),
    ],
  },
};
