import type { CODE_CATEGORIES, CodeStatus, voluntaryCodesSchema } from '@impact/contracts';
import type { z } from 'zod';
import type { KnowledgeProvenance, KnowledgeSource } from '../sources.js';

export type CodeCategory = (typeof CODE_CATEGORIES)[number];

/** What holding the code means, which shapes the wording that signals adoption. */
export type CodeKind =
  'certification' | 'label' | 'management-system' | 'membership' | 'commitment' | 'rating';

export interface CodeAlias {
  text: string;
  /**
   * Match the letters' case exactly. True for acronyms and capitalised names that are ordinary words or
   * other things in lower case ('FSC' vs 'fsc' in an address, 'Fairtrade' vs 'fair trade').
   */
  caseSensitive: boolean;
  /**
   * The alias also names other things (MSC the shipping line, CDP a customer data platform): it counts
   * only when the code's full name appears somewhere in the text, or the sentence has a context term.
   */
  ambiguous?: boolean;
}

export interface VoluntaryCode {
  /** Stable id, e.g. 'b-corp', 'iso-14001'. */
  id: string;
  /** Display name shown on the client page. */
  name: string;
  category: CodeCategory;
  kind: CodeKind;
  /** The status a company holding it has, when not the one its kind gives (see heldStatusOf). */
  heldStatus?: CodeStatus;
  /** One or two sentences in our own words: what holding it means. */
  description: string;
  aliases: CodeAlias[];
  /** Words that, in the same sentence, confirm an ambiguous alias means this code. */
  contextTerms?: string[];
  /**
   * The name is also an everyday phrase when these words come right before it: 'a Great Place to Work'
   * (a strategy pillar, a careers slogan) is not the certification, 'certified as a Great Place to Work' is.
   */
  everydayBefore?: RegExp;
  /** The scheme owner's site. */
  officialUrl: string;
  sources: KnowledgeSource[];
}

/** One item of the contracts' VoluntaryCodesAdopted.codes. */
export type VoluntaryCodeItem = z.infer<typeof voluntaryCodesSchema>['codes'][number];
export type VoluntaryCodesSection = z.infer<typeof voluntaryCodesSchema>;

/** A code the company's own text names as held or pursued: the contract item plus its evidence. */
export interface DetectedCode extends VoluntaryCodeItem, KnowledgeProvenance {
  codeId: string;
  /** The sentences (and their page) that state adoption; the first is the strongest. */
  evidence: { sentence: string; url: string }[];
}
