import { z } from 'zod';

/*
 * A project's brand details (the hosted Project settings > Brand details): its name and links, postal address and
 * contact. A project has one at most; it starts with none.
 */

export const defaultPermissionReminder = 'You are receiving this email because you opted in at our website.';

const text = (max: number) => z.string().trim().min(1).max(max);
const link = z
  .url({ protocol: /^https?$/, error: 'Enter an address such as https://shop.example.com/privacy' })
  .max(2000);

const brandFields = {
  name: text(200),
  privacy_policy_url: link.nullish(),
  terms_of_use_url: link.nullish(),
  /** Null or left out: the hosted default sentence. */
  permission_reminder: z.string().trim().max(1000).nullish(),
  website_url: text(2000).nullish(),
};
const addressFields = {
  street: text(300),
  city: text(200),
  postal: z.string().trim().max(50).nullable(),
  state: z.string().trim().max(200).nullish(),
  country: text(200),
};
const contactFields = { email: z.email().max(320), phone: z.string().trim().max(50).nullish() };

/** POST /management/v1/projects/{projectId}/branding */
export const brandingCreateSchema = z
  .strictObject({
    brand: z.strictObject(brandFields),
    address: z.strictObject(addressFields),
    contact: z.strictObject(contactFields),
  })
  .meta({ id: 'ManagementProjectsBrandingCreateRequestBody' });
export type BrandingCreate = z.infer<typeof brandingCreateSchema>;

/** PUT …/branding/{brandingId}: only the fields sent change. */
export const brandingUpdateSchema = z
  .strictObject({
    brand: z.strictObject(brandFields).partial().optional(),
    address: z.strictObject(addressFields).partial().optional(),
    contact: z.strictObject(contactFields).partial().optional(),
  })
  .meta({ id: 'ManagementProjectsBrandingUpdateRequestBody' });
export type BrandingUpdate = z.infer<typeof brandingUpdateSchema>;

const brandSchema = z.object({
  name: z.string(),
  privacy_policy_url: z.string().nullable(),
  terms_of_use_url: z.string().nullable(),
  permission_reminder: z.string(),
  website_url: z.string().nullable(),
});
const addressSchema = z.object({
  street: z.string(),
  city: z.string(),
  postal: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string(),
});
const contactSchema = z.object({ email: z.string(), phone: z.string().nullable() });
export type Brand = z.infer<typeof brandSchema>;
export type BrandAddress = z.infer<typeof addressSchema>;
export type BrandContact = z.infer<typeof contactSchema>;

export const brandingSchema = z
  .object({ id: z.string(), brand: brandSchema, address: addressSchema, contact: contactSchema })
  .meta({ id: 'ManagementProjectsBranding' });
export type Branding = z.infer<typeof brandingSchema>;

/** The project's brand details: one item, or none before they are created. */
export const brandingListSchema = z
  .object({
    object: z.literal('list'),
    data_ref: z.literal('data'),
    data: z.array(brandingSchema),
    total: z.number().int(),
  })
  .meta({ id: 'ManagementProjectsBrandingListResponseBody' });
export type BrandingList = z.infer<typeof brandingListSchema>;
