// En piknik med en voksen i familien: kurven pakket hjemme med familiens mat, pledd og
// klesklyper fra snora, ballen og den gamle paraplyen fra boden, veien dit, pleddet bredt ut, og
// de små uhellene, hvert møtt med noe de hadde tatt med hjemmefra (maur, vinden og servietter,
// en veps, en hund etter maten, en regnskur); lek, maten delt, og hjem trøtte. Et kosedyr som
// familien nevnte, blir med i kurven og blir holdt og klemt.
import type { NoCtx } from '../../../compose/ctx-no';
import type { Bank } from '../../../compose/ctx-base';
import type { GoalTexts } from '../../../compose/pack-types';
import { by } from '../../by-band';
import { eachOnce } from '../../place-beats';
import { afterMoments, both, moments, type Moment } from '../../step-moments';
import {
  firstFood,
  foodsOf,
  hasToy,
  listOf,
  outingKey,
  toyIsBear,
  toyName,
} from '../../outing-beats';
import { goesAlong } from '../../grow-words';
import { cap } from '../../../text';

const h = (c: NoCtx) => c.hero.name;
const han = (c: NoCtx) => c.hero.han;
const Han = (c: NoCtx) => cap(han(c));
/** Den voksne som blir med: den som ble med, eller den som møtes hjemme. */
const f = (c: NoCtx) => goesAlong(c)?.name ?? 'pappa';
const F = (c: NoCtx) => cap(f(c));
const de = (c: NoCtx) => (c.friend ? c.team.name : h(c));
const De = (c: NoCtx) => cap(de(c));
/** Der pikniken er: «parken», «stranda». */
const there = (c: NoCtx) => c.target?.def ?? 'parken';
const THERE_IN: Record<string, string> = {
  park: 'i parken',
  beach: 'på stranda',
  meadow: 'på enga',
  lake: 'ved tjernet',
  hill: 'på haugen',
};
const thereIn = (c: NoCtx) => THERE_IN[c.target?.id ?? 'park'] ?? `i ${there(c)}`;
/** På stranda legges pleddet i gresset ovenfor sanden, der et tre gir skygge. */
const beachTop = (c: NoCtx) => (c.target?.id === 'beach' ? ' øverst på stranda' : '');
const spot = (c: NoCtx) => (c.target?.id === 'beach' ? 'i gresset øverst på stranda' : thereIn(c));
/** Familiens egen mat, eller vanlig nistemat. */
const food = (c: NoCtx) =>
  listOf(foodsOf(c, 'no'), 'og') || 'brødskiver med ost, epler og kanelboller';
/** Det hunden er ute etter: familiens første matvare, eller brødskivene. */
const treat = (c: NoCtx) => firstFood(c, 'no') ?? 'brødskivene';
/** Kosedyret: «Brumm», eller «bamsen». */
const toy = (c: NoCtx) => toyName(c) ?? (toyIsBear(c) ? 'bamsen' : 'kosedyret');
const Toy = (c: NoCtx) => cap(toy(c));
/** «bamsen Brumm», «kosedyret Nusse», eller «bamsen sin». */
const toyFull = (c: NoCtx) => {
  const what = toyIsBear(c) ? 'bamsen' : 'kosedyret';
  return toyName(c) ? `${what} ${toyName(c)}` : `${what} ${toyIsBear(c) ? 'sin' : 'sitt'}`;
};

/** Klesklypene ble tatt fra snora, ballen funnet og paraplyen tatt med fra boden. */
const pegged = (c: NoCtx) => c.handed(['garden:picnic#2']).length > 0;
const ball = (c: NoCtx) => c.handed(['woodshed:picnic#1']).length > 0;
/** Det som blir kastet til hunden: den røde ballen fra boden, eller en pinne. */
const toss = (c: NoCtx) => (ball(c) ? 'den røde ballen' : 'en lang pinne');
const umbrella = (c: NoCtx) => c.handed(['woodshed:picnic#2']).length > 0;

/** Uhellene som skjedde på piknikplassen, til å se tilbake på: maur, vinden, en veps og hunden. */
const mishaps = (c: NoCtx) => {
  const at = (k: number) => c.handed([`${c.target?.id ?? ''}:picnic#${k}`]).length > 0;
  return [
    ...(at(1) ? ['maur'] : []),
    ...(at(2) ? ['vinden'] : []),
    ...(at(3) ? ['en veps'] : []),
    'en sulten hund',
  ];
};

