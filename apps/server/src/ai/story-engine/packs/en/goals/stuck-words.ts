// The words an English story of a thing stuck up high is told with: the thing as the family
// named it, whose it is, where it is stuck, and what reaches it in the end.
import type { EnCtx } from '../../../compose/ctx-en';
import { SPOTS } from '../../../lexicon/rescue-spots';
import { holdOf, spotKind } from '../../stuck-kinds';
import { tradeTool } from './rescue-words';

export const h = (c: EnCtx) => c.hero.name;
export const he = (c: EnCtx) => c.hero.he;
export const his = (c: EnCtx) => c.hero.his;
export const him = (c: EnCtx) => c.hero.him;
/** "the red balloon" */
export const the = (c: EnCtx) => c.thing?.the ?? 'the ball';
/** "balloon", "red balloon": after "his", "Oliver's". */
export const sg = (c: EnCtx) => c.thing?.sg ?? 'ball';
/** "his red balloon" */
export const mine = (c: EnCtx) => `${his(c)} ${sg(c)}`;
/** "Oliver's red balloon" */
export const whose = (c: EnCtx) => `${c.hero.poss} ${sg(c)}`;
export const hold = (c: EnCtx) => holdOf(c.thing?.id);
export const tree = (c: EnCtx) => spotKind(c) === 'tree';
export const roof = (c: EnCtx) => spotKind(c) === 'roof';

/** The roof's own name when it is the garage's or the shed's: "the garage roof". */
const roofName = (c: EnCtx) => (c.roofOf ? `the ${c.roofOf} roof` : 'the roof');

/** Where the thing is: said first, where it is, what it comes down from. */
export function spot(c: EnCtx): { first: string; at: string; the: string; off: string } {
  if (roof(c)) {
    const r = roofName(c);
    return { first: `up on ${r}`, at: `up on ${r}`, the: r, off: `down off ${r}` };
  }
  if (tree(c))
    return {
      first: 'high up in a tall tree',
      at: 'up in the tree',
      the: 'the tree',
      off: 'down from the tree',
    };
  const e = SPOTS.ledge.en;
  return { first: e.first, at: e.at, the: e.the, off: e.off };
}

/** How it is held up there, so it cannot just fall down. */
export function caughtBy(c: EnCtx): string {
  const t = tree(c);
  switch (hold(c)) {
    case 'string':
      return t
        ? `{its string was wound round a branch|its string had tangled in the twigs}`
        : `{its string had caught on the chimney|its string was snagged on a tile}`;
    case 'round':
      return t
        ? `{it was wedged in a fork between two branches|it sat jammed between the twigs}`
        : `{it had rolled into the gutter and stuck there|it lay wedged against the chimney}`;
    case 'paper':
      return t
        ? `{its nose had poked in among the leaves|it hung on a twig by one wing}`
        : `{it had slid into the gutter|it lay flat against the tiles}`;
    default:
      return t
        ? `{it hung on a branch like a flag|it had caught on a sharp twig}`
        : `{it had caught on the edge of the gutter|it lay snagged on a tile}`;
  }
}

/** What reaches in the end: the trade's own tool, else a longer ladder. */
export function needed(c: EnCtx): string {
  return tradeTool(c) ?? (roof(c) ? 'a long ladder and a rake' : 'a longer ladder');
}

/** The thing got at last: unhooked, nudged loose, lifted off. */
export function gotIt(c: EnCtx): string {
  switch (hold(c)) {
    case 'string':
      return `${h(c)} unwound the string, loop by loop, and ${the(c)} came free`;
    case 'round':
      return `${h(c)} gave ${the(c)} one gentle nudge, and it rolled loose`;
    case 'paper':
      return `${h(c)} lifted ${the(c)} off, so gently that not a corner tore`;
    default:
      return `${h(c)} lifted ${the(c)} carefully off, and it was free`;
  }
}

/** Who holds the ladder: a person here, the friend when a person, else the neighbour. */
export const holder = (c: EnCtx) =>
  c.helper?.person ? c.helper.name : c.friend?.person ? c.friend.name : 'the neighbour';
/** Who runs for what will reach: the friend, else a neighbour. */
export const runner = (c: EnCtx) => c.friend?.name ?? 'a neighbour';
