import { ambiguous, exact, phrase, source } from './define-code.js';
import type { VoluntaryCode } from './types.js';

/** Environmental certifications and labels for products and raw materials. Descriptions are our own words. */
export const ENVIRONMENTAL_PRODUCT_CODES: VoluntaryCode[] = [
  {
    id: 'fsc',
    name: 'FSC (Forest Stewardship Council)',
    category: 'Environmental',
    kind: 'certification',
    description:
      'Forest management and chain-of-custody certification showing that wood and paper come from responsibly managed forests, verified by accredited third-party bodies.',
    // 'FSC' also names financial regulators (e.g. Mauritius): it needs the full name or a forest-product word.
    aliases: [phrase('Forest Stewardship Council'), ambiguous('FSC')],
    contextTerms: [
      'chain of custody',
      'paper',
      'wood',
      'timber',
      'forest',
      'packaging',
      'cardboard',
      'board',
      'pulp',
      'furniture',
      'print',
      'label',
      // The same goods and the chain of custody in the other languages of our clients.
      'PEFC',
      'cadena de custodia',
      'chaîne de contrôle',
      'Produktkette',
      'papier',
      'Papier',
      'papel',
      'carta',
      'Holz',
      'hout',
      'bois',
      'legno',
      'madera',
      'emballages',
      'Verpackung',
      'verpakking',
      'imballaggi',
      'envases',
      // Swedish: wood, timber, forest, traceability, paper.
      'trä',
      'trävaror',
      'virke',
      'timmer',
      'skog',
      'spårbarhet',
      'papper',
    ],
    officialUrl: 'https://fsc.org',
    sources: [
      source(
        'https://fsc.org',
        'Forest Stewardship Council – forest management and chain-of-custody certification',
        '2026-11-26',
      ),
    ],
  },
  {
    id: 'pefc',
    name: 'PEFC (Programme for the Endorsement of Forest Certification)',
    category: 'Environmental',
    kind: 'certification',
    description:
      'Umbrella forest certification that endorses national schemes; its chain-of-custody certification tracks certified wood from forest to product and is needed to use the PEFC label.',
    aliases: [phrase('Programme for the Endorsement of Forest Certification'), exact('PEFC')],
    officialUrl: 'https://www.pefc.org',
    sources: [
      source(
        'https://www.pefc.co.uk/publication/pefc-chain-of-custody-certification-the-key-to-selling-certified-products/',
        'PEFC UK – Chain of Custody certification: the key to selling certified products',
      ),
    ],
  },
  {
    id: 'enplus',
    name: 'ENplus (wood pellet quality certification)',
    category: 'Environmental',
    kind: 'certification',
    description:
      'Quality certification for wood pellets used for heating, based on ISO 17225-2 with stricter requirements; producers, traders and service providers are certified for a quality class (A1, A2, B) along the supply chain.',
    aliases: [exact('ENplus')],
    officialUrl: 'https://enplus-pellets.eu',
    sources: [
      source('https://enplus-pellets.eu/faq/', 'ENplus – wood pellet certification scheme, FAQ'),
      source(
        'https://bioenergyinternational.com/pellets-solid-fuels/enplus-celebrates-a-decade-of-pellet-certification-milestone',
        'Bioenergy International – ENplus, managed by the European Pellet Council, based on ISO 17225-2',
      ),
    ],
  },
  {
    id: 'rspo',
    name: 'RSPO (Roundtable on Sustainable Palm Oil)',
    category: 'Environmental',
    kind: 'certification',
    description:
      'Certification of sustainable palm oil production (plantations and mills) and of the downstream supply chain that handles, trades and uses certified palm oil.',
    aliases: [phrase('Roundtable on Sustainable Palm Oil'), exact('RSPO')],
    officialUrl: 'https://rspo.org',
    sources: [
      source(
        'https://rspo.org',
        'Roundtable on Sustainable Palm Oil – principles and criteria and supply chain certification',
        '2026-11-26',
      ),
    ],
  },
  {
    id: 'rainforest-alliance',
    name: 'Rainforest Alliance Certified',
    category: 'Environmental',
    kind: 'certification',
    description:
      'Certification of farms and supply chains against the Rainforest Alliance Sustainable Agriculture Standard (2020), covering climate, forests, human rights and livelihoods; it absorbed UTZ in 2018.',
    aliases: [phrase('Rainforest Alliance'), ambiguous('UTZ')],
    contextTerms: ['cocoa', 'coffee', 'tea', 'farm', 'certified', 'certification'],
    officialUrl: 'https://www.rainforest-alliance.org',
    sources: [
      source(
        'https://www.rainforest-alliance.org/business/sustainable-farming/farm-certification/faq-2020-certification-program-farm-requirements/',
        'Rainforest Alliance – FAQ: 2020 Farm Requirements',
        '2024-04-17',
      ),
      source(
        'https://www.rainforest-alliance.org',
        'Rainforest Alliance – certification programme (merged with UTZ in 2018)',
        '2026-11-26',
      ),
    ],
  },
  {
    id: 'gots',
    name: 'GOTS (Global Organic Textile Standard)',
    category: 'Environmental',
    kind: 'certification',
    description:
      'Processing standard for textiles made from organic fibres, with environmental and social criteria checked along the whole supply chain by independent certifiers.',
    aliases: [phrase('Global Organic Textile Standard'), exact('GOTS')],
    officialUrl: 'https://global-standard.org',
    sources: [
      source(
        'https://global-standard.org/de/der-standard/schluesselkriterien?view=article&id=12',
        'GOTS – Der Standard: Schlüsselkriterien',
      ),
      source('https://global-standard.org', 'Global Organic Textile Standard (GOTS)', '2026-11-26'),
    ],
  },
  {
    id: 'bluesign',
    name: 'bluesign®',
    category: 'Environmental',
    kind: 'certification',
    description:
      'Chemical-management system for the textile value chain: system partners (brands, manufacturers, chemical suppliers) remove hazardous chemicals before production; products can carry the bluesign® PRODUCT label.',
    aliases: [phrase('bluesign')],
    officialUrl: 'https://www.bluesign.com',
    sources: [
      source(
        'https://www.bluesign.com/en/company/faq/',
        'Bluesign – FAQ (system partnership and certification)',
      ),
    ],
  },
  {
    id: 'cradle-to-cradle',
    name: 'Cradle to Cradle Certified®',
    category: 'Environmental',
    kind: 'certification',
    description:
      'Multi-attribute product certification (material health, circularity, clean air and climate, water and soil, social fairness) awarded at Bronze to Platinum levels by the Cradle to Cradle Products Innovation Institute.',
    // Lower-case 'cradle-to-cradle' is a design idea, not the certification: only the capitalised name counts.
    aliases: [exact('Cradle to Cradle Certified'), exact('Cradle to Cradle'), exact('C2C Certified')],
    officialUrl: 'https://c2ccertified.org',
    sources: [
      source(
        'http://www.c2ccertified.org/product_certification/c2ccertified_product_standard',
        'Cradle to Cradle Certified Product Standard',
      ),
      source(
        'https://c2ccertified.org',
        'Cradle to Cradle Products Innovation Institute – Cradle to Cradle Certified',
        '2026-11-26',
      ),
    ],
  },
  {
    id: 'eu-ecolabel',
    name: 'EU Ecolabel',
    category: 'Environmental',
    kind: 'label',
    description:
      'Voluntary EU label (Regulation (EC) No 66/2010) for products and services with a lower life-cycle environmental impact than others in their product group.',
    aliases: [
      phrase('EU Ecolabel'),
      phrase('EU Eco-label'),
      phrase('European Ecolabel'),
      // Its names in the other languages of our clients.
      phrase('Ecolabel UE'),
      phrase('Ecolabel européen'),
      phrase('EU-Umweltzeichen'),
      phrase('Ecolabel europeo'),
      phrase('Etiqueta Ecológica de la UE'),
      phrase('Europees Ecolabel'),
    ],
    officialUrl: 'https://environment.ec.europa.eu/topics/circular-economy/eu-ecolabel_en',
    sources: [
      source(
        'https://eur-lex.europa.eu/eli/reg/2010/66/oj',
        'Regulation (EC) No 66/2010 on the EU Ecolabel',
        '2009-11-25',
      ),
      source(
        'https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=URISERV:co0012',
        'EUR-Lex summary – Regulation (EC) No 66/2010 on the EU Ecolabel',
      ),
    ],
  },
  {
    id: 'eu-organic',
    name: 'EU organic production (Regulation (EU) 2018/848)',
    category: 'Environmental',
    kind: 'certification',
    description:
      'Certification, by an approved control body, that products are grown and processed by the EU organic rules (Regulation (EU) 2018/848): no synthetic pesticides or fertilisers, no GMOs, yearly inspections; certified products may carry the EU organic logo (Euro-leaf).',
    // 'organic' alone is also growth, waste and chemistry: only the words that say certified or name the logo.
    aliases: [
      phrase('certified organic'),
      phrase('organic certification'),
      phrase('organically certified'),
      phrase('EU organic'),
      phrase('Euro-leaf'),
      phrase('Euro leaf'),
      phrase('Regulation (EU) 2018/848'),
      phrase('Bio-zertifiziert'),
      phrase('biozertifiziert'),
      phrase('Bio-Zertifizierung'),
      phrase('Bio-Siegel'),
      phrase('EU-Bio-Logo'),
      phrase('certifié bio'),
      phrase('certifiée bio'),
      phrase('certifiés bio'),
      phrase('certifiées bio'),
      phrase('certification biologique'),
      phrase('certification bio'),
      phrase('certificación ecológica'),
      phrase('ecológico certificado'),
      phrase('agricultura ecológica certificada'),
      phrase('agricoltura biologica certificata'),
      phrase('certificazione biologica'),
      phrase('biologisch gecertificeerd'),
    ],
    officialUrl: 'https://agriculture.ec.europa.eu/farming/organic-farming_en',
    sources: [
      source(
        'https://eur-lex.europa.eu/eli/reg/2018/848/oj',
        'Regulation (EU) 2018/848 on organic production and labelling of organic products',
        '2018-05-30',
      ),
      source(
        'https://agriculture.ec.europa.eu/farming/organic-farming/organic-logo_en',
        'European Commission – The organic logo',
        '2026-11-27',
      ),
    ],
  },
  {
    id: 'msc',
    name: 'MSC (Marine Stewardship Council)',
    category: 'Environmental',
    kind: 'certification',
    description:
      'Certification of sustainable wild fisheries and a chain-of-custody standard ensuring seafood with the blue MSC label is traceable to a certified fishery.',
    // 'MSC' is also a shipping line and a degree: it needs the full name or a seafood word.
    aliases: [phrase('Marine Stewardship Council'), ambiguous('MSC')],
    contextTerms: [
      'seafood',
      'fish',
      'tuna',
      'salmon',
      'cod',
      'shrimp',
      'prawn',
      'blue label',
      'chain of custody',
      'ocean',
      // The same words where our clients write them (Spanish, French, Italian, German, Dutch).
      'pescado',
      'marisco',
      'atún',
      'sardina',
      'pesquería',
      'cadena de custodia',
      'poisson',
      'thon',
      'pêche',
      'chaîne de contrôle',
      'pesce',
      'tonno',
      'catena di custodia',
      'Fisch',
      'Thunfisch',
      'Meeresfrüchte',
      'Fischerei',
      'tonijn',
      'visserij',
    ],
    officialUrl: 'https://www.msc.org',
    sources: [
      source(
        'https://www.msc.org/standards-and-certification/chain-of-custody-standard',
        'MSC – Chain of Custody Standard',
      ),
    ],
  },
  {
    id: 'oeko-tex',
    name: 'OEKO-TEX® STANDARD 100',
    category: 'Environmental',
    kind: 'label',
    description:
      'Laboratory-tested label showing textile products were checked for harmful substances, run by an association of independent testing institutes.',
    aliases: [phrase('OEKO-TEX'), phrase('Oeko-Tex')],
    officialUrl: 'https://www.oeko-tex.com',
    sources: [
      source(
        'https://www.oeko-tex.com/en/our-standards/oeko-tex-standard-100',
        'OEKO-TEX® – STANDARD 100',
        '2026-11-26',
      ),
    ],
  },
  {
    id: 'better-cotton',
    name: 'Better Cotton',
    category: 'Environmental',
    kind: 'membership',
    description:
      'Membership programme improving cotton farming practices; members commit to sourcing cotton as Better Cotton.',
    // 'better cotton' in lower case is an ordinary phrase.
    aliases: [exact('Better Cotton'), exact('Better Cotton Initiative'), ambiguous('BCI')],
    contextTerms: ['cotton'],
    officialUrl: 'https://bettercotton.org',
    sources: [source('https://bettercotton.org', 'Better Cotton – membership and sourcing', '2026-11-26')],
  },
  {
    id: 'epd',
    name: 'EPD (Environmental Product Declaration)',
    category: 'Environmental',
    // A Type III environmental declaration (ISO 14025), of the ISO 14020 family of labels and declarations.
    kind: 'label',
    description:
      'Independently verified declaration of a product’s life-cycle environmental impacts, drawn up to ISO 14025 (and EN 15804 for construction products) and published by an EPD programme operator.',
    aliases: [
      phrase('Environmental Product Declaration'),
      phrase('Environmental Product Declarations'),
      // Its names in the other languages of our clients.
      phrase('Dichiarazione Ambientale di Prodotto'),
      phrase('Dichiarazioni Ambientali di Prodotto'),
      phrase('Umwelt-Produktdeklaration'),
      phrase('Umwelt-Produktdeklarationen'),
      phrase('déclaration environnementale de produit'),
      phrase('déclarations environnementales de produits'),
      phrase('Declaración Ambiental de Producto'),
      phrase('Declaraciones Ambientales de Producto'),
      phrase('milieuproductverklaring'),
      phrase('milieuproductverklaringen'),
      // 'EPD' also names authorities (an Environmental Protection Department): it needs the full name or a product or life-cycle word.
      ambiguous('EPD'),
      ambiguous('EPDs'),
    ],
    contextTerms: [
      'EN 15804',
      'ISO 14025',
      'ISO 14040',
      'ISO 14044',
      'LCA',
      'life cycle',
      'life-cycle',
      'ciclo di vita',
      'Lebenszyklus',
      'cycle de vie',
      'ciclo de vida',
      'levenscyclus',
      'product',
      'prodotto',
      'prodotti',
      'Produkt',
      'Produkte',
      'produit',
      'producto',
      'productos',
    ],
    officialUrl: 'https://www.environdec.com',
    sources: [
      source(
        'https://www.iso.org/standard/38131.html',
        'ISO 14025:2006 Environmental labels and declarations – Type III environmental declarations – Principles and procedures',
      ),
      source('https://www.environdec.com', 'The International EPD® System – EPD programme operator'),
    ],
  },
];
