import { describe, expect, it } from 'vitest';
import { extractMetrics } from './metrics.js';

// Fictional companies' pages, one paragraph per line, as the website reader gives them.
const URL = 'https://www.example.test/duurzaamheid';
const read = (language: string, ...lines: string[]) =>
  extractMetrics(lines.join('\n'), URL, { retrievedAt: '2026-03-01', language }).map(
    ({ name, value, year, kind }) => ({ name, value, year, kind }),
  );

describe('sentence metrics in Dutch', () => {
  it('reads figures by their decimal comma and thousands dot, each with its topic and year', () => {
    expect(
      read(
        'nl',
        'In 2024 bedroeg onze scope 1-uitstoot 12.300 ton CO2-eq.',
        'Vorig jaar werkten er 640 medewerkers bij ons.',
        'In 2025 kwam 68,5% van onze elektriciteit uit hernieuwbare bronnen.',
        'Wij onttrokken in 2024 4.120 m³ water.',
      ),
    ).toEqual([
      { name: 'Scope 1 emissions', value: '12,300 tCO2e', year: 2024, kind: 'ghg-emissions' },
      {
        name: 'Renewable electricity share',
        value: '68.5%',
        year: 2025,
        kind: 'renewable-electricity-share',
      },
      { name: 'Water withdrawal', value: '4,120 m³', year: 2024, kind: 'water-withdrawal' },
    ]);
  });

  it('dates a figure by the heading above it, and keeps a qualifier', () => {
    expect(read('nl', 'Kerncijfers 2024', 'Bij ons werken meer dan 600 medewerkers.')).toEqual([
      {
        name: 'Number of employees',
        value: 'more than 600 employees',
        year: 2024,
        kind: 'employees-headcount',
      },
    ]);
  });

  it('leaves out targets, ceilings, old values, an industry’s average and a parent’s figures', () => {
    expect(
      read(
        'nl',
        'Ons doel is om tegen 2030 de uitstoot met 50% te verminderen.',
        'Klanten besparen in 2024 tot wel 30% energie.',
        'In 2024 daalde de scope 2-uitstoot van 9.800 ton CO2-eq naar 7.400 ton CO2-eq.',
        'Ons moederbedrijf had in 2024 14.200 medewerkers.',
        'Het gemiddelde energieverbruik in de textielveredeling bedroeg in 2024 4.100 MWh per bedrijf.',
        'Het gemiddelde waterverbruik in de textielveredeling ligt rond 120 liter; wij verbruikten in 2024 64 liter per kilo.',
      ),
    ).toEqual([{ name: 'Scope 2 emissions', value: '7,400 tCO2e', year: 2024, kind: 'ghg-emissions' }]);
  });
});

