import { voluntaryCodesSchema } from '@impact/contracts';
import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_BASE_VERSION } from '../version.js';
import { detectCodes, detectCodesInPages } from './detect-codes.js';
import { APPAREL_PAGE, APPAREL_PAGE_URL } from './fixtures/apparel-sustainability-page.js';
import { COFFEE_PAGE, COFFEE_PAGE_URL } from './fixtures/coffee-sustainability-page.js';
import { SOFTWARE_PAGE, SOFTWARE_PAGE_URL } from './fixtures/software-responsibility-page.js';
import { voluntaryCodesSection } from './section.js';
import type { DetectedCode } from './types.js';

const READ_ON = '2026-11-20';
const statuses = (codes: DetectedCode[]) => Object.fromEntries(codes.map((c) => [c.codeId, c.status]));

describe('detectCodes on corporate page fixtures', () => {
  const apparel = detectCodes(APPAREL_PAGE, APPAREL_PAGE_URL, { retrievedAt: READ_ON });
  const coffee = detectCodes(COFFEE_PAGE, COFFEE_PAGE_URL, { retrievedAt: READ_ON });
  const software = detectCodes(SOFTWARE_PAGE, SOFTWARE_PAGE_URL, { retrievedAt: READ_ON });

  it('apparel brand: finds the codes it holds or pursues, with the right status', () => {
    expect(statuses(apparel)).toEqual({
      'fair-wear': 'Member',
      bluesign: 'Certified',
      'b-corp': 'Certified',
      gots: 'Certified',
      'cradle-to-cradle': 'In process',
      sbti: 'In process',
    });
  });

  it('apparel brand: leaves out codes only mentioned, asked of suppliers, in addresses or questions', () => {
    const ids = apparel.map((c) => c.codeId);
    for (const absent of ['eu-ecolabel', 'oeko-tex', 'iso-14001', 'fsc', 'pefc', 'un-global-compact'])
      expect(ids, absent).not.toContain(absent);
  });

  it('coffee roaster: finds certifications, a licence, a signatory, a medal and a step in progress', () => {
    expect(statuses(coffee)).toEqual({
      'rainforest-alliance': 'Certified',
      fairtrade: 'Certified',
      fsc: 'Certified',
      'iso-50001': 'Certified',
      // Joining the Compact and being graded by EcoVadis are not certificates.
      'un-global-compact': 'Participant',
      ecovadis: 'Rated',
      rspo: 'In process',
    });
  });

  it('coffee roaster: ambiguous acronyms without their context are not codes (MSC the shipping line, CDP the data platform)', () => {
    const ids = coffee.map((c) => c.codeId);
    expect(ids).not.toContain('msc');
    expect(ids).not.toContain('cdp');
  });

  it('software company: only the code its own office holds', () => {
    expect(statuses(software)).toEqual({ 'iso-14001': 'Certified' });
  });

  it('reads an expiry date only when the sentence states one', () => {
    const byId = Object.fromEntries([...apparel, ...coffee].map((c) => [c.codeId, c]));
    expect(byId.gots?.validUntil).toBe('2027-03-31');
    expect(byId['iso-50001']?.validUntil).toBe('2026-09-30');
    expect(byId['b-corp']?.validUntil).toBeNull();
    expect(byId.fairtrade?.validUntil).toBeNull();
  });

  it('quotes the sentence and the page as the source, with extraction provenance', () => {
    const gots = apparel.find((c) => c.codeId === 'gots');
    expect(gots?.sources).toEqual([
      {
        url: APPAREL_PAGE_URL,
        title:
          '“Our organic cotton T-shirts are GOTS certified (certificate CU 817364, valid until 31 March 2027).”',
        retrievedAt: READ_ON,
      },
    ]);
    expect(gots?.description).toContain(
      "The company's own page states: “Our organic cotton T-shirts are GOTS certified",
    );
    expect(gots?.evidence[0]?.url).toBe(APPAREL_PAGE_URL);
    for (const code of [...apparel, ...coffee, ...software]) {
      expect(code.method).toBe('extraction');
      expect(code.knowledgeBaseVersion).toBe(KNOWLEDGE_BASE_VERSION);
      expect(code.sources.length).toBeGreaterThan(0);
    }
  });

  it('keeps every sentence that supports the status as evidence', () => {
    const fairtrade = coffee.find((c) => c.codeId === 'fairtrade');
    expect(fairtrade?.evidence.map((e) => e.sentence)).toEqual([
      'Our coffee is 100% Rainforest Alliance Certified and we have been a Fairtrade licensee since 2012.',
      'Cocoa for our chocolate range is sourced from Fairtrade-certified cooperatives in Ghana.',
    ]);
  });

  it.each([
    ['apparel', apparel],
    ['coffee', coffee],
    ['software', software],
    ['nothing', []],
  ])('%s: the section validates against the VoluntaryCodesAdopted schema', (_label, codes) => {
    const section = voluntaryCodesSection(codes);
    expect(voluntaryCodesSchema.safeParse(section).success).toBe(true);
    expect(section.summary.trim().length).toBeGreaterThan(0);
    expect(section.method).toBe('extraction');
  });
});

