import type { StructuredDocument } from '@impact/contracts';
import { describe, expect, it } from 'vitest';
import { headedPage, type HeadedLine } from './fixtures/headed-page.js';
import { extractInitiativeBlocks } from './initiative-blocks.js';

/** A web page of headings, paragraphs and lists; each block's path is the headings above it. */
const page = (url: string, title: string, layout: readonly HeadedLine[]) =>
  headedPage({ url, title }, layout);

const titles = (document: StructuredDocument) =>
  extractInitiativeBlocks([document], { retrievedAt: '2025-06-01' }).map((found) => found.title);

describe('practices a small company states as lines on its sustainability page', () => {
  const english = page('https://brookfield.example/sustainability', 'Sustainability', [
    [1, 'Sustainability'],
    ['p', 'We care deeply about the planet and the people around us.'],
    ['p', 'Since 2021 we have collected and repaired 210 used pallets a month for reuse.'],
    [2, 'Environment'],
    ['p', 'Lighting: In 2020 we replaced every warehouse lamp with LED fittings.'],
    ['p', 'Paper: Since 2018 all our office paper is recycled.'],
    ['p', 'Emissions: Since 2019 our emissions have fallen by 22 %.'],
    [2, 'Our commitments'],
    [
      'ul',
      [
        'Switched the forklift fleet to lithium batteries in 2022.',
        'Net zero by 2035 across all sites.',
        'We value honesty and respect.',
        'The firm is ISO/IEC 27001 certified since 2017.',
      ],
    ],
    ['p', 'Together with our client, a regional hospital, we delivered its new zero-waste kitchen in 2023.'],
    ['p', 'We support the industry’s Clean Freight Charter, launched in 2021.'],
    ['p', 'In 2024 we had a turnover of £4.1 million.'],
  ]);

  it('reads a dated practice in the page text, under a pillar label and in a list of commitments', () => {
    expect(titles(english)).toEqual([
      'Since 2021 we have collected and repaired 210 used pallets a month for reuse',
      'In 2020 we replaced every warehouse lamp with LED fittings',
      'Since 2018 all our office paper is recycled',
      'Switched the forklift fleet to lithium batteries in 2022',
    ]);
  });

  it('leaves out values, results, targets, a customer’s project, an industry charter and business figures', () => {
    const found = titles(english).join(' | ');
    for (const left of [
      'care deeply',
      'fallen',
      'certified',
      'Net zero',
      'honesty',
      'hospital',
      'Clean Freight',
      'turnover',
    ])
      expect(found).not.toContain(left);
  });

  it('reads the same lines in German, French, Dutch, Italian, Spanish and Polish', () => {
    const lines = [
      'Seit 2022 sammeln wir Altöl aus der Werkstatt getrennt und geben es zur Aufbereitung.',
      'Depuis 2020, nous compostons les déchets verts de nos chantiers.',
      'In 2021 hebben we de verwarming van de hal vervangen door een warmtepomp.',
      'Nel 2019 abbiamo installato un impianto di recupero delle acque piovane.',
      'Desde 2022 donamos los excedentes de comida a un comedor social.',
      'W 2020 roku wymieniliśmy oświetlenie hali na LED.',
    ];
    const found = titles(
      page(
        'https://firma.example/nachhaltigkeit',
        'Nachhaltigkeit',
        lines.map((line) => ['p', line] as const),
      ),
    );
    expect(found).toHaveLength(lines.length);
  });

  it('leaves out plans and wishes in every language', () => {
    const plans = [
      'Ab 2027 wollen wir eine Photovoltaikanlage errichten.',
      'Nous visons la neutralité carbone d’ici 2030 et avons lancé un audit en 2024.',
      'Wij willen in 2030 CO2-neutraal zijn, zoals we sinds 2020 beloven.',
      'Entro il 2028 vorremmo usare solo cotone biologico.',
      'Do 2030 roku chcemy ograniczyć emisje o połowę.',
      'Since 2023 we plan to install a battery, due in 2027.',
    ];
    expect(
      titles(
        page(
          'https://firma.example/sustainability',
          'Sustainability',
          plans.map((line) => ['p', line] as const),
        ),
      ),
    ).toEqual([]);
  });

  it('reads no lines on a page whose initiatives have headings of their own', () => {
    const headed = page('https://firma.example/sustainability', 'Sustainability', [
      [1, 'Sustainability'],
      ['p', 'Since 2021 we have collected 210 used pallets a month for reuse.'],
      [2, 'Heat recovery programme'],
      ['p', 'Our compressors heat the warehouse.'],
    ]);
    expect(titles(headed)).toEqual(['Heat recovery programme']);
  });

  it('reads no lines on an ordinary page, a jobs section or an outlook', () => {
    const about = page('https://firma.example/about', 'About us', [
      ['p', 'Since 2021 we have collected 210 used pallets a month for reuse.'],
    ]);
    expect(titles(about)).toEqual([]);
    const sections = page('https://firma.example/sustainability', 'Sustainability', [
      [2, 'Careers'],
      ['p', 'Since 2020 we have trained 14 apprentices; apply now for September.'],
      [2, 'Looking ahead'],
      ['p', 'Since 2024 we have been preparing a solar roof.'],
    ]);
    expect(titles(sections)).toEqual([]);
  });
});

