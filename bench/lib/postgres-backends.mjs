// The PostgreSQL backend processes serving one process's connections: found by the local ports
// of its sockets to PostgreSQL (ss) in pg_stat_activity. Empty where ss is missing.
import { execFileSync } from 'node:child_process';
import pg from 'pg';

export async function postgresBackendsOf(url, pid) {
  const { port = '5432' } = new URL(url);
  let sockets;
  try {
    sockets = execFileSync('ss', ['-tnpH', `dport = :${port || 5432}`]).toString();
  } catch {
    return [];
  }
  const ports = sockets
    .split('\n')
    .filter((line) => line.includes(`pid=${pid},`))
    .map((line) => Number(line.trim().split(/\s+/)[3]?.split(':').pop()))
    .filter(Number.isInteger);
  if (ports.length === 0) return [];
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      'select pid from pg_stat_activity where client_port = any($1::int[])',
      [ports],
    );
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}
