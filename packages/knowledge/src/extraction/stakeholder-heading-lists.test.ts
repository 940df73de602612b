import { describe, expect, it } from 'vitest';
import { extractStakeholderMentions } from './stakeholders.js';

const URL = 'https://www.example.com/sostenibilita';
const named = (text: string) =>
  extractStakeholderMentions(text, URL, { retrievedAt: '2026-11-28' }).map(
    (mention) => `${mention.name} (${mention.type})`,
  );

describe('extractStakeholderMentions: the list under a stakeholder heading', () => {
  it('reads each item of an Italian list as a group or an organisation', () => {
    const page = [
      'I nostri stakeholder',
      'Dipendenti e rappresentanze sindacali',
      'Clienti',
      'Comune di Prato e comunità locale',
      'Confindustria Toscana Nord',
      'Un lanificio tra le colline, dal 1921.',
    ].join('\n');
    expect(named(page)).toEqual([
      'Dipendenti (Employees)',
      'Rappresentanze sindacali (Employees)',
      'Clienti (Customers)',
      'Comune di Prato (NGOs & partners)',
      'Comunità locale (Communities)',
      'Confindustria Toscana Nord (NGOs & partners)',
    ]);
  });

  it('reads an English list with a port authority among the groups', () => {
    const page = ['Our key stakeholders', 'Employees', 'Port of Felixstowe', 'Local residents'].join('\n');
    expect(named(page)).toEqual([
      'Employees (Employees)',
      'Port of Felixstowe (NGOs & partners)',
      'Local residents (Communities)',
    ]);
  });

  it.each([
    // The same items under a heading that is not about stakeholders: no organisations.
    ['Unsere Werte', 'Ausgezeichnete Qualität aus Sachsen'],
    // Under the heading, a sub-heading in title case that starts with 'how' or 'our' names no one.
    ['Our stakeholders', 'How We Listen To Them'],
    ['Unsere Anspruchsgruppen', 'Unsere Ziele Für 2030'],
    // Two capitalised words alone may be a German heading, not a name.
    ['Unsere Anspruchsgruppen', 'Ausgezeichnete Qualität'],
  ])('reads no organisation under "%s" from "%s"', (heading, item) => {
    expect(named(`${heading}\n${item}`).filter((mention) => mention.includes('NGOs'))).toEqual([]);
  });

  it('stops at the first sentence after the list', () => {
    const page = [
      'Nos parties prenantes',
      'Salariés',
      'Nous publions chaque année un rapport.',
      'Chambre de Commerce et Industrie',
    ].join('\n');
    expect(named(page)).toEqual(['Salariés (Employees)']);
  });
});
