import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

// Other modules keep things about a story (the library's cached pages and totals), and a
// deleted story must leave them too. They register here, so this module imports none of them:
// the library depends on the story, never the other way.

export interface DeletedStory {
  uuid: string;
  /** It was in the public library when it was deleted. */
  wasPublished: boolean;
}

type Listener = (story: DeletedStory) => void;

// By database, not by Fastify instance: each plugin sees its own (encapsulated) instance.
const listenersByDatabase = new WeakMap<object, Set<Listener>>();

/** Call `listener` after each story of this database is deleted; the returned function stops. */
export function onStoryDeleted(db: Kysely<Database>, listener: Listener): () => void {
  let listeners = listenersByDatabase.get(db);
  if (!listeners) {
    listeners = new Set();
    listenersByDatabase.set(db, listeners);
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function storyDeleted(db: Kysely<Database>, story: DeletedStory): void {
  for (const listener of listenersByDatabase.get(db) ?? []) listener(story);
}
