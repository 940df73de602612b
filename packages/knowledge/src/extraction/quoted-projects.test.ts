import { describe, expect, it } from 'vitest';
import { extractInitiativeCandidates } from './initiatives.js';

/** Fictional companies' community pages name a project they run or back in quotes. */
const titles = (sentence: string) =>
  extractInitiativeCandidates(sentence, 'https://maker.example/comunita').map((candidate) => candidate.title);

describe('a quoted project the company runs or backs', () => {
  it.each([
    [
      'Sosteniamo la Fondazione Casa di Riposo di Fiorano e, dal 2022, il progetto "Scuola Ceramica Aperta" con l\'istituto tecnico Alessandro Volta di Sassuolo.',
      'Progetto Scuola Ceramica Aperta',
    ],
    [
      'Dal 2022 promoviamo il progetto «Scuola Aperta» con le scuole del territorio.',
      'Progetto Scuola Aperta',
    ],
    ['Desde 2021 impulsamos el proyecto «Mar Limpio» con las cofradías de la ría.', 'Proyecto Mar Limpio'],
    ['Since 2021 we have run the "Open Kiln" project with local schools.', 'Open Kiln project'],
  ])('%s → %s', (sentence, title) => {
    expect(titles(sentence)).toContain(title);
  });

  it('is not read without the company’s own voice, nor as a customer’s or a town’s project', () => {
    expect(titles('Il progetto "Scuola Aperta" è stato premiato dalla Regione.')).toEqual([]);
    expect(titles('Our customer Acme runs the "Green Streets" project in Leeds.')).toEqual([]);
    expect(titles('With the city we support the "Clean Canals" project.')).toEqual([]);
  });
});