describe('detectCodes: a validity that states only the year', () => {
  it('keeps the year alone, and the section still validates', () => {
    const codes = detectCodes(
      'Notre établissement est certifié ISO 14001, certificat valable jusqu’en 2027.',
      'https://www.example.test/environnement',
      { retrievedAt: '2026-05-04' },
    );
    expect(codes.find((code) => code.codeId === 'iso-14001')?.validUntil).toBe('2027');
    expect(voluntaryCodesSchema.safeParse(voluntaryCodesSection(codes)).success).toBe(true);
  });
});

describe('detectCodes: adoption wording, sentence by sentence', () => {
  it.each([
    // Holding the code.
    ['We became a certified B Corp in 2021.', 'b-corp', 'Certified'],
    ['We are a B Corp.', 'b-corp', 'Certified'],
    ['As a B Corp, we balance profit and purpose.', 'b-corp', 'Certified'],
    [
      'Our near-term targets have been validated by the Science Based Targets initiative.',
      'sbti',
      'Validated',
    ],
    ['We joined RE100 in 2021, committing to 100% renewable electricity by 2030.', 're100', 'Member'],
    ['We are a member of amfori BSCI and Fair Wear.', 'fair-wear', 'Member'],
    ['Our factories in Portugal are ISO 14001 and ISO 45001 certified.', 'iso-45001', 'Certified'],
    ['Our ISO 14001 certification covers all production sites.', 'iso-14001', 'Certified'],
    ['Our site in Lyon is EMAS registered.', 'emas', 'Certified'],
    ['Our CDP climate score improved to A- this year.', 'cdp', 'Rated'],
    ['Our tuna is MSC certified.', 'msc', 'Certified'],
    // On the way.
    ['We are working towards B Corp certification.', 'b-corp', 'In process'],
    ['We are in the process of becoming certified as a B Corp.', 'b-corp', 'In process'],
    ['We are pursuing ISO 45001 certification for our warehouses.', 'iso-45001', 'In process'],
    ['We are committed to obtaining FSC certification for all paper packaging by 2026.', 'fsc', 'In process'],
    ['We aim to become an EU Ecolabel licence holder next year.', 'eu-ecolabel', 'In process'],
    [
      'We are not yet SA8000 certified, but we are working towards it with our auditors: SA8000 is our goal.',
      'sa8000',
      'In process',
    ],
    [
      'We are not yet FSC certified, and we are working towards FSC certification for our paper.',
      'fsc',
      'In process',
    ],
    // Mentions only.
    ['Unlike B Corp companies, we have not sought certification.', 'b-corp', null],
    ['Labels such as the EU Ecolabel help shoppers.', 'eu-ecolabel', null],
    ['We are not ISO 14001 certified.', 'iso-14001', null],
    ['We were formerly a member of the UN Global Compact.', 'un-global-compact', null],
    ['We ask our suppliers to become Fair Wear members.', 'fair-wear', null],
    ['Suppliers must be SA8000 certified.', 'sa8000', null],
    ['Our cloud provider is a member of RE100.', 're100', null],
    ['What is FSC certification?', 'fsc', null],
    ['We print on fsc paper.', 'fsc', null],
    ['We believe in fair trade and in cradle-to-cradle design.', 'fairtrade', null],
    ['We believe in fair trade and in cradle-to-cradle design.', 'cradle-to-cradle', null],
    ['We support the Ten Principles of the UN Global Compact.', 'un-global-compact', null],
    ['Many B Corps inspire us.', 'b-corp', null],
    // The claim that follows the name is denied.
    ['We are sometimes asked about RE100, which we have not joined.', 're100', null],
    ["Visitors ask about ISO 50001, which we haven't been certified to.", 'iso-50001', null],
  ] as const)('"%s" → %s %s', (sentence, codeId, expected) => {
    const found = detectCodes(sentence, 'https://example.com/page', { retrievedAt: READ_ON }).find(
      (c) => c.codeId === codeId,
    );
    expect(found?.status ?? null).toBe(expected);
  });
});

