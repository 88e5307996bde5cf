// Det familien nevnte, i handling: en venn som hjelper, et sted der noe skjer, en ting som
// kommer til nytte, mat som deles, noe helten lengter etter å få gjøre. Ukjente ord uten
// kjent kjønn står i rammer som ikke trenger det («det hun kalte «gizmo»»).
import { by } from '../by-band';
import { noActor, type NoCtx } from '../../compose/ctx-no';
import { def, indef, reflexive, type AdjNo } from '../../grammar/norwegian';
import { COLOURS } from '../../lexicon/colours';
import { COOKWARE, isSight } from '../../lexicon/lost-things';
import { placeById } from '../../lexicon/places';
import type { StoryElement } from '../../lexicon/story-element';
import { cap, sentenceKey } from '../../text';
import { elementLines, farPlace } from '../element-lines';

const look = (e: StoryElement): AdjNo[] => (e.colour ? [COLOURS[e.colour].no] : []);
/** « med fem bein», when the family said how the character looks. */
const withParts = (e: StoryElement): string => {
  const parts = e.char?.features.length ? noActor(e.char).features : '';
  return parts ? ` med ${parts}` : '';
};
const word = (e: StoryElement): string => `«${e.no.sg}»`;

function a(e: StoryElement, c: NoCtx): string {
  if (e.unsure) return `det ${c.hero.han} kalte ${word(e)}`;
  return `${indef(e.no, look(e))}${e.detail ? ` med ${e.detail}` : ''}`;
}
function the(e: StoryElement): string {
  return e.unsure ? word(e) : def(e.no, look(e));
}
function who(e: StoryElement): string {
  return e.name ?? the(e);
}
const pron = (e: StoryElement): string =>
  e.kind === 'character' ? (e.gender === 'f' ? 'hun' : 'han') : e.no.g === 'n' ? 'det' : 'den';
const eaten = (e: StoryElement): string => (e.countable ? e.no.pl : e.no.sg);
/** The pan the story is about is what the named food is made in. */
const cookedIn = (c: NoCtx): string | undefined =>
  c.thing && COOKWARE.has(c.thing.id) ? c.thing.def : undefined;
const toPlace = (e: StoryElement): string => placeById(e.id).no.to;

/** «Mira var en lilla katt med tre øyne.», unless the opening already said so. */
function lookLine(c: NoCtx, e: StoryElement, told: string): string[] {
  const a = e.who === 'friend' ? c.friend : e.who === 'other' && e.char ? noActor(e.char) : c.hero;
  if (!a) return [];
  const kind = told.includes(sentenceKey(a.indef));
  const features = !a.features || told.includes(sentenceKey(a.features));
  if (kind && features) return [];
  if (kind)
    return [
      c.p([
        `${a.name} hadde ${a.features}.`,
        `${a.name} hadde ${a.features}, og var {stolt av det|glad for det}.`,
        `Med ${a.features} {så ${a.name} mye|var ${a.name} lett å få øye på|var ${a.name} ikke som alle andre}.`,
      ]),
    ];
  const looks = `${a.name} var ${a.indef}${a.features ? ` med ${a.features}` : ''}`;
  if (e.who !== 'friend')
    return [
      c.p([
        `${looks}.`,
        `${looks}, ${by(c, '{og glad for det|og stolt av det}', '{og glad for det|som du kanskje har hørt|den eneste på mange mil}')}.`,
      ]),
    ];
  // The friend is seen on the way, so how it looks is told with where they are going.
  const h = c.hero.name;
  // The youngest hear it in one short sentence that also says where they went, so the bare
  // «Flamme var en grønn drage.» is not cut off to stand alone in every other story.
  if (c.young)
    return [
      c.p([
        `${a.name}, ${a.indef}, {gikk|trasket|tuslet|hoppet} {ved siden av|rett bak|foran} ${h} ${c.place.to}.`,
        `${h} {tok med|hadde med seg} ${a.name}, ${a.indef}, ${c.place.to}.`,
        `Med ${h} ${c.place.to} {gikk|trasket|hoppet} ${a.name}, ${a.indef}.`,
        `${a.name} var ${a.indef} og {holdt følge|gikk tett inntil ${h}|var med} ${c.place.to}.`,
      ]),
    ];
  return [
    c.p([
      `${looks}, og det var {godt|fint|trygt} å ha ${a.ham} med {${c.place.to}|på turen|i dag}.`,
      `${looks}, og ${h} var {glad|så glad|veldig glad} for å ha ${a.ham} med ${c.place.to}.`,
      `Ved siden av ${h} gikk ${a.name}, ${a.indef}${a.features ? ` med ${a.features}` : ''}.`,
      `${looks}, og ${a.han} {holdt følge|gikk tett ved siden av ${h}|var aldri langt unna} {${c.place.to}|hele veien|i dag}.`,
      `${looks}, og med ${a.ham} ved siden av seg var ${h} {ikke redd for noe|modigere enn ellers|aldri alene}.`,
      `Først gikk ${a.name}, ${a.indef}${a.features ? ` med ${a.features}` : ''}, og {like bak|rett bak|tett bak|et lite stykke bak} kom ${h}{| med store skritt| og nynnet${c.hero.dressed ? '| med lua på snei' : ''}}.`,
      `${looks}, og ${a.han} {kikket|så} {nysgjerrig|spent|ivrig} rundt seg ${c.place.in}.`,
    ]),
  ];
}

