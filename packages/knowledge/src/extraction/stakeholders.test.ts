import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_BASE_VERSION } from '../version.js';
import { DIALOGUE_LISTS, NAMED_PARTNERS, NO_NAMED_PARTNER, OWNERS } from './fixtures/stakeholder-dialogue.js';
import { LISTED, NOT_LISTED } from './fixtures/stakeholder-lists-it-es.js';
import { extractStakeholderMentions } from './stakeholders.js';

const URL = 'https://www.example.com/about';
const READ_ON = { retrievedAt: '2026-11-21' };

function mentions(text: string) {
  return extractStakeholderMentions(text, URL, READ_ON).map((m) => [m.type, m.name, m.named]);
}

describe('extractStakeholderMentions', () => {
  it.each([
    ['We engage regularly with our shareholders.', [['Investors', 'Shareholders', false]]],
    ['Each year we survey our employees.', [['Employees', 'Employees', false]]],
    ['We listen to our people.', [['Employees', 'People', false]]],
    ['All tier 1 suppliers sign our code.', [['Suppliers', 'Tier 1 suppliers', false]]],
    ['We help our clients decarbonise.', [['Customers', 'Clients', false]]],
    ['We support local communities near our plants.', [['Communities', 'Local communities', false]]],
    [
      'We consulted NGOs and trade unions.',
      [
        ['NGOs & partners', 'NGOs', false],
        ['NGOs & partners', 'Trade unions', false],
      ],
    ],
    ['We meet policymakers twice a year.', [['Regulators', 'Policymakers', false]]],
    // Banks lend to the company: providers of capital, as lenders are; a food bank is not one.
    [
      'Ci confrontiamo con le banche, gli istituti di credito e gli enti di controllo.',
      [
        ['Investors', 'Banche', false],
        ['Investors', 'Istituti di credito', false],
        ['Regulators', 'Enti di controllo', false],
      ],
    ],
    ['We report to our banks every quarter.', [['Investors', 'Banks', false]]],
    // Farmers supply a food maker, and consumers buy from it, in every language as in English.
    [
      'Escuchamos a los agricultores y a los consumidores.',
      [
        ['Suppliers', 'Agricultores', false],
        ['Customers', 'Consumidores', false],
      ],
    ],
    ['Our staff volunteer at local food banks.', [['Employees', 'Staff', false]]],
    [
      'Our investors include Northzee Capital and the European Investment Bank.',
      [
        ['Investors', 'Northzee Capital', true],
        ['Investors', 'European Investment Bank', true],
        ['Investors', 'Investors', false],
      ],
    ],
    [
      'We partner with WaterAid and Oxfam to fund wells.',
      [
        ['NGOs & partners', 'WaterAid', true],
        ['NGOs & partners', 'Oxfam', true],
      ],
    ],
    [
      'We are a member of the Alliance for Water Stewardship.',
      [['NGOs & partners', 'Alliance for Water Stewardship', true]],
    ],
    [
      'We report our permits to the Danish Environmental Protection Agency.',
      [['Regulators', 'Danish Environmental Protection Agency', true]],
    ],
    [
      'Our claims were reviewed by the Competition and Markets Authority.',
      [['Regulators', 'Competition and Markets Authority', true]],
    ],
    // An acronym after the name spells both halves joined by 'en' or 'and': one body, not two.
    [
      'Wij zijn lid van Bouwen en Wonen Nederland (BWN).',
      [['NGOs & partners', 'Bouwen en Wonen Nederland', true]],
    ],
    [
      'We are a member of Freight and Haulage Scotland (FHS) and work with Oxfam.',
      [
        ['NGOs & partners', 'Freight and Haulage Scotland', true],
        ['NGOs & partners', 'Oxfam', true],
      ],
    ],
  ])('%s', (sentence, expected) => {
    expect(mentions(sentence)).toEqual(expected);
  });

  it.each([
    ['a capitalised word that is not in a relationship', 'Sustainability at Nordhaven starts with Design.'],
    ['a singular noun used as an adjective', 'Customer satisfaction and supplier quality improved.'],
    ['people who are not the workforce', 'We trained 300 people in the region.'],
  ])('finds nothing in %s', (_label, sentence) => {
    expect(mentions(sentence)).toEqual([]);
  });

  it('lists each stakeholder once, with the first sentence naming it and provenance', () => {
    const found = extractStakeholderMentions('We thank our customers. Our customers love us.', URL, READ_ON);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      quote: 'We thank our customers.',
      url: URL,
      sources: [{ url: URL, retrievedAt: '2026-11-21' }],
      method: 'extraction',
      knowledgeBaseVersion: KNOWLEDGE_BASE_VERSION,
    });
  });
});

