// Øktene før en konkurranse eller en forestilling, på bokmål: hver går galt på sin egen måte og
// lærer bort noe den neste bruker. Under øvingen blir lærdommen glemt i farten og husket igjen,
// trøttheten møtes med korte runder, utstyret gjøres klart og repareres, noen ser på, noen som er
// flinkere viser et triks, den første hele runden går i stå på midten, prøverunden eller
// generalprøven, og den siste øvingen går bra. Kvelden før: én gang for mye, sekken pakket og
// lykkesokkene funnet, nervene i senga. På dagen: farten, publikum, slitne armer eller en liten
// stemme, og utstyret igjen, reddet av det som ble pakket.
import type { NoCtx } from '../../../compose/ctx-no';
import type { ContestEvent } from '../../../description/read-contest';
import { by } from '../../by-band';
import {
  sessionFixes,
  sessionHitches,
  sessionStruggles,
  type SessionTable,
} from '../../contest-sessions';
import { eventOf, isShow, isVoiced } from '../../contest-steps';
import { eventWordsNo } from './contest-words';
import { cap } from '../../../text';

const low = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const h = (c: NoCtx) => c.hero.name;
const T = (c: NoCtx) => c.team.name;
const de = (c: NoCtx) => c.team.de;
const ev = (c: NoCtx) => eventWordsNo(c, eventOf(c));
const grown = (c: NoCtx) => c.helper?.name ?? 'mamma';
const Grown = (c: NoCtx) => cap(grown(c));
const buddy = (c: NoCtx) => c.friend?.name ?? grown(c);
/** Hvem som ser på en øving: klassen på skolen, familien hjemme. */
/** «dere» til to, «du» til én. */
const dere = (c: NoCtx) => (c.team.plural ? 'dere' : 'du');
const watchers = (c: NoCtx) => (c.place.id === 'classroom' ? 'hele klassen' : 'hele familien');

/** Utstyret som gjøres klart til dagen, det som går galt med det, og hvordan det repareres. */
interface Kit {
  kit: string;
  snag: (c: NoCtx) => string;
  fix: (c: NoCtx) => string;
}

const COSTUME: Kit = {
  kit: 'kostymet',
  snag: (c) => `kostymet var altfor langt, og ${h(c)} snublet i kanten`,
  fix: (c) => `${Grown(c)} festet det opp med sikkerhetsnåler, og da var det akkurat passe`,
};

const RUNNING: Kit = {
  kit: 'løpeskoene',
  snag: () => 'det hadde gått hull på tuppen av den ene løpeskoen',
  fix: (c) => `${Grown(c)} sydde en lapp over hullet, pent og stramt`,
};