const STEPS: Record<string, Moment<NoCtx>[]> = {
  kitchen: [
    (c) =>
      by(
        c,
        `${h(c)} og ${f(c)} pakket ${listOf(foodsOf(c, 'no').slice(0, 2), 'og') || 'brødskiver'} i kurven.`,
        `På kjøkkenet pakket ${h(c)} og ${f(c)} den store piknikkurven: ${food(c)}, en flaske saft og en termos med te til ${f(c)}.`,
        `På kjøkkenet pakket ${h(c)} og ${f(c)} den store flettede piknikkurven med alt en piknik trenger: ${food(c)}, en flaske eplesaft, pappkrus og en termos med varm te til ${f(c)}, som sa at en piknik uten te bare var en halv piknik.`,
      ),
    both(
      (c) =>
        by(
          c,
          `Men lokket ville ikke lukke seg! Kurven var for full.`,
          `Men da ${h(c)} trykket lokket ned, ville det ikke lukke seg. Kurven var altfor full.`,
          `Men da ${h(c)} prøvde å lukke lokket, spratt det opp igjen som et troll i eske. ${h(c)} trykket, og så satte ${han(c)} seg på det, men lokket ville fortsatt ikke lukke seg: Kurven var rett og slett altfor full.`,
        ),
      (c) =>
        by(
          c,
          `${F(c)} la termosen i sekken. Da gikk lokket igjen. Klikk!`,
          `«Termosen kan ligge i sekken min,» sa ${f(c)}. Ut kom termosen, og lokket gikk igjen med et klikk.`,
          `«La oss tenke,» sa ${f(c)}. «Den tunge termosen kan få sitte i sekken min, og krusene kan stå inni hverandre.» ${h(c)} stablet krusene, ${f(c)} tok termosen, og denne gangen gikk lokket igjen med et lite klikk.`,
        ),
    ),
    (c) =>
      by(
        c,
        `${h(c)} fikk med syltetøy og et tefat. «Til vepsen,» sa ${f(c)}.`,
        `${h(c)} klemte ned et lite glass syltetøy og et tefat også. «Hva skal vi med tefatet?» spurte ${han(c)}. «Det får du se,» sa ${f(c)}.`,
        `I siste liten klemte ${f(c)} ned et lite glass syltetøy og et gammelt tefat. «Hva skal vi med tefatet?» spurte ${h(c)}. «Vepser,» sa ${f(c)} hemmelighetsfullt, «liker syltetøy enda bedre enn vi gjør. Det får du se.»`,
      ),
    (c) =>
      hasToy(c)
        ? by(
            c,
            `${Toy(c)} fikk plassen øverst i kurven.`,
            `${h(c)} hentet ${toyFull(c)} og la ${toy(c)} øverst i kurven, så bare ørene stakk opp.`,
            `Aller sist hentet ${h(c)} ${toyFull(c)}, for en piknik uten ${toy(c)} var ingen ordentlig piknik, og la ${toy(c)} øverst i kurven under serviettene, så bare to myke ører stakk opp.`,
          )
        : by(
            c,
            `${h(c)} brettet serviettene og la dem øverst.`,
            `Aller sist brettet ${h(c)} papirserviettene og la dem øverst i kurven, pent som en bunke brev.`,
          ),
    (c) =>
      by(
        c,
        `${F(c)} leste lista, og ${h(c)} krysset av.`,
        `${F(c)} leste opp lista, og ${h(c)} krysset av for hver ting: mat, saft, krus, servietter. «Salt?» «Har vi!»`,
        `Så leste ${f(c)} opp lista fra baksiden av en konvolutt, og ${h(c)} krysset av for hver ting med en blyant: mat, saft, krus, servietter, det lille glasset med syltetøy. «Salt til eggene?» «Har vi!» «Plaster, i tilfelle?» «Har vi!»`,
      ),
    (c) =>
      by(
        c,
        `Det luktet piknik på kjøkkenet.`,
        `Hele kjøkkenet luktet nybakt brød og epler, og magen til ${h(c)} rumlet allerede.`,
        `Nå luktet hele kjøkkenet nybakt brød og epler og sommer, og magen til ${h(c)} rumlet så høyt at ${f(c)} lo og sa at de fikk skynde seg før kurven ble spist opp hjemme.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} pakket maten inn i papir, én og én.`,
        `${h(c)} pakket maten inn i matpapir, én pakke om gangen, og skrev en bokstav på hver.`,
        `Så pakket ${h(c)} hver bit av maten inn i matpapir, én pen pakke om gangen, og skrev en stor bokstav på hver, så de kunne vite hva som var inni uten å åpne: B for brødskive, E for eple og et spørsmålstegn på den som var en overraskelse.`,
      ),
  ],
  garden: [
    (c) =>
      by(
        c,
        `Piknikpleddet hang på klessnora.`,
        `Ute i hagen hang det røde piknikpleddet på klessnora, der det hadde tørket siden morgenen.`,
        `Ute i hagen hang det gamle, rutete piknikpleddet på klessnora og blafret stille, der ${f(c)} hadde hengt det til tørk etter forrige piknik.`,
      ),
    both(
      (c) =>
        by(
          c,
          `Men katten lå og sov under det! Den var helt krøllet sammen.`,
          `Men da ${h(c)} skulle ta det ned, lå katten og sov i gresset under, i skyggen av pleddet.`,
          `Men da ${h(c)} strakte seg opp for å ta det ned, stoppet ${han(c)}. Under pleddet, i den kjølige skyggen, lå nabokatten krøllet sammen som en kanelbolle og sov tungt.`,
        ),
      (c) =>
        by(
          c,
          `${h(c)} tok pleddet ned helt stille. Katten sov videre.`,
          `${h(c)} tok av klypene helt forsiktig, én om gangen, og katten rørte bare litt på det ene øret og sov videre.`,
          `Så tok ${h(c)} av klypene helt forsiktig, én om gangen, mens ${han(c)} holdt pusten, og brettet pleddet over armen. Katten rørte bare på det ene øret og sov videre i sola.`,
        ),
    ),
    (c) =>
      by(
        c,
        `${h(c)} puttet klesklypene i lomma. «Mot vinden,» sa ${f(c)}.`,
        `«Ta med klypene også,» sa ${f(c)}. «Man vet aldri med vinden.» ${h(c)} puttet seks klesklyper i lomma.`,
        `«Ta med klypene også,» sa ${f(c)} og så opp på skyene som for over takene. «Man vet aldri med vinden.» Så fylte ${h(c)} lomma med seks klesklyper av tre, som klikket mot hverandre når ${han(c)} gikk.`,
      ),
    (c) =>
      by(
        c,
        `${F(c)} så opp på himmelen. Skyer!`,
        `${F(c)} så opp på himmelen over takene. «Noen skyer i vest,» sa ${f(c)}, «men de ser snille ut.»`,
        `${F(c)} sto på trappa og så opp på himmelen over takene. «Noen grå skyer der borte i vest,» sa ${f(c)}, «men de ser ut som snille skyer. Stort sett.»`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} plukket tre prestekrager til pleddet.`,
        `${h(c)} plukket tre prestekrager fra plenen, til å sette i et krus midt på pleddet.`,
        `På vei inn igjen plukket ${h(c)} tre prestekrager og en smørblomst fra plenen, for et piknikpledd ser bart ut uten blomster i et krus midt på.`,
      ),
    (c) =>
      by(
        c,
        `Naboen vinket over gjerdet.`,
        `Naboen vinket over gjerdet. «Skal dere på piknik?» ropte hun. «Så heldige dere er!»`,
        `Fru Berg i nabohuset vinket over gjerdet med hagehanskene på. «Skal dere på piknik?» ropte hun. «Så heldige dere er! Pass dere for vepsene, de er overalt denne uka.»`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} løp inn etter solhatten.`,
        `${h(c)} løp inn i huset etter en solhatt og kom ut igjen med den bak fram.`,
        `${h(c)} løp inn i huset etter en solhatt, for sola begynte å bli varm, og kom ut igjen med den bak fram, og ${f(c)} sa at det var det aller siste på moten.`,
      ),
  ],
  woodshed: [
    (c) =>
      by(
        c,
        `${h(c)} lette etter ballen i boden.`,
        `I boden lette ${h(c)} etter den store, røde ballen. Den lå ikke på hylla, og ikke i kassa.`,
        `I boden lette ${h(c)} etter den store, røde ballen, den som spratt høyere enn hekken. Den lå ikke på hylla, ikke i kassa med hageleker og ikke under trillebåra heller.`,
      ),
    (c) =>
      by(
        c,
        `Der var den, bak syklene! ${F(c)} pumpet den opp.`,
        `Til slutt fant ${h(c)} den, klemt bak syklene og litt flat. ${F(c)} pumpet den opp igjen.`,
        `Til slutt fikk ${h(c)} øye på den, klemt inn bak syklene, myk og litt lei seg. ${F(c)} fant pumpa, og ${h(c)} pumpet og pumpet til ballen var rund og hard igjen og spratt helt opp i taket på boden.`,
      ),
    (c) =>
      by(
        c,
        `${F(c)} tok med den store, gamle paraplyen.`,
        `${F(c)} tok den store, gamle paraplyen ned fra kroken også. «Bare i tilfelle,» sa ${f(c)} og blunket.`,
        `Før de gikk, tok ${f(c)} ned den store, gamle paraplyen fra kroken, den grønne med trehåndtak som var stor nok til tre. «Bare i tilfelle,» sa ${f(c)}. «Piknik og regn er gamle venner.»`,
      ),
    (c) =>
      by(
        c,
        `Det bodde en edderkopp i paraplyen! De slapp den ut.`,
        `Da ${f(c)} slo opp paraplyen, løp en liten edderkopp ut. ${h(c)} bar den bort til vedstabelen på et blad.`,
        `Da ${f(c)} slo opp paraplyen for å se over den, kom en liten, brun edderkopp løpende ut av foldene, helt forskrekket. ${h(c)} lot den klatre opp på et blad og bar den forsiktig bort til vedstabelen, der den kunne finne seg et nytt hjem.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} lukket døra til boden. Klar!`,
        `${h(c)} lukket døra til boden og vred om den lille nøkkelen. «Klar,» sa ${han(c)}.`,
        `${h(c)} lukket den knirkete døra til boden, vred om den lille nøkkelen og ble stående med ballen under armen. «Klar,» sa ${han(c)}. «Klar for hva som helst.»`,
      ),
  ],
  way: [
    (c) =>
      by(
        c,
        `${De(c)} gikk av sted med kurven mellom seg.`,
        `${De(c)} gikk av sted med kurven dinglende mellom seg og paraplyen under armen til ${f(c)}.`,
        `Endelig gikk ${de(c)} av sted, med kurven dinglende mellom seg, ballen sprettende foran og den store paraplyen under armen til ${f(c)} som et sverd.`,
      ),
    both(
      (c) =>
        by(
          c,
          `Kurven ble tyngre og tyngre. Armen til ${h(c)} verket.`,
          `Men kurven ble tyngre for hvert skritt, og armen til ${h(c)} begynte å verke.`,
          `Men en piknikkurv full av mat blir tyngre for hvert skritt, det vet alle, og snart verket armen til ${h(c)}, og ${c.hero.gen} side av kurven hang lavere og lavere.`,
        ),
      (c) =>
        by(
          c,
          `De stakk paraplyen gjennom hanken. Så bar de kurven sammen.`,
          `${F(c)} stakk paraplyen gjennom hanken, og så bar de kurven mellom seg som en skattkiste.`,
          `Da fikk ${f(c)} en idé. ${F(c)} stakk den lange paraplyen gjennom hanken på kurven, og så bar de den mellom seg, én i hver ende, som to oppdagelsesreisende med en skattkiste, og den var ikke tung i det hele tatt.`,
        ),
    ),
    (c) =>
      hasToy(c)
        ? by(
            c,
            `${Toy(c)} humpet med øverst i kurven.`,
            `${Toy(c)} humpet med øverst i kurven, og av og til ga ${h(c)} ${toy(c)} en liten klem.`,
            `${Toy(c)} satt øverst i kurven hele veien og humpet opp og ned, og av og til strakte ${h(c)} seg bort og ga ${toy(c)} en klem, bare for å sjekke at ingen hadde falt ut.`,
          )
        : by(
            c,
            `De sang en gåsang.`,
            `De sang en gåsang for å holde takten, og ballen spratt foran dem.`,
          ),
    (c) =>
      by(
        c,
        `De stoppet ved veien og så seg godt for.`,
        `Ved veien stoppet de, så til venstre og til høyre og til venstre igjen, og gikk over hånd i hånd.`,
        `Ved den store veien stoppet de ved fortauskanten, så til venstre og til høyre og til venstre igjen, og ventet til en rød buss hadde rumlet forbi, før de gikk over, hånd i hånd, med kurven dinglende.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} hoppet over en sølepytt. Plask!`,
        `${h(c)} hoppet over en sølepytt, nesten, og ${f(c)} lot som om ingen så den våte sokken.`,
        `${h(c)} tok sats og hoppet over en stor sølepytt, og klarte det nesten, og ${f(c)} var snill nok til å late som om ingen hadde sett den ene våte sokken.`,
      ),
    (c) =>
      by(
        c,
        `En andemor og andungene gikk over stien.`,
        `En andemor og seks andunger vraltet over stien, og ${h(c)} og ${f(c)} sto stille og lot dem gå forbi.`,
        `Halvveis dit kom en andemor og seks dunete andunger vraltende over stien i en vaklevoren rekke, og ${h(c)} og ${f(c)} sto stille som statuer med kurven mellom seg, helt til den aller siste andungen hadde hoppet ut i gresset.`,
      ),
    (c) =>
      by(
        c,
        `Så så de ${there(c)}.`,
        `Så kom de rundt svingen, og der lå ${there(c)}, grønn og solfylt, og ventet.`,
        `Så kom de rundt den siste svingen, og der lå ${there(c)}, stor og grønn og solfylt, som om den hadde ventet hele morgenen bare på dem.`,
      ),
  ],
  there: [
    (c) =>
      by(
        c,
        `De bredte pleddet ut i gresset${beachTop(c)}.`,
        `${De(c)} fant en solrik plass ${spot(c)} og bredte ut det røde pleddet, glatt og fint.`,
        `${De(c)} gikk rundt til de fant den perfekte plassen ${spot(c)}, flat og solrik, med et stort tre like ved til skygge, og sammen ristet de ut det røde pleddet og lot det dale ned på bakken.`,
      ),
    both(
      (c) =>
        by(
          c,
          `Men maur kom marsjerende over pleddet! De var på vei til kurven.`,
          `Men så snart de satte seg, kom en lang rekke maur marsjerende over pleddet, rett mot kurven.`,
          `Men de hadde knapt satt seg før ${h(c)} så en liten, svart stripe som beveget seg over rutene: maur, hundrevis av dem, som marsjerte rett mot kurven, for de hadde lagt pleddet like ved en maurtue.`,
        ),
      (c) =>
        by(
          c,
          `De flyttet pleddet bort fra maurtua. Der var det ingen maur.`,
          `Så tok de pleddet i hjørnene og flyttet det et godt stykke bort fra maurtua.`,
          `«De var her først,» lo ${f(c)}. Så ristet de maurene forsiktig av, tok pleddet i alle fire hjørnene og bar det et godt stykke bort fra maurtua, dit gresset var kort og ingen bodde.`,
        ),
    ),
    both(
      (c) =>
        by(
          c,
          `Vips! Vinden tok serviettene! De fløy som hvite fugler.`,
          `Så kom et vindkast susende og løftet serviettene og hjørnet av pleddet opp i lufta.`,
          `Så kom et vindkast susende over ${there(c)}. Det løftet hjørnene på pleddet, kastet serviettene opp i lufta som hvite fugler og prøvde å ta med seg pappkrusene også.`,
        ),
      (c) =>
        !pegged(c)
          ? by(
              c,
              `De holdt alt nede med skoene sine.`,
              `${h(c)} fanget serviettene, og de la skoene og den tunge kurven på hjørnene av pleddet, så fikk vinden blåse så mye den ville.`,
            )
          : by(
              c,
              `${h(c)} festet alt med klesklypene. Nå kunne vinden bare blåse.`,
              `Men ${h(c)} hadde klesklypene! ${Han(c)} klypte serviettene fast i kurven og hjørnene av pleddet fast i gresset.`,
              `Men ${h(c)} husket klesklypene i lomma. ${Han(c)} løp etter serviettene, fanget dem og klypte dem fast i hanken på kurven, og hjørnene av pleddet klypte ${han(c)} fast i gresstuster, så fikk vinden blåse så mye den ville.`,
            ),
    ),
    both(
      (c) =>
        by(
          c,
          `En veps surret rundt saften. ${h(c)} satt helt stille.`,
          `Da de skjenket saft, kom en veps surrende, rundt og rundt krusene og nesen til ${h(c)}.`,
          `Da de skjenket eplesaft, kom en veps surrende fra ingensteds, rundt og rundt krusene og rundt nesen til ${h(c)}, og ${h(c)} satt stille som en stein, og det er det vanskeligste i verden når man har en veps på kneet.`,
        ),
      (c) =>
        by(
          c,
          `${F(c)} satte syltetøy på tefatet, langt unna. Vepsen fløy dit.`,
          `${F(c)} la en skje syltetøy på tefatet og satte det noen skritt unna. Vepsen fløy rett dit.`,
          `«Nå skal du få se hva tefatet er til,» hvisket ${f(c)}. ${F(c)} la en stor skje syltetøy på det gamle tefatet og satte det i gresset noen skritt unna, og vepsen forlot saften med en gang, satte seg på syltetøyet og surret fornøyd, og der ble den.`,
        ),
    ),
    (c) =>
      by(
        c,
        `Så lekte de ${ball(c) ? 'med ballen' : 'sisten'} til de ble andpustne.`,
        ball(c)
          ? `Så lekte de med den røde ballen: kaste, ta imot og løpe etter, til begge var helt andpustne.`
          : `Så lekte de sisten rundt treet og gjemsel bak det, til begge var helt andpustne.`,
        ball(c)
          ? `Etterpå lekte de med den røde ballen, kastet og tok imot og løp etter, og ${h(c)} sparket den så høyt at den nesten havnet oppe i treet, og de løp til de var røde i ansiktet og måtte legge seg ned på pleddet for å få igjen pusten.`
          : `Etterpå lekte de sisten rundt det store treet og så gjemsel, selv om det bare fantes ett tre å gjemme seg bak, og de løp til de var røde i ansiktet og måtte legge seg ned på pleddet for å få igjen pusten.`,
      ),
    (c) =>
      hasToy(c)
        ? by(
            c,
            `${h(c)} lagde en blomsterkrans til ${toy(c)}.`,
            `${h(c)} lagde en krans av prestekrager og hengte den rundt halsen på ${toy(c)}, og ${toy(c)} så veldig fin ut.`,
            `Så plukket ${h(c)} prestekrager og lagde en lang blomsterkrans, med et lite hull i hver stilk, og hengte den rundt halsen på ${toy(c)} som et kongelig smykke og satte ${toy(c)} opp på kurven så alle kunne beundre det.`,
          )
        : by(
            c,
            `${h(c)} lagde en blomsterkrans.`,
            `${h(c)} lagde en krans av prestekrager og hengte den rundt halsen på ${f(c)}, som et kongelig smykke.`,
          ),
    (c) =>
      by(
        c,
        `${F(c)} duppet av og snorket. ${h(c)} fniste.`,
        `${F(c)} la seg bakover en liten stund og duppet av med et lite snork, helt til ${h(c)} kilte ${f(c)} på nesa med et gresstrå.`,
        `${F(c)} la seg bakover på pleddet, bare en liten stund, og duppet av med et lite snork, helt til ${h(c)} listet seg bort og kilte ${f(c)} på nesa med et langt gresstrå, og ${f(c)} nøs så kraftig at en svarttrost fløy opp fra treet.`,
      ),
    (c) =>
      by(
        c,
        `En grå sky kom over trærne.`,
        `Så kom en grå sky seilende over trærne, og vinden luktet regn.`,
        `Så kom en av de grå skyene fra vest seilende sakte over trærne, og vinden ble kjølig og luktet regn, og ${f(c)} så opp på den og sa: «Hmm.»`,
      ),
  ],
};

