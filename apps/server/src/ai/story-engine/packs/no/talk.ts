// Det laget sier til hverandre underveis: små samtaler, vitser, spørsmål og mot.
import type { Bank } from '../../compose/ctx-base';
import type { NoCtx } from '../../compose/ctx-no';
import { by } from '../by-band';
import { airOf, isBare } from '../ground';
import { other, who } from './slots';

/** Begge i laget, i tilfeldig rekkefølge: den som spør, og den som svarer. */
const pair = (c: NoCtx) => {
  const a = who(c);
  return [a, other(c, a) ?? c.hero] as const;
};

export const talk: Bank<NoCtx> = [
  (c) => {
    if (!c.friend) return null;
    const [a, b] = pair(c);
    return by(
      c,
      `«Er du {trøtt|sulten|sliten}?» {spurte|lurte} ${a.name}, men ${b.name} {ristet på hodet|lo|sa nei}.`,
      `«Er du {trøtt|sliten|sulten}?» spurte ${a.name}. «{Ikke det spor|Slett ikke|Bare litt},» sa ${b.name}, selv om {beina|føttene|magen} sa noe annet.`,
      `«Er du {trøtt|sliten} nå?» spurte ${a.name}. «{Ikke det spor|Ikke det minste},» sa ${b.name} bestemt, selv om {beina|føttene} hadde en helt annen mening.`,
    );
  },
  (c) => {
    if (!c.friend) return null;
    const [a, b] = pair(c);
    return by(
      c,
      `«{Så fint at du er her|Godt du er med|Du er min beste venn},» sa ${a.name}, og ${b.name} {smilte|gliste|nikket|ble glad}.`,
      `«Jeg er glad du {ble med|er her|er vennen min},» sa ${a.name}, og ${b.name} {smilte|gliste}: «{Jeg også|Samme her|Alltid}.»`,
      `«Jeg er skikkelig glad for at du ble med,» sa ${a.name} {lavt|stille}, og ${b.name} dultet borti ${a.ham}: «{Hvor skulle jeg ellers vært?|Som om jeg ville gått glipp av dette!|Det ville jeg ikke gått glipp av!}»`,
    );
  },
  (c) => {
    if (!c.friend) return null;
    const [a, b] = pair(c);
    return by(
      c,
      `${a.name} fortalte en vits om {en snegl|en sokk|en skje|ei gulrot|en sur ku|en sko}, og ${b.name} {lo|fniste|lo høyt}.`,
      `${a.name} fortalte en tullete vits om {en snegl|en sokk|et kålhode|ei ku}, og ${b.name} lo så mye at ${b.han} {måtte sette seg|fikk hikke|nesten datt}.`,
      `${a.name} fortalte en vits om {en snegl som hadde det travelt|en sokk uten makker|et svært stolt kålhode|ei ku som ville bli astronaut}, og ${b.name} lo så mye at ${b.han} måtte holde seg fast i {et tre|en gjerdestolpe|${a.name}}.`,
    );
  },
  (c) => {
    const a = who(c);
    return by(
      c,
      `«Vi {klarer det|greier det|får det til|finner en vei},» sa ${a.name} {lavt|til seg selv|og nikket|og smilte}.`,
      `«Vi {klarer|fikser|greier} dette,» sa ${a.name} {bestemt|stille|med et glis|og knyttet neven}, «det {vet jeg bare|kjenner jeg|er jeg sikker på}.»`,
      `«Vi klarer dette,» sa ${a.name} {bestemt|stille|til ingen spesiell}, og da ${a.han} sa det høyt, føltes det litt mer sant.`,
    );
  },
  (c) => {
    const a = who(c);
    return by(
      c,
      `«Hva finner vi ${c.next ? c.next.in : 'nå'}?» {spurte|lurte} ${a.name}.`,
      `«Hva tror du vi {finner|ser|møter} ${c.next ? c.next.in : 'etterpå'}?» {undret|lurte|spurte} ${a.name} {høyt|ivrig|lavt}.`,
      `«Hva tror du venter på oss ${c.next ? c.next.in : 'der framme'}?» undret ${a.name} høyt, halvt {spent|ivrig} og halvt {nervøs|urolig}.`,
    );
  },
  (c) => {
    if (!c.friend) return null;
    const [a, b] = pair(c);
    return by(
      c,
      `${a.name} holdt ${b.name} i hånda {en stund|et stykke|godt}.`,
      `${a.name} holdt ${b.name} i hånda en stund, og da ble {alt lettere|stien kortere|skyggene mindre mørke}.`,
      `En stund gikk ${a.name} tett inntil ${b.name}, og på en måte gjorde det {stien kortere|skyggene mindre mørke|alt lettere}.`,
    );
  },
  (c) => {
    if (!c.friend) return null;
    const [a, b] = pair(c);
    return by(
      c,
      `«Hva er {favorittfargen|yndlingsmaten|yndlingssangen} din?» spurte ${a.name}, og ${b.name} måtte tenke.`,
      `«Hva er {favorittfargen din|yndlingsmaten din|favorittdyret ditt}?» spurte ${a.name}, og de snakket om det {hele veien|lenge|til stien svingte}.`,
      `«Hvis du kunne fått {hvilket som helst dyr|hvilken som helst mat|en hvilken som helst superkraft}, hva ville du valgt?» spurte ${a.name}, og ${b.name} tenkte {lenge|så det knaket|hele veien}.`,
    );
  },
  (c) => {
    const a = who(c);
    return by(
      c,
      `${a.name} {nynnet|plystret|sang|tralla} {mens ${a.han} gikk|hele veien|på en glad sang|en liten stund}.`,
      `${a.name} {nynnet|plystret|sang lavt} på {en liten melodi|ei gammel vise|en sang fra barnehagen|en marsj} for å {holde humøret oppe|holde takten|jage bort trøttheten}.`,
      `${a.name} {nynnet|plystret} på {en liten melodi|ei gammel vise|en rar sang}, den ${a.han} {alltid brukte|pleide å bruke|hadde lært for lenge siden} når ${a.han} trengte å være {modig|glad|tålmodig}.`,
    );
  },
  (c) => {
    if (!c.friend) return null;
    const [a, b] = pair(c);
    return by(
      c,
      `«Du er {snill|morsom|modig|god}!» {sa|hvisket|lo} ${a.name} til ${b.name}.`,
      `«Vet du hva?» sa ${a.name}. «Du er {den snilleste|den morsomste|den modigste|den beste venn} jeg {vet om|har|kjenner}.» ${b.name} ble {rød i kinnene|helt stille|veldig glad}.`,
      `«Jeg tror ikke jeg hadde {turt|klart|orket} {dette|denne turen|noe av dette} uten deg,» sa ${a.name} {plutselig|lavt|ut av det blå}, og ${b.name} {smilte hele veien|gikk litt rakere|holdt ${a.ham} i hånda|ble rød om ørene}.`,
    );
  },
  (c) => {
    if (!c.friend) return null;
    const [a, b] = pair(c);
    return by(
      c,
      `${a.name} og ${b.name} lekte {at de var riddere|at bakken var lava|at de var på månen}.`,
      `${a.name} og ${b.name} lekte {at de var riddere|at bakken var lava|at de var pirater} et lite stykke, og {det gikk fort|tiden fløy|ingen ble slitne}.`,
      `Et stykke lekte ${a.name} og ${b.name} {at de var riddere på vei til et slott|at bakken var lava og bare steinene var trygge|at de var pirater på leting etter gull}, og {tiden fløy|ingen kjente at beina var trøtte}.`,
    );
  },
  (c) => {
    // Out in space and on bare rock or snow there is no smell of grass and flowers.
    if (isBare(c.setting)) return null;
    const a = who(c);
    const air = airOf(c.setting);
    const short = {
      indoors: '{kanel|nybakt brød|kakao|såpe}',
      sea: '{hav|tang|salt}',
      outdoors: '{blomster|regn|gress|bål|jordbær}',
    }[air];
    const smell = {
      indoors: '{nybakt brød|kanel|varm kakao|grønnsåpe}',
      sea: '{tang og salt|hav og tjære|salt og sol}',
      outdoors: '{blomster og regn|nyslått gress|bål langt borte|bringebær}',
    }[air];
    const scent = {
      indoors: '{nybakt brød og kanel|varm kakao og vafler|grønnsåpe og gamle bøker}',
      sea: '{tang og salt|hav og tjære|solvarm stein og salt}',
      outdoors:
        '{blomster og regn|nyslått gress og sommer|bål et sted langt borte|bringebær og varm stein|furunåler og sol}',
    }[air];
    return by(
      c,
      `«{Kjenn|Snuse, snuse|Mmm|Å, kjenn}!» sa ${a.name}, for det luktet ${short} {her|overalt|så godt|${c.place.in}}.`,
      `«{Kjenner du lukta|Kjenner du det|Lukter du det}?» spurte ${a.name} {og snuste|glad|med nesa i været|og stoppet opp}, for det luktet ${smell}.`,
      `«{Kjenner du lukta|Kjenner du det|Lukter du det}?» spurte ${a.name} ${c.place.in} og {snuste|stoppet|løftet nesa}. {Det luktet|Det duftet av} ${scent}, og {alle ble litt gladere|det gjorde veien kortere|plutselig ble alle sultne|${a.name} ble glad helt inn i hjertet|ingen hadde hastverk lenger|magen begynte å rumle}.`,
    );
  },
];
