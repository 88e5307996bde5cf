import { renderOfflinePicture } from '../../ai/providers/offline-render.js';
import type { StoriesTable } from '../../db/schema.js';
import type { ServiceContext } from '../../platform/service-context.js';
import { monsterImageInput } from '../monsters/monster-picture.js';
import { readyMonstersOf } from '../monsters/monsters.service.js';
import { storyParagraphs } from '../story/view/story-view.js';
import type { BookContent, BookPicture } from './book-pdf.js';

// What goes into a story's book: its words, its pictures from the media store, and the child's
// monster for the cover (the story's hero, else the child's newest monster).

type BookContext = Pick<ServiceContext, 'db' | 'media'>;

async function mediaPicture(
  ctx: Pick<ServiceContext, 'media'>,
  key: string | null,
): Promise<BookPicture | null> {
  if (!key) return null;
  const object = await ctx.media.get(key);
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

async function coverMonster(ctx: BookContext, story: StoriesTable) {
  const hero = heroOf(story);
  // The child whose story it is: their monster, not a sibling's.
  const ready = await readyMonstersOf(ctx, story.user_id, story.child_id);
  if (hero) {
    // The hero's own stored picture when the child still has it, else drawn as every picture
    // of the story draws it: the same offline art from the same description.
    const own = ready.find((m) => m.description === hero.description);
    const stored = own ? await mediaPicture(ctx, own.image_key) : null;
    const drawn: BookPicture = {
      kind: 'svg',
      svg: renderOfflinePicture(monsterImageInput(hero.description)),
    };
    return { name: hero.name, picture: stored ?? drawn };
  }
  const newest = ready[0];
  if (!newest) return { name: null, picture: null };
  return { name: newest.name, picture: await mediaPicture(ctx, newest.image_key) };
}

export async function bookContent(ctx: BookContext, story: StoriesTable): Promise<BookContent> {
  const paragraphs = await storyParagraphs(ctx, story.uuid);
  const scenes = await Promise.all(
    paragraphs.map(async (p) => ({
      text: p.text,
      picture: p.image_status === 'FAILED' ? null : await mediaPicture(ctx, p.image_key),
    })),
  );
  return {
    title: story.title,
    language: story.language,
    madeAt: new Date(story.completed_at ?? story.created_at),
    monster: await coverMonster(ctx, story),
    scenes,
  };
}
