import { z } from 'zod';
import { promotionStackCreateSchema } from '../../../contract/promotion-stack.ts';

/**
 * A new stack as typed: its name and the tiers ticked, under the request's own paths (`name`, `tiers.ids`) so the
 * contract's and the service's errors land on the inputs. A stack of one tier groups nothing, so the form asks for two.
 */
const stackFormObject = z.object({
  name: z.string(),
  tiers: z.object({ ids: z.array(z.string()).min(2, 'Pick at least two tiers') }),
});
export type StackFormValues = z.input<typeof stackFormObject>;

export const stackFormSchema = stackFormObject
  .transform((form): z.input<typeof promotionStackCreateSchema> => ({
    name: form.name,
    tiers: { ids: form.tiers.ids, hierarchy_mode: 'MANUAL' },
  }))
  .pipe(promotionStackCreateSchema);

export const emptyStackForm: StackFormValues = { name: '', tiers: { ids: [] } };
