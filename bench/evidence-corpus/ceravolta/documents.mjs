// The documents this company's website links to, rendered by ../build-documents.mjs.
export default [
  {
    file: 'site/media/ceravolta-bilancio-sostenibilita-2025.docx',
    producer: 'docx',
    title: 'Bilancio di sostenibilità 2025',
    author: 'Ceravolta Costruzioni S.p.A.',
    subject: 'Bilancio di sostenibilità dell’esercizio 2025',
    language: 'it-IT',
    pages: [
      [
        { cover: 'Bilancio di sostenibilità 2025' },
        { p: 'Ceravolta Costruzioni S.p.A. – Verona' },
        { p: 'Periodo di rendicontazione: 1° gennaio – 31 dicembre 2025' },
      ],
      [
        { h1: 'Lettera agli stakeholder' },
        {
          p: 'Il 2025 è stato l’anno con meno infortuni della nostra storia e quello in cui abbiamo recuperato il 93,6% dei rifiuti da costruzione e demolizione. Restano sfide importanti: le emissioni della catena di fornitura, soprattutto del cemento.',
        },
        { h1: 'Identità' },
        {
          p: 'Ceravolta Costruzioni S.p.A. ha sede a Verona, un ufficio a Milano, una filiale a Monaco di Baviera, uno stabilimento di prefabbricati a Villafranca di Verona e un deposito mezzi a Brescia. Al 31 dicembre 2025 contava 890 dipendenti; i ricavi 2025 sono stati pari a 264,5 milioni di euro.',
        },
      ],
      [
        { h1: 'Ambiente' },
        {
          table: {
            columns: ['Indicatore', '2024', '2025'],
            rows: [
              ['Emissioni Scope 1 (t CO2e)', '9.860', '9.115'],
              ['Emissioni Scope 2 location-based (t CO2e)', '2.410', '2.286'],
              ['Emissioni Scope 2 market-based (t CO2e)', '1.020', '640'],
              ['Emissioni Scope 3 (t CO2e)', '161.200', '148.600'],
              ['Energia consumata (MWh)', '43.870', '41.230'],
              ['Rifiuti da costruzione e demolizione prodotti (t)', '118.400', '126.900'],
              ['Quota di rifiuti recuperati (%)', '91,2', '93,6'],
            ],
          },
        },
        { note: 'Lo Scope 3 comprende soprattutto cemento, acciaio e trasporti dei materiali.' },
      ],
      [
        { h1: 'Persone' },
        {
          table: {
            columns: ['Indicatore', '2024', '2025'],
            rows: [
              ['Dipendenti al 31 dicembre', '842', '890'],
              ['Ore di formazione', '18.940', '21.360'],
              ['Indice di frequenza degli infortuni', '12,8', '9,6'],
              ['Infortuni mortali', '0', '0'],
              ['Donne sul totale dei dipendenti (%)', '11', '13'],
            ],
          },
        },
        {
          p: 'Dialoghiamo con i dipendenti e i sindacati (Fillea CGIL e Filca CISL), con i committenti pubblici e privati, i subappaltatori, i fornitori e le comunità locali. Con il Politecnico di Milano studiamo calcestruzzi a basso contenuto di carbonio.',
        },
      ],
      [
        { h1: 'Catena di fornitura e governance' },
        {
          p: 'Il 74% degli acquisti 2025 è stato effettuato presso fornitori italiani. Il nostro principale fornitore di cemento è Cementi Ardeval S.p.A.',
        },
        {
          list: [
            'Certificazioni ISO 14001 e ISO 45001 dal 2012.',
            'Certificazione SA8000 dal 2021.',
            'Adesione al Global Compact delle Nazioni Unite dal 2023.',
          ],
        },
        {
          p: 'Programmi: Cantiere Zero Rifiuti, impianto di aggregati riciclati di Villafranca, Ceravolta Safety Academy.',
        },
      ],
    ],
  },
];
