import type { StructuredDocument } from '@impact/contracts';
import { describe, expect, it } from 'vitest';
import { headedPage, type HeadedLine } from './fixtures/headed-page.js';
import { extractInitiativeBlocks } from './initiative-blocks.js';

/** A web page laid out as headings and paragraphs; each heading's path is the headings above it. */
const page = (url: string, title: string, layout: readonly HeadedLine[]) =>
  headedPage({ url, title, language: 'en' }, layout);

const titles = (document: StructuredDocument) =>
  extractInitiativeBlocks([document]).map((found) => found.title);

describe('initiatives under second-level headings of a sustainability page', () => {
  const responsibility = page('https://fenwick.example/responsibility', 'Responsibility at Fenwick', [
    [1, 'Responsibility'],
    ['p', 'Rivers shape our valley and our business.'],
    [2, 'Certificates'],
    ['p', 'ISO 14001 certified since 2015.'],
    [2, 'Heat recovery at the dye house'],
    ['p', 'In 2022 we installed heat exchangers on every dyeing line, saving 3,100 MWh of gas a year.'],
    [2, 'Riverbank volunteering programme'],
    ['p', 'Colleagues clear litter from the Aire twice a year.'],
    [2, 'Climate'],
    ['p', 'Since 2020 we report our emissions to CDP.'],
    [2, 'Our ambition'],
    ['p', 'We aim to halve our emissions by 2030.'],
  ]);

  it('reads a leaf section that tells what the company did, and one that names a programme', () => {
    expect(titles(responsibility)).toEqual([
      'Heat recovery at the dye house',
      'Riverbank volunteering programme',
    ]);
  });

  it('leaves out pillars, topics, certificates and aims without an action', () => {
    const found = titles(responsibility);
    for (const heading of ['Certificates', 'Climate', 'Our ambition', 'Responsibility']) {
      expect(found).not.toContain(heading);
    }
  });

  it('leaves out a second-level heading that has sub-headings of its own (a pillar over its projects)', () => {
    const pillars = page('https://fenwick.example/sustainability', 'Sustainability', [
      [1, 'Sustainability'],
      [2, 'Water savings'],
      ['p', 'Since 2018 we have worked on water.'],
      [3, 'Closed-loop rinsing'],
      ['p', 'Rinse water is filtered and reused on the same line.'],
    ]);
    expect(titles(pillars)).toEqual(['Closed-loop rinsing']);
  });

  it('reads no second-level heading on a page that is not about sustainability', () => {
    const news = page('https://fenwick.example/news', 'News', [
      [1, 'News'],
      [2, 'New warehouse in Leeds'],
      ['p', 'In 2024 we opened a warehouse in Leeds.'],
    ]);
    expect(titles(news)).toEqual([]);
  });
});

