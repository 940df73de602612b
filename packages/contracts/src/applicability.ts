import { z } from 'zod';
import { dataOf } from './answers.js';
import { SECTION_DATA_SCHEMAS } from './client-sections.js';

/*
 * Applicability facts: what the knowledge base's regulation rules need beyond the client's profile
 * (listings, EU/UK turnover, head counts per country, goods placed on the EU market, …). A consultant
 * answers them in 'Refine applicability'; the server stores the answers on the client and re-runs the
 * rule-decided sections. The keys and goods mirror @impact/knowledge's ApplicabilityFacts and
 * RegulatedGood (the knowledge package depends on this one, so the list lives here and the server checks
 * the two agree at compile time). The questions' texts come from each regulation row's missingFacts.
 */

export const APPLICABILITY_FACT_KEYS = [
  'listedOnEuRegulatedMarket',
  'listedOnUkRegulatedMarket',
  'listedOnUsExchange',
  'euTurnoverEur',
  'employeesInGermany',
  'employeesInFrance',
  'sellsToConsumersInEu',
  'placesGoodsOnEuMarket',
  'isFinancialSectorEntity',
  'ukTurnoverGbp',
  'doesBusinessInCalifornia',
] as const;
export type ApplicabilityFactName = (typeof APPLICABILITY_FACT_KEYS)[number];

/** Goods whose placing on the EU market triggers an instrument, with the form's labels. */
export const REGULATED_GOOD_LABELS = {
  cattle: 'Cattle, beef or leather',
  cocoa: 'Cocoa',
  coffee: 'Coffee',
  'oil-palm': 'Palm oil',
  rubber: 'Rubber',
  soya: 'Soya',
  wood: 'Wood or paper products',
  'cbam-iron-steel': 'Iron and steel',
  'cbam-aluminium': 'Aluminium',
  'cbam-cement': 'Cement',
  'cbam-fertilisers': 'Fertilisers',
  'cbam-hydrogen': 'Hydrogen',
  'cbam-electricity': 'Electricity',
  batteries: 'Batteries (also inside products)',
  packaging: 'Packaging or packaged products',
} as const;
export type RegulatedGoodName = keyof typeof REGULATED_GOOD_LABELS;
export const REGULATED_GOODS = Object.keys(REGULATED_GOOD_LABELS) as [
  RegulatedGoodName,
  ...RegulatedGoodName[],
];

/** Far above any company's turnover (the largest are under 1 trillion), yet a finite, checkable bound. */
export const MAX_APPLICABILITY_AMOUNT = 10_000_000_000_000;
/** Far above any employer's head count in one country. */
export const MAX_APPLICABILITY_COUNT = 10_000_000;
export const MAX_APPLICABILITY_GOODS = 20;

const yesNo = (key: ApplicabilityFactName) => z.boolean({ message: `${key} must be true or false` });

const amount = (key: ApplicabilityFactName, currency: string) => {
  const message = `${key} must be an amount in ${currency} of 0 or more`;
  return z
    .number({ message })
    .min(0, message)
    .max(
      MAX_APPLICABILITY_AMOUNT,
      `${key} must be at most ${MAX_APPLICABILITY_AMOUNT.toLocaleString('en-US')}`,
    );
};

const count = (key: ApplicabilityFactName) => {
  const message = `${key} must be a whole number of 0 or more`;
  return z
    .number({ message })
    .int(message)
    .min(0, message)
    .max(
      MAX_APPLICABILITY_COUNT,
      `${key} must be at most ${MAX_APPLICABILITY_COUNT.toLocaleString('en-US')}`,
    );
};

const goods = (key: ApplicabilityFactName) =>
  z
    .array(z.enum(REGULATED_GOODS, { message: `${key} may only list ${REGULATED_GOODS.join(', ')}` }), {
      message: `${key} must be a list of goods (empty for none)`,
    })
    .max(MAX_APPLICABILITY_GOODS, `${key} may list at most ${MAX_APPLICABILITY_GOODS} goods`);

