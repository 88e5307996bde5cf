// Begynnelsen: hvem helten er, hvor hun eller han bor, hvordan helten ser ut eller hva
// helten elsker, vennen, og hvordan dagen begynner.
import type { Bank } from '../../compose/ctx-base';
import type { NoCtx } from '../../compose/ctx-no';
import { by } from '../by-band';
import { placeById } from '../../lexicon/places';
import { spaceSetting } from '../../lexicon/lost-things';
import { kinOf } from '../../lexicon/species';
import { indef } from '../../grammar/norwegian';
import { cap } from '../../text';

const het = (c: NoCtx) => `${c.hero.indef} som {het|hadde navnet} ${c.hero.name}`;
const land =
  '{elvene sang|åsene alltid var grønne|eplene ble like store som gresskar|vinden fortalte eventyr|snøen var varm om vinteren|kattene kunne plystre}';
const when = '{for ikke så lenge siden|for en stund siden|en gang for lenge siden|i fjor sommer}';
const nearEarth =
  '{like ved et stort, gammelt tre|ved ei lita, rød grind|der gresset var mykt|bak en høy hekk|ved en bekk som sang|under en stor ask|der roser klatret på veggen|ved en dam med ender|der vinden sjelden kom}';

/** A home out in space has craters and stars beside it, not a duck pond. */
const nearSpace =
  '{ved et lite krater|der stjernene lyste tett|bak en stor, grå stein|der jorda kunne ses på himmelen}';
/** A home in the snow has drifts and ice beside it, not an ash tree. */
const nearSnow =
  '{ved en stor snøfonn|der isen glitret|bak en haug av snø|der vinden sang over isen}';
const near = (c: NoCtx) => {
  const setting = placeById(c.home.id).setting;
  return spaceSetting(setting) ? nearSpace : setting === 'snow' ? nearSnow : nearEarth;
};
const homeDetail =
  '{dagene var lange og lyse|det luktet nybakt brød hver morgen|vinden likte å leke med klessnora|fuglene vekket alle altfor tidlig|naboen hadde en geit som het Frida|alle dørene var malt i ulike farger}';
const traitOf = (c: NoCtx) =>
  `{den snilleste|den gladeste|den travleste|den mest nysgjerrige|${c.timid ? 'den blideste' : 'den modigste'}|den morsomste}`;
/** "the kindest … in the whole village" fits where the hero lives: no village on the moon. */
const far = (c: NoCtx) => {
  const setting = placeById(c.home.id).setting;
  if (spaceSetting(setting))
    return '{blant alle stjernene|i hele verdensrommet|på denne siden av melkeveien}';
  if (setting === 'city') return '{i hele byen|i hele nabolaget|på mange mil}';
  if (setting === 'castle') return '{i hele riket|på mange mil|i hele landet}';
  if (['underwater', 'sea'].includes(setting))
    return '{i hele havet|langs hele kysten|på mange mil}';
  return '{på mange mil|i hele landet|på denne siden av åsen|i hele bygda}';
};

