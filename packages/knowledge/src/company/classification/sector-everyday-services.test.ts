import { describe, expect, it } from 'vitest';
import { classifySector } from './classify-sector.js';
import { evidenceFromPages } from './evidence.js';

/** Home-page lines of companies a consultant meets every week, each with the group it belongs in. */
const classify = (content: string, title?: string) => {
  const page = { url: 'https://www.example.test/', content, ...(title ? { title } : {}) };
  const result = classifySector(evidenceFromPages([page]));
  return result.status === 'classified' ? (result.group ?? result.division) : 'abstained';
};

describe('classifySector: everyday service companies', () => {
  it.each([
    ['Muster Hoffmann ist eine unabhängige Wirtschaftskanzlei in Frankfurt.', '69'],
    ['Le Groupe Exemple gère 20 centres de santé dentaire en France.', '86.2'],
    ['Przykład S.A. jest generalnym wykonawcą obiektów kubaturowych.', '41.0'],
    ['Wir planen und installieren Photovoltaikanlagen und Batteriespeicher für Eigenheime.', '43.2'],
    ['Acme is cloud accounting software for small businesses: invoicing, payroll and tax returns.', '62.1'],
    ['Voorbeeld Logistiek verzorgt opslag, orderpicking en e-fulfilment voor webwinkels.', '52.1'],
  ])('%s → %s', (sentence, expected) => {
    expect(classify(sentence)).toBe(expected);
  });

  it('reads a verbless home-page tagline that opens with what the company is (a school)', () => {
    const content =
      'Colegio privado bilingüe en Getafe con Educación Infantil, Primaria, ESO y Bachillerato.';
    expect(classify(content, 'Colegio Ejemplo | Madrid')).toBe('85');
  });

  it('does not read a verbless line that opens with something else', () => {
    expect(classify('Seit 1990 in Frankfurt: Schulen, Büros und Wohnungen.')).toBe('abstained');
  });
});
