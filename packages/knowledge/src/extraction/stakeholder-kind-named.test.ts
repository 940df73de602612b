import { describe, expect, it } from 'vitest';
import { extractStakeholderMentions } from './stakeholders.js';

const mentions = (text: string, path = 'nachhaltigkeit') =>
  extractStakeholderMentions(text, `https://www.example.test/${path}`, { retrievedAt: '2026-11-28' }).map(
    (mention) => `${mention.type}: ${mention.name}`,
  );

// Fictional manufacturers' and hauliers' pages on the bodies they support and on their works council.
describe('a body the company supports or works with, named after the word for its kind', () => {
  it('reads the name after charity, association, foundation or club, in six languages', () => {
    expect(mentions('We sponsor the Men’s Shed and work with the charity Highland Hospice.')).toEqual([
      'NGOs & partners: Highland Hospice',
    ]);
    expect(
      mentions('Mit dem Verein Fairer Kakao Oberschwaben e.V. unterstützen wir Schulprojekte in Ghana.'),
    ).toEqual(['NGOs & partners: Fairer Kakao Oberschwaben']);
    expect(mentions('Nous soutenons l’association Les Petites Mains Solidaires depuis 2019.')).toEqual([
      'NGOs & partners: Les Petites Mains Solidaires',
    ]);
    expect(
      mentions('Wij steunen de stichting Voedselbank Zwolle en sponsoren de hockeyclub HC Ijsselvogels.'),
    ).toEqual(['NGOs & partners: Voedselbank Zwolle', 'NGOs & partners: HC Ijsselvogels']);
    expect(
      mentions(
        'Apoyamos a la Fundación Mar Abierto y colaboramos con la asociación Banco de Alimentos de Jaén.',
      ),
    ).toEqual(['NGOs & partners: Fundación Mar Abierto', 'NGOs & partners: Banco de Alimentos de Jaén']);
    expect(mentions('Apoiamos a associação Sorriso Azul desde 2018.')).toEqual([
      'NGOs & partners: Sorriso Azul',
    ]);
  });

  it('leaves a kind word without a name, another party’s support and a job ad', () => {
    expect(mentions('We work with the association of local retailers on parking.')).toEqual([]);
    // The customers are a group the sentence names; the charity is theirs.
    expect(mentions('Our customers support the charity Oakfield Trust.')).toEqual(['Customers: Customers']);
    // A job ad says whom the new hire deals with; what it says of the employees stands.
    expect(
      mentions(
        'Sie betreuen unsere Lieferanten, verhandeln mit Kunden und Behörden und engagieren sich mit dem Verein Lauftreff Nord.',
        'karriere/einkaeufer-m-w-d',
      ),
    ).toEqual([]);
    expect(
      mentions(
        'Als Einkäufer arbeiten Sie mit Lieferanten und mit unseren Mitarbeitenden in der Produktion.',
        'karriere',
      ),
    ).toEqual(['Employees: Mitarbeitende']);
  });
});

describe('a works council by its acronym', () => {
  it('reads the French CSE and the Italian RSU as the employees’ body, not as a partner', () => {
    expect(mentions('Nous travaillons avec le CSE sur la qualité de vie au travail.')).toEqual([
      'Employees: Comité social et économique (CSE)',
    ]);
    expect(mentions('Il piano è stato condiviso con la RSU.')).toEqual([
      'Employees: Rappresentanze sindacali unitarie (RSU)',
    ]);
  });

  it('leaves the letters in lower case or inside a word, and names the council once when spelled out', () => {
    expect(mentions('Our CSEP certificate was renewed in 2025.')).toEqual([]);
    expect(mentions('Le comité social et économique (CSE) a été consulté sur le plan de formation.')).toEqual(
      ['Employees: Comité social et économique'],
    );
  });
});
