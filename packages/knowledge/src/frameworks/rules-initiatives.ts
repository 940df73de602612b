import { contribution, isLarge, isSme, issbSignal, type FrameworkRule } from './rules-reporting.js';
import type { FrameworkId, ScoreContribution } from './types.js';
import { WEIGHTS } from './weights.js';

/** Rules for disclosure platforms, targets, initiatives, certifications and ratings. */
export const INITIATIVE_RULES = {
  cdp: {
    inputs: ['size', 'sector', 'listing'],
    score: (p, ctx) => {
      const out: ScoreContribution[] = [];
      if (p.listed === true)
        out.push(
          contribution(
            'investor pressure',
            WEIGHTS.strong,
            'listed: investor signatories request CDP disclosure',
          ),
        );
      if (p.sizeClass === 'very-large')
        out.push(contribution('size', WEIGHTS.standard, 'a company above 1,000 employees'));
      else if (p.sizeClass === 'large') out.push(contribution('size', WEIGHTS.moderate, 'a large company'));
      if (p.b2bSupplier && p.sizeClass !== undefined && !['micro', 'small'].includes(p.sizeClass)) {
        out.push(
          contribution(
            'customer pressure',
            WEIGHTS.moderate,
            'customers request supplier data through CDP supply chain',
          ),
        );
      }
      if (p.highEmitting) out.push(contribution('sector', WEIGHTS.moderate, 'a high-emitting sector'));
      if (ctx.csrdInScope === true || issbSignal(p, ctx) === true) {
        out.push(
          contribution(
            'mandatory alignment',
            WEIGHTS.minor,
            'the questionnaire is aligned with IFRS S2 and mapped to the ESRS',
          ),
        );
      }
      return out;
    },
  },
  sbti: {
    inputs: ['size', 'sector', 'listing'],
    score: (p) => {
      const out: ScoreContribution[] = [];
      if (isLarge(p))
        out.push(
          contribution('size', WEIGHTS.standard, 'a large company (Category A in Net-Zero Standard V2.0)'),
        );
      else if (isSme(p))
        out.push(contribution('size', WEIGHTS.minor, 'a smaller company with a streamlined route'));
      if (p.highEmitting) out.push(contribution('sector', WEIGHTS.moderate, 'a high-emitting sector'));
      if (p.b2bSupplier) {
        out.push(
          contribution(
            'customer pressure',
            WEIGHTS.moderate,
            'customers with supplier-engagement targets ask suppliers for SBTs',
          ),
        );
      }
      if (p.listed === true)
        out.push(
          contribution('investor pressure', WEIGHTS.moderate, 'listed: investors expect validated targets'),
        );
      return out;
    },
  },
  tnfd: {
    inputs: ['size', 'sector', 'listing'],
    score: (p, ctx) => {
      const out: ScoreContribution[] = [];
      if (p.natureDependent)
        out.push(
          contribution('sector', WEIGHTS.defining, 'a nature-dependent sector (land, crops, materials)'),
        );
      if (p.financial)
        out.push(
          contribution(
            'investor pressure',
            WEIGHTS.standard,
            'financial institutions assess nature risk in portfolios',
          ),
        );
      if (p.listed === true) out.push(contribution('listing', WEIGHTS.moderate, 'listed'));
      if (p.sizeClass === 'very-large')
        out.push(contribution('size', WEIGHTS.moderate, 'a company above 1,000 employees'));
      if (ctx.csrdInScope === true) {
        out.push(
          contribution(
            'mandatory alignment',
            WEIGHTS.minor,
            'ESRS E4 (biodiversity) follows a similar approach',
          ),
        );
      }
      return out;
    },
  },
  ungc: {
    inputs: ['size', 'sector', 'listing'],
    score: (p) => {
      const out: ScoreContribution[] = [];
      if (isLarge(p)) out.push(contribution('size', WEIGHTS.moderate, 'a large company'));
      if (p.humanRightsExposed) {
        out.push(
          contribution('sector', WEIGHTS.moderate, 'a sector with human-rights risks in its supply chain'),
        );
      }
      if (p.listed === true) out.push(contribution('investor pressure', WEIGHTS.minor, 'listed'));
      return out;
    },
  },
  sdgs: {
    inputs: ['size', 'sector'],
    score: (p) => {
      const out: ScoreContribution[] = [];
      if (p.consumerFacing)
        out.push(
          contribution('customer pressure', WEIGHTS.minor, 'consumer communication often maps to the SDGs'),
        );
      if (isLarge(p)) out.push(contribution('size', WEIGHTS.minor, 'a large company'));
      return out;
    },
  },
  'b-corp': {
    inputs: ['size', 'sector'],
    score: (p) => {
      const out: ScoreContribution[] = [];
      if (isSme(p)) out.push(contribution('size', WEIGHTS.standard, 'an SME, where most B Corps are'));
      else if (p.sizeClass === 'very-large') {
        out.push(
          contribution('size', WEIGHTS.misfit, 'a large multinational faces the most demanding requirements'),
        );
      }
      if (p.consumerFacing)
        out.push(
          contribution('customer pressure', WEIGHTS.standard, 'consumer-facing: the label reaches buyers'),
        );
      if (p.fossilFuelProducer) {
        out.push(
          contribution(
            'sector',
            WEIGHTS.ineligible,
            'ineligible with 1% or more of revenue from fossil-fuel production',
          ),
        );
      }
      return out;
    },
  },
  ecovadis: {
    inputs: ['size', 'sector'],
    score: (p) => {
      const out: ScoreContribution[] = [];
      if (p.b2bSupplier)
        out.push(
          contribution(
            'customer pressure',
            WEIGHTS.defining,
            'a B2B supplier: customers request EcoVadis ratings',
          ),
        );
      if (p.sizeClass !== undefined && !['micro', 'small'].includes(p.sizeClass)) {
        out.push(contribution('size', WEIGHTS.minor, 'large enough to be rated by procurement teams'));
      }
      return out;
    },
  },
  'iso-14001': {
    inputs: ['size', 'sector'],
    score: (p) => {
      const out: ScoreContribution[] = [];
      if (p.industrial)
        out.push(contribution('sector', WEIGHTS.defining, 'sites with significant environmental aspects'));
      if (p.sizeClass !== undefined && !['micro', 'small'].includes(p.sizeClass)) {
        out.push(contribution('size', WEIGHTS.moderate, 'large enough to run a certified management system'));
      }
      if (p.industrial && p.b2bSupplier) {
        out.push(
          contribution(
            'customer pressure',
            WEIGHTS.minor,
            'industrial customers often require it of suppliers',
          ),
        );
      }
      return out;
    },
  },
} satisfies Partial<Record<FrameworkId, FrameworkRule>>;