describe('initiatives under headings of sustainability pages in five more languages', () => {
  const pages = [
    page('https://brenaz.example/fr/engagements', 'Nos engagements', [
      [1, 'Nos engagements'],
      [2, 'Climat'],
      ['p', 'Nous avons lancé un plan climat ; 38 % de nos sites sont couverts.'],
      [2, 'Toitures solaires à Vierzon'],
      ['p', 'En 2023, nous avons installé 1,8 MWc de panneaux solaires sur les toits de nos entrepôts.'],
      [2, 'Objectifs 2030'],
      ['p', 'Nous visons une baisse de 50 % de nos émissions d’ici 2030.'],
      [2, 'Chiffres clés'],
      ['p', 'Depuis 2019, nos émissions ont baissé de 30 %.'],
    ]),
    page('https://brenaz.example/de/umwelt', 'Umwelt und Klima', [
      [1, 'Umwelt und Klima'],
      [2, 'Wärmerückgewinnung im Werk Kassel'],
      ['p', '2021 haben wir eine Wärmerückgewinnung installiert, die 2.100 MWh Erdgas im Jahr spart.'],
      [2, 'Unser Ansatz'],
      ['p', 'Seit 2019 haben wir 40 % unserer Emissionen gesenkt.'],
    ]),
    page('https://brenaz.example/it/sostenibilita', 'Sostenibilità', [
      [1, 'Sostenibilità'],
      [2, 'Recupero delle acque piovane'],
      ['p', 'Nel 2022 abbiamo installato una vasca che raccoglie 4.200 m³ di acqua piovana all’anno.'],
      [2, 'Ambiente'],
      ['p', 'Abbiamo introdotto la raccolta differenziata nel 95% degli uffici.'],
      [2, 'Cogenerazione a Sassuolo'],
      [
        'p',
        'Nel 2022 abbiamo messo in servizio un impianto di cogenerazione da 4,5 MW che recupera il calore.',
      ],
      [2, 'Il forno del 1998'],
      ['p', 'Il forno è in servizio dal 1998 e cuoce 9.000 m² al giorno.'],
    ]),
    page('https://brenaz.example/es/sostenibilidad', 'Sostenibilidad', [
      [1, 'Sostenibilidad'],
      [2, 'Flota eléctrica en Zaragoza'],
      ['p', 'En 2024 hemos sustituido 12 furgonetas diésel por vehículos eléctricos, un 40 % de la flota.'],
      [2, 'Calor a partir de la cáscara de almendra'],
      [
        'p',
        'En 2022 pusimos en marcha una caldera de biomasa que quema la cáscara y cubre el 60 % del calor de la planta.',
      ],
      [2, 'Tarros más ligeros'],
      ['p', 'Con nuestro proveedor hemos rediseñado los tarros de 370 ml, que pesan un 12 % menos.'],
      [2, 'Campaña de verano'],
      ['p', 'La campaña de verano ocupa a 300 personas.'],
    ]),
    page('https://brenaz.example/fr/rse', 'RSE', [
      [1, 'Ce que nous faisons'],
      [2, 'Atelier de réparation'],
      ['p', 'Nos clients rapportent leurs outils usés.'],
    ]),
    page('https://brenaz.example/nl/duurzaamheid', 'Duurzaamheid', [
      [1, 'Duurzaamheid'],
      [2, 'Warmtepompen in Breda'],
      ['p', 'In 2023 hebben we in Breda vier warmtepompen geplaatst; zij leveren 60% van de warmte.'],
      [2, 'Onze aanpak'],
      ['p', 'In 2022 hebben we 30% van de daken van zonnepanelen voorzien en geplaatst.'],
    ]),
  ];

  it('reads a leaf section that tells what the company set up, and a heading under one announcing actions', () => {
    expect(pages.flatMap(titles)).toEqual([
      'Toitures solaires à Vierzon',
      'Wärmerückgewinnung im Werk Kassel',
      'Recupero delle acque piovane',
      'Cogenerazione a Sassuolo',
      'Flota eléctrica en Zaragoza',
      'Calor a partir de la cáscara de almendra',
      'Tarros más ligeros',
      'Atelier de réparation',
      'Warmtepompen in Breda',
    ]);
  });
});

describe('a section telling what the company fitted or rolled out, without a figure', () => {
  const sustainability = page('https://boxmaker.example/sustainability', 'Sustainability at Boxmaker', [
    [1, 'Sustainability'],
    ['p', 'Corrugated board is made from a renewable raw material.'],
    [2, 'Safer workplaces'],
    [
      'p',
      'Every plant has a safety committee. After two hand injuries we fitted light curtains to all die-cutters.',
    ],
    [2, 'Our customers'],
    ['p', 'We supply food producers and online retailers; we have always worked closely with them.'],
    [2, 'Emissions'],
    ['p', 'Since 2019 our emissions have fallen every year.'],
  ]);

  it('reads the section as an initiative, and not a section that only tells since when or whom', () => {
    expect(titles(sustainability)).toEqual(['Safer workplaces']);
  });
});

