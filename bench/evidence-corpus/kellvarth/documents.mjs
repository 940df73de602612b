// The documents this company's website links to, rendered by ../build-documents.mjs.
export default [
  {
    file: 'site/downloads/kellvarth-nachhaltigkeitsbericht-2025.pdf',
    producer: 'pdfkit',
    title: 'Nachhaltigkeitsbericht 2025',
    author: 'Kellvarth Logistik GmbH',
    subject: 'Nachhaltigkeitsbericht für das Geschäftsjahr 2025',
    language: 'de-DE',
    pages: [
      [
        { cover: 'Nachhaltigkeitsbericht 2025' },
        { p: 'Kellvarth Logistik GmbH' },
        { p: 'Duisburg · Dortmund · Leipzig · Venlo · Posen' },
        { p: 'Berichtszeitraum: 1. Januar bis 31. Dezember 2025' },
      ],
      [
        { h1: 'Vorwort der Geschäftsführung' },
        {
          p: 'Liebe Leserinnen und Leser, 2025 haben wir unsere Scope-1-Emissionen um gut 5 % gesenkt, obwohl wir mehr Tonnenkilometer gefahren sind als je zuvor. Möglich machten das 23 E-Lkw, ein höherer HVO-Anteil und die Fahrer-Akademie.',
        },
        { p: 'Dr. Katrin Oberhollen, Vorsitzende der Geschäftsführung' },
        { h1: 'Über diesen Bericht' },
        {
          p: 'Der Bericht umfasst die Kellvarth Logistik GmbH mit allen fünf Standorten. Die Treibhausgasbilanz folgt dem GHG Protocol; Scope 2 wird marktbasiert und standortbasiert ausgewiesen.',
        },
      ],
      [
        { h1: 'Umwelt' },
        { h2: 'Tabelle 1: Treibhausgasemissionen (t CO2e)' },
        {
          table: {
            columns: ['Emissionen', '2024', '2025'],
            rows: [
              ['Scope 1', '44.210', '41.870'],
              ['Scope 2 (marktbasiert)', '1.480', '1.215'],
              ['Scope 2 (standortbasiert)', '6.930', '6.410'],
              ['Scope 3 (Transporte durch Subunternehmer)', '101.500', '96.300'],
            ],
            widths: [260, 110, 110],
          },
        },
        {
          p: 'Dieselverbrauch 2025: 15,2 Mio. Liter (2024: 16,4 Mio. Liter). Der HVO-Anteil am Kraftstoff stieg von 6 % auf 12 %. Energieverbrauch gesamt: 162,4 GWh (2024: 171,9 GWh).',
        },
        {
          p: 'Photovoltaik: Auf unseren Hallendächern sind 4,1 MWp installiert. Die Anlagen erzeugten 2025 3.650 MWh Strom.',
        },
        {
          p: 'Emissionsintensität: 0,071 kg CO2e je Tonnenkilometer (2024: 0,078 kg). Ziel: minus 50 % Scope-1- und -2-Emissionen bis 2030 gegenüber 2019.',
        },
      ],
      [
        { h1: 'Soziales' },
        { h2: 'Tabelle 2: Beschäftigte' },
        {
          table: {
            columns: ['Kennzahl', '2024', '2025'],
            rows: [
              ['Mitarbeitende (Köpfe, 31.12.)', '1.126', '1.180'],
              ['Frauenanteil (%)', '18', '19'],
              ['Weiterbildungsstunden je Mitarbeitendem', '16,0', '18,5'],
              ['Fluktuationsrate (%)', '14,2', '12,7'],
              ['Unfallquote (LTIF, je 1 Mio. Arbeitsstunden)', '7,4', '6,8'],
            ],
            widths: [260, 110, 110],
          },
        },
        { p: 'In der Fahrer-Akademie wurden 2025 212 Berufskraftfahrerinnen und -fahrer geschult.' },
      ],
      [
        { h1: 'Lieferkette und Governance' },
        {
          p: 'Rund 35 % der Transportleistung erbringen Subunternehmer aus Deutschland, Polen und den Niederlanden. Alle unterzeichnen unseren Verhaltenskodex. Unser HVO-Lieferant ist die Raffinor Energie GmbH.',
        },
        {
          list: [
            'ISO 14001 seit 2015 und ISO 50001 seit 2017 für alle deutschen Standorte',
            'EcoVadis Gold (2025)',
            'SQAS-Assessment für die Chemielogistik in Duisburg',
            'Klimaziele 2025 bei der Science Based Targets initiative eingereicht, Validierung ausstehend',
          ],
        },
        {
          p: 'Unsere Anspruchsgruppen: Mitarbeitende und Betriebsrat, Kunden, Subunternehmer, Anwohner, die Stadt Duisburg und die Universität Duisburg-Essen.',
        },
      ],
    ],
  },
];