describe('sentence metrics in German', () => {
  it('reads figures by their decimal comma and thousands dot, each with its topic and year', () => {
    expect(
      read(
        'de',
        'Im Jahr 2024 beschäftigten wir 1.280 Mitarbeitende an drei Standorten.',
        'Der Anteil von Ökostrom an unserem Stromverbrauch lag 2024 bei 74,2 Prozent.',
        'Unsere Scope-1-Emissionen betrugen 2024 rund 3.450 t CO2e.',
        'Jeder Mitarbeitende absolvierte 2024 durchschnittlich 21 Stunden Weiterbildung.',
      ),
    ).toEqual([
      { name: 'Number of employees', value: '1,280 employees', year: 2024, kind: 'employees-headcount' },
      {
        name: 'Renewable electricity share',
        value: '74.2%',
        year: 2024,
        kind: 'renewable-electricity-share',
      },
      { name: 'Scope 1 emissions', value: 'approx. 3,450 tCO2e', year: 2024, kind: 'ghg-emissions' },
      {
        name: 'Training hours per employee',
        value: '21 hours per employee',
        year: 2024,
        kind: 'training-hours',
      },
    ]);
  });

  it('never dates a figure by the founding year named before its verb', () => {
    expect(
      read(
        'de',
        'Das Familienunternehmen wurde 1964 gegründet und beschäftigt heute 520 Mitarbeiterinnen und Mitarbeiter.',
      ),
    ).toEqual([]);
    expect(
      read('nl', 'Het familiebedrijf werd in 1987 opgericht en had in 2024 310 medewerkers in dienst.'),
    ).toEqual([
      { name: 'Number of employees', value: '310 employees', year: 2024, kind: 'employees-headcount' },
    ]);
  });

  it('leaves out targets, ceilings, comparison values and the parent group’s figures', () => {
    expect(
      read(
        'de',
        'Bis 2030 wollen wir unsere Emissionen um 42 % senken.',
        'Kunden sparen 2024 bis zu 30 % Energie.',
        'Die Emissionen sanken 2024 auf 4.200 t CO2e, gegenüber 5.100 t CO2e im Jahr 2019.',
        'Der Mutterkonzern beschäftigte 2024 weltweit 14.200 Mitarbeitende.',
        'Durch unsere Mehrwegboxen haben wir 2024 rund 800 t CO2e vermieden.',
        'Ein Hemd verursacht 2024 im Schnitt 9,5 kg CO2e.',
      ),
    ).toEqual([{ name: 'GHG emissions', value: '4,200 tCO2e', year: 2024, kind: 'ghg-emissions' }]);
  });

  it('tells electricity generated from electricity used, and savings from the inventory', () => {
    expect(
      read(
        'de',
        'Unsere Photovoltaikanlage erzeugte 2024 rund 450 MWh Strom.',
        'Mit LED-Beleuchtung haben wir 2024 insgesamt 120 t CO2e eingespart.',
      ),
    ).toEqual([
      {
        name: 'Renewable electricity generated',
        value: 'approx. 450 MWh',
        year: 2024,
        kind: 'renewable-generation',
      },
      {
        name: 'GHG emissions reduction',
        value: '120 tCO2e',
        year: 2024,
        kind: 'ghg-emissions-reduction',
      },
    ]);
  });

  it('reads a recycling rate named without the word for waste, in German, French and English', () => {
    const named = (language: string, sentence: string) =>
      read(language, sentence).map(({ name, value, year }) => [name, value, year]);
    expect(named('de', 'Die Recyclingquote lag 2024 bei 91 %.')).toEqual([
      ['Waste recycled or recovered', '91%', 2024],
    ]);
    expect(named('fr', 'En 2024, notre taux de recyclage a atteint 87 %.')).toEqual([
      ['Waste recycled or recovered', '87%', 2024],
    ]);
    expect(named('en', 'Our recycling rate was 78% in 2024.')).toEqual([
      ['Waste recycled or recovered', '78%', 2024],
    ]);
  });

  it('reads a plant named before its own size as generating, and a start month and year as no reporting year', () => {
    expect(
      read(
        'de',
        'Im Jahr 2024 erzeugte eine Solaranlage mit 2,1 MWp auf dem Lagerdach 1.980 MWh Strom, den wir selbst verbrauchen.',
        'Seit Juni 2023 liefert unser Windrad rund 3.100 MWh Strom im Jahr.',
      ),
    ).toEqual([
      // The plant's peak rating is its installed capacity.
      { name: 'Installed capacity', value: '2.1 MWp', year: 2024, kind: 'installed-capacity' },
      {
        name: 'Renewable electricity generated',
        value: '1,980 MWh',
        year: 2024,
        kind: 'renewable-generation',
      },
    ]);
  });
});

describe('sentence metrics in French', () => {
  it('reads figures with a space as thousands separator and a decimal comma', () => {
    expect(
      read(
        'fr',
        'En 2024, nous employions 1 120 salariés en France.',
        'En 2024, 41,5 % des postes de direction étaient occupés par des femmes.',
        'Nos émissions de scope 2 ont atteint 2 310 tonnes de CO2e en 2024.',
        'En 2024, nous avons produit 830 tonnes de déchets.',
      ),
    ).toEqual([
      { name: 'Number of employees', value: '1,120 employees', year: 2024, kind: 'employees-headcount' },
      { name: 'Women in leadership', value: '41.5%', year: 2024, kind: 'women-leadership' },
      { name: 'Scope 2 emissions', value: '2,310 tCO2e', year: 2024, kind: 'ghg-emissions' },
      { name: 'Waste generated', value: '830 tonnes', year: 2024, kind: 'waste-generated' },
    ]);
  });

  it('leaves out targets, ceilings, comparison values and a parent company’s figures', () => {
    expect(
      read(
        'fr',
        "Notre objectif est de réduire nos émissions de 30 % d'ici 2030.",
        "Nos clients économisent jusqu'à 25 % d'énergie en 2024.",
        'En 2024, nos émissions ont atteint 2 100 tonnes de CO2e contre 2 400 tonnes de CO2e en 2023.',
        'Notre maison mère employait 9 800 salariés en 2024.',
      ),
    ).toEqual([{ name: 'GHG emissions', value: '2,100 tCO2e', year: 2024, kind: 'ghg-emissions' }]);
  });
});