describe('a section telling what the company runs since a date, or connected, in German and more', () => {
  const nachhaltigkeit = page(
    'https://pumpenwerk.example/nachhaltigkeit',
    'Nachhaltigkeit | Pumpenwerk Aller',
    [
      [1, 'Verantwortung bei Aller'],
      ['p', 'Pumpen laufen jahrzehntelang; ihr Wirkungsgrad zählt mehr als ihr Gewicht.'],
      [2, 'Sonnenstrom vom Lagerdach'],
      [
        'p',
        'Seit März 2022 liefert eine Solaranlage mit 950 kWp auf dem Lagerdach in Verden Strom für die Montage.',
      ],
      [2, 'Abwärme der Prüfstände'],
      [
        'p',
        'Im vergangenen Jahr haben wir die Abwärme der Prüfstände unseres Werks in Verden an das Heizungsnetz der Montagehallen angeschlossen; sie deckt 25 % des Wärmebedarfs.',
      ],
      [2, 'Grüner Strom'],
      ['p', 'Seit Januar 2021 beziehen alle Standorte ausschließlich Ökostrom.'],
      [2, 'Emissionen'],
      ['p', 'Seit 2019 sind unsere Emissionen um 30 % gesunken.'],
      [2, 'Energieeffizienz'],
      ['p', 'Seit 2020 messen wir den Stromverbrauch jeder Halle.'],
    ],
  );
  const impegni = page('https://valvole.example/sostenibilita', 'Sostenibilità | Valvole Orsi', [
    [1, 'Sostenibilità'],
    [2, 'Energia verde'],
    [
      'p',
      'Dal 2023 acquistiamo solo energia elettrica da fonti rinnovabili per lo stabilimento di Lumezzane.',
    ],
    [2, 'Il nostro obiettivo'],
    ['p', 'Entro il 2030 vogliamo installare un impianto fotovoltaico da 2 MWp.'],
  ]);

  it('reads a plant running since a date with its size, a connection made, and renewable power bought since a date', () => {
    expect(titles(nachhaltigkeit)).toEqual([
      'Sonnenstrom vom Lagerdach',
      'Abwärme der Prüfstände',
      'Grüner Strom',
    ]);
    expect(titles(impegni)).toEqual(['Energia verde']);
  });
});

describe('chapters of a report published as a web page, and pillars joined by "and"', () => {
  const chapters: [number | 'p', string][] = [
    [1, 'Sustainability report 2025/26'],
    [2, 'Waste and packaging'],
    [
      'p',
      'We generated 9,870 tonnes of waste, 88% recycled. We have sold no plastic carrier bags since 2022.',
    ],
    [2, 'Rooftop solar at the Leeds depot'],
    ['p', 'In 2024 we installed 1.2 MWp of solar panels on the Leeds depot roof.'],
  ];
  const reportPage = page(
    'https://gardens.example/sustainability/report-2025-26',
    'Report 2025/26',
    chapters,
  );
  const sustainability = page('https://gardens.example/sustainability', 'Sustainability', chapters.slice(1));

  it('reads no initiative from a report page: its headings are chapters, read by the sentence rules', () => {
    expect(titles(reportPage)).toEqual([]);
  });

  it('reads the project, not the pillar "Waste and packaging", on a sustainability page', () => {
    expect(titles(sustainability)).toEqual(['Rooftop solar at the Leeds depot']);
  });
});

describe('a French heat network’s actions, each under its own heading', () => {
  const engagements = page('https://chaleur-vive.example/engagements', 'Nos engagements | Chaleur Vive', [
    [1, 'Nos engagements'],
    [2, 'Sortir du fioul'],
    [
      'p',
      'Nous remplaçons les chaudières fioul de nos réseaux par du bois : 64 % d’énergies renouvelables en 2025.',
    ],
    [2, 'Valoriser la chaleur perdue'],
    ['p', 'Depuis mai 2024, le réseau de Lunel récupère la chaleur fatale d’une fromagerie : 8 GWh par an.'],
    [2, 'Des fumées plus propres'],
    ['p', 'Nous avons équipé nos deux chaufferies de filtres à manches : 6 mg/Nm³ de poussières en 2025.'],
    [2, 'Aider les ménages modestes'],
    ['p', 'En 2025, nous avons gelé l’abonnement de 1 200 logements sociaux.'],
    [2, 'Notre ambition'],
    ['p', 'Nous voulons atteindre 80 % d’énergies renouvelables en 2030.'],
  ]);

  it('reads what the company replaces, recovers, fitted and froze, not its ambition', () => {
    expect(titles(engagements)).toEqual([
      'Sortir du fioul',
      'Valoriser la chaleur perdue',
      'Des fumées plus propres',
      'Aider les ménages modestes',
    ]);
  });
});

