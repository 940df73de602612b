import { describe, expect, it } from 'vitest';
import { dialogueGroups } from './stakeholder-dialogue.js';

const groups = (sentence: string) => dialogueGroups(sentence).map((group) => [group.type, group.name]);

describe('the groups a company says it listens to, in Spanish, Italian and French', () => {
  it('reads a Spanish list of whom it listens to, each after its "a", without how it hears them', () => {
    expect(
      groups(
        'Escuchamos a nuestra plantilla a través del comité de empresa, a nuestros clientes de la gran distribución, al Concello de Vilagarcía de Arousa y a ANFACOP.',
      ),
    ).toEqual([
      ['Employees', 'Plantilla'],
      ['Customers', 'Clientes de la gran distribución'],
      ['Communities', 'Concello de Vilagarcía de Arousa'],
      ['NGOs & partners', 'ANFACOP'],
    ]);
  });

  it('reads the same in Italian and French', () => {
    expect(groups('Ascoltiamo i nostri dipendenti, i clienti, i fornitori e le istituzioni locali.')).toEqual(
      [
        ['Employees', 'Dipendenti'],
        ['Customers', 'Clienti'],
        ['Suppliers', 'Fornitori'],
        ['Regulators', 'Istituzioni locali'],
      ],
    );
    expect(groups('Nous écoutons nos salariés, nos clients et les riverains de l’usine.')).toEqual([
      ['Employees', 'Salariés'],
      ['Customers', 'Clients'],
      ['Communities', 'Riverains de l’usine'],
    ]);
  });

  it('counter-example: listening to something that is no group', () => {
    expect(groups('Escuchamos música en la fábrica y a veces la radio.')).toEqual([]);
  });
});
