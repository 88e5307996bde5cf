// Hjelperne laget møter: hvordan de dukker opp, hvordan man sier takk og farvel, og
// gavene-strukturen (noen trenger en hånd, laget hjelper, en gave blir gitt).
import type { Bank, Tpl } from '../../compose/ctx-base';
import type { NoCtx } from '../../compose/ctx-no';
import { by } from '../by-band';
import { placeById } from '../../lexicon/places';
import { aLimb, team, who } from './slots';
import { isBare } from '../ground';
import { coverAt, perchAt } from './ground-words';

/** Helpers with wings, fins or webbed feet: they wave; they do not lift a paw. */
const PAWLESS = new Set(['owl', 'bird', 'frog', 'penguin', 'fish', 'whale', 'turtle', 'fairy']);

const h = (c: NoCtx) => c.helper as NonNullable<NoCtx['helper']>;
/** Hjelperen ved navn, av og til med kjennetegnet: «ugla», «den kloke ugla». */
const hn = (c: NoCtx) => (c.chance(0.3) ? h(c).traitDef : h(c).kindDef);
const perch =
  '{en stubbe|en stein|ei lav grein|en gjerdestolpe|en stokk|ei mosetue|et gjerde|ei rot}';
const busy =
  '{nynnet på en sang|telte skyer|spiste matpakka|ryddet|strikket|leste ei bok|vannet blomster|pusset brillene}';
const hello = '{Hei|Hei på deg|God dag|Hallo der|Heisann|Nei, men hei}';

