// Små pauser på veien: en rast, en lek, et funn, noe morsomt, og letingen etter spor.
import type { Bank } from '../../compose/ctx-base';
import type { NoCtx } from '../../compose/ctx-no';
import { by } from '../by-band';
import { aLimb, team, who, worn } from './slots';

/** «lua til Ola», eller «halen til Pus» når den geita smaker på, ikke går kledd. */
const wornOf = (c: NoCtx): string => {
  const a = who(c);
  return `${a.dressed ? '{lua|skjerfet|jakkeermet}' : worn(a)} til ${a.name}`;
};
import { isAfloat, isBare } from '../ground';
import { spotsAt, underAt } from './ground-words';
/** Et sete stedet har: en stubbe i skogen, en flat stein på månen. */
const perchSeat = (c: { setting: string }) =>
  isAfloat(c.setting)
    ? '{ei tønne|en taukveil|ei bøtte som sto opp ned}'
    : isBare(c.setting)
      ? '{en flat stein|ei solvarm berghelle|en stor steinblokk}'
      : seat;

const snack =
  '{syltetøybrød|et eple|brød med ost|en gulrot|ei pære|en bolle|kjeks|ei skive med brunost}';
const seat = '{en flat stein|ei myk mosetue|en veltet stokk|en gammel stubbe|ei solvarm berghelle}';
const berries = '{tyttebær|blåbær|markjordbær|bringebær|multer}';
const shares = (c: NoCtx) => (c.friend ? 'delte' : 'spiste');

export const detour: Bank<NoCtx> = [
  (c) =>
    by(
      c,
      `${team(c)} hvilte og ${shares(c)} ${snack}.`,
      `${team(c)} satte seg på ${perchSeat(c)} og ${shares(c)} ${snack}.`,
      `${team(c)} fant ${perchSeat(c)} og ${shares(c)} ${snack}, og en stund ${c.friend || c.helper ? 'sa ingen noe som helst' : 'var alt helt stille'}.`,
    ),
  (c) =>
    by(
      c,
      `En regnbue lyste over ${c.place.def}, og ${who(c).name} sa: «{Oi|Se|Å}!»`,
      `En regnbue strakte seg over ${c.place.def}, og ${who(c).name} {hvisket|sa lavt}: «{Oi|Se der|Så fin}.»`,
      `En regnbue bøyde seg over hele ${c.place.def}, og ${who(c).name} talte alle fargene {to ganger|høyt|på fingrene}, bare for å være sikker.`,
    ),
  (c) =>
    by(
      c,
      `${team(c)} lekte {gjemsel|sisten|bukken og havresekken|haien kommer} ${c.place.in}.`,
      `${team(c)} stoppet ${c.place.in} for en rask runde {gjemsel|sisten|bukken og havresekken|jeg ser noe du ikke ser}.`,
      `${team(c)} klarte ikke å la være med en rask runde {gjemsel|sisten|bukken og havresekken|jeg ser noe du ikke ser} ${c.place.in}, og den varte {litt lenger enn planlagt|mye lenger enn noen hadde tenkt|til alle var andpustne}.`,
    ),
  (c) => {
    const a = who(c);
    return by(
      c,
      `${a.name} sang en {tullete|glad|liten} sang, {la la la|tra la la|dum di dum}.`,
      `${a.name} sang en vandresang, og {en fugl sang med|vinden nynnet med|selv biene surret i takt}.`,
      `${a.name} sang en gammel vandresang, og {en svarttrost sang med fra en grein|vinden nynnet melodien tilbake|selv biene surret i takt}.`,
    );
  },
  (c) =>
    by(
      c,
      `${team(c)} fant ${berries} og spiste {alle sammen|en hel neve|til magen var god}.`,
      `Ved stien fant ${team(c)} ${berries} og spiste til fingrene ble {klissete|røde|lilla}.`,
      `Ved stien vokste det ${berries}, og ${team(c)} spiste til fingrene var klissete og {lilla|røde} og magen {var god og full|ikke ville ha mer}.`,
    ),
  (c) =>
    by(
      c,
      `${team(c)} lå i {gresset|lyngen|mosen} og så skyene {seile|drive|gli} forbi{| en stund| i ro}.`,
      `${team(c)} lå i gresset en stund og så skyene {drive|seile|gli} forbi, og {ingen hadde det travelt|alt var stille|en humle summet}.`,
      `${team(c)} la seg på ryggen i gresset og så skyene drive forbi, og ga hver av dem {et navn|en historie|en ny form}.`,
    ),
  (c) => {
    const a = who(c);
    return by(
      c,
      `${a.name} {kastet smutt|laget en blomsterkrans|bygde et lite tårn|tegnet i sanden}.`,
      `${a.name} stoppet for å {kaste smutt|lage en blomsterkrans|bygge et lite tårn av stein|tegne et hjerte i sanden} og var {veldig fornøyd|stolt|glad}.`,
      `${a.name} stoppet for å {kaste smutt|lage en blomsterkrans lang nok til ei lue|bygge et lite tårn av småstein} og var stille og {enormt|svært|dypt} fornøyd med det.`,
    );
  },
  (c) =>
    by(
      c,
      `${team(c)} drakk {kaldt vann|saft|melk|te} {og pustet ut|i skyggen|fra ei flaske|og hvilte beina}.`,
      `${team(c)} tok en liten pause, drakk {kaldt vann fra en bekk|saft fra flaska|litt kakao fra termosen} og {pustet ut|strakte på beina|lo av ingenting}.`,
      `${team(c)} tok en pause, drakk {iskaldt vann fra en bekk|det siste av saften|lunken kakao fra termosen} og strakte på beina, og {verden føltes snillere|alt virket litt lettere|ingen hadde lyst til å gå videre riktig ennå}.`,
    ),
];

