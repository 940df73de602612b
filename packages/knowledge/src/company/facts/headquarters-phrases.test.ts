import { describe, expect, it } from 'vitest';
import { readCompanyFacts } from './company-facts.js';
import { postalAddresses } from './headquarters-fact.js';

// Fictional companies' about and company-profile pages: where the head office is, in six languages.
const headOffice = (text: string, url = 'https://www.example.test/about') =>
  readCompanyFacts([{ url, text }], { today: '2026-11-26' }).headquarters?.value.place;

/** [the words, the place they name as the head office] */
const STATED: readonly [string, string][] = [
  ['Le siège social de la société est situé à Annecy.', 'Annecy'],
  ['Der Hauptsitz des Unternehmens ist in Bielefeld.', 'Bielefeld'],
  ['Das Unternehmen hat seinen Hauptsitz in Bielefeld.', 'Bielefeld'],
  ['Die Hollmann GmbH mit Hauptsitz in Bielefeld beschäftigt 300 Mitarbeitende.', 'Bielefeld'],
  ['Het hoofdkantoor van De Wit ligt in Tilburg.', 'Tilburg'],
  ['De Wit heeft zijn hoofdkantoor in Tilburg.', 'Tilburg'],
  ['La sede central de la empresa está en Zaragoza.', 'Zaragoza'],
  ['Nuestra sede central está ubicada en Zaragoza.', 'Zaragoza'],
  ['Talleres Arnedo tiene su sede en Zaragoza.', 'Zaragoza'],
  ["La sede legale dell'azienda si trova a Brescia.", 'Brescia'],
  ['Il nostro quartier generale si trova a Milano.', 'Milano'],
  // An Italian street address after 'in' ('in Via …'): the town follows the CAP, its province says Italy.
  [
    'La sede centrale si trova in Via dei Tessitori 9, 31044 Montebelluna (TV), dove lavorano stile e prodotto.',
    'Montebelluna, Italy',
  ],
  ['Il quartier generale è in Corso Italia 40, 20122 Milano.', 'Milano'],
  ['La sede e lo stabilimento principale si trovano a Fiorano Modenese (MO).', 'Fiorano Modenese'],
  ['La sede central y la fábrica principal están en Zaragoza.', 'Zaragoza'],
  // What shares the site, listed with commas before the 'and'.
  [
    'Notre siège, notre laboratoire de recherche et notre usine de fabrication sont à Manosque, au cœur de la Provence.',
    'Manosque',
  ],
  ['Our headquarters, design studio and main warehouse are in Leeds.', 'Leeds'],
  ['The company has its headquarters in Leeds.', 'Leeds'],
  ['The head office is located at 12 King Street, Leeds.', 'Leeds'],
  ['Our headquarters moved to Leeds in 2010.', 'Leeds'],
  // A Dutch postcode's two letters ('1072 XK') are no part of the town.
  ['Our head office is at Keizersgracht 88, 1072 XK Amsterdam, the Netherlands.', 'Amsterdam'],
  ['Brinkwater is a Leeds-based manufacturer of valves.', 'Leeds'],
  ['Our head office is at Mill House, 14 Bridge Street, Halifax, where our lending team works.', 'Halifax'],
  ['Founded in 1890 and based in Halifax, we serve our members from twelve branches.', 'Halifax'],
  ['Die Lindqvist Bäder GmbH hat ihren Sitz in Villach, Österreich.', 'Villach, Austria'],
  ['Das Familienunternehmen hat seinen Sitz in Villach.', 'Villach'],
  ['Korveling was founded in 2009 in Utrecht, the Netherlands, where our headquarters are today.', 'Utrecht'],
  ['Today our head office and roastery are at Broombridge Business Park in Dublin 11.', 'Dublin'],
  ['Our headquarters are at the Kingsway Trading Estate in Leeds.', 'Leeds'],
  // The street the office is on, then the town: 'on Quay Street in Galway city'.
  ["Twenty years on, our head office is still on Merchant's Quay in Galway city.", 'Galway'],
  ['A sede fica na Avenida da Liberdade 210, 1250-147 Lisboa, onde trabalham as equipas.', 'Lisboa'],
  ['A Tejoverde, com sede em Santarém, emprega 120 pessoas.', 'Santarém'],
  ['Somos uma empresa sediada no Porto.', 'Porto'],
  ['A nossa sede social é em Viana do Castelo.', 'Viana do Castelo'],
  ['We run the business with our own board and headquarters in Hadley.', 'Hadley'],
  [
    'We operate from three sites: our headquarters and main plant in Leek, Staffordshire; a depot in Hull.',
    'Leek, Staffordshire',
  ],
];

