import type { KnowledgeSource } from '../sources.js';
import type { VsmeVersion, VsmeVersionId } from './types.js';

/** The date the sources below were checked. */
export const VSME_CHECKED = '2026-11-26';
const source = (url: string, title: string): KnowledgeSource => ({ url, title, asOf: VSME_CHECKED });

export const VSME_RECOMMENDATION_SOURCE = source(
  'https://eur-lex.europa.eu/eli/reco/2025/1710/oj',
  'Commission Recommendation (EU) 2025/1710 (VSME)',
);
export const EFRAG_VSME_SOURCE = source(
  'https://www.efrag.org/en/projects/voluntary-reporting-standard-for-smes-vsme/concluded',
  'EFRAG: Voluntary reporting standard for SMEs (VSME)',
);
export const EFRAG_VSME_TAXONOMY_SOURCE = source(
  'https://xbrl.efrag.org/taxonomy/vsme/2025-07-30/vsme-all.xsd',
  'EFRAG VSME XBRL taxonomy 2025-07-30 (VSME as in Recommendation (EU) 2025/1710)',
);
export const EFRAG_VSME_TEMPLATE_SOURCE = source(
  'https://github.com/EFRAG-EU/Digital-Template-to-XBRL-Converter',
  'EFRAG VSME Digital Template 1.1.1 and XBRL converter',
);

/**
 * The texts of the VSME a report can follow (the issue: "each report says which it follows").
 *
 * The delegated act's adoption by the Commission on 3 July 2026 is in the fact sheet's secondary sources; its
 * publication in the Official Journal (number, dates) is known only from third-party repositories, which the
 * fact sheet's uncertainty log lists as unverified, so it is not stated as fact here. Its text was not found,
 * so its disclosures are not modelled: a report cannot follow it until they are.
 */
export const VSME_VERSIONS: readonly VsmeVersion[] = [
  {
    id: 'vsme-recommendation-2025',
    title: 'VSME as annexed to Commission Recommendation (EU) 2025/1710',
    status: 'published',
    adopted: '2025-07-30',
    statusNote:
      'EFRAG delivered the VSME to the Commission on 17 December 2024; the Commission published it as a recommendation on 30 July 2025. Non-binding. Secondary sources say the delegated-act standard replaces it once that act is in force.',
    contentModelled: true,
    sources: [VSME_RECOMMENDATION_SOURCE, EFRAG_VSME_SOURCE, EFRAG_VSME_TAXONOMY_SOURCE],
    asOf: VSME_CHECKED,
  },
  {
    id: 'vsme-delegated-act',
    title:
      'Voluntary sustainability reporting standard established by delegated act (Article 29ca of the Accounting Directive, as introduced by Directive (EU) 2026/470)',
    status: 'adopted-text-not-verified',
    adopted: '2026-07-03',
    statusNote:
      'Adopted by the Commission on 3 July 2026 on the basis of the VSME; it also sets the value-chain cap (its Annex II lists the datapoints inside the cap). Its publication in the Official Journal is reported only by unverified third-party sources, and its text was not found: its disclosures are not modelled.',
    contentModelled: false,
    sources: [
      source(
        'https://atlas.eumatrix.app/news/284286f8-c304-4365-afac-ebe860bcffe4',
        'EU Matrix: Commission adopts delegated regulation establishing a voluntary sustainability reporting standard',
      ),
      source(
        'https://agenceurope.eu/en/bulletin/article/13902/17/european-commission-submits-two-delegated-acts-easing-sustainability-reporting-obligations',
        'Agence Europe: Commission submits two delegated acts easing sustainability reporting',
      ),
    ],
    asOf: VSME_CHECKED,
  },
];

export function vsmeVersion(id: VsmeVersionId): VsmeVersion {
  const version = VSME_VERSIONS.find((candidate) => candidate.id === id);
  if (!version) throw new Error(`unknown VSME version ${id}`);
  return version;
}