export const discovery: Bank<NoCtx> = [
  (c) => {
    const a = who(c);
    return by(
      c,
      `${a.name} fant {en blank stein|ei blå fjær|et lite skjell|et rødt blad|en firkløver}.`,
      `På bakken fant ${a.name} {en blank stein|ei blå fjær|et lite skjell|et blad formet som et hjerte|en firkløver} og ${a.dressed ? 'puttet funnet i lomma' : 'tok godt vare på funnet'}.`,
      `Halvt skjult i {gresset|sanden|mosen} fikk ${a.name} øye på {en blank stein med ei gullstripe|ei blå fjær like lang som en skje|et lite spiralskjell|et blad formet nøyaktig som et hjerte}, og ${a.dressed ? 'puttet funnet i lomma' : 'tok godt vare på funnet'}.`,
    );
  },
  (c) => {
    const a = who(c);
    return by(
      c,
      `Ei {marihøne|sommerfugl|bie|lita bille} landet på nesa til ${a.name}!`,
      `Ei {marihøne|lita bille|sommerfugl} landet {rett|midt|helt ytterst} på nesa til ${a.name}, {og det kilte|så det kilte|og ${a.han} lo}.`,
      `Ei {marihøne|lita, grønn bille|sommerfugl} landet helt ytterst på nesetippen til ${a.name}, og ${a.han} ble skjeløyd av å prøve å se på den.`,
    );
  },
  (c) =>
    by(
      c,
      `${who(c).name} møtte en {treg|søvnig|bitte liten} {snegl|padde|bille} som sa: «{Lykke til|God tur|Ha det fint}.»`,
      `En snegl som skulle {motsatt vei|til ${c.prev ? c.prev.def : 'byen'}|på besøk}, sa «lykke til» {veldig sakte|forferdelig sakte|med et lite smil}.`,
      `En {snegl|stripete snegl|liten snegl} {skulle motsatt vei|var på vei hjem|skulle på besøk}. «{Lykke til|God tur|Ha det fint},» sa sneglen, så sakte at ${team(c)} for lengst hadde gått videre før den ble ferdig.`,
    ),
  (c) =>
    by(
      c,
      `Ved foten av {et tre|en stubbe|ei gammel eik} var det ei {bitte lita|lita|ørlita} {dør|luke}{| med et håndtak| malt i rødt}!`,
      `Ved foten av {et tre|en stubbe|en stor stein|ei gammel eik} var det ei bitte lita {dør|luke}, ikke større enn {ei hånd|en fyrstikkeske|et spillkort|en kjeks}.`,
      `Ved foten av {et gammelt tre|ei krokete bjørk|en mosegrodd stubbe} satt ei bitte lita, {malt|grønn|rød} dør, ikke større enn ei hånd, med {ei eikenøtt|en hasselnøtt|en knapp} som dørhåndtak.`,
    ),
  (c) =>
    by(
      c,
      `${who(c).name} så {en hare|et rådyr|et pinnsvin|en rev} {titte fram|hoppe forbi}.`,
      `Et øyeblikk så ${who(c).name} {en hare|et rådyr|et pinnsvin|en rev} ${c.place.in}, og så var det borte.`,
      `Et stille øyeblikk så ${who(c).name} {et ungt rådyr|et pinnsvin|en hare|en rev} som fulgte med fra kanten av ${c.place.def}, og så, som en tanke, var det borte.`,
    ),
  (c) => {
    const a = who(c);
    return by(
      c,
      `${a.name} fant et {spor|fotspor|poteavtrykk} i {gjørma|sanden|mosen}.`,
      `I {gjørma|sanden|den våte jorda} fant ${a.name} et {fotspor|poteavtrykk} som {var større enn ${a.hans} eget|hadde fire tær|gikk i sikksakk}.`,
      `I den våte {jorda|sanda} fant ${a.name} en rad med poteavtrykk som {gikk i sikksakk og plutselig stoppet|var mindre enn en knapp|førte rett inn i en busk}, og ${a.han} {lurte lenge på hvem som hadde gått der|tenkte lenge på hvem som eide dem|ville gjerne vite hvem som hadde vært der}.`,
    );
  },
];

