// What the family named, in action: a friend who helps, a place where something happens, a
// thing that comes in useful, food that is shared, something the hero longs to do.
import { by } from '../by-band';
import { enActor, type EnCtx } from '../../compose/ctx-en';
import { possessive, withArticle } from '../../grammar/english';
import { COLOURS } from '../../lexicon/colours';
import { COOKWARE, isSight } from '../../lexicon/lost-things';
import { placeById } from '../../lexicon/places';
import type { StoryElement } from '../../lexicon/story-element';
import { sentenceKey } from '../../text';
import { elementLines, farPlace } from '../element-lines';

const look = (e: StoryElement): string => (e.colour ? `${COLOURS[e.colour].en} ` : '');
/** " with five legs", when the family said how the character looks. */
const withParts = (e: StoryElement): string => {
  const parts = e.char?.features.length ? enActor(e.char).features : '';
  return parts ? ` with ${parts}` : '';
};
/** "a red gizmo"; what was named in the plural takes "the": "the parents". */
const a = (e: StoryElement): string =>
  `${e.plural ? `the ${look(e)}${e.en.pl}` : withArticle(`${look(e)}${e.en.sg}`)}${e.detail ? ` with ${e.detail}` : ''}`;
const the = (e: StoryElement): string =>
  e.proper ? placeById(e.id).en.the : `the ${look(e)}${e.en.sg}`;
const who = (e: StoryElement): string => e.name ?? the(e);
const eaten = (e: StoryElement): string => (e.countable ? e.en.pl : e.en.sg);
/** The pan the story is about is what the named food is made in. */
const cookedIn = (c: EnCtx): string | undefined =>
  c.thing && COOKWARE.has(c.thing.id) ? c.thing.the : undefined;
const at = (e: StoryElement): string => e.at?.en ?? `by ${the(e)}`;
const it = (e: StoryElement): string =>
  e.plural ? 'they' : e.kind === 'character' ? (e.gender === 'f' ? 'she' : 'he') : 'it';

/** "Mira was a purple cat with three eyes.", unless the opening already said so. */
function lookLine(c: EnCtx, e: StoryElement, told: string): string[] {
  const a = e.who === 'friend' ? c.friend : e.who === 'other' && e.char ? enActor(e.char) : c.hero;
  if (!a) return [];
  const kind = told.includes(sentenceKey(a.a));
  const features = !a.features || told.includes(sentenceKey(a.features));
  if (kind && features) return [];
  if (kind)
    return [
      c.p([
        `${a.name} had ${a.features}.`,
        `${a.name} had ${a.features}, and was {proud of that|glad of it|happy with that|pleased about it}{| every day}.`,
        `With ${a.features}, ${a.name} {saw a lot|was easy to spot|stood out}.`,
      ]),
    ];
  const looks = `${a.name} was ${a.a}${a.features ? ` with ${a.features}` : ''}`;
  if (e.who !== 'friend')
    return [
      c.p([
        `${looks}, {and a very good one|and a happy one|and a kind one|the only one on the street|and a cheerful one}.`,
        `${looks}, ${by(c, '{and glad of it|and proud of it|and happy to be one|and liked it that way|and very proud of it|and pleased as punch}', '{and glad of it|as you may have heard|the only one for miles}')}.`,
      ]),
    ];
  // The friend is seen on the way, so how it looks is told with where they are going.
  const h = c.hero.name;
  const with_ = a.features ? ` with ${a.features}` : '';
  // The youngest hear it in one short sentence that also says where they went, so the bare
  // "Mira was a purple cat." is not cut off to stand alone in every other story.
  if (c.young)
    return [
      c.p([
        `${a.name}, ${a.a}${with_}, {went|ran|hopped} {too|along} ${c.place.to}.`,
        `${h} took ${a.name}, ${a.a}${with_}, along.`,
        `${a.name}, ${a.a}${with_}, came {along|with ${h}} ${c.place.to}.`,
        `${a.name} was ${a.a}${with_} and {kept close|stuck by ${h}|came along} ${c.place.to}.`,
      ]),
    ];
  return [
    c.p([
      `${looks}, and it was good to have ${a.him} along.`,
      `${looks}, and ${h} was {glad|so glad|very glad} to have ${a.him} along ${c.place.to}.`,
      `Next to ${h} walked ${a.name}, ${a.a}${with_}.`,
      `${looks}, and ${a.he} {kept close|stayed right by ${h}|was never far away}.`,
      `${looks}, and with ${a.him} close by, ${h} felt {braver than ever|not a bit scared|never alone}.`,
      `First went ${a.name}, ${a.a}${with_}, and ${h} came right behind.`,
      `${looks}, and ${a.he} looked around {eagerly|with big eyes|with a grin} ${c.place.in}.`,
    ]),
  ];
}