const KIT: Record<ContestEvent, Kit> = {
  sandcastle: {
    kit: 'bøttene og spadene',
    snag: () => 'hanken røk av den røde bøtta, og vannet skvulpet utover alt',
    fix: (c) => `${Grown(c)} knyttet på en ny hank av sterk hyssing, så den tålte å bære vann`,
  },
  snowman: {
    kit: 'skjerfet, hatten og gulroten',
    snag: () => 'hunden til naboen stakk av med gulroten',
    fix: (c) => `${Grown(c)} fant en enda finere gulrot nederst i grønnsaksskuffen`,
  },
  baking: {
    kit: 'forkleet og kakeformen',
    snag: () => 'kakeformen falt i gulvet og fikk en stor bulk på den ene siden',
    fix: (c) => `${Grown(c)} banket den rett igjen med baksiden av en tresleiv`,
  },
  drawing: {
    kit: 'malingen og penslene',
    snag: () => 'den beste penselen var helt stiv av gammel, inntørket maling',
    fix: (c) => `${Grown(c)} la den i varmt vann til den ble myk igjen`,
  },
  ski: {
    kit: 'skiene og stavene',
    snag: () => 'den ene bindingen var så løs at støvelen gled rett ut av den',
    fix: (c) => `${Grown(c)} strammet den med en skrutrekker, klikk for klikk, til den satt`,
  },
  race: RUNNING,
  'sports-day': RUNNING,
  football: {
    kit: 'fotballskoene',
    snag: () => 'en knott hadde falt av den ene fotballskoen',
    fix: (c) => `${Grown(c)} skrudde i en ny fra boksen med reserveknotter`,
  },
  swim: {
    kit: 'svømmebrillene',
    snag: () => 'svømmebrillene lakk og ble fulle av vann',
    fix: (c) => `${Grown(c)} strammet stroppen, og etter det holdt de seg tørre`,
  },
  talent: {
    kit: 'tryllehatten og kortene',
    snag: () => 'noen hadde satt seg på tryllehatten, og nå var den helt flat',
    fix: (c) => `${Grown(c)} dyttet den ut i fasong igjen fra innsiden, og den så ut som ny`,
  },
  dance: {
    kit: 'danseskoene',
    snag: () => 'båndet røk av den ene danseskoen',
    fix: (c) => `${Grown(c)} sydde det på igjen med små, stramme sting`,
  },
  play: COSTUME,
  sing: COSTUME,
  concert: COSTUME,
};
const kit = (c: NoCtx) => KIT[eventOf(c)];
/** Det som ryker på dagen, med en ekstra pakket kvelden før (fortalt etter «så»: verbet først). */
const snapped = (c: NoCtx) =>
  isShow(c)
    ? 'spratt en knapp av kostymet og trillet av gårde'
    : c.contest?.event === 'swim'
      ? 'røk stroppen på svømmebrillene'
      : `røk en skolisse, og skoen til ${h(c)} slang løst`;

/** På dagen, mellom et uhell og det som retter det opp: å fortsette med skjelvende knær. */
const DAY_STRUGGLES: ((c: NoCtx) => string | null)[] = [
  (c) =>
    by(
      c,
      `Knærne til ${h(c)} skalv. Men ${c.hero.han} fortsatte.`,
      `${h(c)} fortsatte, selv om knærne skalv og kinnene brant.`,
      `${h(c)} fortsatte, selv om knærne skalv og kinnene brant, for å stoppe nå ville vært enda verre.`,
    ),
  (c) =>
    by(
      c,
      `Et øyeblikk var hodet til ${h(c)} helt tomt.`,
      `Et langt øyeblikk ble alt stille inne i hodet til ${h(c)}, stille som snø.`,
      `Et langt øyeblikk ble alt stille inne i hodet til ${h(c)}, stille som snø som faller, og ${h(c)} kunne høre sitt eget hjerte.`,
    ),
];

