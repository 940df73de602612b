import { generateStructured, type ConfiguredModel } from '@impact/engine';
import { z } from 'zod';
import type { ModelFindings } from './enrich-company.js';

const stated = 'Only if the text states it; otherwise null. Never guess.';
const findingsSchema = z.object({
  name: z.string().nullable().describe(`The company's name as the site gives it. ${stated}`),
  industry: z
    .string()
    .nullable()
    .describe(`The industry or sector, in a few words (e.g. "Food processing"). ${stated}`),
  headquarters: z.string().nullable().describe(`Head office as "City, Country". ${stated}`),
  foundedYear: z.number().int().nullable().describe(`The year the company was founded. ${stated}`),
  employeeCount: z.number().int().nullable().describe(`Number of employees as a number. ${stated}`),
  revenueUsd: z.number().nullable().describe(`Annual revenue converted to US dollars. ${stated}`),
  description: z
    .string()
    .nullable()
    .describe(`What the company does, in 2-3 plain sentences drawn from the text. ${stated}`),
}) satisfies z.ZodType<ModelFindings>;

/** Reads the company's own pages with the configured model: structured, validated, nothing guessed. */
export function createModelReader(model: ConfiguredModel) {
  return async ({ url, text }: { url: string; text: string }) => {
    const { object } = await generateStructured({
      model,
      schema: findingsSchema,
      system:
        'You read the text of a company website and report only facts the text states about the company. ' +
        'When the text does not state a fact, answer null for it.',
      prompt: `Website: ${url}\n\nText of its pages:\n${text}`,
    });
    return { findings: object, model: `${model.provider}/${model.modelName}` };
  };
}
