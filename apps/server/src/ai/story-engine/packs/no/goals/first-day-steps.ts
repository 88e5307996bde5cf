// Flere øyeblikk fra en første dag, i dagens rekkefølge: tegningen, matboksen, lesestunden,
// skiftingen før gymmen, sandkassa. Hvert går galt én gang og får hjelp, sandkassa av barnet
// som blir vennen.
import type { NoCtx } from '../../../compose/ctx-no';
import { by } from '../../by-band';
import { cap, carer, h, o, oHan, teacher, Teacher } from '../first-day-words';

type Gate = (c: NoCtx, k: string) => boolean;
type Line = (c: NoCtx) => string | null;

/** Forsøkene ved de senere øyeblikkene, hvert bare når episoden handler om det. */
export function laterTries(trying: Gate): Line[] {
  return [
    (c) =>
      trying(c, 'draw')
        ? by(
            c,
            `Fargestiften til ${h(c)} knakk i to.`,
            `Da de skulle tegne, trykket ${h(c)} så hardt at den røde fargestiften knakk i to, og det var den eneste røde.`,
            `Da de skulle tegne, trykket ${h(c)} så hardt på arket at den eneste røde fargestiften knakk i to med et knepp, midt i sola.`,
          )
        : null,
    (c) =>
      trying(c, 'lunch')
        ? by(
            c,
            `${h(c)} fikk ikke opp matboksen.`,
            `Ved lunsjen dro og dro ${h(c)} i lokket på den nye matboksen, men det satt fast.`,
            `Ved lunsjen dro ${h(c)} i lokket på den splitter nye matboksen til fingrene ble hvite, men det satt like fast som et skjell på en stein.`,
          )
        : null,
    (c) =>
      trying(c, 'story')
        ? by(
            c,
            `I lesestunden så ikke ${h(c)} noe.`,
            `I lesestunden satt ${h(c)} helt bakerst og så ikke bildene, bare rygger og hoder.`,
            `I lesestunden havnet ${h(c)} aller bakerst i ringen, der det ikke var noe å se annet enn bakhodene til de andre, og bildene gikk forbi uten at ${c.hero.han} så dem.`,
          )
        : null,
    (c) =>
      trying(c, 'change')
        ? by(
            c,
            `Skoen til ${h(c)} ville ikke av.`,
            `I garderoben var alle kjappe, men skolissene til ${h(c)} satt i dobbel knute, og skoen ville ikke av.`,
            `I garderoben var alle de andre ferdige på et blunk, men skolissene til ${h(c)} hadde knyttet seg til en knute som bare ble strammere jo mer ${c.hero.han} dro.`,
          )
        : null,
    (c) =>
      trying(c, 'sand')
        ? by(
            c,
            `Sandslottet til ${h(c)} raste sammen.`,
            `${h(c)} bygde et sandslott i sandkassa, men sanden var for tørr, og tårnet raste sammen til en haug.`,
            `${h(c)} begynte på et sandslott i sandkassa, men sanden var så tørr at hvert eneste tårn raste sammen til en trist liten haug før det var ferdig.`,
          )
        : null,
    (c) =>
      trying(c, 'shoes')
        ? by(
            c,
            `${h(c)} hadde ingen innesko!`,
            `Alle tok på seg innesko ved døra, men skoene til ${h(c)} sto fortsatt hjemme ved trappa.`,
            `Ved døra byttet alle støvler med innesko, og med et rykk skjønte ${h(c)} at ${c.hero.hans} sto igjen hjemme, pent oppstilt ved trappa.`,
          )
        : null,
    (c) =>
      trying(c, 'song')
        ? by(
            c,
            `Alle sang. ${h(c)} kunne ikke ordene.`,
            `Dagen begynte med en sang, men alle kunne ordene unntatt ${h(c)}, som bare beveget leppene.`,
            `Dagen begynte med en sang som alle så ut til å ha kunnet i all evighet, og ${h(c)} beveget leppene og håpet at ingen la merke til det.`,
          )
        : null,
    (c) =>
      trying(c, 'tidy')
        ? by(
            c,
            `Ryddetid! Men hvor skulle tingene?`,
            `Da det var ryddetid, sto ${h(c)} med armene fulle av klosser og ante ikke hvilken kasse de skulle i.`,
            `Da det var ryddetid, for alle rundt og satte ting på plass, og ${h(c)} sto midt i rommet med armene fulle av klosser og ante ikke hvor noen av dem hørte hjemme.`,
          )
        : null,
    (c) =>
      trying(c, 'rope')
        ? by(
            c,
            `${h(c)} kom ikke opp i tauet.`,
            `${h(c)} grep klatretauet, men gled rett ned på matta igjen.`,
            `${h(c)} grep det lange klatretauet og dro av all kraft, men gled rett ned på matta igjen med et mykt dunk.`,
          )
        : null,
    (c) =>
      trying(c, 'boots')
        ? by(
            c,
            `Støvelen til ${h(c)} satt fast i gjørma!`,
            `${h(c)} tråkket i en stor sølepytt, og den ene støvelen satte seg fast i gjørma.`,
            `${h(c)} tok en snarvei gjennom den største sølepytten i skolegården, og den ene støvelen satte seg så fast i gjørma at foten gled rett ut av den.`,
          )
        : null,
    (c) =>
      trying(c, 'sticker')
        ? by(
            c,
            `Navnelappen til ${h(c)} falt av.`,
            `${h(c)} fikk en navnelapp ved døra, men den falt av med en gang og ble borte blant alle skoene.`,
            `Ved døra fikk alle en navnelapp, men lappen til ${h(c)} løsnet med en gang og forsvant et sted blant alle støvlene og skoene.`,
          )
        : null,
    (c) =>
      trying(c, 'roll')
        ? by(
            c,
            `${h(c)} rullet skjevt av matta!`,
            `${h(c)} prøvde en kollbøtte, men veltet til siden og havnet utenfor matta.`,
            `${h(c)} bøyde haka ned og prøvde en kollbøtte, men veltet til siden halvveis og endte på gulvet ved siden av matta.`,
          )
        : null,
    (c) =>
      trying(c, 'line')
        ? by(
            c,
            `${h(c)} sto i feil rekke.`,
            `Da fløyta gikk, stilte ${h(c)} seg fort i rekka, men det var feil rekke, det andre lagets.`,
            `Da fløyta gikk, skyndte ${h(c)} seg å stille seg i rekka, og først da alle fniste, så ${c.hero.han} at det var det andre lagets rekke.`,
          )
        : null,
    (c) =>
      trying(c, 'snack')
        ? by(
            c,
            `Eplet til ${h(c)} trillet bort!`,
            `I friminuttet mistet ${h(c)} eplet fra matboksen, og det trillet bortover skolegården.`,
            `I friminuttet tok ${h(c)} eplet ut av matboksen, men det gled ut av fingrene og spratt av gårde bortover asfalten.`,
          )
        : null,
  ];
}

