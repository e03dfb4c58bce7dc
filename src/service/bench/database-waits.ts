import pg from 'pg';

/**
 * Samples what PostgreSQL's sessions of this database are doing (every 20 ms) while `during` runs: on the CPU,
 * waiting for a row lock another transaction holds, or idle in a transaction waiting for the service to send its
 * next statement (`ClientRead`). A database-side profile: it shows whether a path waits on locks or on round trips.
 * Returns the share of session samples per state, largest first.
 */
export async function sampleDatabaseWaits<T>(databaseUrl: string, during: () => Promise<T>) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const counts = new Map<string, number>();
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const { rows } = await client.query<{ what: string }>(
        `SELECT CASE WHEN wait_event IS NULL THEN 'running' ELSE state || ': ' || wait_event_type || ':' || wait_event END AS what
           FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid() AND state <> 'idle'`,
      );
      for (const { what } of rows) counts.set(what, (counts.get(what) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  try {
    const result = await during();
    return { result, waits: shares(counts) };
  } finally {
    sampling = false;
    await sampler;
    await client.end();
  }
}

function shares(counts: Map<string, number>) {
  const total = [...counts.values()].reduce((a, b) => a + b, 0) || 1;
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([what, n]) => ({ what, percent: Math.round((n / total) * 1000) / 10 }));
}