function list(xs: string[]): string {
  return xs.length > 1 ? `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}` : (xs[0] ?? '');
}

function intro(c: EnCtx, e: StoryElement): string {
  const h = c.hero.name;
  switch (e.kind) {
    case 'character':
      if (e.person === 'titled') return `${h} often visited ${who(e)}, and loved it.`;
      if (e.person && e.name) return `${h} had ${withArticle(e.en.sg)} called ${e.name}.`;
      return e.name
        ? c.p([
            `${h} had a good friend, ${e.name}, ${a(e)}${withParts(e)}.`,
            c.old
              ? `Close by lived ${e.name}, ${a(e)}${withParts(e)}, and ${e.name} and ${h} were the best of friends.`
              : `Close by lived ${e.name}, ${a(e)}${withParts(e)}. The two were good friends.`,
          ])
        : c.old
          ? `Close by lived ${a(e)}${withParts(e)}, and ${it(e)} and ${h} were good friends.`
          : `Close by lived ${a(e)}${withParts(e)}. They were good friends.`;
    case 'place':
      // On the way home from far away, a place named on the way is passed, not longed for.
      if (c.variant === 'home') return '';
      // Somewhere far (Mars, Paris) is dreamt of, not where the hero likes to be.
      if (farPlace(e))
        return c.p([
          `${h} had {long|always|for ages} dreamed of going ${placeById(e.id).en.to}{| one day| some day}.`,
          `More than anything{ in the world| else|}, ${h} {wished|longed|wanted} to go ${placeById(e.id).en.to}.`,
        ]);
      // A newcomer or a quarrel is no story of a favourite place: the place is where it happens.
      if (c.goal === 'befriend') return '';
      return c.p([
        `${h}'s favourite place in the world was ${at(e)}.`,
        `Nowhere was ${h} happier than ${at(e)}.`,
      ]);
    case 'object':
      // Only what the family said someone has is had and loved; anything else just matters.
      // Something taken to the one who is ill in bed: a card, a drawing.
      if (!e.owned && c.ill && c.recipient)
        return `${h} would bring ${c.recipient.name} ${a(e)} too.`;
      // A bus taken there is how they go, nobody's own.
      if (!e.owned && e.size === 'ride') return `That day, ${h} was going to take ${the(e)}.`;
      if (!e.owned)
        return c.p([
          `This is also the story of ${a(e)}.`,
          `That day, ${a(e)} would turn out to matter.`,
        ]);
      if (e.size === 'fixed') return `${h} loved ${the(e)} more than anything.`;
      return c.p([
        c.old
          ? `${h} had ${a(e)}, and it was the best thing ${c.hero.he} owned.`
          : `${h} had ${a(e)}. It was the best thing ${c.hero.he} had.`,
        `The best thing ${h} owned was ${a(e)}.`,
      ]);
    case 'food':
      if (cookedIn(c) && e.countable)
        return `More than anything, ${h} loved ${eaten(e)}, and ${c.hero.he} always made them in ${cookedIn(c)}.`;
      return c.p([
        `More than anything, ${h} loved ${eaten(e)}.`,
        `Nothing tasted better to ${h} than ${eaten(e)}.`,
      ]);
    case 'look':
      return '';
    case 'activity':
      // A birthday is someone's: the one the goal is for, or the hero's own.
      if (e.id === 'birthday')
        return c.recipient
          ? `It was nearly ${possessive(c.recipient.name)} birthday.`
          : `It was nearly ${possessive(h)} birthday, and ${c.hero.he} could hardly wait.`;
      return c.p([
        `${h} dreamed of being able to ${e.act?.en ?? ''}.`,
        `What ${h} wished for most was to ${e.act?.en ?? ''}.`,
      ]);
  }
}