/** The head office an about page names, with the site's footer read apart. */
const readWithFooter = (about: string, footer: string) =>
  readCompanyFacts([{ url: 'https://www.example.test/om-os', text: about }], {
    today: '2026-11-26',
    footers: [{ url: 'https://www.example.test/', text: footer }],
  }).headquarters?.value;

describe('head office phrasings in six languages', () => {
  it('a British postcode after the head office’s town on any page says its country', () => {
    const about =
      'Our head office is at Mill House, 14 Bridge Street, Halifax, where our lending team works.';
    const contact = 'Write to us at Mill House, 14 Bridge Street, Halifax HX1 1AA.';
    const facts = readCompanyFacts(
      [
        { url: 'https://www.example.test/about', text: about },
        { url: 'https://www.example.test/contact', text: contact },
      ],
      { today: '2026-11-26' },
    );
    expect(facts.headquarters?.value).toEqual({ place: 'Halifax, United Kingdom', country: 'GB' });
    // Without the postcode the town stays as written, its country unknown.
    expect(headOffice(about)).toBe('Halifax');
    // The site's footer, read apart from the page, says it as well.
    const footers = [
      { url: 'https://www.example.test/', text: 'Oakmere, Mill House, 14 Bridge Street, Halifax HX1 1AA.' },
    ];
    expect(
      readCompanyFacts([{ url: 'https://www.example.test/about', text: about }], {
        today: '2026-11-26',
        footers,
      }).headquarters?.value.country,
    ).toBe('GB');
  });

  it('an Irish address with the estate and the Dublin postal district names its town and country', () => {
    expect(
      postalAddresses(
        'Larkfield Roasters Ltd · Unit 4, Broombridge Business Park, Dublin 11, D11 X2R3, Ireland · Privacy',
      ).map((address) => address.place),
    ).toEqual(['Dublin, Ireland']);
    expect(
      postalAddresses('Unit 9, Mallow Road Business Park, Mallow P51 X2Y3, Ireland').map((a) => a.place),
    ).toEqual(['Mallow, Ireland']);
  });

  it('a German street address with a five-digit postcode before the head office’s town says Germany', () => {
    const about = 'Die Musterbank eG mit Hauptsitz in Auenfeld ist eine eingetragene Genossenschaft.';
    const read = (text: string) =>
      readCompanyFacts([{ url: 'https://www.example.test/ueber-uns', text: about }], {
        today: '2026-11-26',
        footers: [{ url: 'https://www.example.test/', text }],
      }).headquarters?.value;
    expect(read('Musterbank eG · Lindenstraße 4 · 12345 Auenfeld · Telefon 0123 45-0')).toEqual({
      place: 'Auenfeld, Germany',
      country: 'DE',
    });
    // A page's address block, the postcode on the next line, says it too.
    expect(read('Musterbank eG\nAm Lindenweg 4\n12345 Auenfeld')?.country).toBe('DE');
    // Four digits are Austria's or Switzerland's, and an address in another town says nothing.
    expect(read('Lindenstraße 4, 1234 Auenfeld')?.country).toBeUndefined();
    expect(read('Lindenstraße 4, 12345 Birkach')?.country).toBeUndefined();
  });

  it('a Danish, Swedish or Norwegian head office takes its country from the street and postcode before its town', () => {
    expect(
      readWithFooter(
        'Vi har hovedkontor i Skovlunde og produktion i Danmark og Polen.',
        'Brandt Plast A/S · Ringvej 8 · 2740 Skovlunde · CVR 12 34 56 78',
      ),
    ).toEqual({ place: 'Skovlunde, Denmark', country: 'DK' });
    expect(
      readWithFooter(
        'Företaget har sitt huvudkontor i Ljungby.',
        'Lindqvist Verktyg AB, Industrigatan 4, 341 38 Ljungby',
      ),
    ).toEqual({ place: 'Ljungby, Sweden', country: 'SE' });
    expect(
      readWithFooter('Hovedkontoret ligger i Sykkylven.', 'Fjordmøbler AS · Strandveien 12 · 6230 Sykkylven'),
    ).toEqual({ place: 'Sykkylven, Norway', country: 'NO' });
    // An address in another town says nothing about the head office's country.
    expect(readWithFooter('Vi har hovedkontor i Skovlunde.', 'Ringvej 8 · 8000 Aarhus C')).toEqual({
      place: 'Skovlunde',
    });
  });

  it('a footer address in the head office’s town, with its country, says the country', () => {
    const about = 'Familiebedrijf sinds 1961, met het hoofdkantoor in Meerlo.';
    const footers = [
      {
        url: 'https://www.example.test/',
        text: 'Veldkamp Koeltransport B.V. · Industrieweg 3 · 5864 CH Meerlo · Nederland\nKvK 12345678',
      },
    ];
    const facts = readCompanyFacts([{ url: 'https://www.example.test/over-ons', text: about }], {
      today: '2026-11-26',
      footers,
    });
    expect(facts.headquarters?.value).toEqual({ place: 'Meerlo, Netherlands', country: 'NL' });
    // A footer address in another town says nothing about the head office's country.
    const elsewhere = [
      { url: 'https://www.example.test/', text: 'Depot: Weg 3 · 47638 Straelen · Deutschland' },
    ];
    expect(
      readCompanyFacts([{ url: 'https://www.example.test/over-ons', text: about }], {
        today: '2026-11-26',
        footers: elsewhere,
      }).headquarters?.value,
    ).toEqual({ place: 'Meerlo' });
  });

  it('a footer address on an industrial estate, without a street number, says the head office’s country', () => {
    const about =
      'Notre siège, notre laboratoire de recherche et notre usine de fabrication sont à Manosque, au cœur de la Provence.';
    const read = (footer: string) =>
      readCompanyFacts([{ url: 'https://www.example.test/qui-sommes-nous', text: about }], {
        today: '2026-11-28',
        footers: [{ url: 'https://www.example.test/', text: footer }],
      }).headquarters?.value;
    expect(
      read('Exemple Cosmétiques SAS – ZI Saint-Joseph, 04100 Manosque, France – RCS Manosque 341 227 908'),
    ).toEqual({
      place: 'Manosque, France',
      country: 'FR',
    });
    // An estate in another town says nothing about the head office's country.
    expect(read('Entrepôt : ZA des Prés, 84300 Cavaillon, France')).toEqual({ place: 'Manosque' });
  });

  it('a Portuguese postcode before the head office’s town, in a footer without the country, says the country', () => {
    const about = 'Fundada em 1994, a empresa está sediada em Sever do Vouga.';
    const footers = [
      {
        url: 'https://www.example.test/',
        text: 'Rua da Fábrica 5, 3740-255 Sever do Vouga · NIPC 500 000 000',
      },
    ];
    expect(
      readCompanyFacts([{ url: 'https://www.example.test/sobre-nos', text: about }], {
        today: '2026-11-26',
        footers,
      }).headquarters?.value,
    ).toEqual({ place: 'Sever do Vouga, Portugal', country: 'PT' });
  });

  it('a Portuguese postcode before the postal locality, then the head office’s municipality, says the country', () => {
    // Portuguese addresses name the postal locality after the postcode, then the municipality it is in.
    const about =
      'Hoje somos um fabricante de mobiliário com sede em Oliveira do Bairro, no distrito de Aveiro.';
    const footers = [
      {
        url: 'https://www.example.test/',
        text: 'Móveis Carvalhal, S.A. · Rua das Serrações, 12 · 3770-201 Troviscal · Oliveira do Bairro · Tel. +351 234 000 000',
      },
    ];
    expect(
      readCompanyFacts([{ url: 'https://www.example.test/sobre-nos', text: about }], {
        today: '2026-11-26',
        footers,
      }).headquarters?.value,
    ).toEqual({ place: 'Oliveira do Bairro, Portugal', country: 'PT' });
  });

  it('a Spanish address, its postcode before the town and its province after, says the head office’s country', () => {
    const about = 'Somos una empresa familiar con sede en Palma.';
    for (const footer of [
      'Hoteles Ejemplo, S.A. · Avinguda del Port 41, 07014 Palma (Illes Balears) · CIF A07000000',
      'Hoteles Ejemplo, S.A. – Calle Mayor 3, 07014 Palma, Mallorca',
    ]) {
      expect(
        readCompanyFacts([{ url: 'https://www.example.test/quienes-somos', text: about }], {
          today: '2026-11-26',
          footers: [{ url: 'https://www.example.test/', text: footer }],
        }).headquarters?.value,
      ).toEqual({ place: 'Palma, Spain', country: 'ES' });
    }
    // Five digits and a town with no province after them could be any of several countries' formats.
    expect(
      readCompanyFacts([{ url: 'https://www.example.test/quienes-somos', text: about }], {
        today: '2026-11-26',
        footers: [{ url: 'https://www.example.test/', text: 'Calle Mayor 3, 07014 Palma' }],
      }).headquarters?.value,
    ).toEqual({ place: 'Palma' });
  });

  it('an Italian address says the head office’s country, ended by a dash or written with its province code', () => {
    const about = 'La sede legale si trova a Borgoricco, in provincia di Padova.';
    const contact = 'Sede: Via dei Mulini 4, 35010 Borgoricco (PD), Italia – Tel. +39 049 555 0101';
    expect(
      readCompanyFacts(
        [
          { url: 'https://www.example.test/about', text: about },
          { url: 'https://www.example.test/contatti', text: contact },
        ],
        { today: '2026-11-26' },
      ).headquarters?.value,
    ).toEqual({ place: 'Borgoricco, Italy', country: 'IT' });
    const footers = [
      {
        url: 'https://www.example.test/',
        text: 'Ferri Laterizi S.r.l. – Via dei Mulini 4, 35010 Borgoricco (PD) – P.IVA 01234567890',
      },
    ];
    expect(
      readCompanyFacts([{ url: 'https://www.example.test/about', text: about }], {
        today: '2026-11-26',
        footers,
      }).headquarters?.value,
    ).toEqual({ place: 'Borgoricco, Italy', country: 'IT' });
  });

  it('a head office named without a verb takes its country from a postcode written after the county', () => {
    const about =
      'Since 2019 we have been part of a larger group, with our own board and headquarters in Hadley.';
    const footers = [
      {
        url: 'https://www.example.test/',
        text: 'Hadley Works, Dock Road, Hadley, Shropshire TF1 5AA, United Kingdom. Registered in England.',
      },
    ];
    expect(
      readCompanyFacts([{ url: 'https://www.example.test/about', text: about }], {
        today: '2026-11-26',
        footers,
      }).headquarters?.value,
    ).toEqual({ place: 'Hadley, United Kingdom', country: 'GB' });
    // A region's head office is not the company's.
    expect(headOffice('Our European headquarters in Amsterdam opened in 2021.')).toBeUndefined();
  });

  it('a supplier based elsewhere is not the head office, read before or after the company’s own', () => {
    const supplier =
      'Fernway Systems Ltd, based in Edinburgh, provides our core banking platform and holds every account.';
    const own = 'Our head office is at Mill House, 14 Bridge Street, Halifax, where our lending team works.';
    expect(headOffice(`${supplier}\n${own}`)).toBe('Halifax');
    expect(headOffice(supplier)).toBeUndefined();
  });

  it.each(STATED)('%s', (text, place) => {
    expect(headOffice(text)).toBe(place);
  });

  it('reads a contact page address written one part a line, with a postcode after the town', () => {
    const contact = 'https://www.example.test/contact';
    expect(headOffice('Brinkwater Tools Ltd\n12 King Street\nLeeds LS1 4AB\nUnited Kingdom', contact)).toBe(
      'Leeds, United Kingdom',
    );
    expect(headOffice('Hollmann GmbH\nIndustriestraße 12\n33602 Bielefeld\nDeutschland', contact)).toBe(
      'Bielefeld, Germany',
    );
    expect(
      headOffice('Orvieni S.p.A., Via dei Colli 418, 41042 Fiorano Modenese (MO), Italia.', contact),
    ).toBe('Fiorano Modenese, Italy');
    // A Spanish address writes its province's name in brackets after the town.
    expect(
      headOffice(
        'Titular: Conservas Albor, S.Coop., con domicilio social en Camino del Soto 9, 50180 Utebo (Zaragoza), España.',
        'https://www.example.test/aviso-legal',
      ),
    ).toBe('Utebo, Spain');
  });

  it('reads an address labelled as the head office on any page', () => {
    expect(headOffice('Siège social : 14 rue des Alpes, 74000 Annecy, France')).toBe('Annecy, France');
    expect(headOffice('Sede legale: Via Roma 12, 25121 Brescia, Italia')).toBe('Brescia, Italy');
  });

  it('reads the seat a legal notice labels, with or without its street and country', () => {
    const imprint = 'https://www.example.test/impressum';
    expect(headOffice('Angaben gemäß § 5 TMG\nSitz der Gesellschaft: Bremen', imprint)).toBe('Bremen');
    expect(headOffice('Gesellschaftssitz: Ulm', imprint)).toBe('Ulm');
    expect(headOffice('Siège social : 14 rue des Alpes, 74000 Annecy – RCS Annecy 000 000 000')).toBe(
      'Annecy',
    );
    expect(headOffice('Sede legale: Via Roma 12, 25121 Brescia (BS) – P.IVA 00000000000')).toBe('Brescia');
    // A town the tables do not know takes its country from the notice's address, which a sentence goes on after.
    expect(
      headOffice(
        [
          'Die Almhof Gastro GmbH mit Sitz in Mittersill (Salzburg) wurde 1971 gegründet.',
          'Medieninhaber: Almhof Gastro GmbH, Dorfstraße 3, 5730 Mittersill, Österreich. Unternehmensgegenstand: Gastronomie.',
        ].join('\n'),
        imprint,
      ),
    ).toBe('Mittersill, Austria');
    // A group's seat on the same notice is not the company's.
    expect(headOffice('Konzernsitz: Oslo\nGroup head office: Oslo', imprint)).toBeUndefined();
  });
});

describe('what is not the company’s head office', () => {
  it.each([
    'Our largest customer has its head office in Paris.',
    'The headquarters of our parent company is in Paris.',
    'We supply a Leeds-based customer with valves.',
    'Plant-based materials make up half of our range.',
    'Our head office is a Grade II listed building.',
    'La sede del nostro cliente principale si trova a Parigi.',
  ])('%s', (text) => {
    expect(headOffice(text)).toBeUndefined();
  });
});