describe('pages where a small company states its practices', () => {
  const line = 'Seit 2021 sammeln wir Altpapier getrennt und geben es an einen Verwerter in der Region.';

  it('reads a page headed for its commitment and a Polish sustainability page', () => {
    expect(titles(page('https://firma.example/engagement', 'Unser Engagement', [['p', line]]))).toHaveLength(
      1,
    );
    const polish = page('https://firma.example/zrownowazony-rozwoj', 'Zrównoważony rozwój', [
      ['p', 'Od 2019 roku segregujemy odpady produkcyjne w pięciu frakcjach.'],
    ]);
    expect(titles(polish)).toHaveLength(1);
  });

  it('takes a People / Planet pillar for a topic, not for an initiative, and reads the lines under it', () => {
    const pillars = page('https://firma.example/sustainability', 'Responsibility', [
      [2, 'Planet'],
      ['p', 'In 2022 we installed a heat pump in the showroom, replacing a gas boiler.'],
    ]);
    expect(titles(pillars)).toEqual(['In 2022 we installed a heat pump in the showroom']);
  });
});

describe('a timeline of the company’s measures, one dated entry a line', () => {
  const english = page('https://fernhill.example/sustainability', 'Sustainability', [
    [1, 'Sustainability'],
    [2, 'Our steps'],
    [
      'ul',
      [
        '2021: heat pumps in our own office, the gas connection removed',
        '2023 – 14 electric vans for our engineers',
        '1998: company founded in Leeds by two brothers',
        '2022: first sustainability report published',
        '2024: emissions down 18% on 2019',
        '2028: solar panels on the warehouse roof',
        '2025: ISO 14001 certification for the head office',
      ],
    ],
  ]);

  it('reads each past entry as a measure titled by what it says, in English', () => {
    expect(titles(english)).toEqual(['Heat pumps in our own office', '14 electric vans for our engineers']);
  });

  it('leaves out a founding, a report, a result, a coming year and a certificate', () => {
    const found = titles(english).join(' | ').toLowerCase();
    for (const left of ['founded', 'report', 'emissions down', 'roof', 'iso'])
      expect(found).not.toContain(left);
  });

  it('reads a Dutch list and French paragraphs, with no title from the heading that announces them', () => {
    const dutch = page('https://koeling.example/duurzaamheid', 'Duurzaamheid', [
      [1, 'Duurzaamheid'],
      [2, 'Onze stappen'],
      [
        'ul',
        [
          '2022: 22 elektrische bestelbussen voor onze monteurs',
          '2027: we willen ook de vrachtwagens elektrisch maken',
        ],
      ],
      [2, 'Energie'],
      ['p', 'In 2022 hebben we 3.400 zonnepanelen op de fabriekshallen gelegd.'],
    ]);
    expect(titles(dutch)).toEqual([
      '22 elektrische bestelbussen voor onze monteurs',
      'In 2022 hebben we 3.400 zonnepanelen op de fabriekshallen gelegd',
    ]);
    const french = page('https://transports.example/nos-engagements', 'Nos engagements', [
      [1, 'Nos engagements'],
      [2, 'Nos réalisations'],
      ['p', "2019 : formation de tous nos conducteurs à l'éco-conduite, renouvelée chaque année."],
      ['p', '2021 : mise en service de 25 camions roulant au bioGNV.'],
      [2, 'Nos chiffres'],
      ['p', 'En 2025, nous avons consommé 7,2 millions de litres de gazole et émis 19 800 tCO2e.'],
    ]);
    expect(titles(french)).toEqual([
      "Formation de tous nos conducteurs à l'éco-conduite",
      'Mise en service de 25 camions roulant au bioGNV',
    ]);
  });
});

