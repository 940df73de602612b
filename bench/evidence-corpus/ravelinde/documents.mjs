// The documents this company's website links to, rendered by ../build-documents.mjs.
export default [
  {
    file: 'site/downloads/ravelinde-duurzaamheidsverslag-2025.pdf',
    producer: 'pdfkit',
    title: 'Duurzaamheidsverslag 2025',
    author: 'Ravelinde Technische Weefsels B.V.',
    subject: 'Duurzaamheidsverslag over het kalenderjaar 2025',
    language: 'nl-NL',
    pages: [
      [
        { cover: 'Duurzaamheidsverslag 2025' },
        { p: 'Ravelinde Technische Weefsels B.V.' },
        { p: 'Tilburg · Goirle · Brno · Venlo' },
        { p: 'Verslagperiode: 1 januari tot en met 31 december 2025' },
      ],
      [
        { h1: 'Inhoud' },
        {
          list: [
            '1. Voorwoord',
            '2. Klimaat en energie',
            '3. Water, afval en grondstoffen',
            '4. Mensen',
            '5. Keten en governance',
          ],
        },
        { h1: '1. Voorwoord' },
        {
          p: '2025 was het eerste volle jaar van de Waterkringloop Goirle, en het jaar waarin onze weverij in Brno volledig overstapte op groene stroom. We hebben onze scope 1- en 2-uitstoot sinds 2019 met 41% verlaagd. Daar zijn we trots op, maar het doel voor 2030 (min 55%) vraagt nog veel werk.',
        },
        { p: '— Marieke van Ravelinde, algemeen directeur' },
      ],
      [
        { h1: '2. Klimaat en energie' },
        {
          p: 'We rapporteren volgens het GHG Protocol. Scope 2 rapporteren we zowel marktgebaseerd als locatiegebaseerd. Scope 3 hebben we in 2025 voor het eerst volledig berekend; inkoop van garen is verreweg de grootste post.',
        },
        { h2: 'Tabel 1 – Broeikasgasemissies (ton CO2-eq)' },
        {
          table: {
            columns: ['Scope', '2024', '2025'],
            rows: [
              ['Scope 1', '4.390', '3.954'],
              ['Scope 2 (marktgebaseerd)', '1.240', '310'],
              ['Scope 2 (locatiegebaseerd)', '9.870', '9.412'],
              ['Scope 3', 'n.b.', '61.300'],
              ['Totaal scope 1, 2 (markt) en 3', 'n.b.', '65.564'],
            ],
            widths: [250, 110, 110],
          },
        },
        {
          p: 'Basisjaar: in 2019 bedroeg de uitstoot van scope 1 en 2 (marktgebaseerd) 7.227 ton CO2-eq. Ons doel is een daling van 55% in 2030 ten opzichte van 2019.',
        },
        {
          p: 'Energieverbruik 2025: 28.742,5 MWh (2024: 30.115 MWh). In 2025 was 78% van onze elektriciteit hernieuwbaar (2024: 61%), onder meer dankzij het zonnedak in Tilburg.',
        },
      ],
      [
        { h1: '3. Water, afval en grondstoffen' },
        {
          p: 'Wateronttrekking: 171.950 m³ in 2025 (2024: 182.400 m³). Dankzij de Waterkringloop Goirle verbruikte de ververij in 2025 64 liter water per kilo weefsel; het sectorgemiddelde ligt rond 120 liter.',
        },
        {
          p: 'Afval: 1.093 ton in 2025, waarvan 42 ton gevaarlijk afval (vooral verfresten en oplosmiddelen).',
        },
        {
          p: 'Aandeel gerecycled garen in ons garenverbruik: 24,0% in 2025 (2024: 18,5%). Via het ReYarn-terugnameprogramma kwam 186 ton kantafval en versleten weefsel terug.',
        },
      ],
      [
        { h1: '4. Mensen' },
        { h2: 'Tabel 2 – Medewerkers' },
        {
          table: {
            columns: ['Indicator', '2024', '2025'],
            rows: [
              ['Medewerkers (personen, 31 december)', '401', '412'],
              ['Medewerkers (fte, 31 december)', '389', '398'],
              ['Aandeel vrouwen (%)', '29', '31'],
              ['Opleidingsuren per fte', '12,8', '14,2'],
              ['Ziekteverzuim (%)', '6,3', '5,8'],
              ['Ongevalsfrequentie (LTIFR)', '4,1', '3,2'],
            ],
            widths: [250, 110, 110],
          },
        },
        {
          p: 'De ondernemingsraad heeft advies uitgebracht over het nieuwe roosterbeleid in de weverij. Veertien wevers rondden De Weefschool af.',
        },
      ],
      [
        { h1: '5. Keten en governance' },
        {
          p: 'Ons garen komt van spinnerijen in Duitsland (52% van de inkoopwaarde), België (27%) en Turkije (21%). Onze grootste leverancier is Kettwerk Garne GmbH in Mönchengladbach.',
        },
        {
          p: 'Certificeringen: de vestigingen in Tilburg en Goirle zijn sinds 2012 ISO 14001-gecertificeerd; het huidige certificaat is geldig tot 31 maart 2027. Onze aramideweefsels dragen het OEKO-TEX® STANDARD 100-label. De ISO 50001-certificering verwachten we in 2026. Onze klimaatdoelen zijn in 2023 gevalideerd door het Science Based Targets initiative.',
        },
        {
          p: 'Belanghebbenden met wie we in 2025 in gesprek waren: medewerkers en de ondernemingsraad, klanten, leveranciers, omwonenden in Tilburg en Goirle, de Gemeente Tilburg, Waterschap De Dommel en Stichting TexLab Brabant.',
        },
      ],
    ],
  },
];
