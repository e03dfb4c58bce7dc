import { z } from 'zod';
import { campaignNameSchema, codeConfigSchema } from '../../../contract/campaign.ts';
import type { LoyaltyProgramCreate } from '../../../contract/loyalty-program.ts';

/** The "New loyalty program" form: text inputs, turned into POST /v1/loyalties' body. */
export const newProgramFormSchema = z
  .object({
    name: campaignNameSchema,
    points: z.coerce.number<string>().int('Whole points only').min(0).max(1_000_000_000),
    pattern: z.union([z.literal(''), codeConfigSchema.shape.pattern.unwrap()]),
    auto_join: z.boolean(),
  })
  .transform(({ name, points, pattern, auto_join }): LoyaltyProgramCreate => ({
    name,
    campaign_type: 'LOYALTY_PROGRAM',
    type: 'AUTO_UPDATE',
    auto_join,
    voucher: {
      type: 'LOYALTY_CARD',
      loyalty_card: { points },
      ...(pattern ? { code_config: { pattern } } : {}),
    },
  }));
export type NewProgramFormValues = z.input<typeof newProgramFormSchema>;
export const emptyNewProgramForm: NewProgramFormValues = { name: '', points: '0', pattern: '', auto_join: false };

/** The program page's edit form: what a marketer changes after launch. */
export const programEditFormSchema = z.object({ description: z.string().max(1000), auto_join: z.boolean() });
export type ProgramEditFormValues = z.infer<typeof programEditFormSchema>;