describe('sentence metrics in English on a page in another language', () => {
  it('reads an English page as before, and a Dutch thousands dot never as a decimal point', () => {
    expect(read('en', 'In 2024 we employed 640 people at our two plants.')).toEqual([
      { name: 'Number of employees', value: '640 employees', year: 2024, kind: 'employees-headcount' },
    ]);
    expect(read('nl', 'In 2024 bedroeg de uitstoot 12.300 ton CO2-eq.')[0]?.value).toBe('12,300 tCO2e');
  });

  it('reads a Polish page in Polish, where a space groups thousands', () => {
    // Read in English, '27 100 t CO2e' was a baseline of 100 t; in Polish it is the base year's.
    expect(read('pl', 'Cel na 2030 r.: redukcja emisji o 30% (rok bazowy 2021: 27 100 t CO2e).')).toEqual([]);
    expect(read('pl-PL', 'W 2024 roku emisje wyniosły 18 452 t CO2e.')).toEqual([
      expect.objectContaining({ name: 'GHG emissions', value: '18,452 tCO2e', year: 2024 }),
    ]);
  });
});

describe('a figure with last year’s in brackets after it', () => {
  // [language, sentence, the figure's year and value, the bracket's year and value]
  const cases: [string, string, string, string][] = [
    [
      'nl',
      'Energieverbruik 2025: 28.742,5 MWh (2024: 30.115 MWh).',
      '2025: 28,742.5 MWh',
      '2024: 30,115 MWh',
    ],
    ['de', 'Energieverbrauch 2025: 12.400 MWh (2024: 13.100 MWh).', '2025: 12,400 MWh', '2024: 13,100 MWh'],
    [
      'fr',
      'Consommation d’énergie 2025 : 1 284,6 MWh (2024 : 1 310 MWh).',
      '2025: 1,284.6 MWh',
      '2024: 1,310 MWh',
    ],
    ['en', 'Energy use 2025: 28,742.5 MWh (2024: 30,115 MWh).', '2025: 28,742.5 MWh', '2024: 30,115 MWh'],
    [
      'it',
      'Nel 2025 il consumo di energia è stato di 12.400 MWh (2024: 13.100 MWh).',
      '2025: 12,400 MWh',
      '2024: 13,100 MWh',
    ],
  ];
  it.each(cases)(
    'dates the figure and the bracket’s figure each by its own year (%s)',
    (language, line, now, before) => {
      expect(read(language, line).map(({ name, value, year }) => `${name} ${year}: ${value}`)).toEqual([
        `Energy consumption ${now}`,
        `Energy consumption ${before}`,
      ]);
    },
  );

  it('names the bracket’s figure as the one before it', () => {
    expect(
      read(
        'nl',
        'In 2025 was 78% van onze elektriciteit hernieuwbaar (2024: 61%), dankzij het zonnedak.',
      ).map(({ name, value, year }) => `${year} ${name}: ${value}`),
    ).toEqual(['2025 Renewable electricity share: 78%', '2024 Renewable electricity share: 61%']);
    expect(
      read('nl', 'Wateronttrekking: 171.950 m³ in 2025 (2024: 182.400 m³).').map(
        ({ name, value, year }) => `${year} ${name}: ${value}`,
      ),
    ).toEqual(['2025 Water withdrawal: 171,950 m³', '2024 Water withdrawal: 182,400 m³']);
    expect(read('de', 'Die Wasserentnahme betrug 2025 12.400 m³.').map(({ name }) => name)).toEqual([
      'Water withdrawal',
    ]);
  });

  it('gives a bracket no name of its own when the figure before it was a target or someone else’s', () => {
    expect(read('nl', 'Ons doel voor 2030 is 90% hernieuwbare elektriciteit (2025: 78%).')).toEqual([]);
    expect(
      read('de', 'Der Branchendurchschnitt lag 2025 bei 14.000 MWh Energieverbrauch (2024: 14.500 MWh).'),
    ).toEqual([]);
    expect(
      read('fr', 'La moyenne du secteur atteint 45 % d’électricité renouvelable en 2025 (2024 : 41 %).'),
    ).toEqual([]);
  });
});

