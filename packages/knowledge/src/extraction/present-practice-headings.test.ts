import type { StructuredDocument } from '@impact/contracts';
import { describe, expect, it } from 'vitest';
import { headedPage, type HeadedLine } from './fixtures/headed-page.js';
import { extractInitiativeBlocks } from './initiative-blocks.js';
import { opensWithOwnPractice } from './present-practice.js';

// A small company lays out its measures as a short heading over a paragraph in the present tense ('Compramos
// solo…', 'Recuperiamo…', 'Nous récupérons…'), with no year and no 'we have set up'.
/** A page titled by its first heading, as the company's own pages are. */
const page = (url: string, language: string, layout: readonly HeadedLine[]) =>
  headedPage({ url, title: String(layout[0]?.[1] ?? ''), language }, layout);

const titles = (document: StructuredDocument) =>
  extractInitiativeBlocks([document]).map((found) => found.title);

describe('a short heading over a present-tense paragraph of the company', () => {
  it('reads Spanish measures and leaves out contact, jobs and a pledge', () => {
    const spanish = page('https://www.salazones-deltell.test/sostenibilidad', 'es', [
      [1, 'Sostenibilidad'],
      ['p', 'El mar es nuestro sustento.'],
      [2, 'Salmuera reutilizada'],
      [
        'p',
        'Filtramos la salmuera de los tanques de salazón y la reutilizamos en tres ciclos antes de tratarla.',
      ],
      [2, 'Compras a lonjas locales'],
      ['p', 'Adquirimos la anchoa únicamente en lonjas del Cantábrico con cuotas asignadas.'],
      [2, 'Nuestro compromiso con la comarca'],
      ['p', 'Contratamos a personas de los pueblos vecinos.'],
      [2, 'Contacto de medio ambiente'],
      ['p', 'Respondemos a cualquier consulta en un plazo de cinco días.'],
      [2, 'Trabaja con nosotros'],
      ['p', 'Incorporamos personal de campaña cada primavera.'],
      [2, 'Historia'],
      ['p', 'Fundamos la empresa en un pequeño almacén del puerto.'],
    ]);
    expect(titles(spanish)).toEqual(['Salmuera reutilizada', 'Compras a lonjas locales']);
  });

  it('reads Italian, French and Portuguese measures', () => {
    const italian = page('https://www.caseificio-brenta.test/sostenibilita', 'it', [
      [1, 'Sostenibilità'],
      [2, 'Siero trasformato in biogas'],
      ['p', 'Conferiamo tutto il siero di latte a un impianto di biogas della provincia.'],
    ]);
    const french = page('https://www.logistique-vendee.test/engagements-rse', 'fr', [
      [1, 'Engagements RSE'],
      [2, 'Palettes réparées sur site'],
      ['p', 'Nous réparons nous-mêmes les palettes abîmées dans notre atelier de La Roche-sur-Yon.'],
    ]);
    const portuguese = page('https://www.metalurgica-ave.test/sustentabilidade', 'pt', [
      [1, 'Sustentabilidade'],
      [2, 'Aparas de alumínio refundidas'],
      ['p', 'Separamos as aparas de alumínio por liga e enviamo-las para refundição em Aveiro.'],
    ]);
    expect([...titles(italian), ...titles(french), ...titles(portuguese)]).toEqual([
      'Siero trasformato in biogas',
      'Palettes réparées sur site',
      'Aparas de alumínio refundidas',
    ]);
  });

  it('does not read such a heading on a page that is not about sustainability', () => {
    const products = page('https://www.salazones-deltell.test/productos', 'es', [
      [1, 'Productos'],
      [2, 'Anchoas en aceite'],
      ['p', 'Limpiamos a mano cada filete y lo cubrimos con aceite de oliva.'],
    ]);
    expect(titles(products)).toEqual([]);
  });

  it('does not read a long heading or a heading over a paragraph that opens otherwise', () => {
    const other = page('https://www.caseificio-brenta.test/sostenibilita', 'it', [
      [1, 'Sostenibilità'],
      [2, 'Perché per noi il territorio viene prima di ogni altra cosa'],
      ['p', 'Acquistiamo il latte da 60 stalle della valle.'],
      [2, 'Il latte della valle'],
      ['p', 'Le stalle della valle allevano razze locali.'],
    ]);
    expect(titles(other)).toEqual([]);
  });
});

describe('opensWithOwnPractice', () => {
  it.each([
    'Recuperamos el agua de cocción y la usamos en las calderas.',
    'Cada año, revisamos los planes de gestión con las cofradías.',
    'Recuperiamo il calore degli essiccatoi.',
    'Nous récupérons la chaleur des groupes froids.',
    'Chaque mois, nous les contrôlons un par un.',
    'Recolhemos rolhas usadas em restaurantes.',
  ])('reads %s', (paragraph) => {
    expect(opensWithOwnPractice(paragraph)).toBe(true);
  });

  it.each([
    'Somos socios de la asociación y participamos en sus comisiones.',
    'Buscamos operarias para la campaña de verano.',
    'Respondemos en un plazo de cinco días.',
    'Cerchiamo addetti per il turno di notte.',
    'Nous sommes certifiés ISO 14001 depuis 2012.',
    'Les nations partenaires se réunissent chaque année.',
    'Los últimos años reducimos el consumo.',
    'La ría nos da de comer.',
  ])('does not read %s', (paragraph) => {
    expect(opensWithOwnPractice(paragraph)).toBe(false);
  });
});