const meetAny: Bank<NoCtx> = [
  (c) =>
    c.helper?.perches
      ? by(
          c,
          `På ${perchAt(c.setting, perch)} satt ${h(c).traitIndef} og sa: «${hello}!»`,
          `På ${perchAt(c.setting, perch)} {${c.place.in}|like ved|rett foran ${c.team.dem}} satt ${h(c).traitIndef} som {nikket|blunket|så opp} og sa: «${hello}!»`,
          `På ${perchAt(c.setting, perch)} ${c.place.in} satt ${h(c).traitIndef}, så vennlig som ${c.hero.name} knapt hadde sett noen. «{Hei|God dag|Hallo der|Heisann}, ${c.team.plural ? '{venner|dere}' : '{lille venn|du}'},» sa ${h(c).kindDef}{| og nikket| muntert}.`,
        )
      : null,
  (c) =>
    c.helper?.sound
      ? by(
          c,
          `«${h(c).sound}!» {sa en stemme|hørtes det|lød det}, og fram {kom|tittet|trippet} ${h(c).indef}.`,
          `«${h(c).sound}!» hørtes det {like ved|bak ${coverAt(c.setting, 'en busk')}|rett i nærheten|fra et sted}, og fram kom ${h(c).indef}.`,
          `«${h(c).sound}!» hørtes det {like ved|bak ${coverAt(c.setting, 'en busk')}|over hodene deres}, og fram trådte ${h(c).indef} som så på ${c.team.dem} med stor interesse.`,
        )
      : null,
  (c) =>
    // Grandma or Dad, known already, is not found peeking from behind a stone.
    c.helper && !(c.helper.named && c.helper.person)
      ? by(
          c,
          `{Bak|Fra} ${coverAt(c.setting, c.helper.perches ? '{et tre|en busk|en stolpe|ei grein}' : '{et tre|en stein|en stubbe|en tue}')} ${c.place.in} {kikket|tittet|stakk} ${h(c).indef} fram{| og blunket| og smilte}!`,
          `${isBare(c.setting) ? `Bak ${coverAt(c.setting, '')}` : c.p(c.helper.perches ? ['Fra et tre', 'Bak en busk', 'Fra ei grein'] : ['Bak et tre', 'Bak en stein', 'Rundt et hjørne'])} ${c.place.in} {fulgte ${h(c).indef} med på ${c.team.dem}|kikket ${h(c).indef} på ${c.team.dem}|speidet ${h(c).indef} på ${c.team.dem}}, {nysgjerrig|sjenert|glad for besøk|full av spørsmål}.`,
          `${isBare(c.setting) ? `Bak ${coverAt(c.setting, '')}` : c.p(c.helper.perches ? ['Bak et tre', 'Under en busk', 'Fra ei høy grein'] : ['Bak et tre', 'Bak en stein', 'Rundt et hjørne'])} ${c.place.in} hadde ${h(c).traitIndef} fulgt med på ${c.team.dem} {en stund|en god stund|hele veien}, {svært nysgjerrig på besøk|glad for selskap|lei av å være alene}.`,
        )
      : null,
  earthly((c) =>
    c.helper
      ? by(
          c,
          `{Der|Snart|Plutselig} møtte ${who(c).name} ${h(c).indef} som ${busy}.`,
          `${c.v2('{Akkurat da|Der|Plutselig|Rett etterpå}', 'møtte', team(c), `${h(c).indef} som ${busy}`)}.`,
          `${c.v2('{Akkurat der|Der borte|Midt på stien}', 'møtte', team(c), `${h(c).indef} som hadde det travelt med å {nynne på en gammel sang|telle skyene|spise en svært langsom lunsj|rydde ting som allerede var ryddige|strikke et skjerf som aldri ble ferdig}`)}.`,
        )
      : null,
  ),
  earthly((c) =>
    c.helper
      ? by(
          c,
          `${c.v2(c.place.in, '{vinket|smilte|nikket}', h(c).indef, `til ${who(c).name}`)}.`,
          `${c.v2(c.place.in, '{vinket|nikket|smilte}', h(c).indef, '')} og kom bort for å {hilse|si hei|se hvem ${c.team.de} var}.`,
          `${c.v2(c.place.in, '{så|kikket}', h(c).indef, 'opp fra {ei bok|en kurv med bær|et halvferdig skjerf}')} og kom bort for å se hvem som var kommet.`,
        )
      : null,
  ),
  (c) =>
    // Someone the family named is known already: nobody asks who they are.
    c.helper && !c.helper.named
      ? by(
          c,
          `«{Hvem er ${c.friend ? 'dere' : 'du'}|Hei, hvem er det som kommer|Nei, hvem har vi her}?» {spurte|lurte} ${h(c).indef} {vennlig|nysgjerrig|forsiktig}{| ${c.place.in}}.`,
          `«Og hvem er ${c.friend ? 'dere' : 'du'}, da?» spurte ${h(c).indef} {vennlig|nysgjerrig|med hodet på skakke}, og ${who(c).name} {fortalte|svarte|forklarte} {alt|hvem ${c.team.de} var|om turen}.`,
          `«Og hvem er ${c.friend ? 'dere' : 'du'}, om jeg får spørre?» sa ${h(c).indef} {med hodet på skakke|over kanten av brillene|med et vennlig blunk}. ${who(c).name} fortalte, og ${h(c).kindDef} lyttet {nøye|med store øyne}.`,
        )
      : null,
];

