/*
 * A CSV import of many rows (ROWS, default 100,000; KIND vouchers or customers) through the async action machinery on
 * PGlite: stores the file as the route does, runs the worker, and prints the time taken, the rows a second and the
 * process's peak resident memory, which stays flat in the row count (the worker holds one stored piece and one
 * batch). Customers are saved a batch at a time (a few statements per hundred rows); codes go one by one, through
 * the operation POST /v1/vouchers uses. Run: `KIND=customers ROWS=100000 node --import tsx src/service/bench/async-import.ts`.
 */
import { customerCsvFormat, voucherCsvFormat } from '../domain/csv-imports.ts';
import { drainAsyncActions } from '../jobs/async/worker.ts';
import { readAsyncAction } from '../operations/async-actions/read.ts';
import { scheduleAsyncAction } from '../operations/async-actions/schedule.ts';
import { seedDemo } from '../seed/demo.ts';
import { openDatabase } from '../store/db.ts';
import { testKeys } from '../testing/harness.ts';

const rows = Number(process.env.ROWS ?? 100_000);
const kind = process.env.KIND === 'customers' ? 'customers' : 'vouchers';
const csv =
  kind === 'customers'
    ? { header: 'Source_id,Name,Email\n', line: (n: number) => `bench-${n},Customer ${n},c${n}@example.com\n` }
    : { header: 'Code,Value,Region\n', line: (n: number) => `BENCH-${n},100,EU\n` };
const database = await openDatabase({ dataDir: process.env.DATA_DIR ?? 'memory://' });
await seedDemo(database.db, testKeys, new Date());
const encoder = new TextEncoder();
const file = new ReadableStream<Uint8Array>({
  start(controller) {
    controller.enqueue(encoder.encode(csv.header));
    for (let i = 0; i < rows; i += 1000) {
      const lines = Array.from({ length: Math.min(1000, rows - i) }, (_, j) => csv.line(i + j));
      controller.enqueue(encoder.encode(lines.join('')));
    }
    controller.close();
  },
});
const acting = { actor: { kind: 'anonymous' } as const, requestId: 'bench', address: '127.0.0.1', at: new Date() };
const started = performance.now();
const id = await scheduleAsyncAction(
  database.db,
  testKeys.project_id,
  kind === 'customers'
    ? { type: 'CUSTOMERS.IMPORT_CSV', file, format: customerCsvFormat, summary: 'bench' }
    : { type: 'VOUCHERS.IMPORT_CSV', file, format: voucherCsvFormat, summary: 'bench' },
  acting,
);
const stored = performance.now();
await drainAsyncActions(database.db);
const action = await readAsyncAction(database.db, testKeys.project_id, id);
const seconds = (performance.now() - started) / 1000;
console.log(
  JSON.stringify({
    kind,
    rows,
    status: action.status,
    done: action.result?.done_count,
    failed: action.result?.failed_count,
    storeSeconds: Math.round((stored - started) / 10) / 100,
    totalSeconds: Math.round(seconds * 100) / 100,
    rowsPerSecond: Math.round(rows / seconds),
    // The customer import's target: thousands of rows a second, not tens.
    ...(kind === 'customers' && { targetRowsPerSecond: 1000, met: rows / seconds >= 1000 }),
    peakRssMiB: Math.round(process.resourceUsage().maxRSS / 1024),
  }),
);
await database.close();