describe('a haulier’s sustainability page: installations of its own, counted or sized', () => {
  it('reads a section on its solar roofs, electric trucks or LNG trucks, and a named academy', () => {
    const dutch = page('https://www.vanhaeren.example/duurzaamheid', 'Duurzaamheid | Van Haeren Transport', [
      [1, 'Duurzaam ondernemen'],
      ['p', 'Wij willen in 2040 emissievrij rijden.'],
      [2, 'Zonnestroom van eigen dak'],
      ['p', 'Op de daken van onze distributiecentra liggen 6.200 zonnepanelen met een vermogen van 2,6 MWp.'],
      [2, 'Stil en schoon de stad in'],
      ['p', 'Met 12 elektrische bakwagens bevoorraden wij bakkerijen in Utrecht en Amersfoort.'],
      [2, 'Transitiebrandstoffen'],
      ['p', 'Inmiddels rijden 21 van onze trucks op bio-LNG, goed voor 14% van ons brandstofverbruik.'],
      [2, 'De Van Haeren Rijacademie'],
      ['p', 'Nieuwe chauffeurs leren zuinig en veilig rijden van ervaren collega’s.'],
      [2, 'Ons wagenpark'],
      ['p', 'Onze trucks worden elke zes jaar vervangen.'],
      [2, 'Veilig op weg'],
      ['p', 'Alle trucks hebben camera’s voor de dode hoek.'],
    ]);
    expect(titles(dutch)).toEqual([
      'Zonnestroom van eigen dak',
      'Stil en schoon de stad in',
      'Transitiebrandstoffen',
      'De Van Haeren Rijacademie',
    ]);
    const english = page('https://www.ashby.example/sustainability', 'Sustainability | Ashby Haulage', [
      [1, 'Sustainability'],
      [2, 'Cleaner city deliveries'],
      ['p', 'Our 15 electric trucks now serve every store in central Leeds.'],
      [2, 'Safety first'],
      ['p', 'All our trucks carry blind-spot cameras.'],
    ]);
    expect(titles(english)).toEqual(['Cleaner city deliveries']);
  });
});

describe('a retailer’s schemes for its goods and freight, each under its own heading', () => {
  const rse = page('https://brenvaux.example/rse', 'Notre engagement RSE', [
    [1, 'Responsabilité sociétale'],
    ['p', 'La forêt est notre terrain de jeu.'],
    [2, 'Atelier réparation en boutique'],
    [
      'p',
      'Depuis 2020, 12 de nos boutiques recousent les sacs et remplacent les boucles. 6 200 articles repris en 2024.',
    ],
    [2, 'Corner seconde main'],
    ['p', 'Vos anciens sacs sont rachetés contre un bon d’achat et revendus en boutique.'],
    [2, 'Fret ferroviaire'],
    ['p', 'Depuis 2021, les conteneurs arrivent par le train jusqu’à l’entrepôt : 58 % des volumes.'],
    [2, 'Climat'],
    ['p', 'Depuis 2019, nos émissions ont baissé de 30 %.'],
    [2, 'Nos objectifs'],
    ['p', 'Réduire nos déchets de moitié.'],
  ]);

  it('reads the repair, second-hand and rail freight sections, not the pillars', () => {
    expect(titles(rse)).toEqual([
      'Atelier réparation en boutique',
      'Corner seconde main',
      'Fret ferroviaire',
    ]);
  });
});

describe('a Portuguese sustainability page: what the company installed, is replacing, or funds', () => {
  const sustentabilidade = page('https://ventoso.example/sustentabilidade', 'Sustentabilidade', [
    [1, 'Sustentabilidade'],
    [2, 'Fundo comunitário "Vento Comum"'],
    ['p', 'Desde 2015, 1% das receitas dos parques eólicos financia projetos locais: 46 projetos em 2024.'],
    [2, 'Monitorização da avifauna'],
    [
      'p',
      'Em 2024 instalámos sistemas de paragem automática em 22 aerogeradores, reduzindo a mortalidade em 63%.',
    ],
    [2, 'Repowering do parque da Serra'],
    ['p', 'Estamos a substituir 42 aerogeradores de 2 MW por 14 novas máquinas de 6 MW.'],
    [2, 'Clima'],
    ['p', 'Temos como objetivo a neutralidade carbónica até 2030.'],
    [2, 'Certificações'],
    ['p', 'Certificação ISO 14001 desde 2016, válida até dezembro de 2026.'],
  ]);

  it('reads the fund, the bird monitoring and the repowering, not the climate aim or the certificates', () => {
    expect(titles(sustentabilidade)).toEqual([
      'Fundo comunitário "Vento Comum"',
      'Monitorização da avifauna',
      'Repowering do parque da Serra',
    ]);
  });
});