const table: SessionTable<NoCtx> = {
  rush: {
    hitch: (c) =>
      by(
        c,
        `Neste gang gikk det for fort. Og det gikk galt igjen!`,
        `Dagen etter hadde ${T(c)} så dårlig tid at lærdommen ble glemt, og det gikk galt på akkurat samme sted.`,
        `Dagen etter var ${T(c)} så ${c.team.plural ? 'fornøyde' : 'fornøyd'} at det gikk unna, altfor fort, og lærdommen ble glemt, og det gikk galt igjen, på akkurat samme sted som før.`,
      ),
    fix: (c) =>
      by(
        c,
        `«Sakte,» sa ${grown(c)}. Sakte gikk det bra.`,
        `«Husk: ${low(ev(c).lesson)},» sa ${grown(c)}. Så tok ${T(c)} det sakte, litt om gangen, og denne gangen holdt det.`,
        `«Ta det med ro, og husk det ${dere(c)} lærte: ${low(ev(c).lesson)},» sa ${grown(c)}. Så tok ${T(c)} det sakte, en liten bit om gangen, og denne gangen holdt det hele veien. Det var som om lærdommen satt litt dypere nå.`,
      ),
  },
  tired: {
    hitch: (c) =>
      by(
        c,
        `Mot slutten var ${h(c)} sliten. Slutten ble ustø.`,
        `Mot slutten var ${h(c)} så sliten at den siste delen ble helt ustø.`,
        `Starten gikk fint, men mot slutten var ${h(c)} så sliten at den siste delen ble helt ustø, og ${h(c)} stampet i gulvet.`,
      ),
    fix: (c) =>
      by(
        c,
        `Så øvde ${T(c)} bare på slutten, med pauser.`,
        `Så øvde ${T(c)} bare på den siste delen, fem ganger, med et glass vann innimellom, til slutten var like sterk som starten.`,
        `«Da øver vi på slutten for seg,» sa ${grown(c)}. Så tok ${T(c)} bare den siste delen, fem korte ganger, med et glass vann innimellom, til slutten var akkurat like sterk som starten. Etterpå var ${h(c)} sliten, men glad.`,
      ),
  },
  kit: {
    hitch: (c) =>
      by(
        c,
        `Å nei! ${cap(kit(c).snag(c))}.`,
        `Så gjorde ${T(c)} klar ${kit(c).kit}, men uff: ${kit(c).snag(c)}.`,
        `Så var det på tide å gjøre klar ${kit(c).kit}, og akkurat da gikk det galt: ${kit(c).snag(c)}. «Å nei,» stønnet ${h(c)}.`,
      ),
    fix: (c) =>
      by(
        c,
        `${Grown(c)} fikset det.`,
        `${cap(kit(c).fix(c))}. «Bedre nå enn på selve dagen,» sa ${grown(c)}.`,
        `${cap(kit(c).fix(c))}. «Bedre at det går galt nå enn på selve dagen,» sa ${grown(c)}, «og nå vet vi at vi skal sjekke alt.» Fra da av sjekket ${h(c)} alt to ganger, bare for å være sikker.`,
      ),
  },
  watched: {
    hitch: (c) =>
      isShow(c)
        ? by(
            c,
            `Så kom alle for å se på. ${h(c)} frøs!`,
            `Så satte ${watchers(c)} seg på rad for å se på, og ${h(c)} frøs til is. Alle de øynene!`,
            `Så satte ${watchers(c)} seg på rad for å se på, og ${h(c)} frøs til is og husket ikke engang hvordan det begynte. Alle de øynene, som så og så!`,
          )
        : by(
            c,
            `Nabobarna så på. De fniste.`,
            `Nabobarna kom for å se på, og da det gikk galt, fniste de, og ${h(c)} ble varm i kinnene.`,
            `Nabobarna kom og ble stående og se på, og da det gikk galt, fniste de, og ${h(c)} ble varm og rød i kinnene.`,
          ),
    fix: (c) =>
      isShow(c)
        ? by(
            c,
            `«Se på meg,» sa ${grown(c)}. Og ${h(c)} begynte.`,
            `«Se på meg, bare meg,» sa ${grown(c)}. ${h(c)} så på det ene smilet, begynte på nytt og kom seg helt til slutten.`,
            `«Se på meg, bare meg, og glem resten,» sa ${grown(c)}. ${h(c)} så på det ene smilet, begynte på nytt og kom seg helt til slutten uten å stoppe. Etterpå klappet alle, og det kjentes godt helt inn i magen.`,
          )
        : by(
            c,
            `${T(c)} prøvde igjen. Nå klappet barna.`,
            `«Alle gjør feil når de lærer,» sa ${grown(c)}. ${T(c)} prøvde igjen, og neste gang klappet nabobarna.`,
            `«Alle gjør feil når de holder på å lære,» sa ${grown(c)}. ${T(c)} prøvde igjen, og igjen, og neste gang klappet nabobarna og spurte om de fikk prøve selv.`,
          ),
  },
  rival: {
    hitch: (c) =>
      isShow(c)
        ? by(
            c,
            `En av de andre kunne alt utenat. Ikke ${h(c)}.`,
            `En av de andre kunne allerede ${ev(c).entry} utenat, og ${h(c)} måtte fortsatt kikke.`,
            `En av de andre i klassen kunne allerede ${ev(c).entry} utenat, hver minste bit, og ${h(c)} måtte fortsatt kikke, og det var ingen god følelse.`,
          )
        : by(
            c,
            `Ei stor jente øvde også. Hun var så flink!`,
            `Ikke langt unna øvde ei stor jente til ${ev(c).the} også, og hun var mye, mye flinkere.`,
            `Ikke langt unna øvde ei stor jente til ${ev(c).the} også, og hun var så flink at ${h(c)} ble stående og stirre og kjente seg veldig liten.`,
          ),
    fix: (c) =>
      isShow(c)
        ? by(
            c,
            `Så hørte de hverandre, litt om gangen.`,
            `Så hørte de hverandre i hvert friminutt, litt om gangen, til ${h(c)} kunne alt uten å kikke.`,
            `Så hørte de to hverandre i hvert friminutt, litt om gangen, og lo av alle forvekslingene, til ${h(c)} kunne alt uten å kikke en eneste gang. Det var mye morsommere å øve sammen enn alene.`,
          )
        : by(
            c,
            `Jenta smilte og viste ${T(c)} sitt beste triks.`,
            `Så smilte jenta og kom bort. «Vil ${dere(c)} se mitt beste triks?» spurte hun. ${T(c)} prøvde det, og det virket.`,
            `Så smilte jenta og kom bort. «Vil ${dere(c)} se mitt beste triks? Her hjelper alle hverandre,» sa hun. ${T(c)} prøvde det, og det virket bedre enn noe annet.`,
          ),
  },
  whole: {
    hitch: (c) =>
      by(
        c,
        `Så tok ${T(c)} alt, fra start til slutt. Det stoppet opp!`,
        `Så prøvde ${T(c)} hele veien gjennom for første gang, og midt i det hele glemte ${de(c)} hva som kom etterpå.`,
        `Så, for aller første gang, prøvde ${T(c)} hele veien gjennom, fra start til slutt, og halvveis glemte ${de(c)} hva som kom etterpå.`,
      ),
    fix: (c) =>
      by(
        c,
        `${Grown(c)} tegnet alt på et ark. Det hjalp.`,
        `${Grown(c)} tegnet alt på et ark, steg for steg, og stakk det i lomma til ${h(c)}. Etter det glemte ingen hva som kom etterpå.`,
        `${Grown(c)} tegnet alt på et ark, steg for steg, med små piler imellom, og stakk det i lomma til ${h(c)}. Etter det glemte ingen hva som kom etterpå, og ${h(c)} kunne snart hele arket utenat.`,
      ),
  },
  rehearsal: {
    hitch: (c) =>
      isShow(c)
        ? by(
            c,
            `Så kom generalprøven. Alt gikk galt!`,
            `Så kom generalprøven, i kostyme, og alt gikk galt: Musikken begynte for tidlig, og ${h(c)} kom inn for sent.`,
            `Så kom generalprøven, i kostyme, og alt som kunne gå galt, gikk galt: En sko falt av, musikken begynte for tidlig, og ${h(c)} kom inn for sent.`,
          )
        : by(
            c,
            `${Grown(c)} blåste i fløyta: en ordentlig prøve!`,
            `«Nå tar vi en ordentlig prøve,» sa ${grown(c)} og blåste i fløyta. Halvveis glemte ${T(c)} alt om lærdommen.`,
            `«Nå tar vi en ordentlig prøve, akkurat som når det gjelder,» sa ${grown(c)}, blåste i fløyta og så på klokka. Halvveis, i all farten, glemte ${T(c)} alt om lærdommen.`,
          ),
    fix: (c) =>
      isShow(c)
        ? by(
            c,
            `«Dårlig generalprøve, god forestilling,» sa læreren.`,
            `«Dårlig generalprøve betyr god forestilling,» sa læreren og lo. De tok den vanskelige biten én gang til, og da satt den.`,
            `«Dårlig generalprøve betyr god forestilling, det vet alle,» sa læreren og lo. De tok den vanskelige biten én gang til, sakte, og da satt den. På vei hjem nynnet ${h(c)} hele veien.`,
          )
        : by(
            c,
            `Den andre prøven gikk bra.`,
            `«Bra,» sa ${grown(c)}. «Nå vet ${dere(c)} hva ${dere(c)} må passe på.» Den andre prøven gikk bra fra start til slutt.`,
            `«Bra,» sa ${grown(c)}. «Nå vet ${dere(c)} hva ${dere(c)} må passe på når det gjelder.» Den andre prøven gikk bra fra start til slutt, og ${grown(c)} plystret.`,
          ),
  },
  right: {
    hitch: (c) =>
      by(
        c,
        `Én siste øving. ${h(c)} var redd.`,
        `Den siste ettermiddagen tok ${T(c)} alt én gang til, og ${h(c)} var redd for at det skulle gå galt akkurat nå.`,
        `Den aller siste ettermiddagen tok ${T(c)} alt én gang til, og ${h(c)} var redd for at det skulle gå galt akkurat nå, av alle ganger.`,
      ),
    fix: (c) =>
      by(
        c,
        `Men det gikk bra! ${Grown(c)} klappet.`,
        `Men det gjorde det ikke. Det gikk bra, fra første bit til siste, og ${grown(c)} klappet og klappet.`,
        `Men det gjorde det ikke. Det gikk bra, fra aller første bit til aller siste, og ${grown(c)} klappet og klappet. «Nå er ${c.team.plural ? 'dere' : 'du'} klar,» sa ${grown(c)}.`,
      ),
  },
  'once-more': {
    hitch: (c) =>
      by(
        c,
        `«Én gang til!» sa ${h(c)}. Men det gikk galt.`,
        `«Bare én gang til!» tryglet ${h(c)} etter middag. Men ${h(c)} var så trøtt at det gikk galt helt i starten.`,
        `«Bare én gang til, vær så snill!» tryglet ${h(c)} etter middag. Men nå var ${h(c)} så trøtt at det gikk galt helt i starten, og det hadde aldri skjedd før.`,
      ),
    fix: (c) =>
      by(
        c,
        `«Nok nå,» sa ${grown(c)}. «Hvile hjelper også.»`,
        `«Nå er det nok øving,» sa ${grown(c)}. «${cap(dere(c))} kan det. Nå er den beste øvingen en god natts søvn.»`,
        `«Nå er det nok øving,» sa ${grown(c)} vennlig. «${cap(dere(c))} kan det nå, alt sammen. Den beste øvingen som er igjen, er en god natts søvn.» Og for en gangs skyld sa ${h(c)} ikke imot.`,
      ),
  },
  pack: {
    hitch: (c) =>
      by(
        c,
        `${h(c)} pakket sekken. Men lykkesokkene var borte!`,
        `${h(c)} satte ${kit(c).kit} klar ved døra og pakket sekken med litt niste og ekstra av alt. Men lykkesokkene med stjerner på var borte!`,
        `${h(c)} satte ${kit(c).kit} klar ved døra og pakket sekken med en vannflaske, litt niste og ekstra av alt. Men lykkesokkene, de med stjerner på, var ingen steder å se.`,
      ),
    fix: (c) =>
      by(
        c,
        `${cap(buddy(c))} fant dem under senga.`,
        `${T(c)} lette overalt, og til slutt fant ${buddy(c)} dem under senga. Nå var alt klart.`,
        `${T(c)} lette overalt, i hver skuff og under hver pute, og til slutt fant ${buddy(c)} dem under senga, i en ball. Nå var alt klart, og sekken sto ved døra, klar til morgenen.`,
      ),
  },
  alarm: {
    hitch: (c) =>
      by(
        c,
        `Vekkerklokka tikket ikke!`,
        `Så stilte ${h(c)} vekkerklokka til morgenen, men den ville ikke tikke. Batteriet var tomt!`,
        `Så stilte ${h(c)} vekkerklokka til tidlig morgen, så det skulle bli tid til alt, men den ville ikke tikke i det hele tatt. Batteriet var tomt!`,
      ),
    fix: (c) =>
      by(
        c,
        `${Grown(c)} fant et nytt batteri. Tikk, takk!`,
        `${Grown(c)} fant et nytt batteri i kjøkkenskuffen, og klokka begynte å tikke igjen. «Nå er det ingen som forsover seg,» sa ${grown(c)}.`,
        `${Grown(c)} fant et nytt batteri bakerst i kjøkkenskuffen, og klokka begynte å tikke igjen, høyt og jevnt. «Nå er det ingen som forsover seg,» sa ${grown(c)}, «ikke engang jeg.»`,
      ),
  },
  nerves: {
    hitch: (c) =>
      by(
        c,
        `I senga fikk ${h(c)} ikke sove.`,
        `I senga fikk ${h(c)} ikke sove. ${cap(c.hero.han)} snudde seg på den ene siden og så på den andre, og talte sauer helt til hundre.`,
        `I senga lå ${h(c)} lys våken, snudde seg på den ene siden og så på den andre, og talte sauer til hundre og tilbake igjen, og fremdeles ville ikke søvnen komme.`,
      ),
    fix: (c) =>
      by(
        c,
        `${Grown(c)} kom. «Pust rolig.» Og ${h(c)} sovnet.`,
        `${Grown(c)} satte seg på sengekanten. «Pust inn mens jeg teller til fire, og ut mens jeg teller til fire.» Sakte sovnet ${h(c)}.`,
        `${Grown(c)} satte seg på sengekanten. «Pust inn mens jeg teller til fire, og ut mens jeg teller til fire,» hvisket ${grown(c)}. Sommerfuglene i magen roet seg, én etter én, og ${h(c)} sovnet.`,
      ),
  },
  hurry: {
    hitch: (c) =>
      isShow(c)
        ? by(
            c,
            `${h(c)} gikk for fort. Altfor fort!`,
            `Så begynte ${h(c)} å skynde seg, fortere og fortere, og snublet nesten i neste bit.`,
            `Så, uten å mene det, begynte ${h(c)} å skynde seg, fortere og fortere, slik det hadde gått galt på øvingen, og snublet nesten i neste bit.`,
          )
        : by(
            c,
            `De andre var så raske! ${h(c)} skyndte seg også.`,
            `Like ved gikk de andre dobbelt så fort, og ${T(c)} begynte å skynde seg. Med en gang gikk et hjørne galt.`,
            `Like ved gikk de andre dobbelt så fort, og uten å mene det begynte ${T(c)} å skynde seg. Med en gang gikk et hjørne galt, akkurat som den første dagen på øvingen.`,
          ),
    fix: (c) =>
      by(
        c,
        `«Sakte,» hvisket ${buddy(c)}. Det hjalp.`,
        `«Sakte,» hvisket ${buddy(c)}. ${T(c)} senket farten og rettet det opp, litt om gangen.`,
        `«Sakte, husker du?» hvisket ${buddy(c)}. ${T(c)} senket farten helt og rettet det opp, en liten bit om gangen, og sluttet å se på de andre. Det var ikke de andre som betydde noe nå.`,
      ),
  },
  crowd: {
    hitch: (c) =>
      by(
        c,
        `Publikum var så høylytt! ${h(c)} så opp.`,
        `Publikum var så stort og så høylytt at ${h(c)} så opp på alle ansiktene og mistet tråden.`,
        `Publikum var så stort og så høylytt at ${h(c)} så opp på alle ansiktene, hundrevis av dem, og et øyeblikk mistet tråden helt.`,
      ),
    fix: (c) =>
      by(
        c,
        `Da fikk ${h(c)} øye på ${grown(c)}, som smilte. Bedre!`,
        `Så fant ${h(c)} ansiktet til ${grown(c)}, som smilte, bare ett ansikt blant alle, og fant tråden igjen.`,
        `Så fant ${h(c)} ansiktet til ${grown(c)} blant dem alle, smilende og nikkende, bare ett ansikt, og med det ene ansiktet å se på fant ${h(c)} tråden igjen. Resten av salen kunne like gjerne ha vært tom.`,
      ),
  },
  'tired-day': {
    hitch: (c) =>
      isVoiced(c)
        ? by(
            c,
            `Stemmen til ${h(c)} ble så liten i den store salen.`,
            `I den store salen hørtes stemmen til ${h(c)} bitte liten ut, mye mindre enn hjemme.`,
            `I den store salen hørtes stemmen til ${h(c)} bitte liten ut, mye mindre enn hjemme, som om den ble borte et sted i lufta over stolene.`,
          )
        : by(
            c,
            `Halvveis var ${h(c)} sliten.`,
            `Halvveis var ${h(c)} sliten, og armene og beina kjentes tunge.`,
            `Halvveis var ${h(c)} sliten, armene og beina var tunge som våt sand, og målet virket fremdeles langt unna.`,
          ),
    fix: (c) =>
      isVoiced(c)
        ? by(
            c,
            `Så sang ${h(c)} til bakveggen. Høyere!`,
            `Da så ${h(c)} på klokka på bakveggen og sendte alt helt dit, og stemmen vokste.`,
            `Da så ${h(c)} rett over hodene, på klokka på bakveggen, og sendte alt helt dit, og stemmen vokste og fylte hele salen.`,
          )
        : by(
            c,
            `En slurk vann, og videre.`,
            `En slurk vann, et dypt pust, en kort pause som på øvingen, og så videre.`,
            `En slurk vann, et dypt pust og en kort pause, slik slutten var blitt øvd i korte runder, og så videre igjen.`,
          ),
  },
  snag: {
    hitch: (c) =>
      by(
        c,
        `Å nei! Så ${snapped(c)}!`,
        `Så, med et lite smell, ${snapped(c)}, midt i det hele.`,
        `Så, med et lite smell, ${snapped(c)}, midt i det hele, akkurat når det gjaldt som mest.`,
      ),
    fix: (c) =>
      by(
        c,
        `Men det lå en ekstra i sekken!`,
        `Men det lå en ekstra i sekken, pakket kvelden før, og ${buddy(c)} fikset det på et øyeblikk.`,
        `Men det lå en ekstra i sekken, pakket kvelden før for sikkerhets skyld, og ${buddy(c)} hadde det fikset på et øyeblikk. Det var godt å ha pakket ekstra av alt.`,
      ),
  },
};

