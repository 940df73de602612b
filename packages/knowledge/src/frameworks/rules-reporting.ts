import type { FrameworkProfile } from './company-profile.js';
import type { FrameworkContext, FrameworkId, ProfileInput, ScoreContribution, ScoreFactor } from './types.js';
import { WEIGHTS } from './weights.js';

/** A framework's scoring rule: the profile inputs it reads, and the contributions that fire. */
export interface FrameworkRule {
  inputs: ProfileInput[];
  score(profile: FrameworkProfile, context: FrameworkContext): ScoreContribution[];
}

export const contribution = (factor: ScoreFactor, points: number, reason: string): ScoreContribution => ({
  factor,
  points,
  reason,
});

export const isLarge = (p: FrameworkProfile) => p.sizeClass === 'large' || p.sizeClass === 'very-large';
export const isSme = (p: FrameworkProfile) =>
  p.sizeClass === 'micro' || p.sizeClass === 'small' || p.sizeClass === 'medium';
/** ISSB applies when the caller says so, or is likely when the company sits in an adopting jurisdiction. */
export const issbSignal = (p: FrameworkProfile, ctx: FrameworkContext): boolean | 'likely' =>
  ctx.issbJurisdiction ?? (p.issbCountry ? 'likely' : false);

/** Rules for reporting standards (ESRS, VSME, GRI, ISSB, SASB, TCFD, GHG Protocol). */
export const REPORTING_RULES = {
  esrs: {
    inputs: ['headquarters', 'size'],
    score: (p, ctx) => {
      const out: ScoreContribution[] = [];
      if (ctx.csrdInScope === true) {
        out.push(
          contribution(
            'mandatory alignment',
            WEIGHTS.mandatory,
            'the CSRD applies, so the ESRS are required',
          ),
        );
      } else if (ctx.csrdInScope === undefined && p.region === 'EU' && p.sizeClass === 'very-large') {
        const why = 'CSRD scope not confirmed, but EU companies above 1,000 employees are its target';
        out.push(contribution('mandatory alignment', WEIGHTS.mandatoryLikely, why));
      }
      if (p.region === 'EU')
        out.push(contribution('region', WEIGHTS.moderate, 'an EU company: the ESRS are the EU reference'));
      return out;
    },
  },
  vsme: {
    inputs: ['headquarters', 'size', 'sector'],
    score: (p, ctx) => {
      const out: ScoreContribution[] = [];
      if (ctx.csrdInScope === true) {
        out.push(
          contribution(
            'mandatory alignment',
            WEIGHTS.ineligible,
            'the CSRD applies, so the ESRS replace the VSME',
          ),
        );
      }
      if (p.region === 'EU')
        out.push(contribution('region', WEIGHTS.moderate, 'an EU company: the VSME is an EU standard'));
      else if (p.region !== undefined) {
        out.push(
          contribution(
            'region',
            WEIGHTS.mismatch,
            'outside the EU: useful mainly for EU customers and banks',
          ),
        );
      }
      if (isSme(p))
        out.push(contribution('size', WEIGHTS.strong, 'an SME, the size the VSME is written for'));
      else if (p.sizeClass === 'large') {
        out.push(
          contribution(
            'size',
            WEIGHTS.minor,
            'up to 1,000 employees: protected by the VSME-based value-chain cap',
          ),
        );
      } else if (p.sizeClass === 'very-large') {
        out.push(
          contribution('size', WEIGHTS.misfit, 'above 1,000 employees: too large for an SME standard'),
        );
      }
      if (p.b2bSupplier && p.sizeClass !== 'very-large') {
        const why = 'business customers and banks ask suppliers for VSME-based data';
        out.push(contribution('customer pressure', WEIGHTS.moderate, why));
      }
      return out;
    },
  },
  gri: {
    inputs: ['size', 'sector'],
    score: (p, ctx) => {
      const out: ScoreContribution[] = [];
      if (ctx.csrdInScope === true) {
        out.push(
          contribution(
            'mandatory alignment',
            WEIGHTS.standard,
            'interoperable with the ESRS the CSRD requires',
          ),
        );
      }
      if (isLarge(p))
        out.push(
          contribution('size', WEIGHTS.standard, 'large companies are expected to publish a full report'),
        );
      else if (p.sizeClass === 'medium')
        out.push(contribution('size', WEIGHTS.minor, 'medium-sized: a GRI report is within reach'));
      if (p.griSectorStandard)
        out.push(contribution('sector', WEIGHTS.moderate, 'a GRI Sector Standard covers this sector'));
      return out;
    },
  },
  issb: {
    inputs: ['headquarters', 'size', 'listing'],
    score: (p, ctx) => {
      const out: ScoreContribution[] = [];
      const issb = issbSignal(p, ctx);
      if (issb === true)
        out.push(contribution('mandatory alignment', WEIGHTS.mandatory, 'an ISSB-based regime applies'));
      else if (issb === 'likely') {
        const why = `headquartered in ${p.country}, which has adopted ISSB-based standards`;
        out.push(contribution('mandatory alignment', WEIGHTS.mandatoryLikely, why));
      }
      if (p.listed === true)
        out.push(contribution('listing', WEIGHTS.strong, 'listed: the global baseline investors expect'));
      if (p.sizeClass === 'very-large')
        out.push(contribution('size', WEIGHTS.moderate, 'a company above 1,000 employees'));
      else if (p.sizeClass === 'large') out.push(contribution('size', WEIGHTS.minor, 'a large company'));
      if (ctx.csrdInScope === true) {
        out.push(
          contribution(
            'mandatory alignment',
            WEIGHTS.minor,
            'ESRS and ISSB climate disclosures are interoperable',
          ),
        );
      }
      return out;
    },
  },
  sasb: {
    inputs: ['headquarters', 'sector', 'listing'],
    score: (p, ctx) => {
      const out: ScoreContribution[] = [];
      if (p.listed === true)
        out.push(contribution('listing', WEIGHTS.standard, 'listed: SASB metrics serve investors'));
      if (p.region === 'US' || p.listedInUs === true) {
        out.push(
          contribution('region', WEIGHTS.standard, 'a US company or listing, where SASB is most used'),
        );
      }
      if (issbSignal(p, ctx) !== false) {
        const why = 'IFRS S1 requires considering the SASB industry standards';
        out.push(contribution('mandatory alignment', WEIGHTS.moderate, why));
      }
      if (p.sectorsKnown)
        out.push(contribution('sector', WEIGHTS.minor, 'an industry standard exists for the sector'));
      if (p.sizeClass === 'very-large')
        out.push(contribution('size', WEIGHTS.minor, 'a company above 1,000 employees'));
      return out;
    },
  },
  tcfd: {
    inputs: ['headquarters', 'listing'],
    score: (p, ctx) => {
      const out: ScoreContribution[] = [];
      if (ctx.tcfdBasedLawInScope === true) {
        out.push(
          contribution('mandatory alignment', WEIGHTS.lawCitesLegacy, 'a law that still cites TCFD applies'),
        );
      }
      if (p.region === 'UK' || p.region === 'CH') {
        out.push(contribution('region', WEIGHTS.moderate, 'UK and Swiss climate rules still reference TCFD'));
      }
      if (p.listed === true)
        out.push(contribution('listing', WEIGHTS.moderate, 'listed: investors know the TCFD pillars'));
      return out;
    },
  },
  'ghg-protocol': {
    inputs: ['size', 'sector'],
    score: (p, ctx) => {
      const out: ScoreContribution[] = [];
      if (ctx.ghgReportingLawInScope === true) {
        const why = 'a law requires GHG Protocol emissions reporting';
        out.push(contribution('mandatory alignment', WEIGHTS.lawRequiresMethod, why));
      }
      if (ctx.csrdInScope === true) {
        out.push(
          contribution('mandatory alignment', WEIGHTS.strong, 'ESRS E1 emissions build on the GHG Protocol'),
        );
      }
      if (issbSignal(p, ctx) !== false) {
        out.push(
          contribution(
            'mandatory alignment',
            WEIGHTS.standard,
            'IFRS S2 measures emissions with the GHG Protocol',
          ),
        );
      }
      if (isLarge(p))
        out.push(
          contribution('size', WEIGHTS.moderate, 'a large company, expected to keep a full inventory'),
        );
      else if (p.sizeClass === 'medium') out.push(contribution('size', WEIGHTS.minor, 'medium-sized'));
      if (p.highEmitting) out.push(contribution('sector', WEIGHTS.moderate, 'a high-emitting sector'));
      if (p.b2bSupplier) {
        out.push(
          contribution('customer pressure', WEIGHTS.minor, 'customers ask suppliers for emissions data'),
        );
      }
      return out;
    },
  },
} satisfies Partial<Record<FrameworkId, FrameworkRule>>;
