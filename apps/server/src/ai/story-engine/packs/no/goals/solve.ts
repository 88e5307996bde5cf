import type { NoCtx } from '../../../compose/ctx-no';
import type { GoalTexts } from '../../../compose/pack-types';
import type { MysteryId } from '../../../lexicon/goals-lexicon';
import { by } from '../../by-band';
import { ownKin, pets, unlessKin } from '../../team-kinds';
import { spaceSetting } from '../../../lexicon/lost-things';
import { Crowd, teamDressed, teamHands } from '../slots';
import { lostClues } from './lost-words';
import { QUESTION_NO, WHAT } from './solve-words';

const h = (c: NoCtx) => c.hero.name;
const def = (c: NoCtx) => c.thing?.def ?? 'kaka';
/** Helten eller vennen: hvem som leter, lurer eller finner. */
const w = (c: NoCtx) => (c.friend && c.chance(0.4) ? c.friend.name : c.hero.name);
const hk = (c: NoCtx) => c.helper?.kindDef ?? 'ugla';
// A lost thing leaves its own trail; only food leaves crumbs.
const clue = (c: NoCtx) => c.cycle((m(c) === 'missing' ? lostClues(c) : undefined) ?? what(c).clue);
const away = (c: NoCtx) => spaceSetting(c.setting);
/** Et spor man hører heller enn ser. */
const heard = (k: string) => /(?:sukk|rapelyd|klirr|bang, bang)/.test(k);
const m = (c: NoCtx): MysteryId => c.mystery ?? 'sounds';

const what = (c: NoCtx) => WHAT[m(c)];

