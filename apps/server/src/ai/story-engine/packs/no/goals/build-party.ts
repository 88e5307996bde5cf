// Et bursdagsselskap som blir forberedt og feiret: invitasjonene, ballongene, kaka; det som går
// galt på hvert sted (kaka synker, ballongene flyr av gårde, regn over hagen, gaven er utsolgt);
// reserven som sto på lista fra starten og redder dagen; så gjestene, lysene og ønsket. Et
// overraskelsesselskap holdes hemmelig helt til den det gjelder, kommer inn døra.
import { NUMBERS_NO } from '../../../lexicon/features';
import type { NoCtx } from '../../../compose/ctx-no';
import type { GoalTexts } from '../../../compose/pack-types';
import { by } from '../../by-band';
import {
  eachStep,
  firstHere,
  onceHere,
  onceInStory,
  toldHere,
  partyHitch,
  partySpare,
  type PartyHitch,
  type PartySpare,
} from '../../family-beats';
import { laterFixes, laterHitches, partyAdvice, partyDone, partyPaid } from './party-steps';

const h = (c: NoCtx) => c.hero.name;
const Han = (c: NoCtx) => c.hero.han.charAt(0).toUpperCase() + c.hero.han.slice(1);
/** Hvem som har bursdag: den det er til, eller helten selv. */
const own = (c: NoCtx) => !c.recipient;
const who = (c: NoCtx) => c.recipient?.name ?? h(c);
/** Den som har bursdag, først i en setning: «Mamma kom inn». */
const Who = (c: NoCtx) => who(c).charAt(0).toUpperCase() + who(c).slice(1);
/** Opp til tolv: leksikonets tallord, og de to en bursdag ennå kan nå. */
const TALL = [...NUMBERS_NO, 'elleve', 'tolv'];
const tall = (n: number) => TALL[n] ?? String(n);
/** «alle fem lysene», eller bare «lysene» når alderen ikke er sagt. */
const lys = (c: NoCtx) =>
  c.age && c.age > 1 && c.age <= 12 ? `alle ${tall(c.age)} lysene` : '{lysene|alle lysene}';
/** Den som hjelper: en voksen her, ellers vennen eller kjæledyret ved siden av helten. */
const aide = (c: NoCtx) =>
  c.helper?.name ??
  c.friend?.name ??
  c.helpersMet[0]?.name ??
  (who(c) === 'bestemor' ? 'bestefar' : 'bestemor');
/** Gjestene: de som ble møtt underveis, og en venn. */
const gjester = (c: NoCtx) => {
  const names = [
    ...new Set([...c.helpersMet.map((a) => a.name), ...(c.friend ? [c.friend.name] : [])]),
  ]
    .filter((n) => n !== who(c))
    .slice(0, 3);
  if (!names.length) return 'alle naboene';
  if (names.length === 1) return `${names[0]} og naboene`;
  return `${names.slice(0, -1).join(', ')} og ${names[names.length - 1]}`;
};
const secret = (c: NoCtx) => c.surprise && !own(c);

/** Reserven slik den legges klar, og slik den redder selskapet. */
const SPARE: Record<PartySpare, { ready: string; def: string; saves: (c: NoCtx) => string }> = {
  ribbon: {
    ready: 'en lang rull med rødt gavebånd',
    def: 'det røde gavebåndet',
    saves: (c) =>
      `knøt ${h(c)} hver eneste ballong fast til stolene med det røde båndet, med dobbel knute, så ikke én kunne fly sin vei`,
  },
  umbrella: {
    ready: 'den store, gamle hageparasollen fra boden',
    def: 'den store parasollen',
    saves: (c) =>
      `slo ${h(c)} opp den store parasollen over bordet, og kaka holdt seg tørr som en kjeks`,
  },
  berries: {
    ready: 'en hel bolle med jordbær',
    def: 'jordbærene',
    saves: (c) => `fylte ${h(c)} gropa midt i kaka med jordbær, og nå så den ut som ei krone`,
  },
  song: {
    ready: 'en bursdagssang med et hemmelig ekstravers',
    def: 'bursdagssangen',
    saves: (c) =>
      `klatret ${h(c)} opp på en stol og sang sangen med det hemmelige ekstraverset, og alle sang med`,
  },
};
const spare = (c: NoCtx) => SPARE[partySpare(c)];

