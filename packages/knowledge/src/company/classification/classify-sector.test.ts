import { describe, expect, it } from 'vitest';
import { classifySector } from './classify-sector.js';
import { evidenceFromPages, type EvidenceItem } from './evidence.js';

const HOME = 'https://www.example.test/';
const page = (path: string, content: string, title?: string) => ({
  url: new URL(path, HOME).href,
  content,
  ...(title ? { title } : {}),
});
const classify = (...pages: ReturnType<typeof page>[]) => classifySector(evidenceFromPages(pages));
const division = (result: ReturnType<typeof classifySector>) =>
  result.status === 'classified' ? result.division : `abstained: ${result.reason}`;

describe('classifySector: what the company itself does decides', () => {
  it('a weaver whose customers make protective clothing is textiles (13), not apparel (14)', () => {
    const result = classify(
      page(
        '/',
        [
          'We weave technical fabrics for filtration, geotextiles and protective clothing.',
          'Our fabrics are used by makers of protective clothing and workwear across Europe.',
          'Our customers make fire-resistant suits and uniforms from our aramid cloth.',
        ].join('\n'),
        'Technical fabrics since 1931',
      ),
    );
    expect(result).toMatchObject({
      status: 'classified',
      division: '13',
      group: '13.2',
      section: 'C',
      display: 'C13 Manufacture of textiles',
      decidingPhrase: 'We weave technical fabrics',
      locator: HOME,
    });
    expect(result.status === 'classified' && result.alternatives.map((a) => a.division)).not.toContain('14');
  });

  it('ignores what a customers page says the customers make', () => {
    const result = classify(
      page('/', 'Acme Weaving develops and weaves high-performance fabrics.'),
      page(
        '/customers',
        'Brightline Workwear makes jackets and trousers for firefighters.\nWe supply garment makers.',
      ),
    );
    expect(division(result)).toBe('13');
  });

  it('ignores sentences under a customers heading', () => {
    const result = classifySector(
      evidenceFromPages([
        page(
          '/about',
          'About us\nWe produce yarn and woven fabrics in two mills.\nOur customers\nThey make garments and shoes for retailers.',
        ),
      ]),
    );
    expect(division(result)).toBe('13');
  });

  it('counts a relative clause about customers as theirs (Dutch)', () => {
    const result = classify(
      page(
        '/',
        'Wij weven technische weefsels.\nWij leveren aan confectiebedrijven die beschermende kleding maken.',
      ),
    );
    expect(result).toMatchObject({ division: '13', decidingPhrase: 'Wij weven technische weefsels' });
  });

  it.each([
    ['French weaver', '/', 'Nous fabriquons des tissus techniques pour l’industrie automobile.', '13'],
    [
      'German medical devices',
      '/',
      'Wir entwickeln und fertigen Katheter und Implantate für Kliniken in ganz Europa.',
      '32',
    ],
    [
      'Spanish software',
      '/',
      'Desarrollamos software de planificación para empresas de mantenimiento.',
      '62',
    ],
    ['Italian dairy', '/', 'Produciamo formaggi, burro e yogurt con il latte dei nostri soci.', '10'],
    ['Dutch builder', '/over-ons', 'Wij bouwen woningen, scholen en kantoren in Brabant en Limburg.', '41'],
    ['Italian civil engineering', '/', 'Realizziamo strade, ponti e gallerie per enti pubblici.', '42'],
    ['French wind farms', '/', 'Nous exploitons 40 parcs éoliens en France.', '35'],
    ['English retailer', '/', 'We run 120 stores across Spain and an online shop.', '47'],
    ['English insurer', '/', 'We insure homes and cars for two million households.', '65'],
    ['English hotels', '/', 'We operate 14 hotels on the Adriatic coast.', '55'],
    ['German brewer', '/', 'Seit 1890 brauen wir Bier in Franken.', '11'],
    ['English haulier', '/', 'We transport freight by road across Europe.', '49'],
    ['German haulier', '/', 'Wir transportieren Waren und Güter für Industrie und Handel.', '49'],
    ['German logistics', '/', 'Wir sind ein Logistikdienstleister mit sechs Standorten.', '52'],
    [
      'French power producer',
      '/',
      'Nous produisons de l’électricité renouvelable à partir du vent et du soleil.',
      '35',
    ],
    ['English general contractor', '/about', 'We are a general contractor building schools and homes.', '41'],
    ['English civil engineering', '/', 'We build roads, bridges and tunnels across northern Italy.', '42'],
    [
      'English mutual insurer',
      '/',
      'We provide home, motor and pet insurance to families across the UK.',
      '65',
    ],
    ['Spanish hotels', '/', 'Gestionamos 12 hoteles en la costa mediterránea.', '55'],
  ])('%s', (_name, path, text, expected) => {
    expect(division(classify(page(path, text)))).toBe(expected);
  });

  it('a logistics company that transports and warehouses is still classified (49 and 52 are one section)', () => {
    const result = classify(
      page('/', 'We transport freight by road across Europe and operate 12 warehouses in Germany.'),
    );
    expect(result.status).toBe('classified');
    expect(['49', '52']).toContain(division(result));
  });

  it('makes, not sells: a dairy that also sells its butter to shoppers is food manufacturing', () => {
    const result = classify(
      page(
        '/',
        'We turn milk from our members into butter and cheese.\nWe sell our butter to shoppers through supermarkets.',
      ),
    );
    expect(result).toMatchObject({ division: '10', group: '10.5' });
    expect((result.status === 'classified' && result.decidingPhrase) || '').toMatch(/^We turn milk/);
  });

  it('a footprint statement on a sustainability page does not outweigh the home page', () => {
    const result = classify(
      page('/', 'We develop and sell software for field-service teams.'),
      page('/sustainability', 'We generate electricity from solar panels on our roof.'),
    );
    expect(division(result)).toBe('62');
  });

  it('a membership is not a self-description', () => {
    const result = classify(
      page('/', 'We make cheese in Cork.\nWe are a member of the regional food council.'),
    );
    expect(result).toMatchObject({ division: '10' });
  });

  it('a district-heating operator sells heat (35.3), and a maker of heat exchangers makes machinery', () => {
    const heatNetworks = classify(
      page(
        '/',
        [
          'Depuis 1998, nous concevons et exploitons des réseaux de chaleur alimentés au bois.',
          'Nous produisons et distribuons de la chaleur pour des hôpitaux et des écoles.',
        ].join('\n'),
      ),
    );
    expect(heatNetworks).toMatchObject({ status: 'classified', division: '35', group: '35.3' });
    expect(division(classify(page('/', 'We operate district heating networks in three towns.')))).toBe('35');
    const exchangers = classify(page('/', 'Nous fabriquons des échangeurs de chaleur pour l’industrie.'));
    expect(exchangers).toMatchObject({ division: '28', group: '28.2' });
  });

  it('reads the profile description as the company’s own words', () => {
    const items: EvidenceItem[] = [
      { text: 'A software company from Lisbon.', locator: 'profile description', kind: 'description' },
    ];
    expect(division(classifySector(items))).toBe(
      'abstained: Only scattered words point at division 62; no statement of what the company does decides it.',
    );
    items.push({ text: 'We build software for utilities.', locator: HOME, kind: 'sentence' });
    expect(classifySector(items)).toMatchObject({ division: '62', locator: HOME });
  });
});