export const solve: GoalTexts<NoCtx> = {
  want: [(c) => what(c).seems(c)],
  problem: [
    (c) =>
      by(
        c,
        `{Ingen|Ikke en eneste en|Ingen i hele huset} visste ${QUESTION_NO[m(c)]}, ikke engang ${away(c) ? '{den eldste roboten|mamma|pappa}' : `{katten|den eldste ugla|naboen${unlessKin(c, 'bestemor')}${unlessKin(c, 'bestefar')}}`}.`,
        `{Ingen|Ikke en eneste en|Ingen i hele huset} visste ${QUESTION_NO[m(c)]}, ikke engang {de voksne${unlessKin(c, 'bestefar')}|den kloke naboen|postmannen|tante Mari}, {og de hadde lurt lenge|selv om alle gjettet|og det var rart|selv etter mange år}.`,
        `{Ingen|Ikke en eneste en} visste ${QUESTION_NO[m(c)]}, ikke engang {de voksne${unlessKin(c, 'bestefar')}|naboen}, som sa at det sikkert ikke var noe, for det er det voksne sier når de ikke vet.`,
      ),
    (c) =>
      by(
        c,
        `«Jeg skal {finne det ut|løse det|komme til bunns i dette}!» sa ${w(c)}.`,
        `${w(c)} klarte ikke å {slutte å tenke på det|sove|sitte stille} og {sa|lovet|bestemte}: «Jeg skal {finne det ut|løse dette|knekke denne saken}.»`,
        `${w(c)} klarte ikke å slutte å undre seg, og undring er, som alle vet, der alle gode mysterier begynner.`,
      ),
    (c) =>
      by(
        c,
        `${w(c)} {lå våken|tenkte|lurte} {hele natta|lenge|og lurte}.`,
        `${w(c)} lå våken {lenge|hele natta|til langt på natt} og {lurte|tenkte|gjettet}, og om morgenen var {hodet fullt av spørsmål|planen klar${teamHands(c) ? '|notatboka full' : ''}}.`,
      ),
  ],
  decide: [
    (c) =>
      by(
        c,
        `${w(c)} hentet {ei lykt|ei lommelykt|et forstørrelsesglass} og sa: «{Vi leter etter spor|Nå begynner vi|Kom igjen}!»`,
        `${w(c)} {hentet|fant fram|tok med seg} {ei lommelykt|et forstørrelsesglass|en kikkert} og {${teamHands(c) ? 'ei notatbok|en blyant|' : ''}en sekk} og sa: «La oss {lete etter spor|begynne ved begynnelsen|finne ut av det}{| med en gang| før det blir mørkt}.»`,
        teamHands(c)
          ? `${w(c)} hentet ei lommelykt, ei notatbok og en blyant, for det er det ekte detektiver bruker, og sa: «La oss {lete etter spor|begynne|starte ved begynnelsen}.»`
          : `${w(c)} skjerpet blikket, for det er det ekte detektiver gjør, og sa: «La oss {lete etter spor|begynne|starte ved begynnelsen}.»`,
      ),
    (c) =>
      c.friend
        ? by(
            c,
            `«{Jeg også|Jeg blir med|Vent på meg}!» sa ${c.friend.name}. «Vi er {detektiver|spioner|et lag}!»`,
            `«{Jeg hjelper til|Jeg blir med}, {selvsagt|klart|naturligvis},» sa ${c.friend.name}, «for vi er {detektiver|et lag|de beste sporfinnerne}.»`,
            `«Regn med meg,» sa ${c.friend.name}. «{Enhver detektiv|En god detektiv|Alle detektiver} trenger en {makker|assistent|venn med skarpe øyne}.»`,
          )
        : null,
    (c) =>
      !teamDressed(c)
        ? null
        : by(
            c,
            `${w(c)} tok på seg {en hatt|en frakk|solbriller} og {så veldig lur ut|var klar|nikket}.`,
            `${w(c)} tok på seg {en detektivhatt|en lang frakk|et par mørke briller|en falsk bart} og sa med {dyp|alvorlig|hemmelig} stemme: «{Saken er åpen|La etterforskningen begynne|Ingen mysterier er trygge nå|Nå starter vi}.»`,
          ),
  ],
  attempt: [
    (c) =>
      by(
        c,
        `«Er det et {spøkelse|troll|gjenferd}?» spurte ${w(c)}, men det var bare {vinden|gardinen|kattehalen}.`,
        `«Kanskje et {spøkelse|troll|gjenferd|monster|troll med lue}?» {hvisket|sa|mumlet|tenkte} ${w(c)}, men det var bare {en gammel kåpe på en stol|vinden i gardinene|et laken på snora|en frakk på en knagg|skyggen av et tre|en kost i et hjørne|en kjele som klirret|ei grein mot ruta}.`,
        `«Hva om det er et {spøkelse|gjenferd|troll}?» hvisket ${w(c)}, men da ${c.team.de} {så etter|listet seg nærmere|lyste på det}, var det bare {vinden som lekte med gardinene|et laken som blafret på snora|en frakk som dinglet på knaggen|skyggen av ei grein på veggen|en nattsvermer som dunket mot lampa}.`,
      ),
    (c) =>
      by(
        c,
        ((dyr) =>
          `«Er det ${dyr}?» spurte ${w(c)} {lurt|forsiktig|og myste}, men ${dyr} sov {tungt|søtt|og snorket}.`)(
          c.p(
            pets(c, [
              ['cat', 'katten'],
              ['dog', 'hunden'],
              ['goat', 'geita'],
            ]),
          ),
        ),
        ((dyr) =>
          `«{Kanskje det er|Jeg tror det er|Det kan være} ${dyr},» {sa|hvisket|mumlet} ${w(c)}, men ${dyr} sov {søtt|tungt|og smilte|og snorket|dypt} {på en stol|i kurven|foran peisen|under bordet|i sofaen|på et teppe}{| hele tiden| og hadde ikke rørt seg}.`)(
          c.p(
            pets(c, [
              ['cat', 'katten'],
              ['dog', 'hunden'],
              ['hamster', 'hamsteren'],
            ]),
          ),
        ),
        `«Det må være {nabokatten|den gamle hunden til bestemor|katten på nabogården},» sa ${w(c)}, men {den lå krøllet sammen og sov|den lå og snorket|den sov tungt} {på en stol|i vinduskarmen|i kurven ved ovnen|nederst i trappa} og hadde {et utmerket alibi|ligget der hele dagen|ikke en smule i værhårene}.`,
      ),
    (c) =>
      by(
        c,
        `«Er det {naboen|postmannen${unlessKin(c, 'bestefar')}}?» lurte ${w(c)}, men {nei|slett ikke|det var det ikke}.`,
        ((hvem) =>
          `«Kanskje det er ${hvem} som {tuller med oss|har vært her|står bak|har gjort det},» {sa|foreslo|mumlet|hvisket} ${w(c)}, men ${hvem} hadde vært {på fisketur|i byen|på tannlegen|i hagen|på loftet|på butikken|hos frisøren} {hele dagen|siden i morges|til langt på kveld|hele ettermiddagen}.`)(
          c.p(['naboen', 'postmannen', ...(ownKin(c) ? [] : ['bestefar']), 'tante Gro', 'bakeren']),
        ),
      ),
    (c) =>
      by(
        c,
        `${w(c)} {gjettet|tenkte|trodde} det var {en tyv|en heks|en drage|et troll|en kjempe}, men det var feil.`,
        `«{Kanskje det var|Tenk om det var|Var det kanskje} {en tyv|en heks|en drage|et spøkelse|en kjempe|en skatteleter|en sjørøver|et troll|en nisse}?» {tenkte|lurte|undret} ${w(c)}, men ${teamHands(c) ? '{skrev det ned og strøk det ut igjen|skrev det ned og satte et stort spørsmålstegn ved det|skrev det ned med bitte små bokstaver}' : '{visste at det ikke stemte|var ikke sikker i det hele tatt|ristet på hodet}'}.`,
      ),
  ],
  progress: [
    (c) =>
      by(
        c,
        `{Se|Oi|Jøss}, et {spor|ekte spor|nytt spor} ${c.place.in}: ${clue(c)}!`,
        `${c.place.in} {fant|oppdaget|fikk} ${w(c)} {|øye på }et {spor|nytt spor|ekte spor|lite spor}: ${clue(c)}.`,
        `Så fikk ${w(c)} øye på et ekte spor, ${clue(c)}, og ${teamHands(c) ? 'skrev det {nøye|pent|med store bokstaver} ned i notatboka' : 'la det {nøye|godt} på minnet'}.`,
      ),
    (c) =>
      by(
        c,
        `Og her ${c.place.in} var {enda et spor|ett spor til}: ${clue(c)}!`,
        `{Og|Og se,|Og jammen,} ${c.place.in} var det {enda et spor|ett spor til|et nytt spor}: ${clue(c)}, {akkurat der ingen hadde sett|halvt skjult|helt tydelig|rett foran nesa deres|nesten gjemt}.`,
        `Litt lenger borte var det enda et spor, ${clue(c)}, og {mysteriet begynte å gi mening|sakte falt bitene på plass|${w(c)} kjente at svaret nærmet seg}.`,
      ),
    (c) => {
      const k = clue(c);
      // En lyd blir hørt, ikke pekt på, tegnet eller funnet liggende.
      if (heard(k)) return `«{Hør|Hysj, hør}!» hvisket ${w(c)}, og så hørte alle det: ${k}.`;
      return by(
        c,
        `«{Der|Se der|Et spor}!» {ropte|hvisket|sa} ${w(c)}, for ${c.place.in} var det ${k}.`,
        `«{Der|Se der|Kom og se|Se her|Jøss}!» {hvisket|ropte|sa} ${w(c)} og {pekte på|bøyde seg over} ${k}{| ${c.place.in}}.`,
        `«Kom og se,» hvisket ${w(c)}, og der, ${c.place.in}, lå ${k}, som om noen hadde lagt ${c.p(['det', 'sporet'])} der med vilje.`,
      );
    },
    (c) => {
      const k = clue(c);
      return !teamHands(c) || heard(k)
        ? null
        : by(
            c,
            `${w(c)} {tegnet|skrev ned} sporet {i notatboka|i boka|på en lapp} {${c.place.in}|med en gang|for ikke å glemme det}.`,
            `${w(c)} {tegnet|skisserte|førte opp} ${k} {i notatboka|på en lapp|bakerst i boka} og satte {en pil|et kryss|et spørsmålstegn|ei stjerne} {ved siden av|under|i margen}.`,
            `${w(c)} tegnet ${k} i notatboka, satte en pil fra det forrige sporet og så plutselig et mønster.`,
          );
    },
  ],
  advice: [
    (c) =>
      c.helper
        ? by(
            c,
            `«Se på de {små|bitte små} tingene{| ${c.place.in}}, ${w(c)},» sa ${hk(c)} {klokt|og blunket|lavt|vennlig}.`,
            `«{Gode|Lure|Ekte|Flinke} detektiver {ser på|legger merke til|passer på} de {små|bitte små|stille} tingene, ${w(c)},» sa ${hk(c)} {klokt|med et blunk|vennlig|og pekte på bakken}.`,
            `«Svaret ligger som regel i de små tingene,» sa ${hk(c)} til ${w(c)}, «{for store ting roper og små ting hvisker|så se der ingen ser|og i å være tålmodig}.»`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `«Jeg så noe {i natt|i går|i skumringen}, det gikk ${c.next ? c.next.to : 'den veien'},» sa ${hk(c)} til ${w(c)}.`,
            `«Jeg så noe som {gikk|smatt|listet seg|tuslet} forbi {i natt|i går|i skumringen|i morges},» sa ${hk(c)}{| lavt| ettertenksomt}, «og det gikk ${c.next ? c.next.to : 'den veien'}.»`,
            `«Jeg så faktisk noe {i natt|i skumringen|i morges},» sa ${hk(c)} ettertenksomt, «{lite og raskt|mykt og stille|rundt og sakte}, og det gikk ${c.next ? c.next.to : 'den veien'}.»`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `«{Lytt|Hør} {godt|nøye|med begge ører}, ${w(c)},» sa ${hk(c)}{| lavt| og blunket}, «så {hører du svaret|kommer svaret|finner du det}.»`,
            `«{Lytt godt og gå sakte|Gå sakte og se nøye|Ta det rolig og lytt|Se deg godt rundt|Bruk både øyne og ører}{| ${c.place.in}},» sa ${hk(c)}{| lavt| klokt}, «for {et spor som blir tråkket på, er borte|den som haster, ser ingenting|de beste sporene er de stille}.»`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `«Følg {lukta|lyden|lyset},» sa ${hk(c)} og pekte ${c.next ? c.next.to : 'bortover'}.`,
            `«Hvis jeg var ${c.team.plural ? 'dere' : 'deg'}, ville jeg fulgt {lukta|lyden|de små fotsporene|vinden|de bøyde gresstråene},» sa ${hk(c)} og {pekte|nikket|viste vei} ${c.next ? c.next.to : 'bortover stien'}.`,
          )
        : null,
  ],
  ask: [
    (c) =>
      c.helper
        ? by(
            c,
            `«Vet du {hemmeligheten|svaret|noe}?» spurte ${w(c)} ${hk(c)}.`,
            `«{Vet du noe om|Har du hørt om|Kan du hjelpe oss med} {det|mysteriet|saken|gåten}?» spurte ${w(c)} ${hk(c)} {ivrig|forsiktig|høflig|spent}.`,
            `«Vi prøver å løse et mysterium,» sa ${w(c)}, «så har du lagt merke til noe {rart|merkelig|uvanlig}?»`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `${w(c)} viste ${hk(c)} {sporene${teamHands(c) ? '|notatboka|tegningene' : ''}}.`,
            `${w(c)} viste ${hk(c)} {alle sporene|tegningene av sporene|alle tegningene|det de hadde funnet}, og ${c.helper?.han ?? 'den'} {så lenge på dem|nikket sakte|hummet|myste|klødde seg i hodet|sa «hmm»}.`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `«Har du sett noe {rart|nytt|merkelig} {her|${c.place.in}|i dag}?» spurte ${w(c)}{| forsiktig| ivrig}.`,
            `«Har du sett eller hørt noe {rart|uvanlig|merkelig|nytt} ${c.place.in} {i det siste|i dag|i går|denne uka}?» {spurte|lurte} ${w(c)}, ${teamHands(c) ? '{med blyanten klar|med notatboka oppe|og slikket på blyanten}' : '{med store øyne|nysgjerrig|ivrig}'}.`,
          )
        : null,
  ],
  turn: {
    brave: [
      (c) =>
        by(
          c,
          `${w(c)} fulgte det siste sporet {inn i mørket|inn i skyggene|inn i det stille|helt fram|bak en stor stein} og gikk {videre|inn|fram|forsiktig videre}.`,
          `{Det siste sporet førte|Det aller siste sporet førte|Til slutt førte sporet} {til et mørkt og stille sted|til et mørkt hjørne|dit ingen pleide å gå|bak ei gammel dør|ned ei knirkete trapp|opp på et støvete loft|inn under ei trapp|bort til en gammel brønn}, men ${w(c)} {holdt godt i lykta|tok et dypt pust|bet tennene sammen|rettet ryggen|telte til tre} og gikk {videre|inn|nærmere}.`,
          `Det siste sporet førte til {et mørkt og veldig stille sted|en trang og mørk krok|en kjeller der ingen pleide å gå|en gammel låve der lyset ikke nådde inn}. ${w(c)} holdt godt i {lykta|lommelykta|notatboka}, ba knærne slutte å skjelve, og gikk videre.`,
        ),
    ],
    together: [
      (c) =>
        by(
          c,
          `Alle kom for å se, og de gikk {inn|nærmere|fram} sammen, {helt stille|på tå|hånd i hånd}.`,
          `${Crowd(c)} ble med, og sammen {listet|snek|smøg} de seg {nærmere|fram|bort}, {helt stille|på tå|uten et ord|med pusten i halsen|tett i tett}.`,
          `Alle ble med, og sammen, {på tå hev|uten et ord|med pusten i halsen}, listet de seg nærmere {stedet der sporene førte|det siste sporet|${c.place.def}}.`,
        ),
    ],
    gift: [
      (c) =>
        c.gift
          ? by(
              c,
              `${w(c)} brukte ${c.gift.def}, og da {så|fant} ${c.team.de} det siste sporet!`,
              `${w(c)} {holdt opp|tok fram|løftet} ${c.gift.def}, og da {kom det aller siste sporet til syne|så ${c.team.de} det siste sporet ${c.place.in}|lyste det siste sporet mot ${c.team.dem}}.`,
              `${w(c)} holdt opp ${c.gift.def}, og i lyset dukket det aller siste sporet opp, tydelig som skrift.`,
            )
          : null,
    ],
    clever: [
      (c) =>
        by(
          c,
          `${w(c)} så på alle sporene og {smilte|ropte|klappet|lo}: «{Jeg vet det|Nå skjønner jeg|Jeg har det}!»`,
          `${w(c)} la alle sporene {ved siden av hverandre|i en ring|på en stein} og {smilte|nikket|klappet i hendene}: «Jeg vet {hva det er|svaret|hvem det er}!»`,
          `${w(c)} la alle sporene ut {ved siden av hverandre|i en ring|på en flat stein} og så lenge på dem. Så {smilte|lo|nikket} ${c.hero.han}. «Jeg vet {nøyaktig|helt sikkert|endelig} {hva det er|hvordan det henger sammen},» sa ${c.hero.han} {stille|høyt|og reiste seg}.`,
        ),
    ],
  },
  resolution: [
    (c) => {
      const lead =
        m(c) === 'door'
          ? by(
              c,
              `{Alle sporene|Hvert spor} pekte {tilbake|hjem} til den hemmelige døra, og nå {passet nøkkelen|gikk den opp|visste ${w(c)} hvordan|sa det klikk}.`,
              `{Alle sporene|Hvert eneste spor|Sporene, ett for ett,|Hvert spor de hadde funnet} pekte {tilbake|rett|til slutt} til {den hemmelige døra|døra hjemme|den lille døra}, og {denne gangen|nå|med ett} {visste ${w(c)} hvordan den skulle åpnes|passet den gamle nøkkelen|gled den opp med et sukk{| helt av seg selv| som om den hadde ventet}|sa låsen klikk}.`,
            )
          : by(
              c,
              `{Og der|Og se|Og da}, {endelig|til slutt|${away(c) ? 'bak en stein' : 'bak en busk'}}, var svaret.`,
              `Og der ${c.place.in}, {endelig|etter alt dette|til alles overraskelse}, var svaret.`,
              `{Og der|Og akkurat der|Og se, der} ${c.place.in}, {endelig|etter all letingen|da ingen ventet det lenger|bak den siste busken|der ingen hadde tenkt å lete}, {var svaret på hele mysteriet|lå løsningen|ventet svaret|fant ${w(c)} svaret}.`,
            );
      return `${lead} ${what(c).reveal(c)}`;
    },
  ],
  reflection: [
    (c) =>
      !teamHands(c)
        ? null
        : by(
            c,
            `${w(c)} {skrev|tegnet} alt i {notatboka|ei lita bok|dagboka}.`,
            `${w(c)} {skrev|førte|tegnet} hele saken inn i {notatboka|den røde boka|detektivboka}, {med tegninger|med ei stjerne til slutt|veldig pent|med piler og kryss}.`,
            `${w(c)} skrev hele saken inn i notatboka og tegnet {ei stjerne|ei lita krone|en stor hake} ved siden av, for det hadde vært et {veldig godt|skikkelig spennende|helt førsteklasses} mysterium.`,
          ),
    (c) =>
      by(
        c,
        `Det var ikke {skummelt i det hele tatt|farlig i det hele tatt|skummelt likevel}, det var {fint|koselig|søtt|morsomt|bare snilt}!`,
        `{Mysteriet|Saken|Gåten} var løst, og {det var ikke skummelt i det hele tatt|ingen hadde vært i fare|alt var som det skulle|svaret var snillere enn noen trodde}, {bare nydelig|bare koselig|helt nydelig|tvert imot}{| – hurra!|, og alle var glade|, og ${w(c)} smilte}.`,
        `Mysteriet var løst, og ${w(c)} syntes at svaret var enda bedre enn spørsmålet hadde vært.`,
      ),
    (c) =>
      by(
        c,
        `«Sak {løst|avsluttet|oppklart}!» sa ${w(c)} og {lo|smilte|gjespet}.`,
        `«{Saken er|Mysteriet er|Gåten er} {løst|oppklart|avsluttet}!» {sa|ropte|kunngjorde} ${w(c)} med {dyp detektivstemme|alvorlig mine|hånda på hjertet|et stort smil}, og {alle lo|${c.team.plural ? 'de klappet hverandre i hendene' : 'så var det ikke mer å si'}|så var det kakao til alle|en ugle tutet enig}.`,
      ),
  ],
  refrain: [
    (c) => `Hvem, hvem, hvem kan det være? ${h(c)} skal lete, ${h(c)} skal lære!`,
    () => `Spor for spor og steg for steg, mysteriet løser vi, du og jeg!`,
  ],
  title: [
    (c) =>
      `${h(c)} og mysteriet med ${m(c) === 'door' ? 'den hemmelige døra' : m(c) === 'lights' ? 'lysene i skogen' : m(c) === 'tracks' ? 'sporene i snøen' : m(c) === 'missing' ? `${def(c)} som forsvant` : 'nattelydene'}`,
    (c) => `hemmeligheten ${c.home.in}`,
    (c) => `detektiv ${h(c)}`,
  ],
};