describe('extractStakeholderMentions: named organisations and groups only', () => {
  // Sorted, as the order of the sentences is not what these tests are about.
  const names = (text: string) =>
    extractStakeholderMentions(text, URL, READ_ON)
      .map((mention) => `${mention.type}: ${mention.name}`)
      .toSorted();

  it('reads a charity partner, a shareholder and researchers named as partners', () => {
    expect(
      names(
        'Our charity partner is the Orchard Schools Trust. We answer to our shareholder, Hallowmere Holdings. Built with researchers from University College Lindgrove, the plant opened in 2024.',
      ),
    ).toEqual([
      'Investors: Hallowmere Holdings',
      'NGOs & partners: Orchard Schools Trust',
      'NGOs & partners: University College Lindgrove',
    ]);
  });

  it('reads Dutch groups and partners', () => {
    expect(
      names(
        'Een gekozen ondernemingsraad denkt mee. Samen met Stichting Vezellab onderzoeken we nieuwe garens. We spreken met klanten en omwonenden.',
      ),
    ).toEqual([
      'Communities: Omwonenden',
      'Customers: Klanten',
      'Employees: Ondernemingsraad',
      'NGOs & partners: Stichting Vezellab',
    ]);
  });

  it('leaves out a code the company joined, a country and a possessive', () => {
    expect(
      names(
        'We joined the UN Global Compact in 2021. We work with Ireland’s dairy farmers and partner with France.',
      ),
    ).toEqual(['Suppliers: Farmers']);
  });
});

describe('extractStakeholderMentions: the parent’s groups and denied groups are not the company’s', () => {
  it('reads no group in a supplier’s legal name that holds the group’s word', () => {
    expect(mentions('El gas nos lo suministra Vatia Clientes, S.A.U., desde 2021.')).toEqual([]);
    expect(mentions('Unsere Ersatzteile liefert die Nordwerk Kunden GmbH.')).toEqual([]);
    // The plain group beside it stays.
    expect(mentions('Vatia Clientes, S.A.U. atiende a nuestros clientes.')).toEqual([
      ['Customers', 'Clientes', false],
    ]);
  });

  it('quotes the company’s own employees sentence, not the group’s', () => {
    const found = extractStakeholderMentions(
      [
        'Lindqvist Coatings is part of the Halvard Group.',
        'The group employs 4,900 employees in 14 countries.',
        'Our 212 employees work at our plant in Gävle.',
      ].join('\n'),
      URL,
      READ_ON,
    ).filter((mention) => mention.type === 'Employees');
    expect(found.map((mention) => mention.quote)).toEqual(['Our 212 employees work at our plant in Gävle.']);
  });

  it.each([
    'Across the Halvard Group, 4,900 employees share one code of conduct.',
    'Halvard Group employs 4,900 employees worldwide.',
    'Im gesamten Konzern arbeiten 4.900 Mitarbeiter.',
  ])('no Employees group from a group-wide sentence: %s', (text) => {
    expect(mentions(text).filter(([type]) => type === 'Employees')).toEqual([]);
  });

  it.each([
    'By 2028 we want every plastic pot we sell to contain at least 80% recycled plastic.',
    'Every chair we deliver to meet the new standard carries a label.',
  ])('no customers from a verb after "sell to": %s', (text) => {
    expect(mentions(text).filter(([type]) => type === 'Customers')).toEqual([]);
  });

  it.each([
    ['We sell to industrial customers, not to consumers.', [['Customers', 'Customers', false]]],
    [
      'We do not sell to consumers; our customers are manufacturers.',
      [['Customers', 'Manufacturers', false]],
    ],
    ['Wir verkaufen nicht an Kunden im Ausland.', []],
    ['Nous ne vendons pas aux consommateurs.', []],
    [
      'We serve not only clients but also consumers.',
      [
        ['Customers', 'Clients', false],
        ['Customers', 'Consumers', false],
      ],
    ],
  ])('a group after a negation is none: %s', (text, expected) => {
    expect(mentions(text)).toEqual(expected);
  });
});

