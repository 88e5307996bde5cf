// Flere bilder av hvert sted, så to besøk på samme slags sted ikke ser like ut: lyder,
// lukter og små liv som hører hjemme der.
import type { SceneSetting } from '../../../scene-spec';
import type { Bank } from '../../compose/ctx-base';
import type { NoCtx } from '../../compose/ctx-no';
import { by } from '../by-band';
import { OWN_SURFACE } from './settings-space';
import { who } from './slots';

const lys = '{gyllent|grønnaktig|flekkete|mykt|skrått}';

export const settingMore: Partial<Record<SceneSetting, Bank<NoCtx>>> = {
  forest: [
    (c) =>
      by(
        c,
        `{En kongle|En pinne|Ei nøtt} falt {ned|fra et tre}, dunk!`,
        `{En kongle|Ei nøtt|En kvist} falt ned fra et tre, dunk, og {et ekorn|ei skjære|en kråke} {kikket ned|skjente|lo}.`,
        `{En kongle|Ei nøtt|En kvist} falt ned fra {en gran|ei furu|et høyt tre} med et dunk, og høyt oppe kikket et {ekorn|rødt ekorn|lite ekorn} ned, {som om det ventet på applaus|som om det ikke hadde noe med saken å gjøre|svært fornøyd med seg selv}.`,
      ),
    (c) =>
      by(
        c,
        `Lyset {var|falt|lå} ${lys} mellom {trærne|grenene|stammene}.`,
        `Lyset falt ${lys} ned mellom {trærne|grenene}, og {en bregne|en sopp|ei maurtue|en blåbærtue} sto i hver {lysflekk|solflekk}.`,
        `Lyset silte ${lys} ned mellom trærne og la små, varme flekker på mosen, der {maurene hadde det travelt|en rød sopp sto som en liten lampe|en bregne rullet seg ut}.`,
      ),
  ],
  meadow: [
    (c) =>
      by(
        c,
        `Det {luktet|duftet} {kløver|honning|høy|sommer|timian|sol} ${c.place.in}, og {en gresshoppe spilte|ei bie surret|en fugl sang|en sirisse gned beina|en humle brummet}.`,
        `Det luktet {kløver|honning|høy|timian} og {sol|sommer|regn}, og {en gresshoppe|en sirisse|ei bie|ei lerke} {spilte|sang|surret} {et sted i gresset|like ved|${c.place.in}}.`,
        `Lufta luktet {kløver og honning|høy og sol|sommer og regn}, og et sted i gresset spilte {en gresshoppe|hundre sirisser|ei lita sirisse} på {sin lille fele|en bitte liten fiolin|noe som lignet en fele}.`,
      ),
    (c) => {
      // Only hands pick a flower, and only one with hair puts it there.
      const a = who(c);
      if (!a.hands)
        return `${a.name} snuste på {en blåklokke|en prestekrage|en kløver} og {nøs|smilte|ble gul på snuten av pollen}.`;
      return by(
        c,
        `${a.name} plukket {en blåklokke|en prestekrage|en kløver} og {luktet på den|ga den bort${a.person ? '|satte den i håret' : ''}}.`,
        `${a.name} plukket {en blåklokke|en prestekrage|en smørblomst} og holdt den {under haka|opp mot sola|mot nesa}, og den lyste {gult|som sol|som smør} {i lyset|et øyeblikk|helt fint}.`,
      );
    },
  ],
  mountain: [
    (c) =>
      by(
        c,
        `{Ei ørn|En ravn|En falk} seilte {høyt|over toppen|i ring}.`,
        `{Ei ørn|En ravn|En falk} seilte i store ringer over toppen, {helt uten å flakse|stille som en tanke}.`,
      ),
    (c) =>
      by(
        c,
        `En bekk {sildret|rant|hoppet} ned fra fjellet.`,
        `En iskald bekk sildret ned mellom steinene og {sang|skravlet|klukket} hele veien ned.`,
      ),
  ],
  sea: [
    (c) =>
      by(
        c,
        `{En sel|Ei nise|En hval} kikket opp av vannet!`,
        `{En sel|Ei nise} stakk hodet opp av vannet, {blunket|så på ${c.team.dem}|snufset} og dukket ned igjen.`,
      ),
  ],
  beach: [
    (c) =>
      by(
        c,
        `Bølgene {kom og gikk|sa sjsj|kilte tærne}.`,
        `Små bølger kom og gikk og {kilte tærne|visket ut fotsporene|sa sjsj, sjsj}.`,
        `Små bølger kom og gikk og visket ut fotsporene like fort som de ble laget, som om stranda ville holde på en hemmelighet.`,
      ),
  ],
  island: [
    (c) =>
      by(
        c,
        `{Kokosnøtter|Bananer|Blomster} hang i trærne.`,
        `Det vokste {kokosnøtter|bananer|røde blomster} overalt, og sanden var {varm|hvit|myk}.`,
      ),
  ],
  underwater: [
    (c) =>
      by(
        c,
        `{Bobler|Små bobler} steg opp, blubb, blubb.`,
        `Små bobler steg opp som {perler|ballonger|sølvkuler}, og {en krabbe|en sjøstjerne|en blekksprut} vinket.`,
      ),
  ],
  castle: [
    (c) =>
      by(
        c,
        `{Rustningene|Lysekronene|Portrettene} {blinket|sto stille|så ned}.`,
        `I hallen sto {blanke rustninger|høye stoler|lange bord}, og et ekko {fulgte hvert skritt|svarte når noen hostet}.`,
      ),
  ],
  village: [
    (c) =>
      by(
        c,
        `{En katt sov på en trapp|En hund gikk over gata|En hane galte på et gjerde|Ei dame vannet blomster${c.goal === 'learn' ? '' : '|En gutt syklet forbi'}}{| og vinket|}.`,
        `På torget {solgte noen epler|lekte noen barn|pratet to gamle damer}, og en {katt|hund} sov på en trapp.`,
      ),
  ],
  city: [
    (c) =>
      by(
        c,
        `{Trikken|Bussen|En sykkel} {ringte|tutet|plinget}.`,
        `Trikken ringte, {duer|spurver} kurret på fortauet, og det luktet {pølser|popkorn|kaffe}.`,
      ),
  ],
  house: [
    (c) =>
      by(
        c,
        `Det luktet {vafler|kakao|boller} fra kjøkkenet.`,
        `Fra kjøkkenet kom det lukt av {vafler|kakao|boller}, og radioen spilte {lavt|en gammel sang}.`,
      ),
  ],
  bedroom: [
    (c) =>
      by(
        c,
        `{Bamsen|Dukka|Tøyharen} satt på senga.`,
        `På senga satt {bamsen|en slitt kosebamse|en tøyhare} og passet på, og lampa lyste {gult|mykt}.`,
      ),
  ],
  garden: [
    (c) =>
      by(
        c,
        `{Erter|Jordbær|Gulrøtter|Salat|Bønner} vokste i {rader|bedet|lange rader}.`,
        `{Erter|Jordbær|Tomater|Bønner} vokste i pene rader, og {en humle|ei bie|en sommerfugl} {gikk|fløy|surret} fra blomst til blomst.`,
      ),
  ],
  farm: [
    (c) =>
      by(
        c,
        `{Grisene grynte|Hønene kaklet|Lammene hoppet}.`,
        `{Grisene grynte i gjørma|Lammene hoppet på alle fire|Hønene lette etter korn}, og traktoren sto og sov.`,
      ),
  ],
  school: [
    (c) =>
      by(
        c,
        `Det luktet {kritt|blyanter|viskelær}.`,
        `Det luktet {kritt|blyanter} og {matpakker|viskelær}, og en glemt {lue|votte|gymsko} lå under en benk.`,
      ),
  ],
  space: [
    (c) =>
      by(
        c,
        `Et stjerneskudd {suste|fløy} forbi!`,
        `En komet {suste|fløy} forbi med en lang, {glitrende|lysende} hale, og ${who(c).name} vinket.`,
      ),
  ],
  moon: [
    (c) =>
      OWN_SURFACE.has(c.place.id)
        ? null
        : by(
            c,
            `Det var {stille|helt stille|så stille} ${c.place.in}.`,
            `Det var helt stille, og {fotsporene|sporene} ble liggende i støvet som {frimerker|stempler}.`,
          ),
  ],
  desert: [
    (c) =>
      by(
        c,
        `{Ei øgle|En kamel|Ei lita mus} gikk forbi.`,
        `Ei {øgle|ørkenmus} pilte forbi, og {vinden|sola} tegnet mønstre i sanden.`,
        `Ei {øgle|ørkenmus} pilte forbi over sanden, og vinden tegnet nye mønstre etter den, som om den ryddet opp.`,
      ),
  ],
  jungle: [
    (c) =>
      by(
        c,
        `{Ei ape|En papegøye|En frosk} ropte fra et tre.`,
        `{Ei ape|En tukan|En papegøye} ropte fra et tre, og store blader dryppet av {dugg|regn}.`,
      ),
  ],
  snow: [
    (c) =>
      by(
        c,
        `Snøen {glitret|blinket|skinte} som {stjerner|sukker}.`,
        `Snøen glitret i lyset, og ${who(c).name} laget {en snøengel|en snøball|fotspor i ring}.`,
      ),
  ],
  cave: [
    (c) =>
      by(
        c,
        `{Ekkoet|Hula} svarte: {hallo, hallo|hei, hei}!`,
        `«Hallo!» ropte ${who(c).name}, og hula svarte: «Hallo, hallo, hallo,» {litt svakere hver gang|langt inne|som et ekko fra et eventyr}.`,
      ),
  ],
  sky: [
    (c) =>
      by(
        c,
        `{Fugler|Gjess|Svaler} fløy {forbi|ved siden av|under}.`,
        `En flokk {gjess|svaler|trekkfugler} fløy forbi i en {lang V|ring|rad} og {hilste|ropte hei|så forbauset ut}.`,
      ),
  ],
  river: [
    (c) =>
      by(
        c,
        `{Siv|Gress|Vannliljer|Høyt siv} vokste langs {kanten|elva|bredden}{| i tette rader}.`,
        `Langs {kanten|bredden} vokste {siv|vannliljer|høyt gress}, og {en øyenstikker|en and|en frosk|ei vannspindel} passet på sin lille plass.`,
      ),
  ],
  lake: [
    (c) =>
      by(
        c,
        `Vannet var {kaldt|klart|grønt} og {stille|blankt}.`,
        `Vannet var så klart at ${who(c).name} kunne se {småfisk|steiner|frosker|skjell|sand} {på bunnen|helt nede|under overflaten}.`,
      ),
  ],
  playground: [
    (c) =>
      by(
        c,
        `Sandkassa var full av {spor|slott|spader}.`,
        `I sandkassa sto et halvferdig {slott|tårn}, og noen hadde glemt {ei bøtte|en spade|en ball}.`,
      ),
  ],
  library: [
    (c) =>
      by(
        c,
        `Det var {så stille|helt stille|stille} blant bøkene.`,
        `Det var så stille{ der inne| i rommet|} at man kunne høre {sidene bla seg|klokka tikke|støvet danse|en mus puste}.`,
      ),
  ],
  ship: [
    (c) =>
      by(
        c,
        `{Tauene|Dekket|Masta} knirket.`,
        `Tauene knirket, dekket {luktet tjære|var vått|gynget}, og {måkene|ternene} fulgte etter.`,
      ),
  ],
  circus: [
    (c) =>
      by(
        c,
        `{En klovn|En akrobat|En elefant} vinket!`,
        `{En klovn på stylter|En akrobat i glitter|En elefant med lue} vinket, og {publikum|alle} klappet.`,
      ),
  ],
};