function leg(c: EnCtx, e: StoryElement): string {
  const h = c.hero.name;
  switch (e.kind) {
    case 'character':
      // Grandma or Dad is thought of on the way, not met out of nowhere.
      if (e.person === 'titled')
        return c.p([
          `${h} thought of ${who(e)}, and it gave ${c.hero.him} new courage.`,
          `"What would ${who(e)} do now?" ${h} wondered.`,
        ]);
      return c.p([
        c.old
          ? `${who(e)} came along for a while and showed them a shortcut.`
          : `${who(e)} came along. Then ${it(e)} showed them a shortcut.`,
        `Suddenly ${who(e)} popped up and pointed the way.`,
      ]);
    case 'place':
      // Only a place the team is at can be where something happens now.
      return c.place.id === e.id
        ? c.p([
            c.old
              ? `They stopped for a moment ${at(e)} and took it all in, {every sound and smell|every little thing|slowly}.`
              : `They stopped ${at(e)} and {looked all around|had a good look}.`,
            // A sight leaves no clue: the sky there is what matters.
            c.goal === 'find' && isSight(c.thing?.id)
              ? `Right ${at(e)}, the sky was {big and open|wide and high}.`
              : // (Food leaves no trail either, only a smell.)
                c.variant === 'hungry'
                ? `Right ${at(e)}, something smelled {good|delicious|sweet}.`
                : c.goal === 'find' || c.goal === 'solve'
                  ? `Right ${at(e)}, they found a small clue.`
                  : `Right ${at(e)}, things began to look a little brighter.`,
          ])
        : // A place behind them is remembered, not longed for ("Soon, the classroom" is ahead).
          c.been(e.id)
          ? c.p([
              `${h} thought of ${the(e)} and all that had happened there.`,
              `${h} {smiled|hummed} at the thought of ${the(e)}.`,
            ])
          : // Away from it and ahead, the place is thought of.
            c.p([
              `${h} {thought of|pictured} ${the(e)} {for a moment|now and then|${c.place.in}|with a smile|and felt warm inside|and walked a bit faster|and grinned}.`,
              // One sentence, not "…, and it gave him…", which a young listener's split would
              // leave as a tail with nobody and nothing of the story in it.
              `Thinking of ${the(e)} gave ${h} {courage|a warm feeling|new strength|a little push|a brave smile} {on the way|${c.place.in}|just when it was needed|for the next step}.`,
              `${h} {looked up|gazed ahead|stood still} ${c.place.in} and {thought of|dreamed of|pictured} ${the(e)}{| again| once more}.`,
              `${h} {hummed|smiled|grinned} at the thought of ${the(e)}{| ${c.place.in}| on the way}.`,
              `"{Soon|One day|Not long now}, ${the(e)}," ${h} {said|whispered|thought} ${c.place.in}.`,
            ]);
    case 'object':
      if (e.size === 'ride' && !e.owned)
        return `${h} took ${the(e)} a good part of the way, looking out of the window all the while.`;
      if (e.size === 'fixed' || !e.owned) return `${h} thought of ${the(e)} and smiled.`;
      if (e.size === 'ride')
        return `${h} fetched ${c.hero.his} ${look(e)}${e.en.sg}, and it carried them a long way.`;
      if (e.size === 'flown')
        return c.old
          ? `${h} let ${c.hero.his} ${look(e)}${e.en.sg} up on the wind, and it danced so high ${c.place.in} that everyone looked up and laughed, and the rest of the way felt shorter.`
          : `${h} let ${c.hero.his} ${look(e)}${e.en.sg} up on the wind. It danced high in the sky, and everyone laughed.`;
      return c.old
        ? `${h} took out ${c.hero.his} ${look(e)}${e.en.sg}, and it helped them a long way.`
        : `${h} took out ${c.hero.his} ${look(e)}${e.en.sg}. It helped them a lot.`;
    case 'food':
      // In a baking story the food is in the bowl, not eaten on the way or shared at the turn.
      if (c.variant === 'bake') return '';
      // Food shared on the way comes out of the bag it was packed in, not out of nowhere.
      if (!c.old)
        return `${h} took some ${eaten(e)} out of ${c.hero.his} bag, and everyone had a taste. Then they felt strong again.`;
      return `They sat down, and ${h} took some ${eaten(e)} out of ${c.hero.his} bag. Everyone had a taste and felt strong again.`;
    case 'look':
      return '';
    case 'activity':
      if (e.id === 'birthday')
        return `${h} thought of the birthday${c.recipient ? ` and of ${c.recipient.name}` : ''} and walked a little faster.`;
      return `To keep ${c.hero.his} courage up, ${h} practised ${e.act?.enIng ?? ''} a little.`;
  }
}