describe('extractStakeholderMentions: who the customers, suppliers and employees are', () => {
  const names = (text: string) =>
    extractStakeholderMentions(text, URL, READ_ON).map((mention) => `${mention.type}: ${mention.name}`);

  it.each([
    [
      'Our customers are bakeries, hotel kitchens and school caterers, from village shops to national chains.',
      ['Customers: Bakeries', 'Customers: Hotel kitchens', 'Customers: School caterers'],
    ],
    [
      'Our customers include breweries and cider makers.',
      ['Customers: Breweries', 'Customers: Cider makers'],
    ],
    [
      'We supply shipyards and offshore contractors across Northern Europe.',
      ['Customers: Shipyards', 'Customers: Offshore contractors'],
    ],
    [
      'We supply coated fabrics to sailmakers and tent manufacturers.',
      ['Customers: Sailmakers', 'Customers: Tent manufacturers'],
    ],
    ['Onze klanten zijn kwekers en tuincentra.', ['Customers: Kwekers', 'Customers: Tuincentra']],
    ['Zu unseren Kunden gehören Brauereien und Winzer.', ['Customers: Brauereien', 'Customers: Winzer']],
    [
      'Nos clients sont des viticulteurs et des coopératives.',
      ['Customers: Viticulteurs', 'Customers: Coopératives'],
    ],
    ['We buy fleece wool from some 250 sheep farmers in the uplands of Wales.', ['Suppliers: Sheep farmers']],
    [
      'We source oak logs from about 90 estate owners and two state forests.',
      ['Suppliers: Estate owners', 'Suppliers: State forests'],
    ],
    ['Wij kopen onze melk in bij 300 melkveehouders.', ['Suppliers: Melkveehouders']],
    ['Wir beziehen das Holz von rund 120 Waldbesitzern.', ['Suppliers: Waldbesitzern']],
    ['Nous achetons le lin auprès de 80 agriculteurs.', ['Suppliers: Agriculteurs']],
    ['Today we employ 415 people.', ['Employees: 415 people']],
    ['Wir beschäftigen 95 Mitarbeitende.', ['Employees: 95 Mitarbeitende']],
    ['Nous employons 230 personnes.', ['Employees: 230 personnes']],
  ])('%s', (text, expected) => {
    expect(names(text)).toEqual(expected);
  });

  it.each([
    ['a numbered heading', '5. Suppliers'],
    ['a heading with “our”', 'Our customers'],
    ['what the company buys from abroad', 'We buy our machines from Germany.'],
    ['the company’s own products', 'We supply our stoppers to them.'],
    ['a group that does not employ', 'The wider group employs 4,000 people.'],
  ])('names no member from %s', (_label, text) => {
    expect(names(text)).toEqual([]);
  });

  it.each([
    ['sectors', 'Our customers are the automotive, aerospace and food industries.'],
    ['generic words', 'Our customers include companies and partners in Europe.'],
  ])('lists no members from %s, only the group', (_label, text) => {
    expect(names(text)).toEqual(['Customers: Customers']);
  });
});

describe('extractStakeholderMentions: Italian and Spanish lists of customers and suppliers', () => {
  const listed = (text: string) =>
    extractStakeholderMentions(text, URL, READ_ON)
      .filter((mention) => mention.type === 'Customers' || mention.type === 'Suppliers')
      .map((mention) => `${mention.type}: ${mention.name}`)
      .toSorted();

  it.each(LISTED)('%s', (sentence, expected) => {
    expect(listed(sentence)).toEqual(expected);
  });

  it.each(NOT_LISTED)('names nobody: %s', (sentence) => {
    expect(
      listed(sentence).filter((name) => !/: (?:Clienti|Clientes|Fornitori|Proveedores)$/.test(name)),
    ).toEqual([]);
  });
});

