import { loggableMessage } from './store/errors.ts';

export type LogLevel = 'info' | 'error';

/** One structured log line, as JSON: errors on stderr, the rest on stdout (written directly, as console costs per request). */
export function writeLog(level: LogLevel, fields: Record<string, unknown>) {
  (level === 'error' ? process.stderr : process.stdout).write(`${JSON.stringify({ level, ...fields })}\n`);
}

/** A background job's failure, with the database's message rather than the query's parameters. */
export const logFailure = (msg: string, error: unknown) => writeLog('error', { msg, error: loggableMessage(error) });