describe('classifySector abstains when nothing decides', () => {
  it('with no statement of activity', () => {
    const result = classify(page('/', 'Welcome to our website.\nRead our latest news and contact our team.'));
    expect(result.status).toBe('abstained');
  });

  it('with text only about customers', () => {
    const result = classify(
      page('/customers', 'Our customers make garments and shoes for retailers worldwide.'),
    );
    expect(result.status).toBe('abstained');
  });

  it('with a lone noun in a title', () => {
    const result = classify(page('/', 'Contact us today.', 'Acme | Furniture'));
    expect(result).toMatchObject({ status: 'abstained' });
    expect(result.alternatives[0]).toMatchObject({ division: '31' });
  });
});

describe('classifySector: goods named only by what they are made of', () => {
  const group = (text: string) => {
    const result = classify(page('/', text));
    return result.status === 'classified' ? result.group : `abstained: ${result.reason}`;
  };

  it('a maker of generic elements in concrete makes concrete articles (23.6)', () => {
    expect(
      group(
        'Dal 1978 Pietrabruna progetta, produce e posa travi e lastre prefabbricate in calcestruzzo armato.',
      ),
    ).toBe('23.6');
    expect(group('Produciamo manufatti in cemento per fognature e acquedotti.')).toBe('23.6');
    expect(group('Wir fertigen Betonfertigteile für Hallen und Parkhäuser.')).toBe('23.6');
  });

  it('a maker of parts of plastic makes plastic products (22.2), not plastics in primary form', () => {
    expect(group('Wir fertigen Gehäuse und Teile aus Kunststoff für Haushaltsgeräte.')).toBe('22.2');
  });

  it('a place after the goods is no material, and steel names no single group', () => {
    expect(group('Realizziamo componenti in Lombardia.')).toMatch(/^abstained/);
    expect(group('Produciamo componenti in acciaio inox.')).toMatch(/^abstained/);
  });
});