export const funny: Bank<NoCtx> = [
  (c) =>
    !c.outdoors
      ? null
      : by(
          c,
          `Med et plask falt ${who(c).name} i en {sølepytt|dam|stor pytt}!`,
          `Med et plask tråkket ${who(c).name} rett i en {sølepytt|gjørmete flekk} ${c.place.in}, og {gjørme|vann} sprutet overalt.`,
          `Med et plask tråkket ${who(c).name} rett i en sølepytt som var mye dypere enn den så ut, og gjørmevann sprutet {absolutt overalt|helt opp i øra|på alle som sto nær}.`,
        ),
  (c) => {
    // Frogs, leaves and flies live under the open sky, not on the moon or indoors.
    if (!c.outdoors) return null;
    const a = who(c);
    return by(
      c,
      `${a.name} nøs så høyt at {en fugl|ei and|en frosk|en hare|ei mus} {hoppet|skvatt|lo}.`,
      `${a.name} nøs {et høyt atsjo|så kraftig|tre ganger} at {tre fugler|et ekorn|en hel andefamilie|ei ku} {skvatt|lettet|snudde seg}.`,
      `${a.name} nøs så høyt at {tre fugler|et ekorn|en hel andefamilie} skvatt til værs og klaget over det lenge etterpå.`,
    );
  },
  (c) => {
    const a = who(c);
    return by(
      c,
      `${a.name} fikk hikke, og for hvert hikk {hoppet|spratt} ${a.han}.`,
      `Så fikk ${a.name} hikke, og for hvert hikk {hoppet|spratt|hoppet} ${a.han} litt.`,
      `Så fikk ${a.name} hikke, den sprettende sorten, og for hvert hikk lettet ${a.han} litt fra bakken.`,
    );
  },
  (c) => {
    // Frogs, leaves and flies live under the open sky, not on the moon or indoors.
    if (!c.outdoors) return null;
    const a = who(c);
    return by(
      c,
      `En frosk hoppet opp på hodet til ${a.name} og sa: «{Kvekk|Kvakk}!»`,
      `En {frosk|liten frosk|grønn frosk} hoppet opp på hodet til ${a.name}, satt der som {en hatt|ei lue|en krone} og sa: «{Kvekk|Kvakk}.»`,
      `En frosk hoppet opp på hodet til ${a.name} og satt der som en liten, grønn hatt og så {svært fornøyd|høyst tilfreds|veldig viktig} ut.`,
    );
  },
  (c) => {
    const a = who(c);
    return by(
      c,
      `Magen til ${a.name} sa {RUMLE|KLUNK|GURGEL}, og alle lo.`,
      `Magen til ${a.name} {rumlet|knurret|buldret} så høyt at {alle lo|en fugl svarte|${a.han} måtte le selv|et ekorn slapp nøtta si}.`,
      `Magen til ${a.name} rumlet så høyt at en bille som gikk forbi, så seg om etter tordenværet.`,
    );
  },
  (c) => {
    // Frogs, leaves and flies live under the open sky, not on the moon or indoors.
    if (!c.outdoors) return null;
    const a = who(c);
    return by(
      c,
      `${a.name} la et blad på hodet og sa: «Jeg er {konge|sjef} over bladene!»`,
      `${a.name} la et {stort|gult|rødt} blad på hodet og sa: «Bukk for meg, jeg er {bladkongen|bladsjefen|bladdronningen|herskeren over alt løv}!»`,
      `${a.name} balanserte et kjempestort blad på hodet og sa høytidelig: «Bukk dypt, for jeg er {konge|keiser|hersker} over alle blader!»`,
    );
  },
  (c) =>
    !c.outdoors
      ? null
      : by(
          c,
          `${who(c).name} prøvde å gå {baklengs|på tå|som en krabbe|som en and} og datt, {bums|plopp|flump|dunk}.`,
          `${who(c).name} prøvde å gå {baklengs|som en krabbe|på tå} for moro skyld og satte seg {i en busk|med et dunk|i gresset}.`,
          `${who(c).name} bestemte seg for å gå {baklengs|som en krabbe|på tå} en stund, noe som gikk fint helt til det ikke gjorde det.`,
        ),
  (c) => {
    // Frogs, leaves and flies live under the open sky, not on the moon or indoors.
    if (!c.outdoors) return null;
    const a = who(c);
    return by(
      c,
      `${a.name} gjespet så stort at {ei flue|en mygg|et blad} nesten fløy inn!`,
      `${a.name} gjespet et {kjempegjesp|gigantisk gjesp|løvegjesp}, og {ei flue|en mygg|en humle} fløy {nesten|nesten rett|nesten helt} inn!`,
      `${a.name} gjespet et gjesp så stort at {ei flue|en mygg} snudde i lufta og fløy en annen vei, for sikkerhets skyld.`,
    );
  },
  (c) =>
    c.outdoors
      ? by(
          c,
          `Ei geit {kom bort|dukket opp} og spiste på ${wornOf(c)}!`,
          `Ei nysgjerrig geit kom bort og begynte å tygge på ${wornOf(c)}, {som om det var lunsj|veldig sakte|med øynene igjen}.`,
          `Ei nysgjerrig geit kom bort og smakte forsiktig på ${wornOf(c)}, som om det var dagens rett.`,
        )
      : null,
];