const thanksAny: Bank<NoCtx> = [
  landGoodbye((c) =>
    c.helper
      ? by(
          c,
          `«{Tusen takk|Takk skal du ha|Takk, takk}!» sa ${who(c).name} til ${hn(c)}.`,
          `«Tusen takk!» sa ${who(c).name} og vinket farvel til ${hn(c)} {helt til ${h(c).han} var borte|hele veien nedover stien|to ganger}.`,
          `«Tusen hjertelig takk,» sa ${who(c).name}, og vinket helt til ${h(c).kindDef} var {ute av syne|bare en prikk|skjult av trærne}.`,
        )
      : null,
  ),
  (c) =>
    c.helper
      ? by(
          c,
          `${who(c).name} {klemte|takket} ${hn(c)} og {sa ha det|vinket farvel|sa takk}.`,
          `${who(c).name} ga ${hn(c)} en {klem|god klem|lang klem} og sa: «{Deg glemmer vi aldri|Vi kommer og besøker deg|Du er den beste|Takk for alt|Vi ses snart igjen}!»`,
          `${who(c).name} ga ${h(c).kindDef} en avskjedsklem og lovte: «{Dette skal vi aldri glemme|Vi kommer tilbake en dag|Vi skal fortelle alle om deg}.»`,
        )
      : null,
  landGoodbye((c) =>
    c.helper
      ? by(
          c,
          `«{Lykke til|Ha det|Ta vare på ${c.team.plural ? 'dere' : 'deg'}}!» {ropte|sa} ${hn(c)} da ${team(c)} {gikk|dro videre|gikk sin vei}.`,
          `«Lykke til, og {kom og besøk meg igjen|pass dere for sølepyttene|${c.team.plural ? 'vær modige|ta vare på hverandre' : 'vær modig|ta godt vare på deg selv'}}!» ropte ${hn(c)} {og vinket|fra stien|etter ${c.team.dem}}.`,
          `«Lykke til!» ropte ${h(c).kindDef} etter ${c.team.dem}, «og kom tilbake en dag og fortell meg hvordan det {gikk|endte}!»`,
        )
      : null,
  ),
  landGoodbye((c) =>
    c.helper
      ? by(
          c,
          `${hn(c)} vinket farvel, og ${c.team.de} gikk videre.`,
          `${hn(c)} vinket helt til ${team(c)} hadde gått {rundt svingen|over bakken|ut av syne}.`,
          `${h(c).kindDef} ble stående og vinke helt til ${team(c)} hadde gått {rundt svingen|over bakken}, og ${c.hero.name} kjente seg {varm|heldig|takknemlig} over hele kroppen.`,
        )
      : null,
  ),
  landGoodbye((c) =>
    c.helper
      ? by(
          c,
          `«{Ha det bra|Ha det|Adjø|Takk for nå}!» {sa|ropte} ${team(c)}, og ${hn(c)} {vinket|nikket|smilte} {tilbake|lenge|fra stien}.`,
          `«Ha det bra, og takk for {hjelpen|alt|rådet}!» ropte ${team(c)}, og ${hn(c)} {bukket|nikket|blunket} og {ble borte|gikk hjem|vinket} {mellom trærne|bak en stein|i lyset}.`,
          `«Ha det bra, og takk for all hjelpen!» ropte ${team(c)}, og ${h(c).kindDef} {bukket dypt|${c.helper && PAWLESS.has(c.helper.char.kind) ? 'vinket' : `løftet ${aLimb(c.helper)}`}|blunket lurt}, som for å si at det var ingen sak.`,
        )
      : null,
  ),
];

const needHelpAny: Bank<NoCtx> = [
  earthly((c) =>
    c.helper
      ? by(
          c,
          `${h(c).kindDef} var lei seg, for {lua|skjerfet${c.goal === 'learn' ? '' : '|ballen'}} satt fast i et tre.`,
          `${h(c).kindDef} var lei seg, for {lua|skjerfet|papirdragen} hadde blåst opp i et tre.`,
          `${h(c).kindDef} var helt ulykkelig: {yndlingslua|det fineste skjerfet|den nye papirdragen} hadde blåst helt opp i toppen av et tre, langt utenfor rekkevidde.`,
        )
      : null,
  ),
  (c) =>
    c.helper
      ? by(
          c,
          `«Å nei,» sa ${h(c).kindDef}, «{jeg finner ikke veien hjem|jeg har gått meg vill|hvor er huset mitt}.»`,
          `«Å nei, å nei,» {sa|sukket|klaget} ${h(c).kindDef}, «{jeg har gått meg bort|jeg finner ikke hjem|hvor er jeg nå}.»`,
          `«Å nei, å nei,» sukket ${h(c).kindDef}, «jeg har vandret så langt at jeg ikke lenger vet veien hjem.»`,
        )
      : null,
  earthly((c) =>
    c.helper
      ? by(
          c,
          `${h(c).kindDef} satt fast i en {busk|hekk|bringebærbusk}!`,
          `${h(c).kindDef} satt fast i en stikkende {busk|hekk} og kom seg ikke løs.`,
          `${h(c).kindDef} hadde viklet seg inn i en stikkende {busk|tornekratt} og satt bom fast, noe som var både pinlig og ubehagelig.`,
        )
      : null,
  ),
  earthly((c) =>
    c.helper
      ? by(
          c,
          `${h(c).kindDef} hadde {mange|så mange} {epler|vedkubber|steiner} å bære hjem.`,
          `${h(c).kindDef} hadde en stor haug med {epler|vedkubber|steiner} som skulle bæres hjem, og var veldig sliten.`,
          `${h(c).kindDef} hadde en svær haug med {epler|ved|stein} som måtte bæres hjem før mørket, og var allerede helt utslitt.`,
        )
      : null,
  ),
  earthly((c) =>
    c.helper
      ? by(
          c,
          `${h(c).kindDef} hadde mistet {en nøkkel|en ring|ei klinkekule} i gresset.`,
          `${h(c).kindDef} lette {i gresset|under en busk|langs stien} og sa: «Jeg har mistet {nøkkelen min|ringen min|den fineste klinkekula mi|brillene mine}!»`,
          `${h(c).kindDef} gikk på alle fire og lette i gresset. «Jeg har mistet {nøkkelen til huset mitt|den fineste ringen min|den blå klinkekula mi},» sa ${h(c).han}, «og nå er det snart mørkt.»`,
        )
      : null,
  ),
  earthly((c) =>
    c.helper
      ? by(
          c,
          `Taket til ${h(c).kindDef} lakk, drypp, drypp!`,
          `Det dryppet gjennom taket hjemme hos ${h(c).kindDef}, og ${h(c).han} hadde ingen å spørre om hjelp.`,
          `Det dryppet gjennom taket hjemme hos ${h(c).kindDef}, rett ned i senga, og ${h(c).han} var for liten til å nå opp alene.`,
        )
      : null,
  ),
];