/** Det som hjelper ved hvert av de senere øyeblikkene, når det er prøvd. */
export function laterHelps(tried: Gate): Line[] {
  return [
    (c) =>
      tried(c, 'draw')
        ? by(
            c,
            `Jenta ved siden av delte fargestiftene sine.`,
            `Jenta ved pulten ved siden av skjøv over sin egen eske med fargestifter. «Vi kan dele,» sa hun.`,
            `Uten et ord skjøv jenta ved pulten ved siden av over sin egen eske med fargestifter, og sola ble ferdig likevel, i en litt annen rødfarge.`,
          )
        : null,
    (c) =>
      tried(c, 'lunch')
        ? by(
            c,
            `${Teacher(c)} viste knepet: trykk, så dra.`,
            `«Det er et knep,» sa ${teacher(c)}. «Trykk på hjørnet, så dra.» Plopp! Der lå skivene ${carer(c)} hadde smurt.`,
            `«Det er et knep med de boksene,» sa ${teacher(c)} og trykket på det ene hjørnet med tommelen, og lokket spratt opp, og der lå skivene ${carer(c)} hadde smurt, skåret i trekanter.`,
          )
        : null,
    (c) =>
      tried(c, 'story')
        ? by(
            c,
            `${Teacher(c)} laget plass foran.`,
            `${Teacher(c)} så det og laget plass helt foran, og etter det så ${h(c)} hvert eneste bilde.`,
            `${Teacher(c)} stoppet, smilte og laget plass helt foran, og derfra kunne ${h(c)} se hver side, til og med den bittelille musa som gjemte seg i hjørnet på hver av dem.`,
          )
        : null,
    (c) =>
      tried(c, 'change')
        ? by(
            c,
            `Ei jente i klassen løste opp knuten.`,
            `Ei jente i klassen satte seg på huk og pirket knuten løs. «Mine gjør det også,» sa hun.`,
            `Ei jente i klassen satte seg på huk og pirket knuten løs med tålmodige fingre. «Mine gjør sånn hver eneste dag,» sa hun, og så løp de inn i gymsalen sammen.`,
          )
        : null,
    (c) =>
      tried(c, 'sand')
        ? by(
            c,
            `${o(c)} hentet vann. Nå sto tårnet!`,
            `${o(c)} kom bort med ei bøtte vann. «Våt sand holder bedre,» sa ${oHan(c)}, og tårnet ble stående.`,
            `${o(c)} kom bort med ei bøtte vann fra springen. «Våt sand holder bedre,» sa ${oHan(c)}, og sammen bygde de et tårn som rakk dem helt opp til knærne.`,
          )
        : null,
    (c) =>
      tried(c, 'shoes')
        ? by(
            c,
            `${Teacher(c)} hadde et par ekstra.`,
            `«Vi har ekstra til akkurat sånt,» sa ${teacher(c)} og hentet et par røde tøfler fra en kurv.`,
            `«Vi har en hel kurv med ekstra til akkurat sånt,» sa ${teacher(c)} og fisket fram et par røde tøfler som passet nesten perfekt.`,
          )
        : null,
    (c) =>
      tried(c, 'song')
        ? by(
            c,
            `Andre gangen sang ${h(c)} med.`,
            `Sangen kom tilbake, og denne gangen sang ${h(c)} den siste linja like høyt som alle andre.`,
            `Sangen hadde et refreng som kom igjen og igjen, og tredje gangen sang ${h(c)} det like høyt som noen.`,
          )
        : null,
    (c) =>
      tried(c, 'tidy')
        ? by(
            c,
            `Hver kasse hadde et bilde. Lett!`,
            `Så så ${h(c)} at hver kasse hadde et bilde foran: klosser, biler, fargestifter. Lett!`,
            `Så la ${h(c)} merke til at hver kasse hadde et lite bilde foran, klosser, biler, fargestifter, og etter det var ryddingen nesten en lek.`,
          )
        : null,
    (c) =>
      tried(c, 'rope')
        ? by(
            c,
            `${Teacher(c)} viste fottrikset.`,
            `${Teacher(c)} viste hvordan man vikler tauet rundt den ene foten, og ${h(c)} kom halvveis opp.`,
            `${Teacher(c)} viste hvordan man vikler tauet rundt den ene foten og står på det, og ${h(c)} kom halvveis opp før armene sa stopp.`,
          )
        : null,
    (c) =>
      tried(c, 'boots')
        ? by(
            c,
            `${o(c)} dro støvelen løs. Svupp!`,
            `${o(c)} kom løpende, grep støvelen med begge hender og dro den løs med et stort svupp.`,
            `${o(c)} kom løpende, grep støvelen med begge hender og dro til den løsnet med det største svuppet noen av dem hadde hørt.`,
          )
        : null,
    (c) =>
      tried(c, 'sticker')
        ? by(
            c,
            `${Teacher(c)} skrev en ny.`,
            `${Teacher(c)} skrev en ny med store bokstaver og trykket den godt fast.`,
            `${Teacher(c)} skrev en ny med store, runde bokstaver og trykket den fast med tommelen. «Sånn. Nå vet alle hva du heter.»`,
          )
        : null,
    (c) =>
      tried(c, 'roll')
        ? by(
            c,
            `${Teacher(c)} viste: haka ned, og rull!`,
            `«Haka mot brystet, og skyv med begge beina,» sa ${teacher(c)}, og neste kollbøtte gikk rett.`,
            `«Haka mot brystet, flate hender, og skyv med begge beina samtidig,» sa ${teacher(c)}, og neste kollbøtte gikk like rett som en kjevle.`,
          )
        : null,
    (c) =>
      tried(c, 'line')
        ? by(
            c,
            `En gutt vinket. «Her!»`,
            `En gutt fra den riktige rekka vinket. «Hit, du er med oss!»`,
            `En gutt forrest i den riktige rekka vinket med begge armene. «Hit, du er på vårt lag!»`,
          )
        : null,
    (c) =>
      tried(c, 'snack')
        ? by(
            c,
            `${o(c)} fanget det og ga det tilbake.`,
            `${o(c)} stoppet det med foten og ga det tilbake med et glis.`,
            `${o(c)} stoppet det pent med den ene foten, plukket det opp og ga det tilbake med et glis, som om det skjedde hver dag.`,
          )
        : null,
  ];
}

