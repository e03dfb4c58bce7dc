import { z } from 'zod';
import { timestampSchema } from './common.ts';

export const projectSchema = z
  .object({
    id: z.string(),
    object: z.literal('project'),
    name: z.string(),
    description: z.string().optional(),
    timezone: z.string(),
    currency: z.string(),
    created_at: timestampSchema,
  })
  .meta({ id: 'Project' });
export type Project = z.infer<typeof projectSchema>;

export const projectListSchema = z.object({
  object: z.literal('list'),
  data_ref: z.literal('data'),
  data: z.array(projectSchema),
  total: z.number().int(),
});

/** Keys of the demo project, served only when the service runs in demo mode on loopback. */
export const demoConnectionSchema = z.object({
  project_id: z.string(),
  app_id: z.string(),
  app_token: z.string(),
  client_app_id: z.string(),
  client_token: z.string(),
  client_origin: z.string(),
  management_id: z.string(),
  management_token: z.string(),
});
export type DemoConnection = z.infer<typeof demoConnectionSchema>;
