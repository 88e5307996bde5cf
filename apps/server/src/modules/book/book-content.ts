import type { FastifyInstance } from 'fastify';
import { parseMonsterDescription } from '../../ai/monster-art/parse-monster-description.js';
import { monsterSeed, renderMonster } from '../../ai/monster-art/render-monster.js';
import type { StoriesTable } from '../../db/schema.js';
import { monstersOf } from '../monsters/monsters.repo.js';
import { paragraphsOf } from '../story/story-paragraphs.repo.js';
import type { BookContent, BookPicture } from './book-pdf.js';

// What goes into a story's book: its words, its pictures from the media store, and the child's
// monster for the cover (the story's hero, else the child's newest monster).

async function mediaPicture(app: FastifyInstance, key: string | null): Promise<BookPicture | null> {
  if (!key) return null;
  const object = await app.media.get(key);
  if (!object) return null;
  const parts: Buffer[] = [];
  for await (const part of object.body) parts.push(Buffer.from(part as Uint8Array));
  const bytes = Buffer.concat(parts);
  if (key.endsWith('.svg')) return { kind: 'svg', svg: bytes.toString('utf8') };
  // pdfkit places PNG and JPEG; other formats are left out rather than failing the book.
  return key.endsWith('.png') || key.endsWith('.jpg') ? { kind: 'raster', bytes } : null;
}

function heroOf(story: StoriesTable): { name: string; description: string } | null {
  if (!story.hero) return null;
  try {
    const hero = JSON.parse(story.hero) as { name?: unknown; description?: unknown };
    if (typeof hero.name === 'string' && typeof hero.description === 'string') {
      return { name: hero.name, description: hero.description };
    }
  } catch {
    // An unreadable hero only costs the cover its monster.
  }
  return null;
}

async function coverMonster(app: FastifyInstance, story: StoriesTable) {
  const hero = heroOf(story);
  if (hero) {
    const spec = parseMonsterDescription(
      hero.description,
      story.language.startsWith('en') ? 'en' : 'no',
    );
    const svg = renderMonster(spec, { seed: monsterSeed(hero.description), size: 400 });
    return { name: hero.name, picture: { kind: 'svg', svg } as BookPicture };
  }
  const newest = (await monstersOf(app.db, story.user_id)).find((m) => m.status === 'READY');
  if (!newest) return { name: null, picture: null };
  return { name: newest.name, picture: await mediaPicture(app, newest.image_key) };
}

export async function bookContent(app: FastifyInstance, story: StoriesTable): Promise<BookContent> {
  const paragraphs = await paragraphsOf(app.db, story.uuid);
  const scenes = await Promise.all(
    paragraphs.map(async (p) => ({
      text: p.text,
      picture: p.image_status === 'FAILED' ? null : await mediaPicture(app, p.image_key),
    })),
  );
  return {
    title: story.title,
    language: story.language,
    madeAt: new Date(story.completed_at ?? story.created_at),
    monster: await coverMonster(app, story),
    scenes,
  };
}