describe('sentence metrics in Italian and Spanish', () => {
  const brief = (language: string, ...lines: string[]) =>
    read(language, ...lines).map(({ name, value, year }) => `${year} ${name}: ${value}`);

  it('reads Italian figures by their decimal comma and thousands dot, key-figure lines and a range', () => {
    expect(
      brief(
        'it',
        'Nel 2025 le nostre emissioni di Scope 1 sono state pari a 2.140 tonnellate di CO2e.',
        'Nel 2025 i nostri alberghi hanno consumato 412.300 m³ di acqua.',
        'Dipendenti (media annua) 2025: 3.140',
        'Energia elettrica rinnovabile 2025: tra il 78% e l’82%',
        'Nel 2025 le donne erano il 46,5% del nostro organico.',
      ),
    ).toEqual([
      '2025 Scope 1 emissions: 2,140 tCO2e',
      '2025 Water consumption: 412,300 m³',
      '2025 Number of employees: 3,140 employees',
      '2025 Renewable electricity share: 78–82%',
      '2025 Women in the workforce: 46.5%',
    ]);
  });

  it("reads the share of women named after its figure, not the next share the sentence joins with 'e'", () => {
    expect(
      brief(
        'it',
        'Al 31 dicembre 2025 contavamo 410 dipendenti, di cui il 68% donne e il 91% con contratto a tempo indeterminato.',
      ),
    ).toEqual(['2025 Number of employees: 410 employees', '2025 Women in the workforce: 68%']);
  });

  it("keeps 'superato le 600' as more than 600, beside the exact headcount in brackets", () => {
    expect(
      brief('it', "Nel 2025 l'organico ha superato le 400 persone (428 dipendenti al 31 dicembre 2025)."),
    ).toEqual([
      '2025 Number of employees: more than 400 employees',
      '2025 Number of employees: 428 employees',
    ]);
  });

  it("leaves out the owner's figures in the clause that follows its name", () => {
    expect(
      brief(
        'it',
        'Velandra è controllata da Orla Holding S.r.l., che nel 2025 ha registrato ricavi di 310 milioni di euro con circa 1.900 collaboratori.',
        'Nel 2025 contavamo 420 dipendenti.',
      ),
    ).toEqual(['2025 Number of employees: 420 employees']);
  });

  it('leaves out Italian targets, ceilings, old values, the sector average, seasonal staff and the parent', () => {
    expect(
      brief(
        'it',
        'Il nostro obiettivo è ridurre le emissioni del 40% entro il 2030.',
        'Le nuove caldaie consentono di risparmiare fino al 30% di energia nel 2025.',
        'Nel 2025 il consumo di acqua è sceso a 98.000 m³ rispetto a 104.000 m³ nel 2024.',
        'La media del settore alberghiero è di 420 litri di acqua per notte nel 2025.',
        'Nel 2025, in alta stagione, abbiamo impiegato 1.600 lavoratori stagionali.',
        'La capogruppo impiegava 12.000 dipendenti nel 2025.',
      ),
    ).toEqual(['2025 Water consumption: 98,000 m³']);
  });

  it("leaves out a target's base-year figure, whatever the page's year", () => {
    expect(
      read(
        'it',
        'Obiettivi 2025',
        'Ridurre del 50% le emissioni Scope 1 e 2 entro il 2030 rispetto al 2019 (anno base: 7.210 t CO2e).',
        'Nel 2025 le emissioni Scope 1 sono state 3.050 t CO2e.',
      ),
    ).toEqual([{ name: 'Scope 1 emissions', value: '3,050 tCO2e', year: 2025, kind: 'ghg-emissions' }]);
    expect(
      read(
        'de',
        'Kennzahlen 2025',
        'Basisjahr 2019: 12.400 t CO2e. Im Jahr 2025 waren es 8.100 t CO2e Scope-1-Emissionen.',
      ),
    ).toEqual([{ name: 'Scope 1 emissions', value: '8,100 tCO2e', year: 2025, kind: 'ghg-emissions' }]);
  });

  it('never dates a figure by a year in the statement after a semicolon', () => {
    expect(
      brief(
        'it',
        "I pannelli solari sul tetto di Merano producono 480 MWh all'anno; nel 2026 la caldaia di Brunico passerà al teleriscaldamento.",
        "Nel 2025 l'hotel ha consumato 2.300 MWh di elettricità; nel 2026 installeremo nuove pompe di calore.",
      ),
    ).toEqual(['2025 Electricity consumption: 2,300 MWh']);
  });

  it('reads Spanish sentences and leaves out objetivo, hasta, frente a, the sector average and the parent', () => {
    expect(
      brief(
        'es',
        'En 2025 nuestras emisiones de alcance 1 bajaron un 15 %.',
        'En 2025 consumimos 412 MWh de electricidad en nuestras oficinas.',
        'En 2025 trabajaban en Aldea Logística 214 empleados.',
        'Nuestro objetivo es reducir un 50 % las emisiones para 2030.',
        'Nuestros clientes ahorran hasta un 20 % de combustible en 2025.',
        'El promedio del sector es de 35 % de mujeres en 2025.',
        'La empresa matriz empleaba a 2.400 personas en 2025.',
      ),
    ).toEqual([
      '2025 Scope 1 emissions reduction: 15%',
      '2025 Electricity consumption: 412 MWh',
      '2025 Number of employees: 214 employees',
    ]);
  });
});

