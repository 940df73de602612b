// The documents this company's website links to, rendered by ../build-documents.mjs.
// French thousands separators are no-break spaces (U+00A0), as a French word processor writes them.
const n = (s) => s.replace(/ /g, '\u00a0');

export default [
  {
    file: 'site/documents/valmorance-rapport-durabilite-2025.pdf',
    producer: 'pdf-lib',
    title: 'Rapport de durabilité 2025',
    author: 'Valmorance Énergies SAS',
    subject: 'Rapport de durabilité de l’exercice 2025',
    language: 'fr-FR',
    pages: [
      [
        { cover: 'Rapport de durabilité 2025' },
        { p: 'Valmorance Énergies SAS' },
        { p: 'Nantes, avril 2026' },
      ],
      [
        { h1: 'Le mot du président' },
        {
          p: 'En 2025, nos centrales ont produit 1 284,6 GWh d’électricité renouvelable, un record. Nos émissions totales ont baissé de 11 %, surtout grâce à des achats de modules solaires moins carbonés.',
        },
        { p: 'Étienne Marsac, président' },
        { h1: 'Profil' },
        {
          p: 'Siège : Nantes. Agences : Lyon, Toulouse. Bureau de développement : Porto (Portugal). Capacité installée au 31 décembre 2025 : 612 MW (438 MW éolien, 164 MW solaire, 10 MW hydroélectricité).',
        },
      ],
      [
        { h1: 'Climat' },
        { h2: 'Tableau 1 – Émissions de gaz à effet de serre (t CO2e)' },
        {
          table: {
            columns: ['Année', 'Scope 1', 'Scope 2 (marché)', 'Scope 3', 'Total'],
            rows: [
              ['2023', n('1 112'), '240', n('38 900'), n('40 252')],
              ['2024', n('1 046'), '214', n('41 200'), n('42 460')],
              ['2025', '982', '187', n('36 750'), n('37 919')],
            ],
            widths: [80, 90, 110, 90, 90],
          },
        },
        {
          p: 'Le scope 3 couvre surtout la fabrication et le transport des éoliennes et des modules photovoltaïques, amortis sur leur durée de vie. Émissions évitées estimées : 412 000 t CO2e en 2025 (méthode de l’ADEME).',
        },
        { p: n('Production d’électricité : 1 284,6 GWh en 2025 (2024 : 1 197,3 GWh).') },
      ],
      [
        { h1: 'Social' },
        {
          list: [
            'Effectif au 31 décembre 2025 : 268 salariés (2024 : 251).',
            'Part des femmes dans l’effectif : 35 % (2024 : 33 %).',
            n('Heures de formation : 3 200 heures en 2025.'),
            'Taux d’absentéisme : 3,1 % en 2025.',
            'Taux de fréquence des accidents avec arrêt (TF1) : 2,7 (2024 : 3,9).',
          ],
        },
      ],
      [
        { h1: 'Territoires, achats et gouvernance' },
        {
          p: 'Part des achats réalisés auprès de fournisseurs situés à moins de 150 km du site concerné : 58 % en 2025. En 2025, 1 450 riverains ont investi 6,2 M€ dans nos parcs par financement participatif.',
        },
        {
          p: 'Nos éoliennes viennent de constructeurs danois et allemands ; nos modules photovoltaïques sont assemblés en France par Solvaren Modules, à partir de cellules fabriquées en Allemagne.',
        },
        {
          list: [
            'ISO 14001 depuis 2014 et ISO 45001 depuis 2020.',
            'Adhérent du Pacte mondial des Nations unies depuis 2019.',
            'Labellisation Relations fournisseurs et achats responsables (RFAR) en cours, audit prévu en 2026.',
          ],
        },
        {
          p: 'Parties prenantes : salariés, riverains et élus locaux, clients industriels, fournisseurs, la LPO, la Région Pays de la Loire et le groupe Sarvèle, notre actionnaire.',
        },
      ],
    ],
  },
];