function list(xs: string[]): string {
  return xs.length > 1 ? `${xs.slice(0, -1).join(', ')} og ${xs[xs.length - 1]}` : (xs[0] ?? '');
}

function intro(c: NoCtx, e: StoryElement): string {
  const h = c.hero.name;
  switch (e.kind) {
    case 'character':
      if (e.person === 'titled')
        return `${h} var ofte hos ${who(e)}, og det likte ${c.hero.han} godt.`;
      if (e.person && e.name) return `${h} hadde ${indef(e.no)} som het ${e.name}.`;
      return e.name
        ? c.p([
            `${h} hadde en god venn, ${e.name}, ${indef(e.no, look(e))}${withParts(e)}.`,
            c.old
              ? `Like i nærheten bodde ${e.name}, ${indef(e.no, look(e))}${withParts(e)}, og ${e.name} og ${h} var de beste venner.`
              : `Like ved bodde ${e.name}, ${indef(e.no, look(e))}${withParts(e)}. De to var gode venner.`,
          ])
        : c.old
          ? `Like i nærheten bodde ${indef(e.no, look(e))}${withParts(e)}, og ${pron(e)} og ${h} var gode venner.`
          : `Like ved bodde ${indef(e.no, look(e))}${withParts(e)}. ${cap(pron(e))} og ${h} var venner.`;
    case 'place':
      // On the way home from far away, a place named on the way is passed, not longed for.
      if (c.variant === 'home') return '';
      // Somewhere far (Mars, Paris) is dreamt of, not where the hero likes to be.
      if (farPlace(e))
        return c.p([
          `${h} hadde {lenge|alltid|i lang tid} drømt om å komme ${toPlace(e)}{| en dag| en gang}.`,
          `Mer enn noe annet{ i verden|} ønsket ${h} seg ${toPlace(e)}.`,
        ]);
      // A newcomer or a quarrel is no story of a favourite place: the place is where it happens.
      if (c.goal === 'befriend') return '';
      return c.p([
        `Det beste ${h} visste, var å være ${e.at?.no ?? `ved ${the(e)}`}.`,
        `Ingen steder likte ${h} seg bedre enn ${e.at?.no ?? `ved ${the(e)}`}.`,
      ]);
    case 'object':
      // Only what the family said someone has is had and loved; anything else just matters.
      // Something taken to the one who is ill in bed: a card, a drawing.
      if (!e.owned && c.ill && c.recipient)
        return `${h} skulle ta med ${a(e, c)} til ${c.recipient.name} også.`;
      // A bus taken there is how they go, nobody's own.
      if (!e.owned && e.size === 'ride') return `Denne dagen skulle ${h} ta ${the(e)}.`;
      if (!e.owned)
        return c.p([
          `Dette er også fortellingen om ${a(e, c)}.`,
          `Denne dagen skulle ${a(e, c)} bli viktig.`,
        ]);
      if (e.size === 'fixed') return `${h} var gladere i ${the(e)} enn i noe annet.`;
      return e.unsure
        ? `Det fineste ${h} eide, var det ${c.hero.han} kalte ${word(e)}.`
        : c.p([
            c.old
              ? `${h} hadde ${a(e, c)}, og ${pron(e)} var det fineste ${c.hero.han} eide.`
              : `${h} hadde ${a(e, c)}. ${cap(pron(e))} var det fineste ${c.hero.han} eide.`,
            `Det fineste ${h} eide, var ${a(e, c)}.`,
          ]);
    case 'food':
      if (cookedIn(c) && e.countable)
        return `Mer enn noe annet elsket ${h} ${eaten(e)}, og dem stekte ${c.hero.han} alltid i ${cookedIn(c)}.`;
      return c.p([
        `Mer enn noe annet elsket ${h} ${eaten(e)}.`,
        `Ingenting smakte bedre for ${h} enn ${eaten(e)}.`,
      ]);
    case 'look':
      return '';
    case 'activity':
      // A birthday is someone's: the one the goal is for, or the hero's own.
      if (e.id === 'birthday')
        return c.recipient
          ? `${c.recipient.name} skulle snart ha bursdag.`
          : `Snart skulle ${h} ha bursdag, og ${c.hero.han} gledet seg {sånn|veldig}.`;
      return c.p([
        `${h} drømte om å ${e.act?.no ?? ''}.`,
        `Det ${h} ønsket seg aller mest, var å ${e.act?.no ?? ''}.`,
      ]);
  }
}