describe('Spanish aims and avoided emissions', () => {
  it("refuses a second aim joined by 'y que' and emissions a measure 'evitó', and keeps a figure reached beside an aim", () => {
    expect(
      read(
        'es',
        'Nos proponemos como objetivo recortar un 30 % las emisiones de alcance 1 en 2030, y que el 80 % de la energía que usamos sea renovable a partir de 2026.',
        'La nueva caldera de biomasa evitó 410 t CO2e en 2024.',
        'Nuestro objetivo es llegar al 90 % de electricidad renovable en 2030, y en 2024 alcanzamos el 62 % de electricidad renovable.',
      ),
    ).toEqual([
      {
        name: 'Renewable electricity share',
        value: '62%',
        year: 2024,
        kind: 'renewable-electricity-share',
      },
    ]);
  });
});

describe('people a survey asked are no headcount', () => {
  it.each([
    ['de', 'Für die Wesentlichkeitsanalyse 2024 haben wir 420 Mitglieder und 180 Mitarbeitende befragt.'],
    ['de', 'An der Mitarbeiterbefragung 2024 nahmen 640 Mitarbeitende teil.'],
    [
      'de',
      'Zur Wesentlichkeitsanalyse 2024 haben wir 420 Mitglieder, 180 Mitarbeitende und 35 Firmenkunden befragt.',
    ],
    ['nl', 'Voor de materialiteitsanalyse hebben we in 2024 180 medewerkers ondervraagd.'],
    ['fr', 'En 2024, 180 salariés ont répondu à notre enquête de matérialité.'],
    ['it', 'Nel 2024 abbiamo intervistato 180 dipendenti per l’analisi di materialità.'],
    ['es', 'En 2024 encuestamos a 180 empleados para el análisis de materialidad.'],
  ])('%s: %s', (language, line) => {
    expect(read(language, line).filter(({ kind }) => kind === 'employees-headcount')).toEqual([]);
  });
});

