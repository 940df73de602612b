import type {
  ClassificationCorrectionUpdate,
  CUSTOMER_MODELS,
  PRODUCTION_MODELS,
  SectionData,
} from '@impact/contracts';

type BusinessModel = SectionData<'BusinessModelOverview'>;
type CustomerModel = (typeof CUSTOMER_MODELS)[number];
type ProductionModel = (typeof PRODUCTION_MODELS)[number];

export const CUSTOMER_MODEL_LABELS: Record<CustomerModel, string> = {
  B2B: 'Businesses (B2B)',
  B2C: 'Consumers (B2C)',
  'B2B+B2C': 'Businesses and consumers',
};

export const PRODUCTION_MODEL_LABELS: Record<ProductionModel, string> = {
  'own production': 'Makes its goods itself',
  outsourced: 'Has its goods made by others',
  mixed: 'Partly itself, partly by others',
  'not applicable': 'Not applicable (services)',
};

export interface ClassificationLine {
  label: 'Sector' | 'Customers' | 'Production';
  value: string;
  /** Why: 'Set by you', or the company's words that decided it. */
  basis: string;
  /** The page the words are on, when there is one. */
  sourceUrl?: string;
}

type Basis = { phrase: string; origin: 'consultant' | 'website'; source?: { url: string | null } };

function basisText(basis: Basis): Pick<ClassificationLine, 'basis' | 'sourceUrl'> {
  if (basis.origin === 'consultant') return { basis: 'Set by you' };
  const url = basis.source?.url ?? undefined;
  return { basis: `From “${basis.phrase}”`, ...(url ? { sourceUrl: url } : {}) };
}

/**
 * The classification the business-model section stores, as lines a consultant reads: the NACE sector,
 * who buys from the company and where its goods are made, each with what decided it. Parts the
 * knowledge base did not decide are left out.
 */
export function classificationLines(data: BusinessModel | undefined): ClassificationLine[] {
  if (!data) return [];
  const lines: ClassificationLine[] = [];
  if (data.sector) {
    const code = data.sector.group ?? data.sector.division;
    lines.push({
      label: 'Sector',
      value: `${data.sector.section}${code} ${data.sector.label} (NACE Rev. 2.1)`,
      ...basisText(data.sector),
    });
  }
  if (data.customerModel && data.customerModelBasis) {
    lines.push({
      label: 'Customers',
      value: CUSTOMER_MODEL_LABELS[data.customerModel],
      ...basisText(data.customerModelBasis),
    });
  }
  if (data.productionModel && data.productionModelBasis) {
    lines.push({
      label: 'Production',
      value: PRODUCTION_MODEL_LABELS[data.productionModel],
      ...basisText(data.productionModelBasis),
    });
  }
  return lines;
}

export interface ClassificationDraft {
  sector: string;
  customerModel: CustomerModel | '';
  productionModel: ProductionModel | '';
}

/** The form's starting values: what the section shows now ('' where nothing was decided). */
export function draftFrom(data: BusinessModel | undefined): ClassificationDraft {
  return {
    sector: data?.sector ? (data.sector.group ?? data.sector.division) : '',
    customerModel: data?.customerModel ?? '',
    productionModel: data?.productionModel ?? '',
  };
}

/**
 * What to send: only what the consultant changed, so the website keeps deciding the rest. An emptied
 * choice removes the correction. Null when nothing changed.
 */
export function correctionFrom(
  initial: ClassificationDraft,
  draft: ClassificationDraft,
): ClassificationCorrectionUpdate | null {
  const update: ClassificationCorrectionUpdate = {};
  if (draft.sector !== initial.sector) update.sector = draft.sector || null;
  if (draft.customerModel !== initial.customerModel) update.customerModel = draft.customerModel || null;
  if (draft.productionModel !== initial.productionModel)
    update.productionModel = draft.productionModel || null;
  return Object.keys(update).length > 0 ? update : null;
}
