import { loadConfig } from '../../config.js';
import { createDatabase } from '../../db/database.js';
import { systemClock } from '../../platform/clock.js';
import { reviewQueue, reviewStory, type ReviewOutcome } from './story-review.js';

// `npm run review -- list | restore <uuid> | remove <uuid>`: the team works through the stories
// reports hid (story-review.ts), against the database the server uses (DATABASE_URL or
// DATA_DIR). The owner's notification is in their list at once; the library's caches catch up
// within seconds.

const print = (line: string) => process.stdout.write(`${line}\n`);
const USAGE = 'usage: npm run review -- list | restore <story uuid> | remove <story uuid>';

async function main(args: string[]): Promise<number> {
  const [command, uuid] = args;
  const outcomes: Record<string, ReviewOutcome> = { restore: 'RESTORED', remove: 'REMOVED' };
  if (command !== 'list' && !(command && outcomes[command] && uuid)) {
    console.error(USAGE);
    return 2;
  }
  const database = createDatabase(loadConfig(process.env));
  const ctx = { db: database.db, clock: systemClock };
  try {
    if (command === 'list') {
      const queue = await reviewQueue(ctx);
      if (queue.length === 0) print('Nothing waits for review.');
      for (const story of queue) print(JSON.stringify(story));
    } else {
      const outcome = outcomes[command] as ReviewOutcome;
      await reviewStory(ctx, uuid as string, outcome);
      print(`${uuid}: ${outcome.toLowerCase()}; the owner has been told.`);
    }
    return 0;
  } finally {
    await database.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
