import type { Context } from 'hono';
import { scheduleAsyncAction, type Scheduled } from '../../operations/async-actions/schedule.ts';
import { actingOf, dbOf } from '../context.ts';
import type { AppEnv } from '../env.ts';
import { projectOf } from '../guards/guards.ts';

/**
 * Queues an async action of the request's project and wakes this process's worker, so a small job is under way
 * (or done) by the time the client first asks, as the hosted service's are. Answers the action's id.
 */
export async function queueAsyncAction(c: Context<AppEnv>, scheduled: Scheduled) {
  const id = await scheduleAsyncAction(dbOf(c), projectOf(c), scheduled, actingOf(c));
  c.get('deps').asyncActionQueued?.();
  return id;
}