/** Each fact's value schema (z.number refuses NaN and Infinity, so amounts are finite). */
const FACT_VALUE_SCHEMAS = {
  listedOnEuRegulatedMarket: yesNo('listedOnEuRegulatedMarket'),
  listedOnUkRegulatedMarket: yesNo('listedOnUkRegulatedMarket'),
  listedOnUsExchange: yesNo('listedOnUsExchange'),
  euTurnoverEur: amount('euTurnoverEur', 'euros'),
  employeesInGermany: count('employeesInGermany'),
  employeesInFrance: count('employeesInFrance'),
  sellsToConsumersInEu: yesNo('sellsToConsumersInEu'),
  placesGoodsOnEuMarket: goods('placesGoodsOnEuMarket'),
  isFinancialSectorEntity: yesNo('isFinancialSectorEntity'),
  ukTurnoverGbp: amount('ukTurnoverGbp', 'pounds sterling'),
  doesBusinessInCalifornia: yesNo('doesBusinessInCalifornia'),
} satisfies Record<ApplicabilityFactName, z.ZodType>;

type FactValueSchemas = typeof FACT_VALUE_SCHEMAS;

/** The stored answers: every fact optional; an absent fact is unknown, never guessed. */
export const applicabilityFactsSchema = z.strictObject(
  Object.fromEntries(APPLICABILITY_FACT_KEYS.map((key) => [key, FACT_VALUE_SCHEMAS[key].optional()])) as {
    [K in ApplicabilityFactName]: z.ZodOptional<FactValueSchemas[K]>;
  },
);
export type ApplicabilityFactAnswers = z.infer<typeof applicabilityFactsSchema>;

/** A change to the answers: a value sets the fact, an explicit null removes it, an absent key keeps it. */
export const applicabilityFactsUpdateSchema = z.strictObject(
  Object.fromEntries(
    APPLICABILITY_FACT_KEYS.map((key) => [key, FACT_VALUE_SCHEMAS[key].nullable().optional()]),
  ) as {
    [K in ApplicabilityFactName]: z.ZodOptional<z.ZodNullable<FactValueSchemas[K]>>;
  },
);
export type ApplicabilityFactsUpdate = z.infer<typeof applicabilityFactsUpdateSchema>;

/** PUT /api/clients/:id/applicability-facts */
export const applicabilityFactsBodySchema = z.strictObject({
  facts: applicabilityFactsUpdateSchema,
});

/** GET /api/clients/:id/applicability-facts: the stored answers. */
export const applicabilityFactsResponseSchema = dataOf(z.object({ facts: applicabilityFactsSchema }));
/** PUT /api/clients/:id/applicability-facts: the answers now stored, and the regulations re-decided on them. */
export const savedApplicabilityFactsResponseSchema = dataOf(
  z.object({
    facts: applicabilityFactsSchema,
    SustainabilityRegulations: SECTION_DATA_SCHEMAS.SustainabilityRegulations,
  }),
);

export type ApplicabilityInputKind = 'boolean' | 'amount' | 'count' | 'goods';

export interface ApplicabilityFactInput {
  kind: ApplicabilityInputKind;
  /** A short name for the field, e.g. 'EU turnover'. The question itself comes from the row. */
  label: string;
  /** 'EUR' or 'GBP' for amounts, 'employees' for counts; absent for yes/no and goods. */
  unit?: string;
  /** For amounts: the ISO currency the value is in. */
  currency?: 'EUR' | 'GBP';
}

/** How the 'Refine applicability' form asks for each fact. */
export const APPLICABILITY_FACT_INPUTS: Record<ApplicabilityFactName, ApplicabilityFactInput> = {
  listedOnEuRegulatedMarket: { kind: 'boolean', label: 'Listed on an EU regulated market' },
  listedOnUkRegulatedMarket: { kind: 'boolean', label: 'Listed in the UK' },
  listedOnUsExchange: { kind: 'boolean', label: 'Listed on a US exchange' },
  euTurnoverEur: { kind: 'amount', label: 'EU turnover', unit: 'EUR', currency: 'EUR' },
  employeesInGermany: { kind: 'count', label: 'Employees in Germany', unit: 'employees' },
  employeesInFrance: { kind: 'count', label: 'Employees in France', unit: 'employees' },
  sellsToConsumersInEu: { kind: 'boolean', label: 'Sells to consumers in the EU' },
  placesGoodsOnEuMarket: { kind: 'goods', label: 'Goods placed on the EU market' },
  isFinancialSectorEntity: { kind: 'boolean', label: 'Regulated financial firm' },
  ukTurnoverGbp: { kind: 'amount', label: 'UK turnover', unit: 'GBP', currency: 'GBP' },
  doesBusinessInCalifornia: { kind: 'boolean', label: 'Does business in California' },
};

export function isApplicabilityFactName(value: string): value is ApplicabilityFactName {
  return (APPLICABILITY_FACT_KEYS as readonly string[]).includes(value);
}
