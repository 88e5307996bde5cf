// En fisketur med en voksen i familien: alt gjort klart (stenger, mark, matpakke), veien til
// vannet familien nevnte, ventingen og de små uhellene (floke på snøret, en støvel som sitter
// fast i gjørma, kroken i tangen, regn), fangsten, og når familien sa det, en snakkende fisk som
// ber om å bli sluppet fri og gir et ønske; hjem med historien, og en rolig slutt.
import type { NoCtx } from '../../../compose/ctx-no';
import type { Bank } from '../../../compose/ctx-base';
import type { GoalTexts } from '../../../compose/pack-types';
import { by } from '../../by-band';
import { eachOnce, inTurn } from '../../place-beats';
import { afterMoments, moments, type Moment } from '../../step-moments';
import { fishKey, PIER } from '../../fish-beats';
import { goesAlong } from '../../grow-words';
import { cap } from '../../../text';

const h = (c: NoCtx) => c.hero.name;
const ham = (c: NoCtx) => c.hero.ham;
/** Den voksne som tar barnet med på fisketur: den som ble med, eller den som møtes. */
const f = (c: NoCtx) => goesAlong(c)?.name ?? 'bestefar';
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
    // En lengre tur har mer å ordne før de kan dra, og det ene fører til det neste.
    (c) =>
      by(
        c,
        `Men snella til ${h(c)} knirket og satte seg fast!`,
        `Da ${h(c)} prøvde snella på stanga si, knirket den og stoppet halvveis.`,
        `Da ${h(c)} prøvde snella på stanga si, knirket den og stoppet halvveis rundt, stiv etter en hel vinter på hylla.`,
      ),
    (c) =>
      by(
        c,
        `${F(c)} ga den en dråpe olje. Svisj!`,
        `${F(c)} fant den lille oljekanna og ga snella en dråpe, og etter det gikk den rundt med en myk svisj.`,
        `${F(c)} fant den lille oljekanna bak malingsboksene og ga snella én dråpe, så én til, og etter det gikk den rundt med en myk, fornøyd svisj.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} puttet en ekstra dupp i lomma.`,
        `«Ta alltid med noe ekstra,» sa ${f(c)}, og ${h(c)} puttet en ekstra dupp og tre kroker i lomma.`,
        `«En god fisker har alltid med seg noe ekstra,» sa ${f(c)}, så ${h(c)} la en ekstra dupp og tre kroker i en fyrstikkeske og fyrstikkesken i lomma.`,
      ),
    (c) =>
      by(
        c,
        `Til slutt tok de på seg støvlene.`,
        `Til slutt dro de på seg gummistøvlene, for det ville bli gjørmete nede ved vannet.`,
        `Til slutt dro de på seg gummistøvlene, for ${f(c)} sa at det alltid var gjørmete nede ved vannet, uansett hvordan himmelen så ut.`,
      ),
    (c) =>
      by(
        c,
        `«Og en bøtte til fisken!» sa ${h(c)}.`,
        `«Og en bøtte til fisken,» sa ${h(c)}, og tok den gamle, blå bøtta ned fra kroken.`,
        `«Vi må ha en bøtte til fisken også,» sa ${h(c)}, og tok den gamle, blå bøtta ned fra kroken ved døra, for tenk om det var i dag det skjedde.`,
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
    (c) =>
      by(
        c,
        `Men marken krøp opp mot lokket!`,
        `Men marken likte seg ikke i boksen, og én etter én krøp de opp mot lokket.`,
        `Men marken likte seg ikke det spor i boksen, og én etter én krøp de oppover kantene mot lufthullene i lokket.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} la våt mose over. Da lå de stille.`,
        `${h(c)} la en neve våt mose over dem, og i det kjølige mørket under lå de stille igjen.`,
        `${h(c)} hentet en neve våt mose under hekken og la den over dem, og i det kjølige mørket under krøllet de seg sammen og lå stille.`,
      ),
    (c) =>
      by(
        c,
        `Så vasket ${h(c)} de skitne hendene.`,
        `Så vasket ${h(c)} jorda av hendene under hagekrana, for nå var det nista som sto for tur.`,
        `Så vasket ${h(c)} jorda av hendene under den kalde hagekrana og skrubbet under hver negl, for nå var det nista som sto for tur, og ingen vil ha mark på brødskiva.`,
      ),
    (c) =>
      by(
        c,
        `Katten snuste på boksen. Ikke til deg, pus!`,
        `Katten kom og snuste på markboksen, så ${h(c)} satte den høyt oppe på hagemuren, der ingen poter nådde.`,
        `Katten kom listende for å snuse på markboksen, svært nysgjerrig, så ${h(c)} satte den høyt oppe på hagemuren, godt utenfor rekkevidde for poter.`,
      ),
    (c) =>
      by(
        c,
        `En trost hoppet bort og ville ha mark.`,
        `Så hoppet en trost opp på muren ved siden av boksen og så på den med ett blankt øye, i håp om en mark.`,
        `Så hoppet en trost opp på muren ved siden av boksen, la hodet på skakke og så på den med ett blankt øye, som om den visste nøyaktig hva som var oppi.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} ga trosten den minste marken.`,
        `${h(c)} ga den aller minste marken til trosten, og den fløy opp i epletreet og sang.`,
        `${h(c)} ga den aller minste marken til trosten, «bare én, og så er det slutt,» og den fløy opp i epletreet og sang, som for å si takk.`,
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
    (c) =>
      by(
        c,
        `Men sekken var altfor tung!`,
        `Men med termosen og eplene oppi var sekken så tung at ${h(c)} nesten gikk bakover i overbalanse.`,
        `Men med termosen, eplene og smørbrødene oppi var sekken så tung at ${h(c)} vaklet og nesten satte seg ned på kjøkkengulvet.`,
      ),
    (c) =>
      by(
        c,
        `${F(c)} tok termosen. Nå var den passe.`,
        `${F(c)} bar den tunge termosen i stedet, og da satt sekken akkurat passe på ryggen til ${h(c)}.`,
        `${F(c)} tok den tunge termosen og bar den selv, og da satt sekken akkurat passe på ryggen til ${h(c)}, lett nok til en lang tur.`,
      ),
    (c) =>
      by(
        c,
        `Radioen sa regn. ${h(c)} pakket regnjakkene.`,
        `«Regnbyger senere i dag,» sa radioen, så ${h(c)} rullet sammen begge regnjakkene og stappet dem ned øverst i sekken.`,
        `«Regnbyger utover dagen,» sa mannen på radioen, så ${h(c)} rullet sammen begge regnjakkene, stramt som pølser, og stappet dem ned øverst i sekken.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} tok med en brødskalk til endene.`,
        `Helt til slutt puttet ${h(c)} en brødskalk i lomma, for det var alltid ender ved vannet.`,
        `Helt til slutt pakket ${h(c)} inn en skalk av gårsdagens brød og puttet den i lomma. Ved vannet fantes det nemlig alltid noen sultne ender.`,
      ),
    (c) =>
      by(
        c,
        `«Skynd dere, ellers spiser fiskene frokost!» sa ${f(c)}.`,
        `${F(c)} så på klokka. «Nå må vi skynde oss, ellers har fiskene spist frokost uten oss!»`,
        `${F(c)} så opp på kjøkkenklokka og klappet i hendene. «Nå må vi skynde oss, ellers har fiskene spist frokost uten oss, og da er de ikke sultne i det hele tatt!»`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} tok på seg capsen og løp til døra.`,
        `${h(c)} tok på seg capsen, knøt skolissene med dobbel knute og var først ved døra.`,
        `${h(c)} tok på seg capsen, knøt skolissene med dobbel knute så de ikke skulle gå opp på veien, og var først ved døra.`,
      ),
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
    (c) =>
      by(
        c,
        `Det siste stykket var bratt og glatt.`,
        `Det siste stykket gikk stien bratt nedover, og det var glatt, så ${h(c)} holdt godt fast i stengene.`,
        `Det siste stykket gikk stien bratt nedover, glatt av gjørme og gamle blader, og ${h(c)} måtte holde godt i stengene for ikke å miste dem.`,
      ),
    (c) =>
      by(
        c,
        `De gikk sidelengs ned, skritt for skritt.`,
        `«Sidelengs, som en krabbe,» sa ${f(c)}, og de gikk ned ett lite skritt om gangen, og ingen falt.`,
        `«Sidelengs, som en krabbe,» sa ${f(c)}, og de gikk ned ett lite skritt om gangen, og både stengene, marken og kakaoen kom trygt ned bakken.`,
      ),
    (c) =>
      by(
        c,
        `Plask! En fisk hoppet ute på vannet.`,
        `Nedenfra hørte de et plask, og små ringer spredte seg på vannet der en fisk hadde hoppet. «De er sultne i dag,» sa ${f(c)}.`,
        `Nedenfra hørte de et plask, og små ringer spredte seg utover vannet der en fisk hadde hoppet etter en flue. «Hørte du? De er sultne i dag,» sa ${f(c)}, og ${h(c)} klarte nesten ikke å vente.`,
      ),
    (c) =>
      by(
        c,
        `Et lite skilt sa: Ta med søppelet hjem!`,
        `Ved stien sto et lite treskilt: «Ta med deg søppelet hjem.» ${h(c)} leste det høyt.`,
        `Ved den siste svingen sto et lite, skjevt treskilt: «Ta med deg søppelet hjem, og la vannet være slik du fant det.» ${h(c)} leste det høyt, ord for ord.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} plukket markjordbær til senere.`,
        `Like bortenfor skiltet fant ${h(c)} markjordbær og tredde dem på et langt grasstrå, til senere.`,
        `Like bortenfor skiltet fant ${h(c)} en flekk med markjordbær og tredde dem ett for ett på et langt grasstrå, for å spise dem nede ved vannet.`,
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
    (c) =>
      by(
        c,
        `Fortsatt ikke napp. «Vi flytter oss,» sa ${f(c)}.`,
        `Men etter det var det ikke et eneste napp. «Fiskene har gått for å finne skygge,» sa ${f(c)}. «Vi flytter oss litt.»`,
        `Men etter det var det ikke et eneste napp på lenge, lenge. «Fiskene har nok gått for å hvile seg i skyggen,» sa ${f(c)}. «Vi flytter oss og finner dem.»`,
      ),
    (c) =>
      by(
        c,
        `De flyttet seg til skyggen og kastet ut.`,
        `De bar alt med seg bort til en skyggefull plass ${pier(c) ? 'på den andre siden av brygga' : 'under et skjevt piletre'} og kastet ut igjen.`,
        `De pakket sammen stengene og sekken og bar alt bort til en skyggefull plass ${pier(c) ? 'på den andre siden av brygga, der vannet var mørkt og dypt' : 'under et skjevt piletre, der vannet var mørkt og dypt'}, og kastet ut igjen.`,
      ),
    (c) =>
      by(
        c,
        `Knepp! Snøret røk, og dupperen drev av gårde.`,
        `Men snøret hektet seg fast i ${pier(c) ? 'en gammel stolpe under brygga' : 'en gren på piletreet'}, og knepp! Den røde dupperen løsnet og drev sakte av gårde.`,
        `Men på det neste kastet hektet snøret seg fast i ${pier(c) ? 'en gammel stolpe under brygga' : 'en lav gren på piletreet'}, og knepp! Den røde dupperen løsnet og drev sakte utover vannet, lenger og lenger ut.`,
      ),
    (c) =>
      by(
        c,
        `Det lå en ekstra dupp i fiskeboksen.`,
        `Det lå en ekstra dupp i fiskeboksen, og ${f(c)} viste ${h(c)} hvordan man knyter den fast med en liten, stram knute.`,
        `Heldigvis lå det en ekstra dupp i fiskeboksen, og ${f(c)} viste ${h(c)} hvordan man knyter den fast med en liten, stram knute: rundt, gjennom og dra.`,
      ),
    (c) =>
      by(
        c,
        `Så kom vinden, og dupperen danset.`,
        `Så snudde vinden og blåste inn over vannet, og den nye dupperen danset på de små bølgene. ${De(c)} dro hettene over hodet og satt tett sammen.`,
        `Så snudde vinden og kom kald inn over vannet, og den nye dupperen guppet og danset på de små bølgene. ${De(c)} dro hettene over hodet, satte seg tett sammen på sekken og holdt øye med dupperen.`,
      ),
    (c) =>
      by(
        c,
        `Så løyet vinden. «Nå biter de,» sa ${f(c)}.`,
        `Etter en stund løyet vinden, og vannet ble blankt som glass. «Nå biter de,» hvisket ${f(c)}.`,
        `Etter en stund løyet vinden like fort som den hadde kommet, og vannet ble blankt som glass, med himmelen i seg. «Nå,» hvisket ${f(c)}, «nå biter de.»`,
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
  // Dagen rundes av i den rekkefølgen den slutter: fangsten stelt ved vannet, alt pakket, turen
  // hjem, utstyret og marken satt tilbake, middag og badet. Hver venter på den før, så en lengre
  // slutt forteller flere av dem og aldri i feil rekkefølge.
  home: eachOnce<NoCtx>(
    'fish-home',
    inTurn<NoCtx>('fish-home', [
      (c) =>
        talking(c)
          ? by(
              c,
              `${h(c)} så på ringene der fisken forsvant.`,
              `Lenge ble ${h(c)} stående og se på ringene i vannet der ${fish(c)} hadde forsvunnet, til vannet lå helt blankt igjen.`,
            )
          : by(
              c,
              `${F(c)} viste ${h(c)} hvordan man renser fisken.`,
              `Nede ved vannet viste ${f(c)} ${h(c)} hvordan man renser fisken, og de pakket den inn i vått gress og la den i sekken.`,
            ),
      (c) =>
        by(
          c,
          `De tok med seg hver smule og papirbit.`,
          `Så pakket de sammen stengene, håven og boksen, og hver smule og papirbit også, for vannet var hjemmet til fiskene.`,
        ),
      (c) =>
        by(
          c,
          `Så gikk de hjem, trøtte og glade.`,
          `${De(c)} ruslet sakte hjemover i det lave kveldslyset, trøtte og glade, og med lukt av vann og tang i klærne.`,
        ),
      (c) =>
        by(
          c,
          `Den siste marken fikk komme under steinen igjen.`,
          `Hjemme kom stengene på plass i boden, og marken som var igjen, fikk krype tilbake under den gamle steinen i hagen.`,
        ),
      (c) =>
        talking(c)
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
      (c) =>
        by(
          c,
          `I badekaret fant ${h(c)} tang bak øret!`,
          `I badekaret fant ${h(c)} en dott grønn tang bak øret og lo, for den hadde blitt med helt hjem fra ${water(c)}.`,
        ),
    ]),
  ),
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