export const giveHelp: Bank<NoCtx> = [
  (c) =>
    c.helper
      ? by(
          c,
          `«{Vi hjelper deg|Vi kan hjelpe|Vent, vi hjelper}!» sa ${who(c).name}, og det gjorde ${c.team.de}{| med en gang}.`,
          `«Vi kan {hjelpe|fikse det|ordne det},» {sa|lovet} ${who(c).name}, og det gjorde ${c.team.de}, {helt til jobben var gjort|med latter og svette|så fort de kunne|uten å mase}.`,
          `«La oss hjelpe,» sa ${who(c).name} med en gang, og ${c.team.de} jobbet {sammen|hardt|uten å klage} til jobben var gjort.`,
        )
      : null,
  (c) => {
    if (!c.helper) return null;
    const a = who(c);
    return by(
      c,
      `${a.name} hjalp til, og det var tungt, men ${a.han} klarte det!`,
      `${a.name} tenkte {hardt|lenge|så det knaket} og fant en {lur|god|ny} måte å hjelpe på, og {det virket|alt gikk bra|${h(c).kindDef} jublet}.`,
      `${a.name} tenkte seg om, prøvde én idé og så en bedre en, og til slutt fant ${a.han} en måte å hjelpe på.`,
    );
  },
  (c) =>
    c.helper
      ? by(
          c,
          `${team(c)} dro og dyttet til alt var i orden.`,
          `${team(c)} {dro og dyttet|løftet og bar|vrikket og vred}, og til slutt var alt {i orden|som før|bra igjen}.`,
          `${team(c)} dro, dyttet og vrikket, og til slutt, med et plopp og en latter, var alt i orden igjen.`,
        )
      : null,
  (c) =>
    c.helper
      ? by(
          c,
          `Det tok litt tid, men ${team(c)} ga seg ikke.`,
          `Det tok {en god stund|lengre tid enn ventet|mange forsøk}, men ${team(c)} {ga seg ikke|holdt ut|jobbet videre} til alt var {i orden|på plass|fikset}.`,
          `Det tok lengre tid enn noen hadde trodd, og det ble både {svette|skrubbsår|latter} underveis, men ${team(c)} ga seg ikke før alt var i orden.`,
        )
      : null,
];