const step = moments<NoCtx>('picnic', STEPS, outingKey);

const quiet: Bank<NoCtx> = afterMoments<NoCtx>(
  'picnic',
  STEPS,
  outingKey,
  eachOnce<NoCtx>('picnic-quiet', [
    (c) =>
      outingKey(c) === 'kitchen'
        ? by(
            c,
            `Kjelen sang på komfyren.`,
            `Kjelen sang på komfyren til teen til ${f(c)}, og klokka på veggen tikket mot pikniktid.`,
          )
        : null,
    (c) =>
      outingKey(c) === 'garden'
        ? by(
            c,
            `En svarttrost hoppet rundt på plenen.`,
            `En svarttrost hoppet rundt på plenen og lette etter mark, og brydde seg ikke det minste om piknik.`,
          )
        : null,
    (c) =>
      outingKey(c) === 'woodshed'
        ? by(
            c,
            `Det luktet ved og gamle epler i boden.`,
            `Det luktet sagflis og gamle epler i boden, og lyset kom inn gjennom en sprekk i døra.`,
          )
        : null,
    (c) =>
      outingKey(c) === 'way'
        ? by(
            c,
            `${h(c)} telte skrittene høyt.`,
            `${h(c)} telte skrittene høyt, kom til hundre og førti, mistet tellingen og begynte på nytt.`,
          )
        : null,
    (c) =>
      outingKey(c) === 'way'
        ? by(
            c,
            `Sola varmet på ryggen.`,
            `Sola varmet på ryggen, og kurven knirket i takt med skrittene.`,
          )
        : null,
    (c) =>
      outingKey(c) === 'there'
        ? by(
            c,
            `En humle surret i kløveren.`,
            `En tjukk humle surret i kløveren ved siden av pleddet, altfor travel til å plage noen.`,
          )
        : null,
    (c) =>
      outingKey(c) === 'there' && hasToy(c)
        ? by(
            c,
            `${h(c)} ga ${toy(c)} en klem.`,
            `${h(c)} satte ${toy(c)} opp mot kurven, så ${toy(c)} kunne se alt sammen også.`,
          )
        : null,
    (c) =>
      outingKey(c) === 'there'
        ? by(
            c,
            `${F(c)} la seg ned og så på skyene.`,
            `${F(c)} la seg bakover på pleddet og fant en sky som lignet en kanin, og ${h(c)} fant en som lignet en støvel.`,
          )
        : null,
  ]),
);