/** Det hvert øyeblikk etterlater: én ting mindre å være redd for. */
const LEARNT: Record<string, (c: NoCtx) => string> = {
  hook: (c) =>
    by(
      c,
      `Nå visste ${h(c)} hvilken knagg som var ${c.hero.hans}.`,
      `Nå visste ${h(c)} hvilken knagg som var ${c.hero.hans}.`,
    ),
  hello: (c) =>
    by(
      c,
      `${h(c)} hadde sagt hei. Til én!`,
      `${h(c)} hadde sagt hei til én, og det var en begynnelse.`,
    ),
  lost: (c) =>
    by(c, `Nå visste ${h(c)} veien.`, `Nå visste ${h(c)} veien, og den var ikke så lang likevel.`),
  name: (c) => by(c, `Nå visste alle hva ${h(c)} het.`, `Nå visste alle i rommet hva ${h(c)} het.`),
  draw: (c) =>
    by(
      c,
      `Tegningen fikk sola si.`,
      `Tegningen fikk sola si likevel, og ${h(c)} skrev navnet sitt under.`,
    ),
  toilet: (c) =>
    by(
      c,
      `Nå visste ${h(c)} hvor do var.`,
      `Nå visste ${h(c)} hvor do var, og kunne finne det igjen.`,
    ),
  lunch: (c) =>
    by(
      c,
      `${h(c)} kunne knepet med matboksen nå.`,
      `${h(c)} kunne knepet med matboksen nå, og prøvde det to ganger til, bare for moro skyld.`,
    ),
  spill: (c) =>
    by(
      c,
      `Bordet var tørt. Ingen var sure.`,
      `Bordet var tørt igjen, og ingen var sure, ikke det minste.`,
    ),
  miss: (c) =>
    by(
      c,
      `${cap(carer(c))} kom snart. Det visste ${h(c)}.`,
      `${cap(carer(c))} skulle komme når viseren sto der, og ${h(c)} holdt et øye med klokka.`,
    ),
  story: (c) =>
    by(c, `Lesestunden ble det beste.`, `Helt foran ble lesestunden det beste med hele dagen.`),
  change: (c) =>
    by(
      c,
      `Neste gang skulle ${h(c)} knyte én sløyfe.`,
      `Neste gang, bestemte ${h(c)}, skulle lissene få én sløyfe og ikke noe mer.`,
    ),
  rules: (c) =>
    by(c, `Nå kunne ${h(c)} reglene også.`, `Nå kunne ${h(c)} reglene like godt som alle andre.`),
  sand: (c) =>
    by(
      c,
      `Tårnet sto, og ${o(c)} ble stående der.`,
      `Tårnet sto, og ${o(c)} ble stående like ved, med sand på hendene.`,
    ),
  shoes: (c) =>
    by(
      c,
      `De røde tøflene passet.`,
      `De røde tøflene passet, og ${h(c)} følte seg litt mer hjemme.`,
    ),
  song: (c) =>
    by(
      c,
      `Nå kunne ${h(c)} sangen.`,
      `Nå kunne ${h(c)} morgensangen, og kunne synge den i morgen også.`,
    ),
  tidy: (c) =>
    by(c, `${h(c)} visste hvor tingene skulle.`, `${h(c)} visste hvor alt hørte hjemme nå.`),
  rope: (c) =>
    by(
      c,
      `Halvveis opp! Neste gang høyere.`,
      `Halvveis opp i tauet var slett ikke dårlig på en første dag.`,
    ),
  boots: (c) =>
    by(
      c,
      `${o(c)} og ${h(c)} lo og lo.`,
      `${o(c)} og ${h(c)} lo hele veien tilbake til døra, med gjørmete sokker.`,
    ),
  sticker: (c) =>
    by(
      c,
      `Alle kunne lese navnet til ${h(c)}.`,
      `Nå kunne alle lese navnet til ${h(c)}, selv langt unna.`,
    ),
  roll: (c) => by(c, `${h(c)} kunne ta kollbøtte!`, `${h(c)} kunne ta kollbøtte nå, en rett en.`),
  line: (c) =>
    by(
      c,
      `Nå visste ${h(c)} hvilket lag.`,
      `Nå visste ${h(c)} hvilket lag som var ${c.hero.hans}.`,
    ),
  snack: (c) =>
    by(c, `${h(c)} og ${o(c)} delte eplet.`, `${h(c)} og ${o(c)} delte eplet, én bit hver.`),
};

/** Det et øyeblikk etterlater, fortalt én gang hver, og det helten gruet seg for som lagt bak seg. */
export function learnt(tried: Gate, dreaded: (c: NoCtx) => string): Line[] {
  return Object.entries(LEARNT).map(([k, text]) => (c: NoCtx) => {
    if (!tried(c, k) || c.handed([`learnt:${k}`]).length) return null;
    c.once([`learnt:${k}`]);
    if (k === dreaded(c))
      return by(
        c,
        `Det ${h(c)} var redd for, hadde skjedd. Og det gikk bra!`,
        `Akkurat det ${h(c)} hadde vært redd for, hadde skjedd, og det hadde gått bra.`,
      );
    return text(c);
  });
}