export const receiveGift: Bank<NoCtx> = [
  (c) =>
    c.helper && c.gift
      ? by(
          c,
          `«{Ta|Her, ta|Du skal få|Vær så god, ta} ${c.gift.denne},» sa ${h(c).kindDef} {og ga|og rakte} ${c.hero.name} ${c.gift.indef}.`,
          `«Ta ${c.gift.denne},» sa ${h(c).kindDef} og ga ${c.hero.name} ${c.gift.indef}, «for ${c.gift.den} kan {hjelpe deg|komme godt med|vise seg nyttig} {en dag|senere|når du trenger det|før du aner}.»`,
          `«Vær så snill og ta ${c.gift.denne},» sa ${h(c).kindDef} og la ${c.gift.indef} i hånda til ${c.hero.name}. «Noe sier meg at du vil trenge ${c.gift.den} {snart|før du vet ordet av det|en dag}.»`,
        )
      : null,
  (c) =>
    c.helper && c.gift
      ? by(
          c,
          `{Som et minne|Til minne|Som en liten gave} ga ${h(c).kindDef} ${c.hero.name} ${c.gift.indef}.`,
          `{Som en hilsen|Før de skiltes,} ga ${h(c).kindDef} ${c.hero.name} ${c.gift.indef}, {for å få lykke|som et minne|${c.hero.dressed ? 'til å ha i lomma' : 'til å ta godt vare på'}}.`,
          `Før de skiltes, ga ${h(c).kindDef} ${c.hero.name} ${c.gift.indef}, og ${c.hero.han} {tok godt vare på gaven|${c.hero.dressed ? 'la gaven i den innerste lomma' : 'gjemte gaven på et trygt sted'}|holdt gaven som om den var av glass}.`,
        )
      : null,
  (c) =>
    c.helper && c.gift
      ? by(
          c,
          `«{En gave til deg|Til deg|Værsågod|Ta denne|Den er din}!» sa ${h(c).kindDef} og ga ${c.hero.name} ${c.gift.indef}.`,
          `«{En liten gave|Noe til deg|Dette er til deg},» sa ${h(c).kindDef} {sjenert|lavt|glad}, og det var ${c.gift.indef}.`,
          `«Bare en liten gave,» sa ${h(c).kindDef} {sjenert|lavt|med et smil} og rakte fram ${c.gift.indef}, «{så hold ${c.gift.den} nær deg|for den som er modig|til minne om meg}.»`,
        )
      : null,
  (c) =>
    c.helper && c.gift
      ? by(
          c,
          `${h(c).kindDef} {fant|tok fram|hentet} ${c.gift.indef} og ga ${c.gift.den} til ${c.hero.name}{| med et smil| som takk}.`,
          `${h(c).kindDef} rotet {i en lomme|i ei kurv|under en stein} og fant ${c.gift.indef} {til ${c.hero.name}|som ${h(c).han} ga bort|som ${h(c).han} rakte fram}.`,
          `${h(c).kindDef} rotet lenge {i en lomme|i ei kurv|under en stein} og fant til slutt ${c.gift.indef}. «${c.gift.den} har ventet på {riktig eier|den rette|noen helt spesiell},» sa ${h(c).han}, «og det er visst deg.»`,
        )
      : null,
];

/** Hjelperen ser på mens laget klarer et hinder selv, og sier eller gjør noe om det. */
export const helperCheer: Bank<NoCtx> = [
  (c) =>
    c.helper
      ? by(
          c,
          `«{Bra|Flott|Godt} gjort!» {ropte|sa} ${hn(c)}.`,
          `«{Godt gjort|Det der var flott|Akkurat sånn, ja}!» ropte ${hn(c)} {og klappet|og vinket|så det ljomet}.`,
          `«{Det der var godt tenkt|Akkurat slik ville jeg også gjort det|Jeg visste dere ville finne på noe}!» ropte ${hn(c)}, {og stemmen var full av stolthet|og ${who(c).name} fikk røde kinn}.`,
        )
      : null,
  (c) =>
    c.helper
      ? by(
          c,
          `${hn(c)} {nikket|smilte} {fornøyd|stolt}.`,
          `${hn(c)} hadde sett på hele tida, og nå {nikket|smilte} ${h(c).han} {fornøyd|stolt|bredt}.`,
          `${hn(c)} hadde fulgt med på hvert eneste skritt, og nå {nikket|smilte} ${h(c).han} {så fornøyd at det nesten lyste|som om ${h(c).han} hadde visst det hele tida}.`,
        )
      : null,
  (c) =>
    c.helper
      ? by(
          c,
          `«Dere trengte visst ikke meg!» lo ${hn(c)}.`,
          `«{Det hadde ikke jeg klart bedre selv|Der lærte jeg noe nytt|Dere trengte visst ikke meg}!» sa ${hn(c)} {og lo|imponert|med store øyne}.`,
          `«{Jeg kom for å hjelpe, og så var det jeg som lærte noe|Dere trengte visst ikke meg i det hele tatt|Sånt har jeg aldri sett før},» sa ${hn(c)} og ristet forundret på hodet.`,
        )
      : null,
  (c) =>
    c.helper
      ? by(
          c,
          `${hn(c)} ropte: «{Nesten|Litt til|Sånn, ja}!»`,
          `${hn(c)} holdt vakt mens ${who(c).name} {prøvde|strevde|jobbet}, og ropte «{Nesten!|Litt til!|Sånn, ja!}» {hele tida|innimellom|helt til det var gjort}.`,
          `Hele tida sto ${hn(c)} like ved og ropte råd, {noen av dem nyttige|de fleste av dem gode|og ett av dem ganske rart}, helt til ${c.team.de} var trygt forbi.`,
        )
      : null,
  (c) =>
    c.helper
      ? by(
          c,
          `Etterpå ga ${who(c).name} ${hn(c)} en {klem|stor klem|god klem}.`,
          `Etterpå {tok ${who(c).name} og ${hn(c)} hverandre i hånda|danset ${who(c).name} og ${hn(c)} en liten seiersdans|hoppet ${who(c).name} og ${hn(c)} høyt av glede}.`,
          `Etterpå ble ${who(c).name} og ${hn(c)} stående litt og bare {smile til hverandre|puste ut|se tilbake på det ${c.team.de} hadde klart}.`,
        )
      : null,
];