describe('a list of measures each named and then given its figure', () => {
  it('titles the measure by its name when the item dates it and counts it, in French and English', () => {
    const french = page('https://cosmetiques.example/engagements-rse', 'Nos engagements RSE', [
      [1, 'Nos engagements RSE'],
      [2, 'Notre usine'],
      [
        'ul',
        [
          "Recyclage de l'eau de process : 35 % de l'eau de lavage des cuves est réutilisée depuis 2024",
          'Chaudière biomasse en remplacement de la chaudière gaz en 2024 : -780 tCO2e par an',
          "Panneaux solaires sur l'entrepôt : 420 kWc installés en 2025",
          "Consommation d'eau : 14 200 m³ en 2025",
          "Objectif eau : -30 % d'ici 2030",
          'Flotte électrique : 12 véhicules prévus en 2027',
        ],
      ],
    ]);
    expect(titles(french)).toEqual([
      "Recyclage de l'eau de process",
      'Chaudière biomasse en remplacement de la chaudière gaz en 2024',
      "Panneaux solaires sur l'entrepôt",
    ]);
    const english = page('https://haulage.example/responsibility', 'Responsibility', [
      [1, 'Responsibility'],
      [2, 'More we do'],
      [
        'ul',
        [
          'Eco-driving training for all 300 drivers since 2021 – fuel use per km down 6% thanks to it',
          'Water consumption: 4,100 m³ in 2025',
          'Our Scope 1 emissions: 24,600 tCO2e in 2025',
        ],
      ],
    ]);
    expect(titles(english)).toEqual(['Eco-driving training for all 300 drivers']);
  });
});

describe('pillar headings in French and Spanish over the company’s paragraphs', () => {
  it('reads the practices under "Nos produits" and "Energía", not the pillars themselves', () => {
    const spanish = page('https://conservas.example/sostenibilidad', 'Sostenibilidad', [
      [1, 'Sostenibilidad'],
      [2, 'Energía'],
      [
        'p',
        'En 2022 hemos sustituido la caldera de fuelóleo por una caldera de biomasa. Además, en 2024 instalamos 900 placas solares en la cubierta de la nave.',
      ],
      [2, 'Envases y pesca'],
      ['p', 'Nuestro objetivo es llegar a cero residuos en 2030.'],
    ]);
    expect(titles(spanish)).toEqual([
      'En 2022 hemos sustituido la caldera de fuelóleo por una caldera de biomasa',
      'Además, en 2024 instalamos 900 placas solares en la cubierta de la nave',
    ]);
    const french = page('https://cosmetiques.example/engagements-rse', 'Nos engagements RSE', [
      [1, 'Nos engagements RSE'],
      [2, 'Nos produits'],
      ['p', 'En 2023, nous avons lancé une gamme rechargeable de six soins.'],
    ]);
    expect(titles(french)).toEqual(['En 2023, nous avons lancé une gamme rechargeable de six soins']);
  });
});
