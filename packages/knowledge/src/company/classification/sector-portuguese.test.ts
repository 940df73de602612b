import { describe, expect, it } from 'vitest';
import { classifySector } from './classify-sector.js';
import { evidenceFromPages } from './evidence.js';

const HOME = 'https://www.example.test/';
const classify = (content: string) => {
  const result = classifySector(evidenceFromPages([{ url: HOME, content }]));
  if (result.status !== 'classified') return `abstained: ${result.reason}`;
  return result.group ?? result.division;
};

describe('classifySector: a Portuguese site says what the company makes', () => {
  it.each([
    // A maker of garments that also knits and dyes its cloth makes garments first.
    ['Tricotamos, tingimos e confecionamos vestuário em malha para marcas europeias.', '14.2'],
    ['Confeccionamos roupa de trabalho e fardamento para empresas.', '14.2'],
    ['Produzimos tecidos técnicos para a indústria automóvel.', '13.2'],
    ['Desenvolvemos e produzimos malhas de algodão penteado.', '13.2'],
    ['Na nossa tinturaria tingimos malhas de algodão e poliéster para confecionadores.', '13.2'],
  ])('%s → %s', (text, group) => {
    expect(classify(text)).toBe(group);
  });

  it('what its suppliers make stays theirs', () => {
    expect(classify('Os nossos fornecedores produzem malhas de algodão orgânico.')).toMatch(/^abstained/);
  });
});

describe('classifySector: Portuguese floor and wall tiles are clay building materials', () => {
  it.each([
    ['Somos um fabricante de pavimentos em grés porcelânico e revestimentos cerâmicos de parede.', '23.3'],
    [
      'A empresa fabrica pavimentos em grés porcelânico (fábrica A) e revestimentos cerâmicos de parede.',
      '23.3',
    ],
    ['Produzimos pavimentos e revestimentos cerâmicos para distribuidores.', '23.3'],
    ['Fabricamos azulejos e ladrilhos cerâmicos.', '23.3'],
  ])('%s → %s', (text, group) => {
    expect(classify(text)).toBe(group);
  });

  it('tiles its customers make, or that it only sells wholesale, are not its making', () => {
    expect(classify('Os nossos clientes produzem azulejos e ladrilhos.')).toMatch(/^abstained/);
    expect(classify('Somos um grossista de azulejos.')).toMatch(/^46/);
  });

  it('porcelain tableware stays 23.4', () => {
    expect(classify('Produzimos louça de porcelana e faiança para hotelaria.')).toBe('23.4');
  });
});