export const picnic: GoalTexts<NoCtx> = {
  want: [
    (c) =>
      by(
        c,
        hasToy(c)
          ? `I dag skulle ${h(c)}, ${f(c)} og ${toy(c)} på piknik!`
          : `I dag skulle ${h(c)} og ${f(c)} på piknik!`,
        `I dag skulle ${h(c)} og ${f(c)} på piknik ${thereIn(c)}, og ${h(c)} hadde gledet seg hele uka.${hasToy(c) ? ` Det hadde ${toyFull(c)} også, for ${toy(c)} skulle selvfølgelig være med, godt under armen til ${h(c)}.` : ''}`,
      ),
  ],
  show: [
    (c) =>
      by(
        c,
        `${h(c)} elsket å spise ute.`,
        `Mat smaker dobbelt så godt ute, sa ${h(c)} alltid, og piknik er den beste måten å spise ute på.`,
      ),
  ],
  problem: [
    (c) =>
      by(
        c,
        `Men en piknik trenger mange ting.`,
        `Men en piknik trenger mange ting: en kurv, et pledd, mat til alle og flaks med været.`,
      ),
  ],
  decide: [
    (c) =>
      by(
        c,
        `«Vi gjør alt klart!» sa ${h(c)}.`,
        `«Vi gjør alt klart,» sa ${h(c)}, «og så drar vi!»`,
      ),
  ],
  attempt: [...step, ...quiet],
  progress: [...step, ...quiet],
  advice: eachOnce<NoCtx>('picnic-advice', [
    (c) =>
      c.helper
        ? by(
            c,
            `«Ta med noe mot regnet,» sa ${c.helper.name}.`,
            `«Ta med noe mot regnet,» sa ${c.helper.name}, «og noe mot vinden også.»`,
          )
        : null,
  ]),
  ask: eachOnce<NoCtx>('picnic-ask', [
    (c) =>
      by(
        c,
        `«Er det plass til alt?» spurte ${h(c)}.`,
        `«Får vi plass til alt i én kurv?» spurte ${h(c)} ${c.helper?.name ?? f(c)}.`,
      ),
  ]),
  turn: {
    brave: [
      (c) =>
        by(
          c,
          `En stor hund kom løpende etter ${treat(c)}! ${h(c)} kastet ${toss(c)}.`,
          `Da kom en stor, lodden hund byksende over ${there(c)}, med nesa først, rett mot ${treat(c)}. ${h(c)} løp ikke sin vei. ${Han(c)} grep ${toss(c)} og kastet så langt ${han(c)} kunne, og hunden snudde og sprang etter.`,
        ),
    ],
    together: [
      (c) =>
        by(
          c,
          `En hund ville ha ${treat(c)}! De kastet ${toss(c)} sammen.`,
          `Da kom en stor, lodden hund byksende over ${there(c)}, rett mot ${treat(c)}. «${ball(c) ? 'Ballen' : 'En pinne'}!» ropte ${h(c)} og ${f(c)} samtidig, og sammen kastet de ${toss(c)} langt, langt av gårde, og hunden sprang etter.`,
        ),
    ],
    gift: [
      (c) =>
        c.gift
          ? by(
              c,
              `En hund ville ha ${treat(c)}! ${h(c)} kastet ${toss(c)}.`,
              `Da kom en stor, lodden hund byksende rett mot ${treat(c)}. ${h(c)} viftet med ${c.gift.def} så den så opp, og så kastet ${han(c)} ${toss(c)} langt av gårde, og hunden sprang etter.`,
            )
          : null,
    ],
    clever: [
      (c) =>
        by(
          c,
          `En hund ville ha ${treat(c)}. ${h(c)} kastet ${toss(c)} i stedet!`,
          `Da kom en stor, lodden hund byksende rett mot ${treat(c)}. ${h(c)} tenkte fort: Hunder elsker mat, men de elsker å apportere enda mer. ${Han(c)} kastet ${toss(c)} langt av gårde, og vips, så var hunden borte.`,
        ),
    ],
  },
  resolution: [
    (c) =>
      by(
        c,
        `Hunden kom tilbake med ${ball(c) ? 'ballen' : 'pinnen'}. Så spiste de ${treat(c)} og alt det andre.`,
        `Hunden kom logrende tilbake med ${ball(c) ? 'ballen' : 'pinnen'}, og eieren kom løpende og sa unnskyld. Så satte ${h(c)} og ${f(c)} seg på det røde pleddet og spiste, ${treat(c)} først og så alt det andre i kurven, hver eneste smule, og alt smakte dobbelt så godt ute.`,
      ),
  ],
  home: eachOnce<NoCtx>('picnic-home', [
    (c) =>
      by(
        c,
        `De gikk hjem, trøtte og glade. Kurven var tom og lett.`,
        `${De(c)} gikk hjem med den tomme kurven, trøtte og klissete og glade.`,
        `${De(c)} gikk hjem med den tomme kurven, trøtte og klissete og glade. ${umbrella(c) ? `Halvveis hjem kom det en grå sky som slapp regnet sitt, dryppe-drypp, men ${f(c)} slo opp den store, grønne paraplyen, og de gikk videre tørre under den, de to og kurven, med en regnbue bak seg.` : `Halvveis hjem kom det en grå sky som slapp regnet sitt, dryppe-drypp, og de løp det siste stykket hånd i hånd og lo, med en regnbue bak seg.`}`,
      ),
    (c) =>
      !c.handed(['story:picnic-home:0']).length
        ? null
        : hasToy(c)
          ? by(
              c,
              `${Toy(c)} sovnet i kurven.`,
              `På veien sovnet ${toy(c)} i den tomme kurven, og da de kom hjem, hadde ${h(c)} nesten sovnet også.`,
            )
          : by(
              c,
              `Hjemme ristet ${h(c)} smulene av pleddet.`,
              `Hjemme ristet ${h(c)} smulene av pleddet til fuglene og hengte det opp på snora igjen.`,
            ),
    (c) =>
      !c.handed(['story:picnic-home:0']).length
        ? null
        : by(
            c,
            `Til kvelds fortalte ${h(c)} om hele pikniken, fra lokket til hunden.`,
            `Til kvelds fortalte ${h(c)} om hele pikniken, fra lokket som ikke ville lukke seg, til hunden som ville ha ${treat(c)}, og ${f(c)} gjorde bjeffingen.`,
          ),
    (c) =>
      !c.handed(['story:picnic-home:0']).length
        ? null
        : by(
            c,
            `${F(c)} vasket krusene, og ${h(c)} tørket.`,
            `Så vasket ${f(c)} krusene og tefatet, og ${h(c)} tørket dem og satte kurven tilbake på hylla, klar til neste gang.`,
          ),
  ]),
  reflection: eachOnce<NoCtx>('picnic-reflection', [
    (c) =>
      by(
        c,
        `Mat smaker best ute, tenkte ${h(c)}.`,
        mishaps(c).length > 1
          ? `${cap(listOf(mishaps(c), 'og'))}, tenkte ${h(c)}, og likevel var det den beste pikniken noensinne. Kanskje nettopp derfor.`
          : `Det var den beste pikniken noensinne, tenkte ${h(c)}, sulten hund og alt.`,
      ),
  ]),
  refrain: [() => `Kurv og pledd og syltetøy, på piknik skal vi, hei og hoi!`],
  title: [
    (c) => `${h(c)} på piknik`,
    (c) => `Piknik ${thereIn(c)}`,
    (c) => `${h(c)} og piknikkurven`,
  ],
};

/** Ut på kjøkkenet, i hagen, i boden; veien; piknikplassen. */
const GO: Record<string, (c: NoCtx) => string> = {
  kitchen: (c) =>
    by(c, `Først gikk ${de(c)} ut på kjøkkenet.`, `Først gikk ${de(c)} ut på kjøkkenet.`),
  garden: (c) => by(c, `${h(c)} løp ut i hagen.`, `Så løp ${h(c)} ut i hagen for å hente pleddet.`),
  woodshed: (c) =>
    by(c, `${De(c)} gikk ut i boden.`, `Så gikk ${de(c)} ut i boden for å hente ballen.`),
  way: (c) =>
    by(
      c,
      `Så gikk de av sted til ${there(c)}.`,
      `Så gikk de av sted til ${there(c)}, ${c.place.in === 'i bygda' ? 'gjennom bygda' : `langs stien ${c.place.in}`}.`,
    ),
  there: (c) => by(c, `Endelig kom de fram til ${there(c)}.`, `Endelig var de ${thereIn(c)}.`),
};

export const picnicScenes = {
  titles: [] as Bank<NoCtx>,
  travel: [(c: NoCtx) => GO[outingKey(c)]?.(c) ?? null] as Bank<NoCtx>,
};