describe('initiatives on a Nordic sustainability page', () => {
  it('reads the headed efforts under "Vores indsatser" on a Danish page, not its certificates', () => {
    const baeredygtighed = page('https://tarnby.example/baeredygtighed', 'Bæredygtighed – Tarnby Foods', [
      [1, 'Bæredygtighed hos Tarnby'],
      ['p', 'Vi vil producere fødevarer med mindre klimaaftryk.'],
      [2, 'Vores indsatser'],
      [3, 'Solceller på taget'],
      ['p', 'I 2024 satte vi 2.400 solpaneler op på lageret i Vejle.'],
      [3, 'Mindre madspild'],
      ['p', 'Overskudsvarer går nu til lokale fødevarebanker.'],
      [2, 'Certificeringer'],
      ['p', 'Vi er certificeret efter ISO 14001.'],
    ]);
    expect(titles(baeredygtighed)).toEqual(['Solceller på taget', 'Mindre madspild']);
  });
});

describe('initiatives on a Swedish sustainability page with second-level headings only', () => {
  const hallbarhet = page('https://nordvik.example/hallbarhet', 'Hållbarhet – Nordvik Trä', [
    [1, 'Hållbarhet'],
    ['p', 'Skogen är vår viktigaste resurs.'],
    [2, 'Bioenergi av bark och spån'],
    ['p', 'I fabriken tog vi 2023 i drift en ny biobränslepanna på 12 MW som eldas med bark.'],
    [2, 'Återplantering'],
    [
      'p',
      'Sedan 2021 planterar vi två plantor för varje avverkat träd. Under 2025 satte vi 1,4 miljoner plantor.',
    ],
    [2, 'Eldrivna lastbilar'],
    [
      'p',
      'Under 2024 har vi tagit två eldrivna lastbilar i trafik. Till 2028 ska 25 procent av transporterna gå på el.',
    ],
    [2, 'Klimat'],
    ['p', 'Sedan 2020 har våra utsläpp minskat med 30 procent.'],
    [2, 'Vårt mål'],
    ['p', 'Vi ska halvera utsläppen till 2030.'],
  ]);

  it('reads the sections that tell what the company commissioned, plants or put on the road, not a result or an aim', () => {
    expect(titles(hallbarhet)).toEqual([
      'Bioenergi av bark och spån',
      'Återplantering',
      'Eldrivna lastbilar',
    ]);
  });

  it('reads a Danish and a Norwegian section told in the perfect', () => {
    const danish = page('https://nordvik.example/baeredygtighed', 'Bæredygtighed', [
      [1, 'Bæredygtighed'],
      [2, 'Varmepumper i hallerne'],
      ['p', 'I 2024 har vi installeret tre varmepumper, som sparer 40 procent af gassen.'],
    ]);
    const norwegian = page('https://nordvik.example/barekraft', 'Bærekraft', [
      [1, 'Bærekraft'],
      [2, 'Solceller på lageret'],
      ['p', 'Vi har installert solceller på 2 400 m2 tak, som gir 380 MWh i året.'],
    ]);
    expect([...titles(danish), ...titles(norwegian)]).toEqual([
      'Varmepumper i hallerne',
      'Solceller på lageret',
    ]);
  });
});

describe('French initiatives told with a verb in the present or a removal', () => {
  const engagements = page('https://ormeval.example/engagements-rse', 'Nos engagements RSE', [
    [1, 'Nos engagements RSE'],
    [2, 'Des haies pour les pollinisateurs'],
    ['p', 'Depuis 2020, nous finançons avec nos agriculteurs la plantation de haies : 9 km ont été plantés.'],
    [2, 'Moins de suremballages'],
    ['p', 'Nous avons supprimé les étuis en carton de nos savons, soit 14 tonnes de carton en moins par an.'],
    [2, 'Notre approche'],
    ['p', 'Depuis 2019, nos émissions ont baissé de 30 %.'],
  ]);

  it('reads what the company funds or removed, with its figures', () => {
    expect(titles(engagements)).toEqual(['Des haies pour les pollinisateurs', 'Moins de suremballages']);
  });
});

