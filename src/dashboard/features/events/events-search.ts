import { z } from 'zod';
import type { ProjectEventsQuery } from '../../lib/resources/events.ts';

/** The events history's state in the URL. */
export const eventsSearchSchema = z.object({
  page: z.number().int().min(1).max(100).default(1).catch(1),
  /** Only events of this name. */
  type: z.string().max(300).optional().catch(undefined),
});
export type EventsSearch = z.output<typeof eventsSearchSchema>;

export const toProjectEventsQuery = (search: EventsSearch): ProjectEventsQuery => ({
  page: search.page,
  limit: 20,
  type: search.type || undefined,
});
