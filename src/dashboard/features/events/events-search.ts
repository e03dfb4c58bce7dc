import { z } from 'zod';
import { projectEventListQuerySchema } from '../../../contract/customer-activity.ts';
import type { ProjectEventsQuery } from '../../lib/resources/events.ts';
import { searchTextRefusal } from '../../lib/search-refusal.ts';

/** The events history's state in the URL. */
export const eventsSearchSchema = z.object({
  page: z.number().int().min(1).max(100).default(1).catch(1),
  /** Only events of this name; kept whole, so a name past the limit is refused. */
  type: z.string().optional().catch(undefined),
});
export type EventsSearch = z.output<typeof eventsSearchSchema>;

export const toProjectEventsQuery = (search: EventsSearch): ProjectEventsQuery => ({
  page: search.page,
  limit: 20,
  type: search.type || undefined,
});

/** Why the service would refuse the event name; the history then asks for nothing and the field says why. */
export const eventsSearchRefusal = (query: ProjectEventsQuery) =>
  searchTextRefusal(projectEventListQuerySchema, query, 'type');