export const sessionStrugglesNo = sessionStruggles<NoCtx>(DAY_STRUGGLES, [
  (c) =>
    by(
      c,
      `${T(c)} prøvde igjen. Fortsatt galt!`,
      `${T(c)} prøvde igjen, og så én gang til, men det ville fortsatt ikke gå.`,
      `${T(c)} prøvde igjen, og så én gang til, og så en tredje gang, men det ville fortsatt ikke gå, og ${h(c)} begynte å rynke panna.`,
    ),
  (c) =>
    by(
      c,
      `«Hvorfor går det ikke?» sa ${h(c)}.`,
      `«Hvorfor går det ikke?» sukket ${h(c)} og satte seg ned en stund for å tenke.`,
      `«Hvorfor går det ikke?» sukket ${h(c)} og ble sittende en stund med haka i hendene og tenke hardt.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} ville gi opp. Men ${c.hero.han} gjorde det ikke.`,
      `Et øyeblikk ville ${h(c)} gi opp og gjøre noe annet i stedet. Men bare et øyeblikk.`,
      `Et lite øyeblikk ville ${h(c)} gi opp og gå og gjøre noe lettere i stedet. Men bare et øyeblikk, og så reiste ${c.hero.han} seg igjen.`,
    ),
  (c) =>
    by(
      c,
      `Det gikk galt igjen. Og igjen!`,
      `Det gikk galt igjen, på nøyaktig samme måte, og ${h(c)} stønnet høyt.`,
      `Det gikk galt igjen, på nøyaktig samme måte som før, og ${h(c)} stønnet så høyt at ${grown(c)} snudde seg.`,
    ),
]);

export const sessionHitchesNo = sessionHitches(table);
export const sessionFixesNo = sessionFixes(table);
export { table as sessionTableNo };