export const intro: Bank<NoCtx> = [
  (c) =>
    c.genre === 'FAIRY_TALE' || c.chance(0.3)
      ? by(
          c,
          `Det var {en gang|engang, for lenge siden,} ${het(c)}, og ${c.hero.han} {bodde|hadde sitt hjem} ${c.home.in}, ${near(c)}.`,
          `Det var en gang, ${c.home.in} {langt borte|bak de blå åsene|bortenfor de sju elvene}, ${het(c)}.`,
          `Det var en gang, i et land der ${land}, ${het(c)}, og hjemmet ${c.hero.hans} var ${c.home.in}.`,
        )
      : null,
  (c) =>
    by(
      c,
      `${c.hero.name} var ${c.hero.indef} som {bodde|hadde hjemmet sitt|levde} ${c.home.in}, ${near(c)}.`,
      `${c.hero.name} var ${c.hero.indef} som bodde ${c.home.in}, der ${homeDetail}.`,
      `${c.home.in} bodde det ${when} ${het(c)}, og ${c.p([`${c.hero.han} la merke til ting som andre gikk rett forbi`, `ingen stilte flere spørsmål enn ${c.hero.han}`, `${c.hero.han} var aldri helt i ro, ikke engang i søvne`, `${c.hero.han} samlet på {fjær|småstein|gode ideer} slik andre samler på frimerker`])}.`,
    ),
  (c) =>
    by(
      c,
      `${c.home.in} bodde ${het(c)}, ${traitOf(c)} ${far(c)}.`,
      `${c.home.in} bodde ${het(c)}, ${traitOf(c)} ${far(c)}, {og alltid først til å le|og alltid klar for et eventyr|og aldri lei av å spørre hvorfor}.`,
      `${c.home.in} bodde ${het(c)}, og hadde du møtt ${c.hero.ham}, ville du ha {likt ${c.hero.ham} med en gang|villet bli venner med en gang|ledd innen ett minutt}.`,
    ),
  (c) =>
    c.genre === 'BEDTIME' || c.time === 'evening'
      ? by(
          c,
          `Sola {gikk ned|sank|var borte}, men ${c.hero.name} var ikke {trøtt|søvnig|klar for senga} {ennå|i det hele tatt|det spor}.`,
          `Da sola {gikk|gled|sank} ned over ${c.home.def}, var ${c.hero.name} fortsatt {lys våken|klar i blikket|full av krutt}.`,
          `Kveldslyset ble {gyllent|rosa|ravgult} over ${c.home.def}, og ${c.hero.name} var ikke det minste klar for {å legge seg|senga|pysjamasen}.`,
        )
      : null,
  (c) =>
    c.genre === 'BEDTIME' || c.time === 'evening'
      ? by(
          c,
          `Det var {kveld|nesten leggetid|sen kveld|blitt kveld} ${c.home.in}, og ${c.hero.name} {satt i vinduet|så på månen|telte stjerner|lekte med bamsen|tok på seg pysjen|pusset tennene|bladde i ei bok}.`,
          `Det var nesten leggetid ${c.home.in}, men ${c.hero.indef} som het ${c.hero.name}, {satt fortsatt i vinduet|telte fortsatt stjerner|var ikke det minste trøtt}.`,
        )
      : null,
  (c) =>
    c.genre === 'SPACE'
      ? by(
          c,
          `${c.hero.name} {elsket|likte} stjernene {mer enn noe annet|veldig godt} og bodde ${c.home.in}.`,
          `${c.hero.name} var ${c.hero.indef} som bodde ${c.home.in} og {så på|telte|fulgte med på} stjernene hver {kveld|natt}.`,
          `Hver klare kveld satt ${c.hero.name}, ${c.hero.indef} som bodde ${c.home.in}, og {telte stjerner|så på himmelen|ga navn til planetene} og lurte på hva som fantes der ute.`,
        )
      : null,
  (c) =>
    by(
      c,
      `Dette er {en fortelling|historien|et eventyr} om ${het(c)}, som bodde ${c.home.in}, ${near(c)}.`,
      `Har du {noen gang møtt|hørt om} ${c.hero.indef} som {het|heter} ${c.hero.name}, og som {bodde|hadde et hjem} ${c.home.in}, ${near(c)}?`,
      `Hvis du noen gang reiser ${c.home.to}, så spør etter ${c.hero.name}; alle der husker ${c.hero.kindDef} som {en gang gjorde noe ganske fantastisk|la ut på årets mest overraskende dag|snudde en helt vanlig uke på hodet}.`,
    ),
  (c) =>
    c.genre === 'ANIMALS' && !c.hero.person
      ? by(
          c,
          `Langt inne ${c.home.in}, {under ei stor rot|ved en mosegrodd stein|i et lunt hull}, bodde ${het(c)}.`,
          `Langt inne ${c.home.in}, der {gresset|bregnene|sivet} vokste høyt, bodde ${het(c)}.`,
          `Langt inne ${c.home.in}, der {gresset|bregnene|sivet} vokste høyere enn en gjerdestolpe og biene alltid hadde det travelt, bodde ${het(c)}.`,
        )
      : null,
  (c) =>
    by(
      c,
      `${c.home.in}, ${near(c)}, bodde ${c.hero.name}, ${traitOf(c)} ${far(c)}.`,
      `${c.home.in}, ${near(c)}, bodde ${c.hero.indef} som het ${c.hero.name}, og ${c.hero.han} var ${traitOf(c)} ${far(c)}.`,
      `${c.home.in}, ${near(c)}, bodde ${c.hero.indef} ved navn ${c.hero.name}, og ${c.hero.han} var, etter det alle sa, ${traitOf(c)} ${far(c)}.`,
    ),
];