export const search: Bank<NoCtx> = [
  (c) =>
    by(
      c,
      `${team(c)} lette {høyt og lavt|opp og ned|her og der} ${c.place.in}.`,
      `${team(c)} lette {høyt og lavt|opp og ned}, under ${spotsAt(c.setting)[0]} og bak ${spotsAt(c.setting)[1]}.`,
      `${team(c)} lette høyt og lavt ${c.place.in}, under ${spotsAt(c.setting)[0]}, bak ${spotsAt(c.setting)[1]} og alle steder der et spor kunne gjemme seg.`,
    ),
  (c) => {
    const a = who(c);
    return by(
      c,
      `${a.name} kikket under ${underAt(c.setting, '{en stein|et blad|en stokk|en busk}')}, og så bak.`,
      `${a.name} kikket under ${underAt(c.setting, '{en stein|en haug med løv|en stokk|en busk}')}, og så bak, {for sikkerhets skyld|for å være helt sikker|bare i tilfelle|og så én gang til}.`,
      `${a.name} satte seg på huk og kikket under ${underAt(c.setting, '{en stein|en haug med løv|en hul stokk|en busk}')}, så bak, og så under igjen, bare for å være grundig.`,
    );
  },
  (c) => {
    const a = who(c);
    return by(
      c,
      `«{Hysj|Sssh|Stille}, {hører du noe|hva var det|hørte du det}?» {spurte|hvisket} ${a.name}{| ${c.place.in}}.`,
      `«{Hysj|Sssh|Stille nå}, la oss lytte {godt|nøye|skikkelig|en liten stund},» hvisket ${a.name} {og holdt pusten|og la hodet på skakke|og sto helt stille|og lukket øynene}.`,
      `«Hysj,» hvisket ${a.name} ${c.place.in} og løftet ${a.person ? '{ei hånd|en finger}' : aLimb(a)}. «Hvis vi er {stille|rolige} nok, kan ${c.place.def} {kanskje|sikkert|kanskje til og med} {fortelle oss noe|vise oss noe|hviske svaret}.»`,
    );
  },
  (c) =>
    by(
      c,
      `${team(c)} lette og lette ${c.place.in}.`,
      `${team(c)} lette {sakte|nøye|grundig} ${c.team.plural ? 'på hver sin side av stien' : 'både til høyre og til venstre'}.`,
      `${team(c)} gikk sakte gjennom ${c.place.def}, med blikket mot bakken, og så etter alt som ikke hørte hjemme der.`,
    ),
  (c) => {
    const a = who(c);
    return by(
      c,
      `${a.name} tok fram {forstørrelsesglasset|lommelykta|notatboka}.`,
      `${a.name} tok fram {forstørrelsesglasset|lommelykta|notatboka} og {gikk ned på knærne|så på hver stein|fulgte hver sprekk|lette i hver krok} ${c.place.in}.`,
      `${a.name} tok fram {forstørrelsesglasset|lommelykta} og gikk over ${c.place.def} bit for bit, slik ekte detektiver gjør.`,
    );
  },
  (c) => {
    const a = who(c);
    return by(
      c,
      `«Hvor kan det være?» {tenkte|sa} ${a.name}.`,
      `«Hvis jeg var {et spor|en ledetråd|et lite tegn}, hvor ville jeg gjemt meg?» {tenkte|sa|hvisket} ${a.name} og {så seg rundt|klødde seg i hodet|myste|kikket bortover}.`,
      `«Hvis jeg var et spor,» sa ${a.name} {langsomt|ettertenksomt|lavt}, «ville jeg gjemt meg et sted ingen tenker på å se,» og så så ${a.han} {opp|bak seg|helt nederst}.`,
    );
  },
];