function leg(c: NoCtx, e: StoryElement): string {
  const h = c.hero.name;
  switch (e.kind) {
    case 'character':
      // Grandma or Dad is thought of on the way, not met out of nowhere.
      if (e.person === 'titled')
        return c.p([
          `${h} kom til å tenke på ${who(e)}, og det ga ${c.hero.ham} nytt mot.`,
          `«Hva ville ${who(e)} ha gjort nå?» tenkte ${h}.`,
        ]);
      return c.p([
        c.old
          ? `${who(e)} ble med et stykke på veien og viste dem en snarvei.`
          : `${who(e)} ble med et stykke. Så viste ${pron(e)} dem en snarvei.`,
        `Plutselig dukket ${who(e)} opp og pekte ut veien videre.`,
      ]);
    case 'place':
      // Only a place the team is at can be where something happens now.
      return c.place.id === e.id
        ? c.p([
            c.old
              ? `De stoppet et øyeblikk ${e.at?.no ?? `ved ${the(e)}`} og tok inn {hver lyd og hver lukt|alt sammen|alt, bit for bit}.`
              : `De stoppet ${e.at?.no ?? `ved ${the(e)}`} og {så seg godt rundt|kikket seg rundt}.`,
            // A sight leaves no trail: the sky there is what matters.
            c.goal === 'find' && isSight(c.thing?.id)
              ? `Akkurat ${e.at?.no ?? `ved ${the(e)}`} var himmelen {stor og åpen|høy og vid}.`
              : // (Food leaves no trail either, only a smell.)
                c.variant === 'hungry'
                ? `Akkurat ${e.at?.no ?? `ved ${the(e)}`} luktet det {noe godt|mat|noe søtt}.`
                : c.goal === 'find' || c.goal === 'solve'
                  ? `Akkurat ${e.at?.no ?? `ved ${the(e)}`} fant de et lite spor.`
                  : `Akkurat ${e.at?.no ?? `ved ${the(e)}`} så alt litt lysere ut.`,
          ])
        : // A place behind them is remembered, not longed for («Snart, klasserommet» is ahead).
          c.been(e.id)
          ? c.p([
              `${h} {tenkte på|husket på} ${the(e)} og alt som hadde skjedd der.`,
              `${h} {smilte|nynnet} ved tanken på ${the(e)}.`,
            ])
          : // Away from it and ahead, the place is thought of.
            c.p([
              `${h} {tenkte på|husket på} ${the(e)} {et lite øyeblikk|nå og da|${c.place.in}|og smilte litt|og ble varm inni seg}.`,
              // One sentence, not «…, og det ga ham…», which a young listener's split would leave
              // as a tail with nobody and nothing of the story in it.
              `Å tenke på ${the(e)} ga ${h} {mot|nye krefter|en varm følelse|et lite puff} {på veien|${c.place.in}|akkurat da det trengtes|til neste skritt}.`,
              `${h} {så opp|kikket framover|sto stille} ${c.place.in} og {tenkte på|drømte om|så for seg} ${the(e)}{| igjen| en gang til}.`,
              `${h} {nynnet|smilte|gliste} ved tanken på ${the(e)}{| ${c.place.in}| på veien}.`,
              `«{Snart|En dag|Ikke lenge nå}, ${the(e)},» {sa|hvisket|tenkte} ${h} ${c.place.in}.`,
            ]);
    case 'object':
      if (e.size === 'ride' && !e.owned)
        return `${h} tok ${the(e)} et godt stykke på veien og så ut av vinduet hele tiden.`;
      if (e.size === 'fixed' || !e.owned) return `${h} tenkte på ${the(e)} og smilte.`;
      if (e.size === 'ride')
        return `${h} hentet ${reflexive(e.no)}, og ${pron(e)} bar dem et godt stykke videre.`;
      if (e.size === 'flown')
        return c.old
          ? `${h} slapp ${reflexive(e.no)} opp i vinden, og ${pron(e)} danset så høyt ${c.place.in} at alle så opp og lo, og resten av veien føltes kortere.`
          : `${h} slapp ${reflexive(e.no)} opp i vinden. ${cap(pron(e))} danset høyt på himmelen, og alle lo.`;
      return e.unsure
        ? `${h} tok fram ${word(e)}, og det hjalp dem et godt stykke videre.`
        : c.old
          ? `${h} tok fram ${reflexive(e.no)}, og ${pron(e)} hjalp dem et godt stykke videre.`
          : `${h} tok fram ${reflexive(e.no)}. ${cap(pron(e))} hjalp dem videre.`;
    case 'food':
      // In a baking story the food is in the bowl, not eaten on the way or shared at the turn.
      if (c.variant === 'bake') return '';
      // Food shared on the way comes out of the bag it was packed in, not out of nowhere.
      if (!c.old)
        return `${h} tok fram ${e.countable ? `noen ${e.no.pl}` : `litt ${e.no.sg}`} fra sekken, og alle fikk smake. Da fikk de nye krefter.`;
      return `De satte seg ned, og ${h} tok fram ${e.countable ? `noen ${e.no.pl}` : `litt ${e.no.sg}`} fra sekken. Alle fikk smake, og da fikk de nye krefter.`;
    case 'look':
      return '';
    case 'activity':
      if (e.id === 'birthday')
        return `${h} tenkte på bursdagen${c.recipient ? ` til ${c.recipient.name}` : ''} og gikk litt fortere.`;
      return `For å holde motet oppe øvde ${h} litt på å ${e.act?.no ?? ''}.`;
  }
}