describe('extractStakeholderMentions: stakeholder lists and partners in six languages', () => {
  const names = (text: string) =>
    extractStakeholderMentions(text, URL, READ_ON)
      .map((mention) => `${mention.type}: ${mention.name}`)
      .toSorted();

  it.each(DIALOGUE_LISTS)('%s', (text, expected) => {
    expect(names(text)).toEqual(expected);
  });

  it.each(NAMED_PARTNERS)('%s', (text, expected) => {
    expect(names(text)).toEqual(expected);
  });

  it.each(OWNERS)('%s', (text, expected) => {
    expect(names(text)).toEqual(expected);
  });

  it.each(NO_NAMED_PARTNER)('names no partner in %s', (text) => {
    expect(extractStakeholderMentions(text, URL, READ_ON).filter((mention) => mention.named)).toEqual([]);
  });
});

describe('a producer cooperative and its stakeholder table', () => {
  it.each([
    // The members whose grapes or olives it presses supply it; a retail cooperative's members buy from it.
    ['We press our members’ grapes within hours of picking.', [['Suppliers', 'Members', false]]],
    ['Our 4,100 members shop in our stores.', [['Customers', 'Members', false]]],
    // What the company says it does not do names no one: 'instead of selling to intermediaries'.
    [
      'The growers joined forces in 1979 to bottle their wine instead of selling it to intermediaries.',
      [['Suppliers', 'Growers', false]],
    ],
    // A partner's legal form after a comma stays with its name.
    [
      'Freight is handled by our logistics partner Carreteras Pardo, S.L., based in Lugo.',
      [['Suppliers', 'Carreteras Pardo, S.L', true]],
    ],
  ])('%s', (text, expected) => {
    expect(mentions(text)).toEqual(expected);
  });

  it('files seasonal workers with the employees, farmer members with the suppliers and bulk buyers with the customers', () => {
    const table = [
      'Grower members and member co-operatives | How we engage: annual meeting, field visits',
      'Staff and seasonal workers | How we engage: works council, survey',
      'Retailers and bulk buyers | How we engage: account meetings, audits',
    ].join('\n');
    const types = Object.fromEntries(mentions(table).map(([type, name]) => [name, type]));
    expect(types['Grower members']).toBe('Suppliers');
    expect(types['Member co-operatives']).toBe('Suppliers');
    expect(types['Seasonal workers']).toBe('Employees');
    expect(types['Bulk buyers']).toBe('Customers');
  });
});

describe('extractStakeholderMentions: a mutual’s own words', () => {
  it('reads no shareholders where the members own it rather than shareholders', () => {
    const found = mentions('We are a mutual, owned by our 48,000 members rather than shareholders.');
    expect(found.filter(([type]) => type === 'Investors')).toEqual([]);
  });

  it('reads no body in the first word of a code’s name, nor in the society naming itself', () => {
    expect(mentions('We are a signatory of the Women in Finance Charter.')).toEqual([]);
    expect(mentions('Our Chief Executive joined the Society in 2018.')).toEqual([]);
    // A body named after the same verbs stays.
    expect(mentions('We are a member of the Building Societies Association.')).toEqual([
      ['NGOs & partners', 'Building Societies Association', true],
    ]);
  });
});

describe('customers a Polish page names', () => {
  it('names each retailer after "Głównymi klientami są", the last one after "i"', () => {
    const customers = mentions('Głównymi klientami są Möbelhaus Ostra, Kasprzak Meble i Domilo.').filter(
      ([type]) => type === 'Customers',
    );
    expect(customers.map(([, name]) => name)).toEqual(['Möbelhaus Ostra', 'Kasprzak Meble', 'Domilo']);
  });
});

describe('customers a Swedish, Danish or Norwegian page names', () => {
  it.each([
    [
      'Bland kunderna finns Halvorby Bygg (Storbritannien) och Ververs Hout (Nederländerna).',
      ['Halvorby Bygg', 'Ververs Hout'],
    ],
    [
      'Till våra kunder hör Nordlast, Tegner Snickeri och Kvarnbo.',
      ['Nordlast', 'Tegner Snickeri', 'Kvarnbo'],
    ],
    ['Blandt vores kunder er Fjordhus og Brandt Emballage.', ['Fjordhus', 'Brandt Emballage']],
  ])('%s', (text, names) => {
    const customers = mentions(text).filter(([type]) => type === 'Customers');
    expect(customers.map(([, name]) => name)).toEqual(names);
  });

  it('takes no name after "kunder som" when a relative clause follows', () => {
    expect(
      mentions('Vi hjälper kunder som vill bygga i trä.').filter(([type]) => type === 'Customers'),
    ).toEqual([]);
  });
});
