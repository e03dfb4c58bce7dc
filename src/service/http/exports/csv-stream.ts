import type { Context } from 'hono';
import type { Db } from '../../store/db.ts';
import { loggableMessage } from '../../store/errors.ts';
import { readExportChunk } from '../../store/repositories/export-csv.ts';
import type { ExportRow } from '../../store/repositories/exports.ts';
import type { AppEnv } from '../env.ts';

/**
 * Sends the CSV the export's job stored, one chunk at a time, each read only when the client has taken the previous
 * one (a pull stream): memory holds one chunk whatever the file's size. When the client goes away, node-server
 * cancels the stream and no further chunk is read, so a dropped download stops costing the database at once.
 */
export function streamExportCsv(c: Context<AppEnv>, db: Db, row: ExportRow) {
  const encoder = new TextEncoder();
  let seq = 0;
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const chunk = await readExportChunk(db, row.id, row.attempts, seq++);
        if (cancelled) return;
        if (chunk === undefined) controller.close();
        else controller.enqueue(encoder.encode(chunk));
      } catch (error) {
        // Headers are out: the client sees a cut-off file; the log says why.
        c.get('log')('error', { msg: 'export download failed', export_id: row.id, error: loggableMessage(error) });
        if (!cancelled) controller.error(error);
      }
    },
    cancel() {
      cancelled = true;
    },
  });
  return c.body(body, 200, {
    'content-type': 'text/plain; charset=utf-8',
    'content-disposition': `attachment; filename="${row.id}.csv"`,
  });
}