export const heroLook: Bank<NoCtx> = [
  (c) =>
    c.hero.features
      ? by(
          c,
          `${c.hero.name} hadde ${c.hero.features}, og ${c.hero.han} {likte|elsket} det {veldig godt|høyt}.`,
          `${c.hero.name} hadde ${c.hero.features}, og det var ${c.hero.han} {veldig|ganske|i all hemmelighet} stolt av.`,
          `${c.hero.name} hadde ${c.hero.features}, og ${c.hero.han} ville ikke byttet bort noe av det for alt {gullet|kaka|klinkekulene} i verden.`,
        )
      : null,
  (c) =>
    c.hero.features
      ? by(
          c,
          `Med ${c.hero.features} var ${c.hero.name} {lett|ikke vanskelig} å få øye på.`,
          `Med ${c.hero.features} var ${c.hero.name} lett å få øye på {langt unna|i en folkemengde|over et helt jorde}.`,
          `Med ${c.hero.features} var ${c.hero.name} lett å få øye på langt unna, noe som var {fint|nyttig|praktisk} i sisten og {ikke så fint|helt håpløst|til ingen hjelp} i gjemsel.`,
        )
      : null,
  (c) =>
    !c.hero.features && c.hero.look.length && !c.hero.person
      ? by(
          c,
          `${c.hero.name} hadde {et stort|et varmt|et snilt} hjerte og {blanke|store|glade|kloke} øyne{| og et lurt smil}.`,
          `${c.hero.name} hadde et {stort|varmt|snilt} hjerte og {kvikke|nysgjerrige|blanke} øyne.`,
          `${c.hero.name} hadde et {stort|varmt|godt} hjerte, {blanke|nysgjerrige|glitrende} øyne og en vane med å nynne når ${c.hero.han} tenkte.`,
        )
      : null,
  (c) =>
    !c.hero.features && (c.hero.person || !c.hero.look.length)
      ? by(
          c,
          `${c.hero.name} var {snill|${c.timid ? 'forsiktig' : 'modig'}|lur|glad|blid}, {morsom|rolig|rask|sta|sprek} og {alltid nysgjerrig|aldri stille|full av latter|full av ideer|glad i sang}.`,
          `${c.hero.name} var {${c.timid ? 'forsiktig' : 'modig'}|nysgjerrig|lur}, snill og {litt sta|flink til å klatre|full av ideer|aldri i ro lenge}.`,
          `${c.hero.name} var {${c.timid ? 'forsiktig' : 'modig'}|nysgjerrig|lur} og snill, og {litt sta når det gjaldt|flink til å legge merke til det andre overså|full av ideer, noen av dem helt strålende}.`,
        )
      : null,
  (c) =>
    !c.hero.features && (c.hero.person || !c.hero.look.length)
      ? by(
          c,
          `${c.hero.name} hadde {et stort smil|${c.hero.dressed ? 'gjørmete støvler|ei rød lue|krøllete hår|en lue med dusk' : 'blanke, nysgjerrige øyne|en nese for eventyr'}} og {mange|så mange|hundre} {spørsmål|ideer|sanger}.`,
          `${c.hero.name} hadde {et stort smil|${c.hero.dressed ? 'gjørmete støvler|ei rød lue|en lomme full av hyssing' : 'blanke, nysgjerrige øyne|en nese for eventyr'}} og et hode fullt av {spørsmål|planer|sanger}.`,
          `${c.hero.name} hadde {${c.hero.dressed ? 'gjørmete støvler|ei rød lue|en lomme full av hyssing og småstein' : 'blanke, nysgjerrige øyne|en nese for eventyr|et hjerte fullt av mot'}}, en latter som hørtes {over hele tunet|nedover hele veien|tre hager bortover}, og et hode fullt av {spørsmål|planer|sanger}.`,
        )
      : null,
  // Den som syns den er for stor eller for høy, er aldri «liten» i første linje.
  (c) =>
    c.selfTrait === 'tall' || c.selfTrait === 'big'
      ? null
      : by(
          c,
          `${c.hero.name} var {liten|ikke så stor|ikke stor|bare liten}, men {${c.timid ? 'blid som en lerke' : 'modig som en løve'}|sterk som en bjørn|rask som vinden|klok som ei ugle|lur som en rev|glad som en lerke|flittig som en maur|sprek som et ekorn|blid som sola|sta som et esel|nysgjerrig som en katt}.`,
          `${c.hero.name} var ikke {den største|den eldste|den sterkeste}, men {${c.timid ? 'stille som ei mus' : 'modig som en løve'}|lur som en rev|rask som vinden|klok som ei ugle}.`,
        ),
];