// Ute i rommet, på sjøen, under vann eller oppe i lufta finnes ingen stier, bakker, trær,
// sølepytter eller tak: det som skjer der, blir fortalt med egne ord, og en gjest fra stjernene
// som møtes her nede, sier hvordan den kom.
const SPACE = new Set(['space', 'moon']);
const inSpace = (c: NoCtx) => SPACE.has(c.setting);
const OFF_LAND = new Set([...SPACE, 'sea', 'ship', 'underwater', 'sky']);
const offLand = (c: NoCtx) => OFF_LAND.has(c.setting);
/** Where the team goes next, when it is off land: a goodbye there is said without a path. */
const offTo = (c: NoCtx) => {
  const next = c.next && placeById(c.next.id).setting;
  return next && OFF_LAND.has(next) ? next : undefined;
};
/** A goodbye as the team sets off for the sea, the sky or space: no path, hill or trees. */
function landGoodbye(t: Tpl<NoCtx>): Tpl<NoCtx> {
  return (c) => (offLand(c) || offTo(c) ? null : t(c));
}
/** Bare på land: linja går en sti, runder en bakke, klatrer i et tre eller venter på regn. */
function earthly(t: Tpl<NoCtx>): Tpl<NoCtx> {
  return (c) => (offLand(c) ? null : t(c));
}
/** Der en hjelper som blir igjen, krymper til en prikk, og hva den ønsker laget på veien. */
const afar = (c: NoCtx): { among: string; wish: string } => {
  const where = offLand(c) ? c.setting : (offTo(c) ?? c.setting);
  return SPACE.has(where)
    ? { among: 'blant stjernene', wish: '{God tur|Pass dere for meteorene}' }
    : where === 'sky'
      ? { among: 'mellom skyene', wish: '{God tur|Pass dere for skyene}' }
      : where === 'underwater'
        ? { among: 'i det dypblå vannet', wish: '{Svøm trygt|Pass dere for strømmen}' }
        : { among: 'på bølgene', wish: '{God bør|Pass dere for de store bølgene}' };
};
const kindIs = (c: NoCtx, kind: string) => c.helper?.char.kind === kind;
/** Folk fra der ute, møtt her nede: de forteller først hvordan de kom. */
const VISITORS = new Set(['alien', 'astronaut']);
const visitor = (c: NoCtx) => !!c.helper && VISITORS.has(c.helper.char.kind) && !inSpace(c);