describe('detectCodesInPages', () => {
  it('merges pages: Certified on any page beats In process elsewhere, and each page is cited', () => {
    const codes = detectCodesInPages([
      {
        url: 'https://a.example/news-2023',
        text: 'We are working towards B Corp certification.',
        retrievedAt: READ_ON,
      },
      {
        url: 'https://a.example/about',
        text: 'We are proud to be a Certified B Corporation.',
        retrievedAt: READ_ON,
      },
      {
        url: 'https://a.example/impact',
        text: 'Since 2024 we have been a certified B Corp.',
        retrievedAt: READ_ON,
      },
    ]);
    expect(codes).toHaveLength(1);
    expect(codes[0]?.status).toBe('Certified');
    expect(codes[0]?.sources.map((s) => s.url)).toEqual([
      'https://a.example/about',
      'https://a.example/impact',
    ]);
  });

  it('finds nothing in empty text', () => {
    expect(detectCodes('', 'https://example.com')).toEqual([]);
  });
});

describe('detectCodes: ambiguous acronyms', () => {
  it.each([
    ['Our tuna is MSC certified.', 'msc', true],
    ['Our MSC code of conduct is certified by auditors.', 'msc', false],
    ['Our paper is FSC certified.', 'fsc', true],
    // FSC is also a financial regulator: without a forest-product word or the full name, it is not counted.
    ['We are certified by the FSC to offer investment services.', 'fsc', false],
    ['We are FSC certified.', 'fsc', false],
    ['We are Forest Stewardship Council (FSC) certified.', 'fsc', true],
    [
      'Our MSC-certified salmon comes from Norway. We are proud of our Marine Stewardship Council partnership.',
      'msc',
      true,
    ],
    // A label on goods offered (a retailer's promotion) is not a certificate the company holds…
    ['Up to 30% off selected FSC®-certified timber garden sets.', 'fsc', false],
    ['Browse FSC-certified wood furniture from our partner brands.', 'fsc', false],
    // A hotel's sustainable-tourism certificate; a biosphere reserve is a place, not a certificate.
    [
      'Todos nuestros hoteles cuentan con la certificación de turismo sostenible Biosphere desde 2019.',
      'biosphere',
      true,
    ],
    ['Our hotel lies inside a UNESCO Biosphere Reserve.', 'biosphere', false],
    // …in the Romance order too: the wood of the room keys is certified, not the hotel group.
    ['Usamos botellas de vidrio y llaves de madera certificada FSC en las habitaciones.', 'fsc', false],
    ['Stampiamo i menù su carta certificata FSC.', 'fsc', false],
    // …unless the goods are its own.
    ['We make FSC-certified wood furniture in our Leeds workshop.', 'fsc', true],
    ['All our FSC®-certified timber sets are made in our own workshop.', 'fsc', true],
  ] as const)('"%s" → %s found: %s', (text, codeId, expected) => {
    const ids = detectCodes(text, 'https://example.com', { retrievedAt: READ_ON }).map((c) => c.codeId);
    expect(ids.includes(codeId)).toBe(expected);
  });
});

describe('detectCodes: the quote is the list item or sentence naming the code', () => {
  const page = [
    'Certified and committed',
    'We hold the following certificates:',
    'ISO 14001 certified environmental management at our Gävle plant, valid until 2027-06-30',
    'ISO 45001 for occupational health and safety',
    'EcoVadis Gold rating in 2025',
    '',
    'Since 2019 we have been a signatory of the UN Global Compact and report on its ten principles every year.',
  ].join('\n');
  const codes = detectCodes(page, 'https://www.example.test/sustainability', { retrievedAt: READ_ON });
  const quoteOf = (id: string) => codes.find((code) => code.codeId === id)?.evidence[0]?.sentence;

  it('quotes the item of a list, not the whole list', () => {
    expect(quoteOf('iso-14001')).toBe(
      'ISO 14001 certified environmental management at our Gävle plant, valid until 2027-06-30',
    );
    expect(quoteOf('iso-45001')).toBe('ISO 45001 for occupational health and safety');
    expect(quoteOf('ecovadis')).toBe('EcoVadis Gold rating in 2025');
    expect(codes.find((code) => code.codeId === 'iso-14001')?.validUntil).toBe('2027-06-30');
  });

  it('keeps a wrapped sentence whole', () => {
    const wrapped = detectCodes(
      'Lindqvist Coatings is a Certified B Corporation since 2019, and our plant is certified\nto ISO 14001.',
      'https://www.example.test/report.pdf',
      { retrievedAt: READ_ON },
    );
    expect(wrapped.map((code) => code.evidence[0]?.sentence)).toEqual([
      'Lindqvist Coatings is a Certified B Corporation since 2019, and our plant is certified to ISO 14001.',
      'Lindqvist Coatings is a Certified B Corporation since 2019, and our plant is certified to ISO 14001.',
    ]);
  });

  it('keeps a whole sentence when the code is named in running text', () => {
    expect(quoteOf('un-global-compact')).toBe(
      'Since 2019 we have been a signatory of the UN Global Compact and report on its ten principles every year.',
    );
  });
});