describe('key-figure lines that count staff', () => {
  it('counts the year’s staff and leaves out peak-season and seasonal staff in every language', () => {
    const lines: [string, string][] = [
      ['it', 'Dipendenti (media annua) 2025: 3.140'],
      ['it', 'Personale in alta stagione (luglio 2025): 1.600'],
      ['it', 'Dipendenti stagionali 2025: 420'],
      ['de', 'Mitarbeitende in der Hochsaison 2025: 1.600'],
      ['de', 'Saisonkräfte 2025: 420'],
      ['fr', 'Effectif en haute saison 2025 : 1 600'],
      ['es', 'Empleados en temporada alta 2025: 1.600'],
      ['nl', 'Medewerkers in het hoogseizoen 2025: 1.600'],
    ];
    expect(
      lines.flatMap(([language, line]) => read(language, line).map(({ value, year }) => `${year}: ${value}`)),
    ).toEqual(['2025: 3,140 employees']);
  });
});

describe("Scope 2's accounting method named in a sentence, in the words a key-figure row uses", () => {
  it.each([
    ['es', 'En 2024 nuestras emisiones de alcance 2 según mercado fueron de 3.150 t CO2e.', 'market'],
    [
      'es',
      'En 2024 nuestras emisiones de alcance 2 según el criterio de mercado fueron de 3.150 t CO2e.',
      'market',
    ],
    ['fr', 'En 2024, nos émissions du scope 2 selon le marché s’élevaient à 3 150 t CO2e.', 'market'],
    [
      'it',
      'Nel 2024 le nostre emissioni Scope 2 secondo il mercato sono state pari a 3.150 t CO2e.',
      'market',
    ],
    ['es', 'En 2024 nuestras emisiones de alcance 2 según ubicación fueron de 2.980 t CO2e.', 'location'],
    ['de', 'Unsere standortbezogenen Scope-2-Emissionen lagen 2024 bei 2.980 t CO2e.', 'location'],
  ])('%s: %s', (language, sentence, basis) => {
    expect(read(language, sentence).map(({ name }) => name)).toEqual([`Scope 2 emissions (${basis}-based)`]);
  });
});

describe('energy a company produces from its residues', () => {
  it('reads biogas produced as renewable energy generated, never as energy consumed', () => {
    expect(
      read(
        'es',
        'La planta de biogás de Montilla trató 21.000 toneladas de orujo en 2025 y produjo 3.400 MWh de biogás.',
      ),
    ).toEqual([
      { name: 'Renewable energy generated', value: '3,400 MWh', year: 2025, kind: 'renewable-generation' },
    ]);
    expect(
      read('en', 'In 2025 our digester produced 2,900 MWh of biogas from vegetable peelings.').map(
        ({ name, kind }) => ({ name, kind }),
      ),
    ).toEqual([{ name: 'Renewable energy generated', kind: 'renewable-generation' }]);
  });
});

// A purchasing page may quote a supplier's own figures: the organisation named by its legal form opens
// the sentence and speaks of its own plant; every figure in that sentence is the supplier's.
describe("a supplier's figures on the company's purchasing page", () => {
  it('reads none of them, and keeps the company’s own figure beside', () => {
    expect(
      read(
        'de',
        'Die Kalkwerk Altmühl GmbH ist nach EMAS registriert und weist für ihr Werk Solnhofen spezifische Emissionen von 590 kg CO₂ je Tonne Zement aus (2025); die Gesamtemissionen des Zementwerks lagen bei rund 0,9 Mio. t CO₂.',
        'Im Jahr 2025 haben wir 12.400 MWh Strom verbraucht.',
      ).map(({ value }) => value),
    ).toEqual(['12,400 MWh']);
  });
});

describe('a campaign year in a Spanish sentence', () => {
  const readReport = (...lines: string[]) =>
    extractMetrics(lines.join('\n'), URL, { retrievedAt: '2026-03-01', language: 'es', year: 2025 }).map(
      ({ name, value, year }) => ({ name, value, year }),
    );

  it('leaves a year in the bracket of last campaign’s figure to that figure', () => {
    expect(readReport('La plantilla media de la campaña fue de 412 personas (395 en 2023/24).')).toEqual([
      { name: 'Number of employees', value: '412 employees', year: 2025 },
    ]);
  });

  it('names a split campaign year by the year it ends in', () => {
    expect(readReport('En la campaña 2023/24 consumimos 18.400 m³ de agua.')).toEqual([
      { name: 'Water consumption', value: '18,400 m³', year: 2024 },
    ]);
  });
});
