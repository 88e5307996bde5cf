// Mysteriene: hva som ser rart ut, sporene, og hva det viser seg å være — alltid noe snilt.
import type { NoCtx } from '../../../compose/ctx-no';
import type { MysteryId } from '../../../lexicon/goals-lexicon';
import { by } from '../../by-band';
import { isFood, lostFound } from './lost-words';
import { fromOven } from '../../build-kinds';
import { groundOf, type Ground } from '../../../lexicon/lost-things';
import { cap } from '../../../text';

const h = (c: NoCtx) => c.hero.name;
const def = (c: NoCtx) => c.thing?.def ?? 'kaka';
/** Hvem som følger lukta av mat: en unge på land, en selunge på sjøen, en romvesenunge i rommet. */
const FOOD_THIEVES: Record<Ground, readonly string[]> = {
  land: ['bjørnunge', 'revunge', 'pinnsvinunge', 'grevlingunge', 'ekornunge'],
  afloat: ['selunge', 'oterunge'],
  seabed: ['blekksprutunge', 'krabbeunge'],
  space: ['romvesenunge'],
};
/** Ei kake eller et fat med boller: det kom ut av ovnen før det ble borte. */
const baked = (c: NoCtx) => fromOven(c.thing?.id);

export interface Mystery {
  seems: (c: NoCtx) => string;
  clue: string[];
  reveal: (c: NoCtx) => string;
}

const small = (c: NoCtx) =>
  c.p([
    ['ei lita ugle', 'Den'],
    ['ei lita mus', 'Den'],
    ['et lite pinnsvin', 'Det'],
    ['et ekorn', 'Det'],
    ['en liten spurv', 'Den'],
  ] as const);

