import { describe, expect, it } from 'vitest';
import { readCompanyFacts } from './company-facts.js';

/** A fictional weaver's sites page: its table's header row reads 'Sede | Attività'. */
const headOffice = (text: string) =>
  readCompanyFacts([{ url: 'https://lanificio.example/sedi', text }], { today: '2026-11-28' }).headquarters
    ?.value.place;

describe('a sites table’s header row is no head office', () => {
  it.each([
    'Sede: Attività',
    'Sede | Attività',
    'Headquarters: Function',
    'Siège : Activité',
    'Sitz: Tätigkeit',
  ])('%s → none', (line) => {
    expect(headOffice(`Le nostre sedi\n${line}\nCossato | Filatura`)).toBeUndefined();
  });

  it('still reads a seat labelled with its town', () => {
    expect(headOffice('Sede: Biella')).toBe('Biella');
  });
});