function turn(c: NoCtx, e: StoryElement): string {
  const h = c.hero.name;
  switch (e.kind) {
    case 'character':
      if (e.person === 'titled')
        return `Da husket ${h} noe ${who(e)} hadde sagt, og plutselig visste ${c.hero.han} hva ${c.hero.han} skulle gjøre.`;
      return c.old
        ? `Akkurat da kom ${who(e)} til unnsetning, og sammen klarte de det.`
        : `Akkurat da kom ${who(e)} for å hjelpe. Sammen klarte de det.`;
    case 'place':
      return c.place.id === e.id
        ? `Det var ${e.at?.no ?? `ved ${the(e)}`} at alt snudde.`
        : `{Da|Akkurat da|Med ett} tenkte ${h} på ${the(e)}, og {plutselig|med en gang|straks} visste ${c.hero.han} hva ${c.hero.han} skulle gjøre.`;
    case 'object':
      if (e.size === 'fixed' || !e.owned)
        return `Da tenkte ${h} på ${the(e)}, og det ga ${c.hero.ham} nytt mot.`;
      return c.old
        ? `Da kom ${the(e)} til nytte, akkurat som ${h} hadde håpet.`
        : `Nå kom ${the(e)} til nytte!`;
    case 'food':
      // In a baking story the food is in the bowl, not eaten on the way or shared at the turn.
      if (c.variant === 'bake') return '';
      if (!c.old)
        return `Da delte ${h} ${e.countable ? `de siste ${e.no.defPl}` : `det siste av ${e.no.def}`}. Nå gikk det!`;
      return e.countable
        ? `Da delte ${h} de siste ${e.no.defPl}, og med nye krefter gikk det.`
        : `Da delte ${h} det siste av ${e.no.def}, og med nye krefter gikk det.`;
    case 'look':
      return '';
    case 'activity':
      if (e.id === 'birthday')
        return `Da tenkte ${h} på bursdagen${c.recipient ? ` til ${c.recipient.name}` : ''}, og fikk nye krefter.`;
      return c.old
        ? `Da husket ${h} alt ${c.hero.han} hadde øvd på, og nå turte ${c.hero.han} å ${e.act?.no ?? ''}.`
        : `Da husket ${h} alt ${c.hero.han} hadde øvd på. Nå turte ${c.hero.han} å ${e.act?.no ?? ''}.`;
  }
}