export const WHAT: Record<MysteryId, Mystery> = {
  sounds: {
    seems: (c) =>
      by(
        c,
        `{Om natta|Hver kveld|Når alle sov} kom det en {rar|liten|merkelig} lyd, {tikk, tikk|skrap, skrap|tipp, tapp}.`,
        `Hver natt kom det en rar lyd fra {loftet|kjelleren|veggen|skapet}, {tikk, tikk, skrap|tipp, tapp, klikk|knirk, knirk, dunk}, og {ingen visste hva det var|alle lurte|hunden knurret}.`,
        `Hver natt, når hele huset sov, kom det en rar lyd fra {loftet|veggen|under gulvet}: {tikk, tikk, skrap|knirk, knirk, dunk}, og så en lang, dyp summing. {Ingen|Ikke engang de voksne|Ikke en eneste en} kunne si {hva det var|hvor den kom fra|hvem som laget den}.`,
      ),
    clue: [
      'et bittelite fotspor i melet',
      'en liten haug med nøtteskall',
      'en tråd av blått garn',
      'ei myk, grå fjær',
      'et spor av kvister i trappa',
      'en varm, tom tekopp',
      'et risp i vinduskarmen',
      'en dusk med ull bak ovnen',
      'tre tørre blader på trappa',
    ],
    reveal: (c) => {
      const [who, it] = small(c);
      const job = c.p([
        'bygde et lunt rede for vinteren',
        'samlet et forråd av nøtter',
        'øvde på en sang for ungene sine',
        'laget seg en seng av garn',
      ]);
      return by(
        c,
        `Det var ${who}! ${it} ${job}.`,
        `Det var ${who} som ${job}, {og nynnet mens arbeidet gikk|og var litt flau over bråket|og ba om unnskyldning med en gang}!`,
        `Det var bare ${who} som ${job}, og som {nynnet|sang lavt|plystret} for seg selv mens arbeidet gikk, uten å ane at ${h(c)} lå våken og lurte.`,
      );
    },
  },
  missing: {
    seems: (c) =>
      !isFood(c)
        ? by(
            c,
            `Å nei, ${def(c)} var {borte|forsvunnet|vekk|sporløst borte}!`,
            `En morgen var ${def(c)} {borte|forsvunnet|sporløst borte}, og ingen visste hvor ${c.thing?.den ?? 'den'} var blitt av.`,
            `En morgen var ${def(c)} sporløst borte, ikke på plassen ${c.thing?.den ?? 'den'} pleide å ligge, og ikke noe annet sted heller, og ${h(c)} kjente {en tom, rar følelse|et lite stikk i magen}.`,
          )
        : baked(c)
          ? by(
              c,
              `${cap(def(c))} kom ut av ovnen. Så var ${c.thing?.den ?? 'den'} borte!`,
              `${cap(def(c))} var akkurat ferdigbakt, men da ${h(c)} så etter igjen, {hadde noen tatt ${c.thing?.den ?? 'den'}|var ${c.thing?.den ?? 'den'} borte|var ${c.thing?.den ?? 'den'} borte, og bare smuler var igjen}!`,
              `${cap(def(c))} hadde akkurat kommet ut av ovnen, varm og med duft av {kanel|smør|sukker}, men da ${h(c)} snudde seg, hadde noen tatt ${c.thing?.den ?? 'den'}, og bare smulene var igjen.`,
            )
          : by(
              c,
              `Å nei, ${def(c)} var {borte|forsvunnet|vekk|sporløst borte}!`,
              `Noen hadde tatt ${def(c)} {fra bordet|fra kjøkkenet|mens alle sov}, og bare {smulene|noen smuler|en flekk|et tomt fat} var igjen!`,
              `Noen hadde tatt ${def(c)} {fra kjøkkenbordet|fra vinduskarmen|mens alle sov}, og alt som var igjen, var {et spor av smuler|et tomt fat|en åpen vinduskarm} og {en hel masse undring|et stort spørsmål|tre forvirrede voksne}.`,
            ),
    clue: [
      'et spor av smuler',
      'et klissete poteavtrykk',
      'en dott med pels på gjerdet',
      'ei lita lue som var glemt igjen',
      'en flekk krem på et blad',
      'et lite, fornøyd sukk fra en busk',
      'en tallerken som var slikket helt ren',
      'en liten rapelyd fra et hull',
    ],
    reveal: (c) => {
      if (!isFood(c)) return lostFound(c);
      const who = c.p(FOOD_THIEVES[groundOf(c.setting)]);
      // Hvem det var, hvorfor, og en snill slutt: den som finner den skyldige, deler.
      return by(
        c,
        `Det var en sulten liten ${who}. Den hadde fulgt den gode lukta! «{Unnskyld|Beklager|Unnskyld meg},» sa den. ${h(c)} smilte, og de delte resten.`,
        `Det var en sulten liten ${who} som {ikke hadde fått frokost|hadde fulgt lukta hele veien|aldri før hadde smakt noe så godt}. «{Unnskyld|Jeg er lei for det},» sa den. ${h(c)} {smilte|lo} og sa at det gikk bra, og de delte resten med ${who}n.`,
        `Det var en sulten liten ${who} som ikke hadde spist hele dagen, og som hadde fulgt lukta. «{Jeg er så lei for det|Unnskyld, unnskyld|Det var dumt av meg},» sa den og så ned på {potene|føttene|magen} sine. ${h(c)} bare {smilte|lo}, for neste gang skulle ${who}n også få, og de delte resten.`,
      );
    },
  },
  door: {
    seems: (c) =>
      by(
        c,
        `Det var ei {hemmelig|skjult|bitte lita} dør ${c.home.in}, bak {et forheng|ei hylle|et bilde}.`,
        `Bak {et gammelt forheng|en støvete bokhylle|et stort maleri|en tung kiste|et gammelt skap|en haug med tepper} fant ${h(c)} ei {lita|smal|gammel|lav}, hemmelig dør {med en rusten lås|malt i blått|uten håndtak|med ei stjerne på|som knirket}, og hvor {gikk den hen|førte den|kunne den føre}?`,
        `Bak {et tungt, gammelt forheng|en støvete bokhylle|et stort, skjevt maleri}, der ingen hadde sett etter på hundre år, fant ${h(c)} ei {lita|smal|lav}, hemmelig dør med {ei stjerne|en måne|en nøkkel|ei ugle|en sol} skåret inn i treverket.`,
      ),
    clue: [
      'ei stjerne hugget i en stein',
      'en gammel nøkkel på en spiker',
      'en tegning av den samme døra',
      'et kaldt gufs fra en sprekk',
      'et rim risset inn i en bjelke',
      'en rad med bittesmå fotspor i støvet',
      'et nøkkelhull formet som en måne',
      'et gammelt kart med et kryss',
    ],
    reveal: (c) => {
      const room = c.p([
        'en skjult hage, full av {blomster|roser|liljer} som lyste som {lykter|stjerner|små lamper}',
        'et {lite|lunt|støvete} rom fullt av gamle {leker|dukker|tinnsoldater} som ventet på noen å leke med',
        'ei {smal|bratt|snodig} trapp opp til et tårn med utsikt over {hele landet|sju daler|havet}',
        'et bibliotek for mus, med bøker ikke større enn {frimerker|knapper|fyrstikkesker}',
        'en liten sal der {hundre|tusen} speil lyste som {sølv|månelys|vann}',
        'et gammelt verksted fullt av {klokker|lekebiler|spilledåser} som tikket og spilte',
        'et lite kjøkken der ei kjele med kakao {fortsatt var varm|sto og putret|ventet på gjester}',
      ]);
      return by(
        c,
        `{Døra gikk opp|Knirk, døra gikk opp|Klikk, døra gikk opp|Den lille døra gled opp}, og {bak den|der inne|der} lå ${room}!`,
        `{Bak døra|På den andre sida|Der inne} {lå|fant ${h(c)}|ventet} ${room}.`,
        `{Bak døra|På den andre sida|Innenfor den lille døra} {lå|fant ${h(c)}|ventet} ${room}. Det så ut som {noen|hele stedet} hadde ventet {lenge|i mange år|tålmodig} på at akkurat ${h(c)} skulle finne det.`,
      );
    },
  },
  lights: {
    seems: (c) =>
      by(
        c,
        `Om natta var det {små|blinkende|rare} lys {i skogen|ved vannet|bak åsen}.`,
        `Om natta blinket små {gule|grønne|blå} lys {inne i skogen|nede ved vannet|bak åsen}, og hva {var det|kunne det være}?`,
        `Om natta danset små lys mellom trærne i skogkanten, av og på, {grønne og gule|blå og hvite|som små stjerner}, og {ingen|ikke engang bestemor|ikke en eneste en} visste {hva de var|hvor de kom fra|hvem som tente dem}.`,
      ),
    clue: [
      'en lysende flekk på et blad',
      'ei bitte lita lykt laget av et nøtteskall',
      'en ring av nedtråkket gress',
      'musikk, veldig svak',
      'en sti av glitrende støv',
      'et fingerbøl fullt av honning',
      'latter, altfor liten til å komme fra et menneske',
      'et invitasjonskort på størrelse med en negl',
    ],
    reveal: (c) => {
      const party = c.p(['dansefest', 'bursdagsfest', 'konsert', 'midtsommerfest', 'lysfest']);
      return by(
        c,
        `Det var {ildfluer|hundre ildfluer|lysende ildfluer}! De hadde ${party}.`,
        `Det var ildfluer, {hundrevis|tusenvis} av dem, som hadde ${party}!`,
        `Det var ildfluer, hundrevis av dem, som holdt ${party}, og de ble kjempeglade for å få gjester til slutt.`,
      );
    },
  },
  tracks: {
    seems: (c) =>
      by(
        c,
        `Det var {store|rare|runde} spor i snøen, {helt opp til døra|rundt huset|bort mot skogen}.`,
        `Det var {store|kjempestore|runde}, rare spor i snøen {rundt huset|bort mot åsene|helt opp til vinduet}, og hvem kunne de {være fra|tilhøre}?`,
        `I {nysnøen|den myke snøen|den ferske snøen} var det spor, {store og runde og rare|brede og runde og underlige|dype og store og rare}, som gikk {bort mot åsene|rundt og rundt huset|helt opp til vinduet|ned til den frosne dammen}. {Ingen|Ikke engang bestefar|Ikke en eneste en} hadde {noen gang sett|hørt om|tegnet} slike spor {før|i hele sitt liv|noe sted}.`,
      ),
    clue: [
      'et spor av store, runde fotavtrykk',
      'en knekt kvist høyt oppe',
      'en dott med hvit pels',
      'en veldig stor og veldig pen snøball',
      'en snøengel like stor som ei seng',
      'et fiskebein, gnagd helt rent',
      'en varm flekk der noe hadde sovet',
      'et lite hjerte tegnet i snøen',
    ],
    reveal: (c) => {
      const who = c.p([
        'en stor, sjenert snøbjørn',
        'en ung isbjørn',
        'et lite, sjenert troll',
        'en stor, hvit hund',
      ]);
      const it = who.startsWith('et') ? 'det' : 'den';
      return by(
        c,
        `Det var ${who}, og ${it} {ville ha en venn|var ensom|ville bare leke}!`,
        `Det var ${who} som hadde kommet ned fra åsene for å {finne en venn|leke|se hvordan folk bor}.`,
        `Det var ${who} som hadde kommet ned fra {åsene|fjellet|den høye skogen} fordi ${it} var ensom, men som hadde vært for sjenert til å {banke på|si hei|komme nærmere}.`,
      );
    },
  },
};

export const QUESTION_NO: Record<MysteryId, string> = {
  sounds: 'hva lyden var',
  missing: 'hvem som hadde tatt den',
  door: 'hvor døra førte',
  lights: 'hva lysene var',
  tracks: 'hvem sporene var fra',
};
