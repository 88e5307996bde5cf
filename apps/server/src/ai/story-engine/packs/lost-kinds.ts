// What kind of busy place a child gets lost in, so each language tells its own aisles, paths or
// halls, who works there to ask, and what calls the grown-up back. Shared by both packs.
import type { BaseCtx } from '../compose/ctx-base';

export type LostKind = 'shop' | 'market' | 'zoo' | 'fair' | 'station' | 'hall';

const KIND: Record<string, LostKind> = {
  supermarket: 'shop',
  shop: 'shop',
  'toy-shop': 'shop',
  mall: 'shop',
  market: 'market',
  square: 'market',
  zoo: 'zoo',
  funfair: 'fair',
  'railway-station': 'station',
  museum: 'hall',
};

export function lostKind(c: BaseCtx & { target?: { id: string } }): LostKind {
  return KIND[c.target?.id ?? ''] ?? 'shop';
}