describe('a heading numbered as a list item', () => {
  const commitments = page('https://orvanel.example/engagements', 'Nos engagements', [
    [1, 'Nos engagements'],
    [2, '1. Restaurer les haies du plateau'],
    ['p', 'Depuis 2020, nous avons planté 9 km de haies avec nos agriculteurs partenaires.'],
    [2, '2) Heat recovery at the press shop'],
    ['p', 'In 2023 we installed heat exchangers on both presses, saving 1,200 MWh a year.'],
    [2, '2030 targets'],
    ['p', 'We will halve our emissions.'],
  ]);

  it('is titled without its number', () => {
    expect(titles(commitments)).toEqual([
      'Restaurer les haies du plateau',
      'Heat recovery at the press shop',
    ]);
  });
});

describe('a list of measures by topic', () => {
  const withList = (url: string, title: string, parent: string, items: string[]): StructuredDocument => {
    const document = page(url, title, [
      [1, title],
      [2, parent],
    ]);
    return {
      ...document,
      blocks: [
        ...document.blocks,
        { type: 'list', ordered: false, items, locator: { headingPath: [title, parent] } },
      ],
    };
  };
  const fields = withList(
    'https://brennwald.example/nachhaltigkeit',
    'Nachhaltigkeit',
    'Unsere Handlungsfelder',
    [
      'Klimaschutz: Solaranlagen auf allen Hallendächern (insgesamt 2,6 MWp), Umstellung der Lieferflotte auf Biomethan',
      'Wasser: Regenwassernutzung in allen Werken',
      'Arbeitssicherheit: Programm „Null Schäden“ mit Unterweisungen in vier Sprachen',
      'Kreislaufwirtschaft: Recyclingquote 98 % bis 2030',
      'Klima: Wir wollen bis 2040 klimaneutral sein.',
    ],
  );

  it('reads each measure after a topic label, split at its commas', () => {
    expect(titles(fields)).toEqual([
      'Solaranlagen auf allen Hallendächern (insgesamt 2,6 MWp)',
      'Umstellung der Lieferflotte auf Biomethan',
      'Regenwassernutzung in allen Werken',
    ]);
  });

  it('reads no labelled list off a page that is not about sustainability', () => {
    const branches = withList('https://brennwald.example/standorte', 'Standorte', 'Unsere Büros', [
      'Water: Riverside House, 3 Quay Street, Leeds',
    ]);
    const offices = withList('https://brennwald.example/about', 'About us', 'Our offices', [
      'Head office: Aire House, 14 Manor Row, Bradford',
    ]);
    expect([...titles(branches), ...titles(offices)]).toEqual([]);
  });

  it('reads no targets list, no certificates and no lone labelled line', () => {
    const targets = withList('https://brennwald.example/nachhaltigkeit', 'Nachhaltigkeit', 'Unsere Ziele', [
      'Klimaschutz: Solaranlagen auf allen Hallendächern',
      'Wasser: Regenwassernutzung in allen Werken',
    ]);
    const certified = withList('https://brennwald.example/sustainability', 'Sustainability', 'What we do', [
      'Energy: ISO 50001 certified energy management at all plants',
      'Water: EMAS-registered sites in Bavaria',
    ]);
    const lone = withList('https://brennwald.example/sustainability', 'Sustainability', 'Contact', [
      'Energy: rooftop solar at the head office',
      'Phone +49 30 1234 567',
      'Email info@example.test',
    ]);
    expect([...titles(targets), ...titles(certified), ...titles(lone)]).toEqual([]);
  });
});