/** Det som skal gjøres klart. */
const LISTE =
  '{invitasjoner, ballonger og ei kake|ballonger, ei kake og en gave|ei kake, ballonger og invitasjoner|invitasjoner, en gave og ei stor kake}';

export const party: GoalTexts<NoCtx> = {
  want: [
    (c) =>
      by(
        c,
        own(c)
          ? `Snart skulle ${h(c)} ha bursdag${c.age ? ` og fylle ${tall(c.age)} år` : ''}!`
          : `Snart hadde ${who(c)} bursdag, og ${h(c)} hadde en plan.`,
        own(c)
          ? `Bare én natt til, så hadde ${h(c)} bursdag${c.age ? ` og fylte ${tall(c.age)} år` : ''}. ${Han(c)} ville ha et ordentlig selskap, med ${LISTE}.`
          : `Snart hadde ${who(c)} bursdag${c.age ? ` og skulle fylle ${tall(c.age)} år` : ''}, og ${h(c)} ville lage et ordentlig selskap, med ${LISTE}.`,
        own(c)
          ? `I morgen hadde ${h(c)} bursdag${c.age ? ` og fylte ${tall(c.age)} år` : ''}, og ${c.hero.han} hadde talt nettene i flere uker. Det skulle bli selskap, et ordentlig et, med ${LISTE}.`
          : `Bursdagen til ${who(c)} nærmet seg${c.age ? `, hele ${tall(c.age)} år` : ''}, og ${h(c)} hadde bestemt seg: I år skulle det bli et ordentlig selskap, med ${LISTE}, og ${h(c)} skulle ordne alt sammen.`,
      ),
    (c) =>
      secret(c)
        ? by(
            c,
            `${h(c)} planla et overraskelsesselskap for ${who(c)}. Hysj!`,
            `${h(c)} planla et overraskelsesselskap til bursdagen til ${who(c)}. Det vanskeligste? ${Who(c)} måtte ikke få vite noe.`,
            `${h(c)} planla noe stort: et overraskelsesselskap til bursdagen til ${who(c)}, og alt sammen måtte holdes hemmelig helt til siste øyeblikk.`,
          )
        : null,
  ],
  show: [
    (c) =>
      by(
        c,
        `${h(c)} tegnet selskapet: ballonger og ei stor kake.`,
        `${h(c)} tegnet hele selskapet på et stort ark: ballongene, kaka med ${lys(c)} og alle som sang.`,
        `${h(c)} tegnet hele selskapet på baksida av en gammel plakat, fra ballongene ved døra til kaka med ${lys(c)}, og alle gjestene med åpen munn midt i sangen.`,
      ),
    (c) =>
      by(
        c,
        `Nederst på lista sto det: ${spare(c).ready}.`,
        `Nederst på lista skrev ${h(c)}, for sikkerhets skyld: ${spare(c).ready}.`,
        `Aller nederst på lista, understreket to ganger, la ${h(c)} til noe for sikkerhets skyld: ${spare(c).ready}.`,
      ),
  ],
  problem: [
    (c) =>
      by(
        c,
        `Men det var så mye å gjøre!`,
        `Men det var så mye som skulle gjøres klart, og bare én dag å gjøre det på.`,
        `Men da ${h(c)} leste lista en gang til, var den veldig lang, og dagen var veldig kort.`,
      ),
    (c) =>
      secret(c)
        ? by(
            c,
            `Og ${who(c)} fikk ikke se noe.`,
            `Og alt måtte gjøres uten at ${who(c)} så en eneste ballong.`,
            `Og alt sammen måtte skje rett under nesa på ${who(c)}, uten at ${c.recipient?.han ?? 'noen'} merket noe som helst.`,
          )
        : null,
  ],
  decide: [
    (c) =>
      by(
        c,
        `«Først kake, så ballonger!» sa ${h(c)}.`,
        `«Først kaka, så ballongene,» sa ${h(c)} og brettet opp ermene. «Nå gjør vi klart til selskap!»`,
        `«Greit,» sa ${h(c)} og stakk lista i lomma. «Én ting om gangen, så er selskapet klart før lysene blir tent.»`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} skrev en liste: ${LISTE}.`,
        `${h(c)} skrev en liste, krysset av den første ruta med en sving og satte i gang.`,
        `${h(c)} skrev en liste med ei rute å krysse av for hver jobb, og krysset av den første før den var gjort, bare for å få hell.`,
      ),
  ],
  attempt: firstHere<NoCtx>(
    'hitch',
    eachStep<NoCtx, PartyHitch>(partyHitch, {
      cake: (c) =>
        by(
          c,
          `Kaka kom i ovnen. Så sank den!`,
          `${h(c)} rørte røren {glatt|til armen verket} og satte forma i ovnen, men kaka sank sammen i midten som en liten dam.`,
          `${h(c)} veide og rørte og satte forma i ovnen, og en stund hevet kaka seg så fint, men så sank den sammen i midten med et lite sukk.`,
        ),
      balloons: (c) =>
        by(
          c,
          `Svisj! Ballongene fløy av gårde.`,
          `${h(c)} blåste opp ballongene ${c.place.in}, men et vindkast rev tre av dem løs, og de seilte av gårde over {gjerdet|hekken|takene}.`,
          `${h(c)} blåste opp ballong etter ballong til kinnene verket, men et frekt vindkast nappet med seg hele bunten, og den seilte over {gjerdet|hekken} som en flokk fargerike fugler.`,
        ),
      rain: (c) =>
        by(
          c,
          `Så begynte det å regne på selskapstingene.`,
          `Akkurat da bordet sto ferdig dekket ${c.place.in}, begynte store, grå dråper å falle, plipp, plopp, på papptallerkenene.`,
          `Akkurat da bordet var dekket ${c.place.in}, gled ei grå sky foran sola, og tunge regndråper begynte å falle på papptallerkenene og serviettene.`,
        ),
      garland: (c) =>
        by(
          c,
          `Girlanderen revnet i to.`,
          `${h(c)} hengte opp papirgirlanderen ${c.place.in}, men den revnet på midten og falt ned i gresset.`,
          `${h(c)} klatret opp for å henge den lange papirgirlanderen ${c.place.in}, men den hektet seg fast i en gren, revnet i to og dalte ned i gresset.`,
        ),
      present: (c) =>
        by(
          c,
          `Gaven ${h(c)} ville ha, var utsolgt.`,
          `${c.place.in} var hylla der gaven skulle stå, tom. «Utsolgt i morges,» sa damen i kassa.`,
          `${c.place.in} løp ${h(c)} bort til hylla der gaven hadde stått forrige uke, men der var det bare et tomt hull og en liten lapp: UTSOLGT.`,
        ),
      invites: (c) =>
        by(
          c,
          `Limet fikk invitasjonene til å klistre seg sammen.`,
          `${h(c)} skrev invitasjonene, men limet rant, og alle klistret seg sammen til én klumpete bunke.`,
          `${h(c)} skrev invitasjonene med sine fineste bokstaver, men glitterlimet rant, og snart satt de fast i hverandre som én glitrende, klumpete murstein.`,
        ),
      ...laterHitches,
    }),
    [
      (c) =>
        by(
          c,
          `Oi! ${h(c)} sølte {glitteret|strøsselet|konfettien}.`,
          `Så veltet ${h(c)} {glitteret|strøsselet|konfettien} ${c.place.in}, og det havnet {overalt|utover hele gulvet|i hver eneste sprekk}.`,
          `Så traff albuen til ${h(c)} glasset med {glitter|strøssel|konfetti} ${c.place.in}, og det havnet overalt: i håret, i sokkene og i hver eneste sprekk.`,
        ),
      (c) =>
        // Candles already bought are not lost again.
        c.stepsTaken().includes('candles')
          ? null
          : by(
              c,
              `Hvor var lysene? Ingen visste det!`,
              `«Hvor er lysene?» ropte ${h(c)}. De lå ikke i skuffen, og ikke i skapet heller.`,
              `«Har noen sett bursdagslysene?» ropte ${h(c)}, men de lå ikke i skuffen, ikke i skapet og ikke på noen av stedene der lys pleier å gjemme seg.`,
            ),
      (c) =>
        c.friend && !c.friend.person
          ? by(
              c,
              `${c.friend.name} stakk av med en bursdagshatt!`,
              `${c.friend.name} snappet en bursdagshatt og løp rundt og rundt ${c.place.in} med den.`,
              `${c.friend.name} trodde bursdagshattene var en ny lek, snappet en og raste rundt og rundt ${c.place.in}, svært fornøyd med seg selv.`,
            )
          : null,
      (c) =>
        secret(c)
          ? by(
              c,
              `«Hva er det?» spurte ${who(c)}. ${h(c)} gjemte det fort.`,
              `Skritt i gangen! ${Who(c)} holdt på å komme inn, og ${h(c)} gjemte alt bak ryggen i siste liten.`,
              `Så kom det skritt i gangen, og ${h(c)} måtte gjemme alt bak ryggen og smile som om ingenting var på gang.`,
            )
          : null,
    ],
    undefined,
    true,
  ),
  progress: firstHere<NoCtx>(
    'fix',
    eachStep<NoCtx, PartyHitch>(partyHitch, {
      cake: (c) =>
        by(
          c,
          `De bakte ei ny kake, og den hevet seg.`,
          `Denne gangen åpnet ingen ovnsdøra for å kikke, og den nye kaka hevet seg {høy og gyllen|rund og stolt}.`,
          `Denne gangen åpnet ingen ovnsdøra for å kikke, ikke én eneste gang, og den nye kaka hevet seg rund og gyllen og luktet ferie.`,
        ),
      balloons: (c) =>
        by(
          c,
          `De blåste opp nye ballonger og holdt godt fast.`,
          `De blåste opp en ny bunt og knøt hver snor rundt håndleddet til ${h(c)} til de fant et trygt sted.`,
          `De blåste opp en ny bunt og knøt hver eneste snor rundt håndleddet til ${h(c)}, og der duppet ballongene som ei sky som hadde bestemt seg for å bli.`,
        ),
      rain: (c) =>
        by(
          c,
          `De bar tallerkenene inn, og regnet stoppet.`,
          `De reddet tallerkenene og serviettene, og etter en stund ga regnet seg, og sola tittet fram igjen.`,
          `De reddet tallerkenene og serviettene i full fart, og like fort som den hadde kommet, dro skura videre, og det begynte å dampe av gresset i sola.`,
        ),
      garland: (c) =>
        by(
          c,
          `De teipet girlanderen sammen igjen.`,
          `Med litt teip og mye tålmodighet ble girlanderen hel igjen, og den blafret mellom greinene.`,
          `Med en rull teip og svært mye tålmodighet lappet de girlanderen, og nå blafret den mellom greinene og så bare litt lappet ut.`,
        ),
      present: (c) =>
        by(
          c,
          `De kjøpte papir og laget en gave selv.`,
          `Så kjøpte de farget papir og en boks glitter for å lage en gave selv, en som ingen andre kunne kjøpe.`,
          `Så kjøpte de farget papir, hyssing og en boks glitter i stedet, for en gave som er laget hjemme, kan ingen andre i hele verden kjøpe.`,
        ),
      invites: (c) =>
        by(
          c,
          `De skrev nye invitasjoner, sakte.`,
          `De skrev invitasjonene på nytt, sakte denne gangen, og lot dem tørke i vinduskarmen.`,
          `De skrev hver eneste invitasjon på nytt, sakte denne gangen, og la dem til tørk i ei lang rekke i vinduskarmen, som små flagg.`,
        ),
      ...laterFixes,
    }),
    [
      (c) =>
        by(
          c,
          `De ryddet opp og lo.`,
          `De ryddet opp sammen, og den neste jobben gikk {mye bedre|dobbelt så fort}.`,
          `De feide og fniste og feide litt til, og etterpå gikk den neste jobben på lista dobbelt så fort.`,
        ),
      (c) =>
        by(
          c,
          `${h(c)} krysset av én ting til på lista.`,
          `${h(c)} krysset av én ting til på lista. Nå var det ikke lenge igjen!`,
          `${h(c)} krysset av én ting til på lista, og selskapet føltes så nært at ${c.hero.han} nesten kunne lukte det.`,
        ),
    ],
    'hitch',
  ),
  // Once the job here is put right, and only then.
  done: partyDone(partyHitch).map((t) => onceHere('done', 'fix', t)),
  advice: [
    // Said when the job here has gone wrong: how it is put right.
    ...partyAdvice((c) => (toldHere(c, 'hitch') ? partyHitch(c) : undefined)),
    (c) =>
      c.helper && partyHitch(c) === 'cake'
        ? by(
            c,
            `«Ikke åpne ovnen for tidlig,» sa ${c.helper.name}.`,
            `«Ei kake trenger fred og ro mens den steker,» sa ${c.helper.name}. «Ikke åpne døra for tidlig.»`,
            `«Hemmeligheten med ei kake,» sa ${c.helper.name}, «er tålmodighet: Åpne aldri ovnsdøra før den er ferdig, uansett hvor godt det lukter.»`,
          )
        : null,
    (c) =>
      c.helper && partyHitch(c) === 'balloons'
        ? by(
            c,
            `«Knyt hver ballong godt,» sa ${c.helper.name}.`,
            `«Ballonger vil alltid stikke av,» sa ${c.helper.name}. «Knyt dem med dobbel knute.»`,
            `«Ballonger er som valper,» sa ${c.helper.name} og blunket. «De vil alltid stikke av, så knyt dem med dobbel knute.»`,
          )
        : null,
    // Said once: a second grown-up saying it again would be the story marking time.
    onceInStory('people', (c) =>
      c.helper
        ? by(
            c,
            `«Et selskap er folka,» sa ${c.helper.name}.`,
            `«Det gjør ikke noe om det ikke blir perfekt,» sa ${c.helper.name}. «Et selskap er folka, ikke tallerkenene.»`,
            `«Vet du hva som gjør et selskap fint?» sa ${c.helper.name}. «Ikke perfekte tallerkener. Folka som kommer, og all latteren.»`,
          )
        : null,
    ),
  ],
  ask: [
    (c) =>
      c.helper
        ? by(
            c,
            `«Vil du hjelpe meg med selskapet?» spurte ${h(c)}.`,
            `«${c.helper.name.charAt(0).toUpperCase() + c.helper.name.slice(1)}, kan du hjelpe meg å gjøre klart til selskapet?» spurte ${h(c)}.`,
            `«Jeg klarer ikke alt dette alene,» sa ${h(c)} og holdt fram lista. «Vil du hjelpe meg å gjøre klart til selskapet?»`,
          )
        : null,
    (c) =>
      c.helper && secret(c)
        ? by(
            c,
            `«Kan du holde på en hemmelighet?» hvisket ${h(c)}.`,
            `«Kan du holde på en hemmelighet?» hvisket ${h(c)} til ${c.helper.name}. «Det er et overraskelsesselskap for ${who(c)}.»`,
            `«Kan du holde på en hemmelighet?» hvisket ${h(c)}, og ${c.helper.name} nikket med skinnende øyne. «Det er et overraskelsesselskap for ${who(c)}, og vi trenger hjelp.»`,
          )
        : null,
  ],
  turn: {
    brave: [
      (c) =>
        by(
          c,
          `Å nei, ett siste problem! Men ${h(c)} hadde ${spare(c).def}.`,
          `Rett før selskapet kom ett siste problem. Men ${h(c)} husket ${spare(c).def} på lista, og så ${spare(c).saves(c)}.`,
          `I aller siste liten gikk enda en ting galt, og et øyeblikk hadde ${h(c)} mest lyst til å gråte. Så husket ${c.hero.han} hva som sto nederst på lista, og så ${spare(c).saves(c)}.`,
        ),
    ],
    together: [
      (c) =>
        by(
          c,
          `${aide(c)} og ${h(c)} løste det siste problemet sammen.`,
          `Rett før selskapet gikk én ting til galt. «Lista!» sa ${aide(c)}, og sammen hentet de ${spare(c).def}. Så ${spare(c).saves(c)}.`,
          `Rett før selskapet gikk én ting til galt, men ${aide(c)} var der. «Hva sto nederst på lista di?» spurte ${aide(c)}, og sammen hentet de ${spare(c).def}. Så ${spare(c).saves(c)}.`,
        ),
    ],
    gift: [
      (c) =>
        c.gift
          ? by(
              c,
              `${h(c)} la ${c.gift.def} på bordet. Nå var alt klart!`,
              `Ett siste problem kom, men ${h(c)} hadde ${spare(c).def}, og så ${spare(c).saves(c)}. ${c.gift.def.charAt(0).toUpperCase() + c.gift.def.slice(1)} fikk plass midt på bordet.`,
              `Ett siste problem kom, men ${h(c)} hadde ${spare(c).def} klar, og så ${spare(c).saves(c)}. Aller sist fikk ${c.gift.def} plass midt på bordet, som prikken over i-en.`,
            )
          : null,
    ],
    clever: [
      (c) =>
        by(
          c,
          `${h(c)} tenkte seg godt om og fant fram ${spare(c).def}.`,
          `Én ting til gikk galt, og ${h(c)} tenkte seg godt om. Så smilte ${c.hero.han}, og så ${spare(c).saves(c)}.`,
          `Én ting til gikk galt, og ${h(c)} sto helt stille og tenkte. Så lo ${c.hero.han} høyt, for svaret hadde stått på lista hele tida, og så ${spare(c).saves(c)}.`,
        ),
    ],
  },
  resolution: [
    (c) => {
      const reveal = secret(c)
        ? by(
            c,
            `${Who(c)} kom inn. «OVERRASKELSE!» ropte alle.`,
            `Døra gikk opp, ${who(c)} kom inn, og alle hoppet fram: «OVERRASKELSE!» ${Who(c)} gispet og lo.`,
            `Døra gikk opp, ${who(c)} kom inn, og hele rommet eksploderte i et «OVERRASKELSE!» ${Who(c)} ble stående med begge hendene for munnen, og lo og nesten gråt på samme tid.`,
          )
        : by(
            c,
            `Gjestene kom: ${gjester(c)}.`,
            `Ding-dong! Gjestene kom, den ene etter den andre: ${gjester(c)}, alle med glade øyne.`,
            `Ding-dong! Det ringte og ringte på døra, og inn kom gjestene, ${gjester(c)}, med gaver under armen og bursdagshattene på skrå.`,
          );
      const cake = by(
        c,
        `Her kom kaka! ${Who(c)} ønsket seg noe og blåste ut ${lys(c)}.`,
        `Alle sang «Hurra for deg» mens kaka ble båret inn, og ${who(c)} trakk pusten dypt, ønsket seg noe og blåste ut ${lys(c)} på én gang.`,
        `Inn kom kaka, alle sang «Hurra for deg» høyt og litt falskt, og ${who(c)} lukket øynene, ønsket seg noe hemmelig og blåste ut ${lys(c)} i ett langt pust.`,
      );
      return [reveal, partyPaid(c), cake].filter(Boolean).join(' ');
    },
  ],
  home: [
    (c) =>
      by(
        c,
        `Til slutt gikk gjestene hjem.`,
        `Til slutt vinket den siste gjesten farvel, og det ble stille i huset, med ballonger som duppet mot taket.`,
        `Til slutt vinket den siste gjesten farvel fra grinda, og det ble stille i huset; bare noen ballonger duppet fortsatt mot taket, og det var kakesmuler overalt.`,
      ),
    (c) =>
      by(
        c,
        `Det var ett kakestykke igjen.`,
        `Det var ett kakestykke igjen, og ${h(c)} og ${aide(c)} delte det, smule for smule.`,
        `Det lå ett ensomt kakestykke igjen på fatet, og ${h(c)} delte det med ${aide(c)}, gaffel for gaffel, mens de snakket om det beste ved dagen.`,
      ),
  ],
  reflection: [
    (c) =>
      by(
        c,
        own(c)
          ? `Det var den beste bursdagen til ${h(c)} noensinne.`
          : `${Who(c)} sa at det var den beste bursdagen noensinne.`,
        own(c)
          ? `Det hadde vært den beste bursdagen noensinne, med sammensunket kake og alt.`
          : `«Det var den fineste bursdagen jeg har hatt,» sa ${who(c)} og ga ${h(c)} en lang klem.`,
        own(c)
          ? `Ingenting hadde gått helt etter planen, og likevel hadde det vært den beste bursdagen noensinne.`
          : `«Det var den fineste bursdagen i hele mitt liv,» sa ${who(c)} og klemte ${h(c)} hardt, og ${h(c)} ble varm helt ned i tærne.`,
      ),
    (c) =>
      by(
        c,
        `Hva ønsket ${who(c)} seg? Det var en hemmelighet.`,
        `Hva var ønsket? ${Who(c)} bare smilte. Bursdagsønsker er hemmelige.`,
        `Ingen fikk noen gang vite hva ønsket var, for et bursdagsønske er hemmelig, men ${who(c)} smilte som om det allerede hadde gått i oppfyllelse.`,
      ),
  ],
  refrain: [() => `Ballonger opp og lysene på, snart er det fest for store og små!`],
  title: [
    (c) => (own(c) ? `${h(c)} har bursdag` : `Bursdagen til ${who(c)}`),
    (c) => (secret(c) ? `En overraskelse for ${who(c)}` : `Bursdagskaka`),
    (c) => (own(c) ? `Bursdagsselskapet til ${h(c)}` : `Et selskap for ${who(c)}`),
  ],
};
