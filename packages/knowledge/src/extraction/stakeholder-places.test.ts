import { describe, expect, it } from 'vitest';
import { extractStakeholderMentions } from './stakeholders.js';

const groups = (text: string) =>
  extractStakeholderMentions(text, 'https://www.example.com/grupos-de-interes', { retrievedAt: '2026-11-27' })
    .filter((mention) => mention.type === 'Communities')
    .map((mention) => mention.name);

/** Where a group lives is not part of its name: one 'Local communities' group, in the page's language. */
describe('extractStakeholderMentions: a place qualifier is no part of a group’s name', () => {
  it.each([
    [
      'Nuestros grupos de interés son empleados, clientes y comunidades locales de Villarta.',
      'Comunidades locales',
    ],
    [
      'Mantenemos un diálogo con empleados, clientes y las comunidades locales de Villarta y Castro Alto.',
      'Comunidades locales',
    ],
    [
      'Nos parties prenantes : salariés, clients et communautés locales de Lyon et Villeurbanne.',
      'Communautés locales',
    ],
    ['Nous travaillons avec les communautés locales de Lyon.', 'Communautés locales'],
    ['I nostri stakeholder sono dipendenti, clienti e comunità locali di Bergamo.', 'Comunità locali'],
    [
      'Unsere Anspruchsgruppen sind Mitarbeitende, Kunden und lokale Gemeinschaften in Bremen.',
      'Lokale Gemeinschaften',
    ],
    ['Wir arbeiten mit lokalen Gemeinschaften in Bremen zusammen.', 'Lokale Gemeinschaften'],
    [
      'Our key stakeholders are employees, customers and local communities around Leeds.',
      'Local communities',
    ],
  ])('%s', (text, group) => {
    expect(groups(text)).toEqual([group]);
  });
});
