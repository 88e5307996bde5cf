// The library page's SQL as the server's repository writes it, and each database's plan for it:
// SQLite's EXPLAIN QUERY PLAN, PostgreSQL's EXPLAIN ANALYZE (without timings: the benchmark's
// rows have those), cut down to the lines that name how rows are found — scans, indexes and the
// columns an index condition covers — for the benchmark's notes.
import Sqlite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import {
  countLibrary,
  hiddenStoryIds,
  libraryCards,
} from '../../apps/server/src/modules/library/library.repo.ts';

/** The compiled queries of one library page (viewer without reports): ids, page, count. */
async function capture(dialect, filter, page, viewerId) {
  const queries = [];
  const db = new Kysely({
    dialect,
    log: (event) => {
      if (event.level === 'query') queries.push(event.query);
    },
  });
  try {
    await hiddenStoryIds(db, viewerId);
    await libraryCards(db, filter, page, []);
    await countLibrary(db, filter);
  } finally {
    await db.destroy();
  }
  const [hidden, cards, count] = queries;
  return { hidden, cards, count };
}

export async function sqlitePlans(file, filter, page, viewerId) {
  const queries = await capture(
    new SqliteDialect({ database: new Sqlite(file, { readonly: true }) }),
    filter,
    page,
    viewerId,
  );
  const db = new Sqlite(file, { readonly: true });
  try {
    const plan = (query) =>
      db
        .prepare(`explain query plan ${query.sql}`)
        .all(...query.parameters)
        .map((row) => row.detail);
    return {
      hidden: plan(queries.hidden),
      cards: plan(queries.cards),
      count: plan(queries.count),
    };
  } finally {
    db.close();
  }
}

const PLAN_LINE = /Scan|Join|Nested Loop|Limit|Sort|Aggregate|SubPlan|Index Cond/;

/** `Index Cond: ((a = 1) AND (b >= 2))` → `Index Cond: a, b`; other lines without their arrows. */
function summarise(line) {
  const text = line.replace(/^\s*(->\s+)?/, '').replace(/\s+\(actual rows=.*$/, '');
  if (!text.startsWith('Index Cond:')) return text;
  const columns = [...text.matchAll(/\((?:\w+\.)?(\w+) [=<>]/g)].map((match) => match[1]);
  return `Index Cond: ${[...new Set(columns)].join(', ')}`;
}

export async function postgresPlans(url, filter, page, viewerId) {
  const queries = await capture(
    new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
    filter,
    page,
    viewerId,
  );
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    const client = await pool.connect();
    try {
      const plan = async (query) => {
        const result = await client.query(
          `explain (analyze, costs off, timing off, summary off) ${query.sql}`,
          query.parameters,
        );
        return result.rows
          .map((row) => row['QUERY PLAN'])
          .filter((line) => PLAN_LINE.test(line) && !/Sort (Key|Method)/.test(line))
          .map(summarise);
      };
      return {
        hidden: await plan(queries.hidden),
        cards: await plan(queries.cards),
        count: await plan(queries.count),
      };
    } finally {
      client.release();
    }
  } finally {
    await pool.end();
  }
}
