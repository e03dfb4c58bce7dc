import { loggableError } from './store/errors.ts';

export type LogLevel = 'info' | 'error';

let pending: string[] = [];

/** Info lines of one event-loop turn go out in one write: stdout to a pipe is a blocking system call per write. */
function flushInfo() {
  if (!pending.length) return;
  const lines = pending.join('');
  pending = [];
  process.stdout.write(lines);
}
process.once('exit', flushInfo);

const errorsAsLoggable = (_key: string, value: unknown) => (value instanceof Error ? loggableError(value) : value);

/**
 * One structured log line, as JSON: errors on stderr at once, the rest on stdout at the end of the turn. An error
 * passed as a field is written as its database message and code only (`loggableError`): callers hand the error
 * itself, and no caller can leak a statement's parameters by forgetting to strip it.
 */
export function writeLog(level: LogLevel, fields: Record<string, unknown>) {
  const line = `${JSON.stringify({ level, ...fields }, errorsAsLoggable)}\n`;
  if (level === 'error') {
    process.stderr.write(line);
    return;
  }
  if (!pending.length) setImmediate(flushInfo);
  pending.push(line);
}

/** A background job's failure, with the database's message rather than the query's parameters. */
export const logFailure = (msg: string, error: unknown) => writeLog('error', { msg, error });