// An invented Spanish holiday-hotel group's sustainability page, laid out as such groups lay theirs out.
describe('a hotel group’s initiatives under second-level headings of its sustainability page', () => {
  const hotels = page('https://hoteles.example/sostenibilidad', 'Sostenibilidad', [
    [1, 'Sostenibilidad'],
    ['p', 'El mar y la costa son la razón de ser de nuestro negocio.'],
    [2, 'Agua: desalación y reutilización'],
    [
      'p',
      'En 2024 pusimos en marcha una pequeña planta desaladora y sistemas de reutilización de aguas grises. El consumo por estancia bajó de 205 a 198 litros.',
    ],
    [2, 'Energía solar térmica'],
    ['p', 'En 2025 ampliamos la instalación del hotel de la playa con 420 m² de captadores solares.'],
    [2, 'Menos desperdicio alimentario en los buffets'],
    [
      'p',
      'Desde 2023 pesamos cada día los restos de los buffets y servimos raciones más pequeñas. El desperdicio por cliente se redujo un 31 %.',
    ],
    [2, 'Producto local y de km 0'],
    ['p', 'En los menús señalamos los platos elaborados con producto de la isla.'],
    [2, 'Habitaciones sin plástico'],
    ['p', 'Hemos eliminado los plásticos de un solo uso de las habitaciones.'],
    [2, 'Agua'],
    ['p', 'Desde 2019, nuestras emisiones han bajado un 30 %.'],
    [2, 'Clima'],
    ['p', 'Desde 2019 el consumo de agua ha bajado un 12 %.'],
  ]);

  it('reads water reuse, solar heating, buffet food waste, local sourcing and plastic-free rooms', () => {
    expect(titles(hotels)).toEqual([
      'Agua: desalación y reutilización',
      'Energía solar térmica',
      'Menos desperdicio alimentario en los buffets',
      'Producto local y de km 0',
      'Habitaciones sin plástico',
    ]);
  });

  it('reads a practice run since a date in the first person, in Italian, French, German and Dutch', () => {
    for (const [, text] of [
      ['it', 'Dal 2022 pesiamo ogni giorno gli avanzi del buffet: lo spreco è sceso del 28 %.'],
      ['fr', 'Depuis 2021, nous pesons chaque jour les restes du buffet : le gaspillage a baissé de 28 %.'],
      ['de', 'Seit 2022 wiegen wir täglich die Buffetreste; die Verschwendung sank um 28 %.'],
      ['nl', 'Sinds 2022 wegen we elke dag de restjes van het buffet, 28 % minder verspilling.'],
    ] as const) {
      const document = page('https://hoteles.example/sostenibilita', 'Sostenibilità', [
        [1, 'Sostenibilità'],
        [2, 'Buffet'],
        ['p', text],
      ]);
      expect(titles(document)).toEqual(['Buffet']);
    }
  });

  it('does not read a date followed by a result as a practice', () => {
    const result = page('https://hoteles.example/durabilite', 'Durabilité', [
      [1, 'Durabilité'],
      [2, 'Nos hôtels'],
      ['p', 'Depuis 2019, nos émissions ont baissé de 30 %.'],
    ]);
    expect(titles(result)).toEqual([]);
  });
});

describe('a heading over the link to the company’s report is no initiative', () => {
  it.each([
    [
      'Relatório de Sustentabilidade',
      'Consulte os indicadores detalhados no Relatório de Sustentabilidade 2025 (PDF).',
    ],
    ['Sustainability report', 'Read the detailed indicators in our Sustainability Report 2025 (PDF).'],
    ['Nachhaltigkeitsbericht', 'Alle Kennzahlen finden Sie im Nachhaltigkeitsbericht 2025 (PDF).'],
  ])('%s', (heading, paragraph) => {
    const document = page('https://tiles.example/sustentabilidade', 'Sustentabilidade', [
      [1, 'Sustentabilidade'],
      [3, 'Central fotovoltaica de autoconsumo'],
      ['p', 'Em 2024 entrou em funcionamento uma central fotovoltaica de 6,2 MWp na fábrica.'],
      [3, heading],
      ['p', paragraph],
    ]);
    expect(titles(document)).toEqual(['Central fotovoltaica de autoconsumo']);
  });

  it('a programme whose name holds the word stays one', () => {
    const document = page('https://tiles.example/sustentabilidade', 'Sustentabilidade', [
      [1, 'Sustentabilidade'],
      [3, 'Reporting de emissões aos fornecedores'],
      ['p', 'Desde 2024 pedimos aos fornecedores de argila que reportem as suas emissões de transporte.'],
    ]);
    expect(titles(document)).toEqual(['Reporting de emissões aos fornecedores']);
  });
});
