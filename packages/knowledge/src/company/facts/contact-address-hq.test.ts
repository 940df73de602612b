import { describe, expect, it } from 'vitest';
import { readCompanyFacts } from './company-facts.js';

// Fictional companies: an about page and a contact page whose address writes no country.
const headquarters = (about: string, contact: string) =>
  readCompanyFacts(
    [
      { url: 'https://www.example.test/about', text: about },
      { url: 'https://www.example.test/contact', text: contact },
    ],
    { today: '2026-11-28' },
  ).headquarters?.value;

describe('head office from an about page sentence and a contact address without a country', () => {
  it('reads a German head office on a named street in a town', () => {
    expect(
      headquarters(
        'Unser Hauptsitz liegt am Jungfernstieg in Hamburg; weitere Büros haben wir in Köln.',
        'Beispiel Rechtsanwälte PartG mbB, Jungfernstieg 7, 20354 Hamburg',
      ),
    ).toMatchObject({ place: 'Hamburg', country: 'DE' });
  });

  it('reads a Polish town before “gdzie … mieści się jej siedziba”', () => {
    expect(
      headquarters(
        'Spółka powstała w 1995 roku w Poznaniu, gdzie do dziś mieści się jej siedziba.',
        'Przykład S.A., ul. Głogowska 12, 60-101 Poznań',
      ),
    ).toMatchObject({ place: 'Poznań', country: 'PL' });
  });

  it('reads an Italian company’s own address on its contact page', () => {
    expect(
      headquarters(
        "Fondata nel 1960 a Parma, l'azienda è guidata dalla famiglia.",
        'Esempio S.p.A., Via Emilia Est 40, 43123 Parma',
      ),
    ).toMatchObject({ place: 'Parma, Italy', country: 'IT' });
  });

  it('reads the only address of a contact page, town before its province', () => {
    expect(
      headquarters(
        'Fundado en 1980, el colegio acoge a 900 alumnos.',
        'Colegio Ejemplo, Avenida de Europa 9, 28224 Pozuelo de Alarcón, Madrid',
      ),
    ).toMatchObject({ place: 'Pozuelo de Alarcón, Spain', country: 'ES' });
  });

  it('does not pick one of several unlabelled addresses', () => {
    expect(
      headquarters('Wir sind Anwälte.', 'Büro Köln, Domstraße 1, 50667 Köln\nBüro Bonn, Markt 2, 53111 Bonn'),
    ).toBeUndefined();
  });
});