function turn(c: EnCtx, e: StoryElement): string {
  const h = c.hero.name;
  switch (e.kind) {
    case 'character':
      if (e.person === 'titled')
        return `Then ${h} remembered something ${who(e)} had said, and suddenly ${c.hero.he} knew what to do.`;
      return c.old
        ? `Just then ${who(e)} came to help, and together they did it.`
        : `Just then ${who(e)} came to help. Together they did it.`;
    case 'place':
      return c.place.id === e.id
        ? `It was ${at(e)} that everything changed.`
        : `{Then|Just then|All at once|Right then} ${h} thought of ${the(e)}, and {suddenly|at once|in a flash|just like that} ${c.hero.he} knew {what to do|just what to do|the answer|how to go on}.`;
    case 'object':
      if (e.size === 'fixed' || !e.owned)
        return `Then ${h} thought of ${the(e)}, and it gave ${c.hero.him} new courage.`;
      return c.old
        ? `Then ${the(e)} came in useful, just as ${h} had hoped.`
        : `Now ${the(e)} came in useful!`;
    case 'food':
      // In a baking story the food is in the bowl, not eaten on the way or shared at the turn.
      if (c.variant === 'bake') return '';
      return e.countable
        ? `Then ${h} shared the last ${e.en.pl}, and with new strength it worked.`
        : `Then ${h} shared the last of the ${e.en.sg}, and with new strength it worked.`;
    case 'look':
      return '';
    case 'activity':
      if (e.id === 'birthday')
        return `Then ${h} thought of the birthday${c.recipient ? ` and of ${c.recipient.name}` : ''}, and felt strong again.`;
      return c.old
        ? `Then ${h} remembered all ${c.hero.he} had practised, and at last ${c.hero.he} dared to ${e.act?.en ?? ''}.`
        : `Then ${h} remembered all ${c.hero.he} had practised. At last ${c.hero.he} dared to ${e.act?.en ?? ''}.`;
  }
}

function home(c: EnCtx, e: StoryElement): string {
  const h = c.hero.name;
  switch (e.kind) {
    case 'character':
      if (e.person === 'titled') return `${who(e)} heard all about the day, and everyone was glad.`;
      return `${who(e)} came home with them, and everyone was glad.`;
    case 'place':
      return `${h} thought of ${the(e)} and smiled.`;
    case 'object':
      if (!e.owned && c.ill && c.recipient)
        return `${the(e)} stood on ${c.recipient.poss} bedside table until ${c.recipient.he} was well.`;
      if (e.size === 'fixed' || !e.owned) return `That night ${h} dreamed of ${the(e)}.`;
      if (e.size === 'ride') return `${the(e)} got a safe, dry place in the shed.`;
      if (e.size === 'flown')
        return `${the(e)} got to rest on a hook by the door, ready for the next windy day.`;
      return `${the(e)} got a special place by the bed.`;
    case 'food':
      if (cookedIn(c))
        return `For supper ${h} made ${eaten(e)} in ${cookedIn(c)}, and everyone ate together.`;
      return `For supper everyone ate ${eaten(e)} together.`;
    case 'look':
      return '';
    case 'activity':
      if (e.id === 'birthday')
        return `And then there was a birthday party for ${c.recipient?.name ?? h}, with songs and candles.`;
      return `The very next day, ${h} got to ${e.act?.en ?? ''} at last.`;
  }
}

/** The English lines for the family's elements at each moment (packs/element-lines.ts). */
export const enElementLines = elementLines<EnCtx>({
  intro,
  leg,
  turn,
  home,
  look: lookLine,
  places: (c, places) => `${c.hero.name} loved ${list(places.map(the))}.`,
});
