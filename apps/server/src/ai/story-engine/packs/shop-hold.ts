// What holds a shopping errand up at the shop, one per story: the shelf is empty, the thing is
// on a shelf too high, a coin is short, or the list blew away. Every beat at the shop (the
// tries, what is learnt, the turn) speaks of the same one, so the buying answers it.
import type { BaseCtx } from '../compose/ctx-base';

export const SHOP_HOLDS = ['shop-empty', 'shop-high', 'shop-coins', 'shop-list'] as const;
export type ShopHold = (typeof SHOP_HOLDS)[number];

export function shopHold(c: BaseCtx): ShopHold {
  const held = c.handed(SHOP_HOLDS)[0] ?? c.once(SHOP_HOLDS);
  return (held as ShopHold | undefined) ?? 'shop-empty';
}

/** A market, and the stalls on a town square, sell from crates, never from shelves. */
export function soldFromStalls(place: string | undefined): boolean {
  return place === 'market' || place === 'square';
}

/** Things (not foods) an errand buys that are eaten at home, not played with. */
const EATEN = new Set(['egg', 'apple', 'sandwich', 'cake', 'pumpkin']);

export function eaten(id: string | undefined): boolean {
  return !!id && EATEN.has(id);
}

/** What an errand buys that is drunk at home, not eaten. */
export function drunk(id: string | undefined): boolean {
  return id === 'milk';
}

/** What an errand buys, in the forms a language's lines need. */
export interface Buy {
  /** "bananas", «melk», "a ball" */
  what: string;
  /** "the bananas", «melka», "the ball" */
  the: string;
  /** "bananas", «ball»: after "no" or «ingen» */
  bare: string;
  /** "them", «den»: what stands for it */
  it: string;
  food: boolean;
}