const visitorLines: Bank<NoCtx> = [
  (c) =>
    visitor(c) && kindIs(c, 'alien')
      ? by(
          c,
          `Ut av en liten flygende tallerken klatret ${h(c).indef}!`,
          `En liten, rund flygende tallerken hadde landet ${c.place.in} {med et mykt dunk|med et sus og en summing|på tre tynne bein}, og ut klatret ${h(c).indef} som myste mot det klare lyset på jorda.`,
          `En liten, rund flygende tallerken hadde landet ${c.place.in} {med et mykt dunk|med et sus og en summing|på tre spinkle bein}, og ut klatret ${h(c).indef} som hadde reist helt fra stjernene for å se hvordan det var på jorda.`,
        )
      : null,
  (c) =>
    visitor(c) && kindIs(c, 'alien')
      ? by(
          c,
          `«${hello}! Jeg kommer fra stjernene,» sa ${h(c).indef}.`,
          `${c.v2(c.place.in, 'så', h(c).indef, 'på alt med store øyne')}. «${hello}! Jeg kommer fra en stjerne langt borte,» sa ${h(c).han}, «og jorda er {så rar|full av overraskelser|helt fantastisk}!»`,
          `${c.v2(c.place.in, 'studerte', h(c).indef, 'alt {svært nøye|med største alvor}')}. «${hello},» sa ${h(c).han}. «Jeg kommer fra en stjerne så langt borte at dere ikke kan se den, og ingenting her nede er slik jeg hadde trodd.»`,
        )
      : null,
  (c) =>
    visitor(c) && kindIs(c, 'astronaut')
      ? by(
          c,
          `${h(c).indef}, nettopp hjemme fra rommet, vinket.`,
          `${h(c).indef} i hvit romdrakt {hvilte|strakk på beina|spiste en brødskive} ${c.place.in}, hjemme på jorda mellom to turer til stjernene.`,
          `${h(c).indef} i hvit romdrakt {hvilte|strakk på beina|spiste ei helt vanlig brødskive} ${c.place.in}, hjemme på jorda noen dager mellom turene til stjernene, og glad for selskap.`,
        )
      : null,
  (c) =>
    visitor(c) && kindIs(c, 'astronaut')
      ? by(
          c,
          `«${hello}! Jeg er nettopp hjemme fra {rommet|månen|stjernene},» sa ${h(c).indef}.`,
          `«${hello}!» sa ${h(c).indef} {med en stor, rund hjelm under armen|og var fortsatt litt ustø etter den lange turen}. «{Jeg har nettopp kommet hjem fra verdensrommet|Raketten min landet i morges|Jeg er nettopp tilbake fra en tur rundt månen}.»`,
          `«${hello},» sa ${h(c).indef} {med en stor, rund hjelm under armen|og var fortsatt ustø etter uker med svevning}. «Jeg kom ned fra rommet i går, og jeg slipper fortsatt ting og venter at de skal sveve.»`,
        )
      : null,
];

const spaceMeetLines: Bank<NoCtx> = [
  (c) =>
    c.helper && inSpace(c)
      ? by(
          c,
          `{Der|Snart|Plutselig} møtte ${who(c).name} ${h(c).indef} som {telte stjerner|pusset en hjelm|reparerte en antenne}.`,
          `${c.v2('{Akkurat da|Der|Plutselig|Rett etterpå}', 'møtte', team(c), `${h(c).indef} som {telte stjernene|pusset en hjelm|reparerte en antenne|skrudde fast en løs bolt}`)}.`,
          `${c.v2('{Akkurat der|Der borte}', 'møtte', team(c), `${h(c).indef} som hadde det travelt med å {telle stjerner som ikke ville stå stille|pusse en hjelm som allerede var blank|reparere en antenne med en hyssingbit}`)}.`,
        )
      : null,
];

/**
 * A bank with some of its templates told another way where they do not fit: the same length,
 * so a story anywhere else draws the same seeded order of templates it always did.
 */
type Swaps = Partial<Record<number, Tpl<NoCtx>>>;
function swapped(base: Bank<NoCtx>, swaps: Swaps, skip?: (c: NoCtx) => boolean): Bank<NoCtx> {
  return base.map((t, i) => (c: NoCtx) => swaps[i]?.(c) ?? (skip?.(c) ? null : t(c)));
}
const [alienLands, alienSays, astronautRests, astronautSays] = visitorLines as Tpl<NoCtx>[];