export const habit: Bank<NoCtx> = [
  (c) =>
    by(
      c,
      `Hver {morgen|dag} {sang|hoppet|danset} ${c.hero.name} {på trappa|i hagen|på kjøkkenet}.`,
      `Hver morgen {sang|plystret|nynnet} ${c.hero.name} {en sang|den samme sangen|en ny sang} {på trappa|i hagen|mens grøten kokte}, og {fuglene svarte|naboene smilte|katten lyttet}.`,
      `Hver morgen, før noen andre var våkne, {sang|plystret} ${c.hero.name} en liten sang {på trappa|ute i hagen}, og ${c.p(['fuglene hadde for lengst lært seg refrenget', 'til og med den gretne naboen trampet takten', 'katten lot som om den ikke hørte, men lyttet likevel'])}.`,
    ),
  (c) =>
    by(
      c,
      `${c.hero.name} {elsket|likte|var glad i|likte aller best} {å tegne|å bygge|å klatre|å samle stein|å synge|å danse|å male|å hoppe tau|å leke gjemsel}.`,
      `${c.hero.name} elsket {å tegne|å bygge hytter|å klatre i trær|å samle på steiner}, og ${c.hero.han} gjorde det {hver dag|hele tiden|så ofte ${c.hero.han} kunne}.`,
      `Det ${c.hero.name} elsket aller mest, var {å tegne kart over steder ingen hadde sett|å bygge hytter av alt ${c.hero.han} fant|å klatre i trær for å se hvor langt ${c.hero.han} kunne se|å samle på steiner med striper}.`,
    ),
  (c) =>
    by(
      c,
      `${c.hero.name} sa {hei|god morgen} til {alle|alle dyra|hver fugl}.`,
      `${c.hero.name} sa god morgen til {alle ${c.hero.han} møtte|hver fugl og hver katt|sola, månen og naboen}, og {alle sa god morgen tilbake|de fleste svarte}.`,
    ),
  (c) =>
    by(
      c,
      `${c.hero.name} kunne {telle til hundre|hoppe på ett bein|plystre|slå hjul|stå på hendene|hoppe tau|knipse} og var {stolt av det|glad for det|veldig stolt|glad og stolt}.`,
      `${c.hero.name} kunne {telle til hundre baklengs|stå på hodet${c.goal === 'learn' ? '' : '|plystre med to fingre'}|gå på stylter|lage fuglelyder}, og ${c.hero.han} viste det {gjerne fram|til alle|hver dag}.`,
    ),
];

/** A sister, a brother or Dad beside the hero is told as family, never as "bestevennen". */
const kin = (c: NoCtx) => (c.friend ? kinOf(c.friend.char) : undefined);

