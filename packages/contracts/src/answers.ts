import { z } from 'zod';

/**
 * The envelopes of the API's answers (DESIGN.md, API conventions: `{ data, meta }` where the spec reads
 * `data`). Every answer schema is built from these and the entity schemas, and the server declares the
 * very same schema as its route's response, so the web app checks an answer against what was sent.
 */
export const dataOf = <T extends z.ZodType>(data: T) => z.object({ data });
export const recordOf = <T extends z.ZodType>(data: T) => z.object({ data, meta: z.object({}) });
export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: z.object({ total: z.number() }) });
/** The spec's generation endpoints answer `{ success: true, data }`. */
export const successOf = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

/** A 204 answer has no body: the server declares it null, and the web client reads it as null. */
export const noContentSchema = z.null();

/** The schema an answer is checked against, and the value it then is (types for the web client). */
export type AnswerSchema = z.ZodType;
export type AnswerOf<S extends AnswerSchema> = z.output<S>;
/** What a test may write as a stubbed answer: the schema's input, before defaults and transforms. */
export type AnswerInput<S extends AnswerSchema> = z.input<S>;
