import { ambiguous, exact, phrase, source } from './define-code.js';
import type { VoluntaryCode } from './types.js';

/**
 * Codes of banks, freight forwarders, utilities and builders that the other parts of the catalogue lack:
 * banking principles and alliances, climate-risk disclosure support, customs and cargo-security status,
 * asset, business-continuity and supply-chain-security management systems, certified green electricity
 * and contractors' safety checklists.
 */
export const BANKING_LOGISTICS_ASSET_CODES: VoluntaryCode[] = [
  {
    id: 'dnk',
    name: 'German Sustainability Code (DNK)',
    category: 'Governance',
    kind: 'commitment',
    // A company reports against the code in a declaration of conformity; nobody certifies it.
    heldStatus: 'Participant',
    description:
      'Reporting standard of the German Council for Sustainable Development (RNE): a company publishes a declaration of conformity (Entsprechenserklärung) on 20 criteria with performance indicators in the DNK database, often as its non-financial statement.',
    aliases: [
      phrase('Deutscher Nachhaltigkeitskodex'),
      phrase('Deutschen Nachhaltigkeitskodex'),
      phrase('German Sustainability Code'),
      ambiguous('DNK'),
    ],
    contextTerms: ['Entsprechenserklärung', 'Nachhaltigkeitskodex', 'Sustainability Code', 'RNE'],
    officialUrl: 'https://www.deutscher-nachhaltigkeitskodex.de',
    sources: [
      source(
        'https://www.deutscher-nachhaltigkeitskodex.de/en-GB/Home/DNK/DNK-Explained',
        'Rat für Nachhaltige Entwicklung – the Sustainability Code explained',
        '2026-11-27',
      ),
    ],
  },
  {
    id: 'german-finance-climate-commitment',
    name: 'Climate Commitment of the German Financial Sector',
    category: 'Environmental',
    kind: 'commitment',
    // Banks and insurers sign it; nobody validates it.
    heldStatus: 'Participant',
    description:
      'Voluntary commitment signed in 2020 by German banks, insurers and asset managers to measure the emissions of their lending and investment portfolios and align them with the Paris Agreement.',
    aliases: [
      phrase('Klimaschutz-Selbstverpflichtung des deutschen Finanzsektors'),
      phrase('Klimaselbstverpflichtung des deutschen Finanzsektors'),
      phrase('Climate Commitment of the German Financial Sector'),
      phrase('German Financial Sector Climate Commitment'),
    ],
    officialUrl: 'https://www.klima-selbstverpflichtung-finanzsektor.de',
    sources: [
      source(
        'https://www.klima-selbstverpflichtung-finanzsektor.de',
        'Klimaschutz-Selbstverpflichtung des deutschen Finanzsektors',
        '2026-11-27',
      ),
    ],
  },
  {
    id: 'prb',
    name: 'Principles for Responsible Banking (PRB)',
    category: 'Governance',
    kind: 'membership',
    description:
      'UNEP Finance Initiative framework for banks: signatories align their business strategy with the Paris Agreement and the Sustainable Development Goals, set targets for their most significant impacts and report on them.',
    aliases: [
      phrase('Principles for Responsible Banking'),
      phrase('Prinzipien für verantwortungsvolles Bankwesen'),
      phrase('Principes pour une banque responsable'),
      phrase('Principi per un sistema bancario responsabile'),
      phrase('Principios de Banca Responsable'),
    ],
    officialUrl: 'https://www.unepfi.org',
    sources: [
      source(
        'https://www.unepfi.org/banking/bankingprinciples/',
        'UNEP FI – Principles for Responsible Banking',
        '2026-11-27',
      ),
    ],
  },
  {
    id: 'nzba',
    name: 'Net-Zero Banking Alliance (NZBA)',
    category: 'Environmental',
    kind: 'membership',
    description:
      'UN-convened alliance of banks committed to aligning their lending and investment portfolios with net-zero emissions by 2050, with interim sector targets.',
    aliases: [phrase('Net-Zero Banking Alliance'), phrase('Net Zero Banking Alliance'), exact('NZBA')],
    officialUrl: 'https://www.unepfi.org',
    sources: [
      source('https://www.unepfi.org/net-zero-banking/', 'UNEP FI – Net-Zero Banking Alliance', '2026-11-27'),
    ],
  },
  {
    id: 'equator-principles',
    name: 'Equator Principles',
    category: 'Environmental',
    kind: 'membership',
    description:
      'Risk-management framework adopted by financial institutions for assessing and managing the environmental and social risks of the projects they finance.',
    aliases: [
      phrase('Equator Principles'),
      phrase('Äquator-Prinzipien'),
      phrase('Principes de l’Équateur'),
      phrase("Principes de l'Équateur"),
      phrase('Principi dell’Equatore'),
      phrase("Principi dell'Equatore"),
      phrase('Principios del Ecuador'),
      phrase('Evenaarbeginselen'),
    ],
    officialUrl: 'https://equator-principles.com',
    sources: [
      source(
        'https://equator-principles.com/about-the-equator-principles/',
        'Equator Principles – about',
        '2026-11-27',
      ),
    ],
  },
  {
    id: 'tcfd',
    name: 'TCFD supporter',
    category: 'Governance',
    kind: 'membership',
    description:
      'Public support for the recommendations of the Task Force on Climate-related Financial Disclosures on reporting climate-related risks and opportunities; the task force handed its monitoring to the ISSB in 2023.',
    aliases: [exact('TCFD'), phrase('Task Force on Climate-related Financial Disclosures')],
    officialUrl: 'https://www.fsb-tcfd.org',
    sources: [
      source(
        'https://www.fsb-tcfd.org/supporters/',
        'Task Force on Climate-related Financial Disclosures – supporters',
        '2026-11-27',
      ),
    ],
  },
  {
    id: 'aeo',
    name: 'Authorised Economic Operator (AEO)',
    category: 'Governance',
    kind: 'certification',
    description:
      'EU customs status granted to traders and forwarders whose customs compliance, records, solvency and security and safety standards customs authorities have audited (AEO-C, AEO-S, AEO-F).',
    aliases: [
      phrase('Authorised Economic Operator'),
      phrase('Authorized Economic Operator'),
      phrase('Zugelassener Wirtschaftsbeteiligter'),
      phrase('Opérateur économique agréé'),
      phrase('Operatore economico autorizzato'),
      phrase('Operador Económico Autorizado'),
      phrase('Geautoriseerd marktdeelnemer'),
      exact('AEO'),
      exact('AEO-F'),
      exact('AEO-C'),
      exact('AEO-S'),
    ],
    officialUrl: 'https://taxation-customs.ec.europa.eu',
    sources: [
      source(
        'https://taxation-customs.ec.europa.eu/customs-4/aeo-authorised-economic-operator_en',
        'European Commission – AEO (Authorised Economic Operator)',
        '2026-11-27',
      ),
    ],
  },
  {
    id: 'tapa',
    name: 'TAPA security standards (FSR, TSR)',
    category: 'Governance',
    kind: 'certification',
    description:
      'Transported Asset Protection Association’s certifiable cargo-security standards for warehouses and facilities (FSR), trucking (TSR) and parking (PSR).',
    aliases: [exact('TAPA'), phrase('Transported Asset Protection Association')],
    officialUrl: 'https://tapaemea.org',
    sources: [source('https://tapaemea.org/standards/', 'TAPA EMEA – security standards', '2026-11-27')],
  },
  {
    id: 'iso-28000',
    name: 'ISO 28000 (Supply chain security management system)',
    category: 'Governance',
    kind: 'management-system',
    description:
      'Certifiable standard for security management systems: assessing and controlling the security risks of an organisation’s part of the supply chain.',
    aliases: [phrase('ISO 28000')],
    officialUrl: 'https://www.iso.org',
    sources: [
      source(
        'https://www.iso.org/standard/79612.html',
        'ISO 28000:2022 Security and resilience – Security management systems – Requirements',
        '2026-11-27',
      ),
    ],
  },
  {
    id: 'iso-55001',
    name: 'ISO 55001 (Asset management system)',
    category: 'Governance',
    kind: 'management-system',
    description:
      'Certifiable standard for managing physical assets such as power plants, grids and infrastructure over their life cycle, balancing cost, risk and performance.',
    aliases: [phrase('ISO 55001')],
    officialUrl: 'https://www.iso.org',
    sources: [
      source(
        'https://www.iso.org/standard/83054.html',
        'ISO 55001:2024 Asset management – Asset management system – Requirements',
        '2026-11-27',
      ),
    ],
  },
  {
    id: 'iso-22301',
    name: 'ISO 22301 (Business continuity management system)',
    category: 'Governance',
    kind: 'management-system',
    description:
      'Certifiable standard for business continuity management: preparing for, responding to and recovering from disruptions.',
    aliases: [phrase('ISO 22301')],
    officialUrl: 'https://www.iso.org',
    sources: [
      source(
        'https://www.iso.org/standard/75106.html',
        'ISO 22301:2019 Security and resilience – Business continuity management systems – Requirements',
        '2026-11-27',
      ),
    ],
  },
  {
    id: 'ekoenergy',
    name: 'EKOenergy',
    category: 'Environmental',
    kind: 'label',
    description:
      'Non-profit ecolabel for renewable electricity, heat and gas meeting sustainability criteria, each sale also funding climate and energy-access projects.',
    aliases: [phrase('EKOenergy'), phrase('EKOénergie'), phrase('EKOenergie'), phrase('EKOenergía')],
    officialUrl: 'https://www.ekoenergy.org',
    sources: [
      source('https://www.ekoenergy.org/ecolabel/', 'EKOenergy – the ecolabel for energy', '2026-11-27'),
    ],
  },
  {
    id: 'vca',
    name: 'VCA / SCC (Safety, Health and Environment Checklist Contractors)',
    category: 'Social',
    kind: 'certification',
    description:
      'Certification of a contractor’s safety, health and environment management for work on clients’ sites, used in the Netherlands and Belgium (VCA) and in Germany and Austria (SCC).',
    aliases: [
      exact('VCA'),
      exact('VCA*'),
      exact('VCA**'),
      exact('SCC'),
      exact('SCC*'),
      exact('SCC**'),
      phrase('Veiligheid, Gezondheid en Milieu Checklist Aannemers'),
      phrase('Sicherheits Certifikat Contraktoren'),
    ],
    officialUrl: 'https://www.vca.nl',
    sources: [
      source('https://www.vca.nl/over-vca', 'SSVV – over VCA', '2026-11-27'),
      source('https://www.dguv.de', 'SCC – Sicherheits Certifikat Contraktoren (DGUV)', '2026-11-27'),
    ],
  },
  {
    id: 'charter-of-diversity',
    name: 'Diversity Charter (Charta der Vielfalt, Charte de la diversité)',
    category: 'Social',
    kind: 'membership',
    description:
      'National diversity charters of the EU platform: a signatory commits to an inclusive workplace free of discrimination and reports on what it does.',
    aliases: [
      phrase('Charta der Vielfalt'),
      phrase('Charte de la diversité'),
      phrase('Carta per le pari opportunità'),
      phrase('Charter Diversiteit'),
      phrase('Charter de la Diversidad'),
      phrase('Chárter de la Diversidad'),
    ],
    officialUrl: 'https://commission.europa.eu',
    sources: [
      source(
        'https://commission.europa.eu/strategy-and-policy/policies/justice-and-fundamental-rights/combatting-discrimination/tackling-discrimination/diversity-and-inclusion-initiatives/eu-platform-diversity-charters_en',
        'European Commission – EU Platform of Diversity Charters',
        '2026-11-27',
      ),
      source('https://www.charta-der-vielfalt.de', 'Charta der Vielfalt e.V.', '2026-11-27'),
    ],
  },
];
