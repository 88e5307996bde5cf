import type { Monster } from '@monstory/contracts/gamification';
import type { Kysely } from 'kysely';
import type { Database, MonstersTable } from '../../db/schema.js';
import type { MediaStore } from '../../platform/media/media-store.js';

// A monster row as the API shows it (Monster, docs/product.md#monsters). Its picture lives under a public key
// (an unguessable id and a content hash), so one URL works everywhere the avatar appears — the
// profile menu, the monster list, a notification — without signing, and a CDN may serve it.

/** What building a view needs: the database and where media is served from. */
export interface MonsterContext {
  db: Kysely<Database>;
  media: Pick<MediaStore, 'url'>;
}

export function monsterMediaFolder(monsterId: string): string {
  return `public/monsters/${monsterId}/`;
}

export function monsterImageUrl(ctx: MonsterContext, row: MonstersTable): string | null {
  return row.status === 'READY' && row.image_key ? ctx.media.url(row.image_key) : null;
}

export function monsterView(ctx: MonsterContext, row: MonstersTable, isProfile: boolean): Monster {
  return {
    id: row.id,
    name: row.name,
    imageUrl: monsterImageUrl(ctx, row),
    description: row.description,
    status: row.status,
    isProfile,
    createdAt: row.created_at,
  };
}