function home(c: NoCtx, e: StoryElement): string {
  const h = c.hero.name;
  switch (e.kind) {
    case 'character':
      if (e.person === 'titled') return `${who(e)} fikk høre alt om dagen, og alle var glade.`;
      return `${who(e)} ble med hjem, og alle var glade.`;
    case 'place':
      return `${h} tenkte på ${the(e)} og smilte.`;
    case 'object':
      if (!e.owned && c.ill && c.recipient)
        return `${cap(the(e))} fikk stå på nattbordet til ${c.recipient.name} helt til ${c.recipient.han} var frisk.`;
      if (e.size === 'fixed' || !e.owned) return `Den kvelden drømte ${h} om ${the(e)}.`;
      if (e.size === 'ride') return `${cap(the(e))} fikk stå trygt og godt i skuret.`;
      if (e.size === 'flown')
        return `${cap(the(e))} fikk henge på en knagg ved døra, klar til neste dag med vind.`;
      return `${the(e)} fikk en fin plass ved senga.`;
    case 'food':
      if (cookedIn(c))
        return `Til kvelds stekte ${h} ${eaten(e)} i ${cookedIn(c)}, og alle spiste sammen.`;
      return `Til kvelds spiste alle ${eaten(e)} sammen.`;
    case 'look':
      return '';
    case 'activity':
      if (e.id === 'birthday')
        return `Og så ble det bursdagsfest for ${c.recipient?.name ?? h}, med sang og lys.`;
      return `Neste dag fikk ${h} endelig ${e.act?.no ?? ''}.`;
  }
}

/** The Norwegian lines for the family's elements at each moment (packs/element-lines.ts). */
export const noElementLines = elementLines<NoCtx>({
  intro,
  leg,
  turn,
  home,
  look: lookLine,
  places: (c, places) => `${c.hero.name} var glad i ${list(places.map(the))}.`,
});
