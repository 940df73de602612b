import { z } from 'zod';
import { dataOf } from './answers.js';
import { assessmentRunSchema } from './assessment.js';
import { CUSTOMER_MODELS, PRODUCTION_MODELS } from './client-sections.js';

/**
 * The consultant's correction of how the knowledge base classified a client: its NACE Rev. 2.1 sector,
 * who buys from it and where its goods are made. A correction beats the website's words in every
 * section that reads the classification (business model, materiality, regulations, policies,
 * frameworks) and survives re-runs.
 */

/** '13' (a division) or '13.9' (a group); the server checks that NACE Rev. 2.1 has it. */
export const naceCodeTextSchema = z
  .string()
  .trim()
  .regex(/^\d{2}(\.\d)?$/, "A sector is a NACE Rev. 2.1 division ('13') or group ('13.9')");

export const classificationCorrectionSchema = z.object({
  sector: z.object({ division: z.string(), group: z.string().optional() }).optional(),
  customerModel: z.enum(CUSTOMER_MODELS).optional(),
  productionModel: z.enum(PRODUCTION_MODELS).optional(),
});
export type ClassificationCorrection = z.infer<typeof classificationCorrectionSchema>;

/** PUT /clients/:id/classification: a value sets the correction, null removes it, an absent key keeps it. */
export const classificationCorrectionBodySchema = z.strictObject({
  classification: z
    .strictObject({
      sector: naceCodeTextSchema.nullable().optional(),
      customerModel: z.enum(CUSTOMER_MODELS).nullable().optional(),
      productionModel: z.enum(PRODUCTION_MODELS).nullable().optional(),
    })
    .refine(
      (update) => Object.keys(update).length > 0,
      'Say what to correct: sector, customerModel or productionModel',
    ),
});
export type ClassificationCorrectionUpdate = z.infer<
  typeof classificationCorrectionBodySchema
>['classification'];

/** The corrections now stored, and the run re-deciding the sections that rest on them. */
export const savedClassificationResponseSchema = dataOf(
  z.object({ classification: classificationCorrectionSchema, run: assessmentRunSchema }),
);

/** One choice of the sector picker: 'C13.9 Manufacture of other textiles'. */
export const sectorChoiceSchema = z.object({
  code: z.string().describe("'13' or '13.9'"),
  section: z.string(),
  label: z.string(),
});
export type SectorChoice = z.infer<typeof sectorChoiceSchema>;

/** GET /classification/sectors: every NACE Rev. 2.1 division and group the knowledge base holds. */
export const sectorChoicesResponseSchema = dataOf(z.array(sectorChoiceSchema));