const kinIntro: Bank<NoCtx> = [
  (c) => {
    const k = kin(c);
    if (!c.friend || !k?.entry || k.grown) return null;
    const a = indef(k.entry.no);
    return by(
      c,
      `${c.hero.name} hadde ${a} som het ${c.friend.name}.`,
      `${c.hero.name} hadde ${a} som het ${c.friend.name}, og de to {gjorde nesten alt sammen|var sjelden langt fra hverandre|lo av de samme vitsene}.`,
      `${cap(k.entry.no.def)} til ${c.hero.name}, ${c.friend.name}, var {aldri langt unna|alltid med på det meste}, og de to {kranglet sjelden lenge|delte både hemmeligheter og godteri}.`,
    );
  },
  (c) => {
    const k = kin(c);
    if (!c.friend || !k?.grown) return null;
    return by(
      c,
      `${c.hero.name} og ${c.friend.name} gjorde {mye|mange ting|det meste} sammen.`,
      `${c.hero.name} og ${c.friend.name} gjorde {mye|mange ting} sammen, og ${c.friend.name} hadde alltid {et godt råd|en klem|tid til å høre}.`,
      `${c.friend.name} var alltid der for ${c.hero.name}, med {et godt råd|varme hender|tid til å høre}, og de to gjorde det meste sammen.`,
    );
  },
];

const friendLines: Bank<NoCtx> = [
  (c) =>
    c.friend
      ? by(
          c,
          `{Bestevennen|Den beste vennen|Den aller beste vennen} til ${c.hero.name} var ${c.friend.indef} som {het|hadde navnet} ${c.friend.name}.`,
          `Bestevennen til ${c.hero.name} var ${c.friend.indef} som het ${c.friend.name}, og de to {gikk overalt sammen|gjorde alt sammen|var aldri lenge fra hverandre|delte både leker og latter|lekte sammen hver eneste dag}.`,
          `Den aller beste vennen ${c.hero.name} hadde, var ${c.friend.indef} som het ${c.friend.name}; der den ene gikk, var den andre {aldri langt unna|sikker på å følge etter|nødt til å dukke opp}.`,
        )
      : null,
  (c) =>
    c.friend
      ? by(
          c,
          `${c.friend.person ? c.friend.name : `${c.friend.kindDef} ${c.friend.name}`} bodde {der|like ved|ved siden av|over gata}, {snill|morsom|modig|rask} og {blid|klok|god å klemme}.`,
          `${c.friend.person ? c.friend.name : `${c.friend.kindDef} ${c.friend.name}`} bodde {der|like ved|ved siden av} også, og ${c.friend.han} var den {beste|snilleste|morsomste} vennen ${c.hero.name} hadde.`,
          `${c.friend.name}, ${c.friend.indef} som var like {trofast|blid|snill} som ${c.friend.han} var {lur|modig|morsom}, bodde like ved og var med på nesten alle eventyrene til ${c.hero.name}.`,
        )
      : null,
  (c) =>
    c.friend
      ? by(
          c,
          `${c.hero.name} var {aldri|sjelden|nesten aldri} alene, for ${c.friend.person ? c.friend.name : `${c.friend.kindDef} ${c.friend.name}`} var {alltid der|aldri langt unna|alltid med|rett ved siden av|alltid i nærheten} {natt og dag|ute og inne|som en skygge|hele dagen|fra morgen til kveld}.`,
          `${c.hero.name} var aldri alene lenge, for ${c.friend.person ? c.friend.name : `${c.friend.kindDef} ${c.friend.name}`} var alltid {i nærheten|like ved|rundt hjørnet}.`,
          `${c.hero.name} var aldri ensom, for ${c.friend.person ? c.friend.name : `${c.friend.kindDef} ${c.friend.name}`} var alltid i nærheten, klar med {en vits|en plan|ei hjelpende hånd|en matbit}.`,
        )
      : null,
  (c) =>
    c.friend
      ? by(
          c,
          `${c.hero.name} og ${c.friend.person ? c.friend.name : `${c.friend.kindDef} ${c.friend.name}`} {lekte|spiste|lo|sang|tullet|tegnet} sammen {hver dag|hele tiden|fra morgen til kveld|hver ettermiddag} {i hagen|på tunet|ute og inne|på kjøkkenet|under treet}.`,
          `${c.hero.name} og ${c.friend.person ? c.friend.name : `${c.friend.kindDef} ${c.friend.name}`} hadde vært venner {så lenge de kunne huske|siden de var bitte små|i hundre år, nesten}, og de {delte alt|kranglet aldri lenge|lo av de samme vitsene}.`,
          `${c.hero.name} og ${c.friend.indef} som het ${c.friend.name}, hadde vært venner så lenge noen kunne huske, og de kunne {lese hverandres tanker|fullføre hverandres setninger|le av en vits før den var fortalt}.`,
        )
      : null,
  (c) => {
    if (!c.friend) return null;
    const f = c.friend.person ? c.friend.name : `${c.friend.kindDef} ${c.friend.name}`;
    return by(
      c,
      `${c.hero.name} og ${f} {lekte gjemsel|løp om kapp|bygde hytter|tegnet dyr|samlet kongler} {i hagen|bak huset|ved bekken|på loftet} {hver dag|etter frokost|hver ettermiddag}.`,
      `Hver {dag|morgen|ettermiddag} {lekte ${c.hero.name} og ${f} gjemsel|løp ${c.hero.name} og ${f} om kapp|bygde ${c.hero.name} og ${f} hytter} {i hagen|bak huset|ved bekken|på loftet}, og {latteren deres hørtes lang vei|ingen av dem ble noen gang lei|det var alltid ${c.friend.name} som vant}.`,
      `Hver eneste {dag|ettermiddag} {lekte ${c.hero.name} og ${f} gjemsel|bygde ${c.hero.name} og ${f} hytter av pinner og tepper} {i hagen|bak huset|ved bekken}, og {latteren deres hørtes helt bort til naboen|de hadde allerede planer for neste dag før de la seg}.`,
    );
  },
  (c) => {
    if (!c.friend) return null;
    const f = c.friend.person ? c.friend.name : `${c.friend.kindDef} ${c.friend.name}`;
    return by(
      c,
      `${f} {passet på|fulgte med på|holdt øye med|gikk alltid ved siden av} ${c.hero.name} {som en skygge|dag og natt|ute og inne|hele dagen lang|fra morgen til kveld}.`,
      `${f} {passet på|holdt øye med} ${c.hero.name} {som en skygge|dag og natt|ute og inne}, og ${c.hero.name} passet på ${c.friend.ham} {tilbake|like godt|når det trengtes}.`,
      `${f} {passet på|holdt et våkent øye med} ${c.hero.name} {som en skygge|både dag og natt}, og ${c.hero.name} gjorde det samme tilbake, for slik er det med {gode venner|ordentlige venner|bestevenner}.`,
    );
  },
];

