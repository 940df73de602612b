// The documents this company's website links to, rendered by ../build-documents.mjs.
export default [
  {
    file: 'site/downloads/quillmere-esg-data-pack-fy2025-26.docx',
    producer: 'docx',
    title: 'ESG data pack FY2025/26',
    author: 'Quillmere Retail Limited',
    subject: 'Environmental, social and governance data for the financial year ended 28 February 2026',
    language: 'en-GB',
    pages: [
      [
        { cover: 'ESG data pack FY2025/26' },
        { p: 'Quillmere Retail Limited – financial year 2 March 2025 to 28 February 2026' },
        {
          p: 'This data pack accompanies our Sustainability report 2025/26. Emissions are calculated with the GHG Protocol; scope 2 is market-based. Figures cover all 64 stores, the Doncaster distribution centre and the Leeds support office.',
        },
      ],
      [
        { h1: 'Environmental data' },
        {
          table: {
            columns: ['Indicator', 'Unit', 'FY2024/25', 'FY2025/26'],
            rows: [
              ['Scope 1 emissions', 'tCO2e', '8,110', '7,420'],
              ['Scope 2 emissions (market-based)', 'tCO2e', '11,820', '10,220'],
              ['Scope 3 emissions', 'tCO2e', '401,000', '398,000'],
              ['Water consumption', 'm³', '61,200', '58,300'],
              ['Operational waste', 'tonnes', '10,240', '9,870'],
              ['Operational waste recycled', '%', '86', '88'],
            ],
          },
        },
        { note: 'Scope 3 is estimated from spend and product data; purchased goods make up 91% of it.' },
      ],
      [
        { h1: 'Social data' },
        {
          table: {
            columns: ['Indicator', 'Unit', 'FY2024/25', 'FY2025/26'],
            rows: [
              ['Colleagues (year end)', 'headcount', '3,010', '3,084'],
              ['Median gender pay gap', '%', '7.9', '6.8'],
              ['Colleague turnover', '%', '31', '27'],
            ],
          },
        },
        {
          p: 'Suppliers: plants from growers in the Netherlands and the United Kingdom (largest: Hesketh Nurseries, Lancashire); garden furniture from suppliers in Vietnam and Portugal, audited against the ETI Base Code.',
        },
      ],
    ],
  },
];
