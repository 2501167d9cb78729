import { z } from 'zod';
import { CONSENT_VERSION } from './consent-cookie';

/** `POST consent/`: the choice made in the dialog, under the version of the texts shown. */
export const consentRequestSchema = z
  .object({
    version: z.literal(CONSENT_VERSION),
    history: z.boolean(),
    analytics: z.boolean(),
    social: z.boolean(),
  })
  .strict();
export type ConsentRequest = z.infer<typeof consentRequestSchema>;

export const consentResponseSchema = z.object({
  data: z.object({
    consent_id: z.uuid(),
    version: z.number().int(),
    history: z.boolean(),
    analytics: z.boolean(),
    social: z.boolean(),
  }),
});
export type ConsentResponse = z.infer<typeof consentResponseSchema>;