export const friendIntro: Bank<NoCtx> = [
  ...kinIntro,
  ...friendLines.map((t) => (c: NoCtx) => (kin(c) ? null : t(c))),
];

export const dayStart: Bank<NoCtx> = [
  (c) =>
    c.time === 'morning'
      ? by(
          c,
          `{Morgenen kom|Dagen begynte|Det ble morgen} {stille|sakte|lyst}, og ${c.hero.name} {gjespet|strakte seg|smilte}.`,
          `{Morgenen listet seg inn|Den nye dagen tittet inn|Dagen kom på tå} {i hver krok|overalt|litt etter litt}, og ${c.hero.name} {gjespet et kjempegjesp|strakte seg fra topp til tå|var oppe på et blunk}.`,
          `Den nye dagen {kom listende på tå|snek seg inn på stille føtter|kom med ett}, {rosa i kantene|gyllen og myk|fortsatt litt søvnig}, og ${c.hero.name} {lå og lyttet til de første lydene|var oppe før alle andre|strakte seg til det kilte i tærne}.`,
        )
      : null,
  (c) =>
    c.time !== 'morning'
      ? by(
          c,
          `{Kvelden|Skumringen} kom{| sakte| langsomt}, {myk|blå|stille|grå}, og ${c.hero.name} {gjespet|så opp|lyttet|strakk seg|satte seg ved vinduet}.`,
          `Kvelden kom {stille|sakte|i blått og gull}, {skyggene ble lange|lufta ble kjølig|verden ble stille}, og ${c.hero.name} {så opp på himmelen|lyttet til stillheten|kunne nesten ikke sitte stille}.`,
          `{Kvelden|Skumringen} la seg {stille|sakte|som et teppe} over alt, {skyggene strakte seg lange|lufta ble kjølig og stille|den første stjerna kom fram}, og ${c.hero.name} {kjente at noe var i ferd med å skje|klarte ikke å sitte stille|så de første lysene bli tent}.`,
        )
      : null,
  (c) =>
    c.time === 'morning'
      ? by(
          c,
          `Sola sto opp {varm|lys|rosa}, og {fuglene|biene|hønene} {våknet|var i gang|begynte å synge}.`,
          `Den morgenen sto sola opp {varm og klar|myk og rosa|rund og gyllen}, og {fuglene|biene|svalene} var allerede {i sving|i gang|våkne} {over tunet|i hagen|på taket}.`,
          `Den morgenen steg sola {varm og klar|myk og rosa|langsom og gyllen} over {takene|tretoppene|åsene}, og {fuglene|biene|svalene} var allerede i full gang.`,
        )
      : null,
  (c) =>
    c.time === 'morning'
      ? by(
          c,
          `Det var en {fin|lys|god|luftig} dag, {en dag for moro|akkurat passe for eventyr|laget for lek|fin for lange turer}.`,
          `Det var en {solfylt|lys|luftig} morgen, {da alt kunne skje|som skapt for eventyr|og ingen ville være inne}.`,
          `Det var en {solfylt|lys|luftig} morgen som liksom {hvisket|lovet} at noe {skulle skje|var på vei}.`,
        )
      : null,
  (c) =>
    c.time !== 'morning'
      ? by(
          c,
          // Én kort setning: delt ved «, og» ville begge halvdelene blitt faste fraser.
          `{Ei stjerne|Månen|Ei flaggermus|Ei ugle} tittet fram {over taket|bak et tre|over åsen|ved låven} på den {rosa|gylne|lilla|grå} himmelen.`,
          `Himmelen ble {rosa|gyllen|oransje}, og den første {stjerna|flaggermusa|ildflua} tittet fram.`,
          `Himmelen ble {rosa|gyllen|oransje}, og den første modige {stjerna|flaggermusa|ildflua} tittet allerede fram over {trærne|takene|åsene}.`,
        )
      : null,
  // I et mysterium om noe spiselig som er tatt, ville en frokost blitt enda et spor.
  (c) =>
    c.goal === 'solve'
      ? null
      : by(
          c,
          `${c.hero.name} {spiste|slukte|mumset på} {brød|grøt|et eple|ei pannekake|en bolle} {kjapt|i tre jafs|med et stort smil|ved vinduet}.`,
          `${c.hero.name} {spiste|slukte|mumset på} {brød med honning|en bolle grøt|to epler|ei varm pannekake} og kikket ut av {vinduet|døra}.`,
          `${c.hero.name} {spiste|slukte|mumset på} {brød med honning|en bolle grøt|ei varm pannekake} i full fart og presset så nesa mot {vinduet|ruta}.`,
        ),
  (c) =>
    c.time === 'morning'
      ? by(
          c,
          `Ute {regnet det litt|blåste det litt|var det duggvått}, men sola {kom fram|lurte bak skyene}.`,
          `Ute {hadde det regnet i natt|blåste en frisk vind|lå dugg på gresset|sang trosten|var lufta klar}, og nå {kom sola fram|glitret alt|luktet alt nytt|var himmelen blå}.`,
        )
      : null,
  (c) =>
    c.time !== 'morning'
      ? by(
          c,
          `{Lampa|Peisen|Lykta} lyste {gult|varmt|mykt} {inne|i stua|på kjøkkenet}, og {katten sov|teen var varm|klokka tikket|suppa putret|radioen summet lavt}.`,
          `Inne lyste {lampa|peisen|et stearinlys} {gult|varmt}, og ute ble skyggene {lange|blå|myke}.`,
        )
      : null,
];