export const meet: Bank<NoCtx> = swapped(
  meetAny,
  {
    0: (c) => alienLands!(c) ?? astronautRests!(c),
    1: (c) => alienSays!(c) ?? astronautSays!(c),
    3: spaceMeetLines[0],
  },
  visitor,
);

const farThanksLines: Bank<NoCtx> = [
  (c) =>
    c.helper && offLand(c)
      ? by(
          c,
          `«Tusen takk!» sa ${who(c).name} og vinket til ${hn(c)}.`,
          `«Tusen takk!» sa ${who(c).name} og vinket til ${hn(c)} helt til ${h(c).han} bare var en bitte liten prikk ${afar(c).among}.`,
          `«Tusen hjertelig takk,» sa ${who(c).name}, og vinket helt til ${h(c).kindDef} bare var et lite fnugg ${afar(c).among}.`,
        )
      : null,
  (c) =>
    c.helper && (offLand(c) || offTo(c))
      ? by(
          c,
          `«${afar(c).wish}!» ropte ${hn(c)}.`,
          `«${afar(c).wish}!» ropte ${hn(c)} {og vinket|og bukket litt|etter ${c.team.dem}}.`,
          `«${afar(c).wish}, og ${c.team.plural ? 'ta vare på hverandre' : 'ta godt vare på deg selv'}!» ropte ${h(c).kindDef} etter ${c.team.dem}, «og kom tilbake en dag og fortell meg hvordan det {gikk|endte}!»`,
        )
      : null,
  (c) =>
    c.helper && (offLand(c) || offTo(c))
      ? by(
          c,
          `${hn(c)} vinket helt til ${c.team.de} var borte.`,
          `${hn(c)} vinket og vinket helt til ${team(c)} bare var {en gnist|et lite blink} ${afar(c).among}.`,
          `${h(c).kindDef} ble stående og vinke til ${team(c)} bare var et lite blink ${afar(c).among}, og ${c.hero.name} kjente seg {varm|heldig|takknemlig} over hele kroppen.`,
        )
      : null,
];

export const thanks: Bank<NoCtx> = swapped(thanksAny, {
  0: farThanksLines[0],
  2: farThanksLines[1],
  3: farThanksLines[2],
});

const spaceNeedHelpLines: Bank<NoCtx> = [
  (c) =>
    c.helper && inSpace(c)
      ? by(
          c,
          `${h(c).kindDef} hadde mistet en liten bolt.`,
          `${h(c).kindDef} lette høyt og lavt. «Jeg har mistet {en liten bolt|den beste skiftenøkkelen min|nøkkelen til romskipet mitt},» sa ${h(c).han}.`,
          `${h(c).kindDef} lette høyt og lavt og så mer bekymret ut for hvert minutt. «Jeg har mistet {den siste bolten til romskipet mitt|den aller beste skiftenøkkelen min|nøkkelen til romskipet mitt},» sa ${h(c).han}, «og her ute er det ingen som selger en ny.»`,
        )
      : null,
  (c) =>
    c.helper && inSpace(c)
      ? by(
          c,
          `${h(c).kindDef} svevde sin vei!`,
          `${h(c).kindDef} hadde sparket fra for hardt og svevde bort, {med langsomme kollbøtter|og ropte om hjelp}.`,
          `${h(c).kindDef} hadde sparket fra litt for hardt og drev nå sakte bort, med myke kollbøtter, og ropte: «Kan noen være så snill å fange meg?»`,
        )
      : null,
  (c) =>
    c.helper && inSpace(c)
      ? by(
          c,
          `Det lille romskipet til ${h(c).kindDef} ville ikke starte.`,
          `Det lille romskipet til ${h(c).kindDef} ville ikke starte: batteriet var tomt, og ${h(c).han} klarte ikke å skyve det alene.`,
          `Det lille romskipet til ${h(c).kindDef} ville ikke starte, uansett hvor mange knapper ${h(c).han} trykket på, og det var altfor tungt å skyve alene.`,
        )
      : null,
];

export const needHelp: Bank<NoCtx> = swapped(needHelpAny, {
  0: spaceNeedHelpLines[0],
  2: spaceNeedHelpLines[1],
  3: spaceNeedHelpLines[2],
});
