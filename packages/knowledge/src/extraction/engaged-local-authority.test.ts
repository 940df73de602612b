import { describe, expect, it } from 'vitest';
import { namedBodies } from './stakeholder-bodies.js';

/** Fictional companies' materiality pages list the stakeholders they engaged, a town's authority among them. */
describe('a local authority listed among the stakeholders a company engaged', () => {
  it.each([
    [
      "Nel 2024 abbiamo aggiornato l'analisi di materialità coinvolgendo 146 stakeholder attraverso questionari e interviste: dipendenti, fornitori, istituti di credito, il Comune di Fiorano Modenese e le organizzazioni sindacali.",
      'Comune di Fiorano Modenese',
    ],
    [
      'For our materiality assessment we consulted 40 stakeholders: employees, customers, the Municipality of Wexley and two NGOs.',
      'Municipality of Wexley',
    ],
    [
      'Para el análisis de materialidad implicamos a 60 grupos de interés: plantilla, clientes, el Concello de Boiro y las cofradías.',
      'Concello de Boiro',
    ],
  ])('%s → %s', (sentence, name) => {
    expect(namedBodies(sentence)).toContainEqual({ type: 'Communities', name });
  });

  it('is not read where the authority is only in the news, or named without engaging stakeholders', () => {
    expect(namedBodies('Il Comune di Sassuolo ha approvato il nuovo piano regolatore.')).toEqual([]);
    expect(namedBodies('Le nostre sedi: Fiorano Modenese, il Comune di Castellarano e Milano.')).toEqual([]);
  });
});
