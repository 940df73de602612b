import { ambiguous, exact, phrase, source } from './define-code.js';
import type { VoluntaryCode } from './types.js';

/**
 * Sector schemes, labels and initiatives mid-size European companies commonly name: ethical trade and
 * living wages, chemicals, hotels, finance and insurance, bio-based materials, national programmes
 * (Origin Green, the CO2-Prestatieladder) and ecolabels of the Nordic countries and Germany.
 * Descriptions are our own words.
 */
export const SECTOR_SCHEME_CODES: VoluntaryCode[] = [
  {
    id: 'eti',
    name: 'Ethical Trading Initiative (ETI)',
    category: 'Social',
    kind: 'membership',
    description:
      'Alliance of companies, trade unions and NGOs: members adopt the ETI Base Code of labour practice and report each year on how they apply it in their supply chains.',
    aliases: [phrase('Ethical Trading Initiative'), phrase('ETI Base Code'), ambiguous('ETI')],
    contextTerms: ['Base Code', 'ethical trade', 'labour', 'workers'],
    officialUrl: 'https://www.ethicaltrade.org',
    sources: [
      source('https://www.ethicaltrade.org/eti-base-code', 'Ethical Trading Initiative – ETI Base Code'),
    ],
  },
  {
    id: 'living-wage',
    name: 'Living Wage Employer',
    category: 'Social',
    kind: 'certification',
    description:
      'Accreditation by the Living Wage Foundation (UK) of employers that pay all staff and regular contractors at least the real Living Wage.',
    aliases: [exact('Living Wage Employer'), exact('Living Wage employer'), phrase('Living Wage Foundation')],
    officialUrl: 'https://www.livingwage.org.uk',
    sources: [
      source('https://www.livingwage.org.uk', 'Living Wage Foundation – accredited Living Wage Employers'),
    ],
  },
  {
    id: 'fair-tax-mark',
    name: 'Fair Tax Mark',
    category: 'Governance',
    kind: 'certification',
    description:
      'Accreditation by the Fair Tax Foundation (UK) of companies that publish their tax policy and the tax they pay, checked against its standard and renewed every year.',
    aliases: [exact('Fair Tax Mark'), phrase('Fair Tax Foundation')],
    officialUrl: 'https://fairtaxmark.net',
    sources: [source('https://fairtaxmark.net', 'Fair Tax Foundation – the Fair Tax Mark')],
  },
  {
    id: 'mortgage-charter',
    name: 'Mortgage Charter (UK)',
    category: 'Social',
    kind: 'commitment',
    // A lender signs the charter; nobody validates it.
    heldStatus: 'Participant',
    description:
      'HM Treasury charter signed by UK mortgage lenders in 2023: they support borrowers who struggle with their payments and do not repossess a home within 12 months of a first missed payment without the borrower’s consent.',
    aliases: [phrase('Mortgage Charter')],
    officialUrl: 'https://www.gov.uk/government/publications/mortgage-charter',
    sources: [
      source('https://www.gov.uk/government/publications/mortgage-charter', 'HM Treasury – Mortgage Charter'),
    ],
  },
  {
    id: 'race-at-work-charter',
    name: 'Race at Work Charter',
    category: 'Social',
    kind: 'commitment',
    // An employer signs the charter's calls to action; nobody certifies it.
    heldStatus: 'Participant',
    description:
      'Business in the Community charter (UK) whose signatories commit to calls to action on race equality at work: an executive sponsor, data on ethnicity, zero tolerance of harassment and support for ethnic minority careers.',
    aliases: [phrase('Race at Work Charter')],
    officialUrl: 'https://www.bitc.org.uk/race-at-work-charter/',
    sources: [
      source(
        'https://www.bitc.org.uk/race-at-work-charter/',
        'Business in the Community – Race at Work Charter',
      ),
    ],
  },
  {
    id: 'prompt-payment-code',
    name: 'Prompt Payment Code (UK)',
    category: 'Governance',
    kind: 'commitment',
    // A buyer signs up to pay its suppliers on time; the Small Business Commissioner keeps the register.
    heldStatus: 'Participant',
    description:
      'UK code run by the Office of the Small Business Commissioner: signatories pay small suppliers within 30 days and 95% of all invoices within 60 days, and can be removed for paying late.',
    aliases: [phrase('Prompt Payment Code')],
    officialUrl: 'https://www.smallbusinesscommissioner.gov.uk/ppc/',
    sources: [
      source(
        'https://www.smallbusinesscommissioner.gov.uk/ppc/',
        'Office of the Small Business Commissioner – Prompt Payment Code',
      ),
    ],
  },
  {
    id: 'sedex',
    name: 'Sedex (SMETA)',
    category: 'Social',
    kind: 'membership',
    description:
      'Platform for sharing responsible-sourcing data; SMETA is its social audit methodology on labour, health and safety, environment and business ethics.',
    aliases: [exact('Sedex'), exact('SMETA')],
    officialUrl: 'https://www.sedex.com',
    sources: [source('https://www.sedex.com', 'Sedex – SMETA social audit')],
  },
  {
    id: 'responsible-care',
    name: 'Responsible Care',
    category: 'Environmental',
    kind: 'membership',
    description:
      'The chemical industry’s voluntary initiative, run by national associations, to improve health, safety, environmental and security performance; companies sign its Global Charter.',
    aliases: [exact('Responsible Care')],
    officialUrl: 'https://icca-chem.org',
    sources: [
      source('https://icca-chem.org', 'International Council of Chemical Associations – Responsible Care'),
    ],
  },
  {
    id: 'iscc',
    name: 'ISCC (International Sustainability and Carbon Certification)',
    category: 'Environmental',
    kind: 'certification',
    description:
      'Certification of sustainable, traceable and deforestation-free biomass, bio-based and circular materials through the supply chain (ISCC EU, ISCC PLUS).',
    aliases: [phrase('International Sustainability and Carbon Certification'), exact('ISCC')],
    officialUrl: 'https://www.iscc-system.org',
    sources: [
      source(
        'https://www.iscc-system.org',
        'ISCC System – certification of sustainable and circular materials',
      ),
    ],
  },
  {
    id: 'origin-green',
    name: 'Origin Green',
    category: 'Environmental',
    kind: 'membership',
    description:
      'Bord Bia’s national sustainability programme for Irish food and drink: members set verified targets on emissions, energy, water, waste and social sustainability.',
    aliases: [exact('Origin Green')],
    officialUrl: 'https://www.origingreen.ie',
    sources: [
      source(
        'https://www.origingreen.ie',
        'Origin Green – Ireland’s food and drink sustainability programme',
      ),
    ],
  },
  {
    id: 'co2-prestatieladder',
    name: 'CO2-Prestatieladder (CO2 Performance Ladder)',
    category: 'Environmental',
    kind: 'certification',
    description:
      'Dutch certification of a company’s CO2 management on five levels, used in public procurement; it covers insight, reduction, transparency and participation.',
    aliases: [phrase('CO2-Prestatieladder'), phrase('CO₂-Prestatieladder'), phrase('CO2 Performance Ladder')],
    officialUrl: 'https://www.co2-prestatieladder.nl',
    sources: [source('https://www.co2-prestatieladder.nl', 'SKAO – CO2-Prestatieladder')],
  },
  {
    id: 'climate-pledge',
    name: 'The Climate Pledge',
    category: 'Environmental',
    kind: 'membership',
    description:
      'Commitment by signatories to reach net-zero carbon emissions by 2040, with regular reporting, decarbonisation and credible offsets for the rest.',
    aliases: [exact('The Climate Pledge'), exact('the Climate Pledge')],
    officialUrl: 'https://www.theclimatepledge.com',
    sources: [source('https://www.theclimatepledge.com', 'The Climate Pledge – net-zero carbon by 2040')],
  },
  {
    id: 'blauer-engel',
    name: 'Blauer Engel (Blue Angel)',
    category: 'Environmental',
    kind: 'label',
    description:
      'The German federal government’s ecolabel for products and services that are more environmentally friendly than comparable ones.',
    aliases: [phrase('Blauer Engel'), phrase('Blauen Engel'), exact('Blue Angel')],
    officialUrl: 'https://www.blauer-engel.de',
    sources: [source('https://www.blauer-engel.de', 'Blauer Engel – the German ecolabel')],
  },
  {
    id: 'austrian-ecolabel',
    name: 'Austrian Ecolabel (Österreichisches Umweltzeichen)',
    category: 'Environmental',
    kind: 'label',
    description:
      'The Austrian federal government’s ecolabel for products, tourism businesses, schools and events; hotels and restaurants are audited against its tourism criteria (UZ 200) and recertified every four years.',
    // German declines the adjective after an article ('das Österreichische', 'dem Österreichischen').
    aliases: [
      phrase('Österreichisches Umweltzeichen'),
      phrase('Österreichische Umweltzeichen'),
      phrase('Österreichischen Umweltzeichen'),
      phrase('Austrian Ecolabel'),
      phrase('Austrian Eco-label'),
    ],
    officialUrl: 'https://www.umweltzeichen.at',
    sources: [
      source('https://www.umweltzeichen.at', 'Das Österreichische Umweltzeichen – Bundesministerium'),
    ],
  },
  {
    id: 'nordic-swan',
    name: 'Nordic Swan Ecolabel',
    category: 'Environmental',
    kind: 'label',
    description:
      'The official ecolabel of the Nordic countries, with life-cycle criteria for products, buildings and services such as hotels.',
    aliases: [phrase('Nordic Swan'), phrase('Svanemærket'), phrase('Svanenmärkt')],
    officialUrl: 'https://www.nordic-swan-ecolabel.org',
    sources: [source('https://www.nordic-swan-ecolabel.org', 'Nordic Swan Ecolabel')],
  },
  {
    id: 'green-key',
    name: 'Green Key',
    category: 'Environmental',
    kind: 'label',
    description:
      'International ecolabel for hotels, campsites and other tourism establishments, run by the Foundation for Environmental Education and audited each year.',
    aliases: [exact('Green Key'), exact('Clef Verte'), exact('Chiave Verde')],
    officialUrl: 'https://www.greenkey.global',
    sources: [source('https://www.greenkey.global', 'Green Key – Foundation for Environmental Education')],
  },
  {
    id: 'travelife',
    name: 'Travelife',
    category: 'Environmental',
    kind: 'certification',
    description:
      'Sustainability certification for hotels and accommodation and for tour operators, covering environment, labour, human rights and community criteria.',
    aliases: [exact('Travelife')],
    officialUrl: 'https://www.travelife.info',
    sources: [source('https://www.travelife.info', 'Travelife – sustainability certification for tourism')],
  },
  {
    id: 'biosphere',
    name: 'Biosphere (sustainable tourism certification)',
    category: 'Environmental',
    kind: 'certification',
    description:
      'Sustainability certification for hotels, other tourism businesses and destinations from the Responsible Tourism Institute, with environmental, social and economic criteria and periodic audits.',
    // 'Biosphere' alone also names UNESCO biosphere reserves: it needs a tourism or certificate word nearby.
    aliases: [
      phrase('Biosphere Sustainable Tourism'),
      phrase('Biosphere Responsible Tourism'),
      ambiguous('Biosphere'),
    ],
    contextTerms: [
      'sustainable tourism',
      'responsible tourism',
      'turismo sostenible',
      'turismo responsable',
      'tourisme durable',
      'turismo sostenibile',
      'certification',
      'certified',
      'certificación',
      'certificado',
      'certificada',
      'sello',
      'certificazione',
      'certifiée',
    ],
    officialUrl: 'https://www.biospheretourism.com',
    sources: [
      source(
        'https://www.biospheretourism.com/en/25-years-of-experience/79',
        'Biosphere – the sustainability management and recognition system of the Responsible Tourism Institute',
      ),
      source(
        'https://www.biospheretourism.com/en/blog/biosphere-recognized-by-the-gstc/19',
        'Biosphere – the Biosphere Hotel standard recognised by the Global Sustainable Tourism Council',
      ),
    ],
  },
  {
    id: 'earthcheck',
    name: 'EarthCheck',
    category: 'Environmental',
    kind: 'certification',
    description:
      'Benchmarking and certification of the environmental and social performance of tourism businesses and destinations (Bronze to Master levels).',
    aliases: [exact('EarthCheck')],
    officialUrl: 'https://earthcheck.org',
    sources: [source('https://earthcheck.org', 'EarthCheck – certification for tourism')],
  },
  {
    id: 'pri',
    name: 'Principles for Responsible Investment (PRI)',
    category: 'Governance',
    kind: 'membership',
    description:
      'UN-supported network of investors: signatories commit to six principles for incorporating ESG issues into investment and report on them each year.',
    aliases: [
      phrase('Principles for Responsible Investment'),
      exact('UN PRI'),
      exact('UNPRI'),
      ambiguous('PRI'),
    ],
    contextTerms: ['responsible investment', 'signatory', 'signatories', 'investor', 'investors'],
    officialUrl: 'https://www.unpri.org',
    sources: [source('https://www.unpri.org', 'Principles for Responsible Investment')],
  },
  {
    id: 'psi',
    name: 'Principles for Sustainable Insurance (PSI)',
    category: 'Governance',
    kind: 'membership',
    description:
      'UNEP Finance Initiative framework for the insurance industry: signatories embed environmental, social and governance issues in underwriting and report publicly.',
    aliases: [phrase('Principles for Sustainable Insurance')],
    officialUrl: 'https://www.unepfi.org',
    sources: [
      source('https://www.unepfi.org/insurance/insurance/', 'UNEP FI – Principles for Sustainable Insurance'),
    ],
  },
  {
    id: 'pcaf',
    name: 'Partnership for Carbon Accounting Financials (PCAF)',
    category: 'Environmental',
    kind: 'membership',
    description:
      'Financial institutions’ partnership and standard for measuring and disclosing the greenhouse gas emissions of their loans and investments (financed emissions).',
    aliases: [phrase('Partnership for Carbon Accounting Financials'), exact('PCAF')],
    officialUrl: 'https://carbonaccountingfinancials.com',
    sources: [
      source('https://carbonaccountingfinancials.com', 'PCAF – Global GHG Accounting and Reporting Standard'),
    ],
  },
  {
    id: 'nzia',
    name: 'Net-Zero Insurance Alliance (NZIA)',
    category: 'Environmental',
    kind: 'membership',
    description:
      'UN-convened alliance of insurers and reinsurers committed to net-zero underwriting portfolios by 2050; it stopped operating in 2024, so a claim to be a member names a past commitment.',
    aliases: [phrase('Net-Zero Insurance Alliance'), phrase('Net Zero Insurance Alliance'), exact('NZIA')],
    officialUrl: 'https://www.unepfi.org',
    sources: [source('https://www.unepfi.org/net-zero-insurance/', 'UNEP FI – Net-Zero Insurance Alliance')],
  },
  {
    id: 'label-bas-carbone',
    name: 'Label Bas-Carbone',
    category: 'Environmental',
    kind: 'label',
    description:
      'French state certification framework for projects that reduce or remove greenhouse gas emissions in France (forestry, farming, buildings), under methods approved by the ministry for ecological transition.',
    aliases: [phrase('Label Bas-Carbone'), phrase('Label bas carbone')],
    officialUrl: 'https://label-bas-carbone.ecologie.gouv.fr',
    sources: [
      source(
        'https://label-bas-carbone.ecologie.gouv.fr',
        'Ministère de la Transition écologique – Label Bas-Carbone',
      ),
    ],
  },
  {
    id: 'climatewise',
    name: 'ClimateWise',
    category: 'Environmental',
    kind: 'membership',
    description:
      'Insurance industry network convened by the University of Cambridge Institute for Sustainability Leadership; members report against its climate risk principles.',
    aliases: [exact('ClimateWise')],
    officialUrl: 'https://www.cisl.cam.ac.uk',
    sources: [
      source(
        'https://www.cisl.cam.ac.uk/business-action/sustainable-finance/climatewise',
        'University of Cambridge Institute for Sustainability Leadership – ClimateWise',
      ),
    ],
  },
  {
    id: 'concrete-sustainability-council',
    name: 'Concrete Sustainability Council (CSC) certification',
    category: 'Environmental',
    kind: 'certification',
    description:
      'Responsible-sourcing certification for concrete plants, cement plants and aggregate pits, audited by third parties against environmental, social, economic and management criteria and awarded at Bronze, Silver, Gold or Platinum level.',
    aliases: [
      phrase('Concrete Sustainability Council'),
      phrase('CSC-Zertifizierung'),
      phrase('CSC-zertifiziert'),
      ambiguous('CSC'),
    ],
    contextTerms: ['Beton', 'concrete', 'Zement', 'cement', 'béton', 'calcestruzzo', 'hormigón'],
    officialUrl: 'https://www.concretesustainabilitycouncil.org',
    sources: [
      source(
        'https://www.concretesustainabilitycouncil.org',
        'Concrete Sustainability Council – responsible sourcing certification for concrete',
        '2026-11-27',
      ),
    ],
  },
  {
    id: 'dgnb-membership',
    name: 'DGNB membership (German Sustainable Building Council)',
    category: 'Environmental',
    kind: 'membership',
    description:
      'Membership of the Deutsche Gesellschaft für Nachhaltiges Bauen, the German non-profit that runs the DGNB certification system for sustainable buildings and districts; members from across the construction and property value chain take part in its work.',
    aliases: [
      phrase('Deutsche Gesellschaft für Nachhaltiges Bauen'),
      phrase('Deutschen Gesellschaft für Nachhaltiges Bauen'),
      phrase('German Sustainable Building Council'),
      exact('DGNB'),
    ],
    officialUrl: 'https://www.dgnb.de',
    sources: [
      source('https://www.dgnb.de', 'DGNB – Deutsche Gesellschaft für Nachhaltiges Bauen', '2026-11-27'),
    ],
  },
  {
    id: 'umweltpakt-bayern',
    name: 'Umweltpakt Bayern',
    category: 'Environmental',
    kind: 'membership',
    description:
      'Voluntary agreement between the Bavarian state government and Bavarian business: companies take part by committing to an environmental measure beyond what the law requires.',
    aliases: [phrase('Umweltpakt Bayern'), phrase('Umwelt- und Klimapakt Bayern')],
    officialUrl: 'https://www.umweltpakt.bayern.de',
    sources: [source('https://www.umweltpakt.bayern.de', 'Umwelt- und Klimapakt Bayern', '2026-11-27')],
  },
  {
    id: 'cosmos',
    name: 'COSMOS (Cosmetics Organic and Natural Standard)',
    category: 'Environmental',
    kind: 'certification',
    description:
      'European standard for organic (COSMOS ORGANIC) and natural (COSMOS NATURAL) cosmetics, certified by bodies such as Ecocert, Soil Association and ICEA: rules on ingredient origin, processing, packaging and the manufacturing site.',
    aliases: [
      phrase('COSMOS ORGANIC'),
      phrase('COSMOS NATURAL'),
      phrase('COSMOS standard'),
      phrase('COSMOS-standard'),
    ],
    officialUrl: 'https://www.cosmos-standard.org',
    sources: [
      source('https://www.cosmos-standard.org', 'COSMOS-standard AISBL – the COSMOS standard', '2026-11-27'),
    ],
  },
  {
    id: 'uebt',
    name: 'Union for Ethical BioTrade (UEBT)',
    category: 'Environmental',
    kind: 'membership',
    description:
      'Non-profit association whose members commit to sourcing natural ingredients with respect for biodiversity and for the people who grow and collect them, under the Ethical BioTrade Standard, with verified progress.',
    aliases: [phrase('Union for Ethical BioTrade'), exact('UEBT')],
    officialUrl: 'https://www.uebt.org',
    sources: [source('https://www.uebt.org', 'Union for Ethical BioTrade (UEBT)', '2026-11-27')],
  },
];
