import { describe, expect, it } from 'vitest';
import { classifyProductionModel } from './classify-production-model.js';
import { evidenceFromPages } from './evidence.js';

const classify = (content: string, division?: string) =>
  classifyProductionModel(
    evidenceFromPages([{ url: 'https://www.example.test/about', content }]),
    division ? { division } : undefined,
  );

describe('classifyProductionModel', () => {
  it.each([
    ['English plants', 'Our plants in Ghent and Łódź run three shifts.', 'Our plants'],
    [
      'Dutch weaving mills',
      'Onze weverijen in Kortrijk en Łódź draaien zeven dagen per week.',
      'Onze weverijen',
    ],
    ['German plants', 'Unsere Werke in Bayern und Sachsen fertigen rund um die Uhr.', 'Unsere Werke'],
    ['French factories', 'Nos usines de Lyon et de Lille produisent 20 000 tonnes par an.', 'Nos usines'],
    ['Spanish plants', 'Nuestras plantas de Valencia y Murcia trabajan en tres turnos.', 'Nuestras plantas'],
    [
      'Italian plants',
      'I nostri stabilimenti di Prato e Biella lavorano a ciclo continuo.',
      'nostri stabilimenti',
    ],
    [
      'production sites',
      'We have 900 employees and production sites in Denmark and Hungary.',
      'production sites',
    ],
  ])('own production: %s', (_name, text, phrase) => {
    expect(classify(text, '13')).toMatchObject({
      status: 'classified',
      value: 'own production',
      decidingPhrase: phrase,
    });
  });

  it('a first-person making verb is own production', () => {
    expect(classify('We weave technical fabrics and dye them in our own dye house.', '13')).toMatchObject({
      value: 'own production',
    });
  });

  it.each([
    ['made by suppliers', 'Our collections are made by our suppliers in Bangladesh and Portugal.'],
    ['no factories', 'We do not own any factories; independent partners produce our shoes.'],
    ['Dutch', 'Wij laten produceren bij partners in Portugal.'],
    ['German', 'Unsere Jacken werden von unseren Lieferanten hergestellt.'],
  ])('outsourced: %s', (_name, text) => {
    expect(classify(text, '14')).toMatchObject({ value: 'outsourced' });
  });

  it('mixed: its own plant and suppliers', () => {
    const result = classify(
      'Our factory in Porto makes our premium range.\nOur basics are made by our suppliers in Turkey.',
      '14',
    );
    expect(result).toMatchObject({ value: 'mixed' });
  });

  it('a service company makes no goods', () => {
    expect(classify('We build and run software for utilities.', '62')).toMatchObject({
      value: 'not applicable',
    });
  });

  it('buying yarn or milk is not outsourcing production', () => {
    expect(
      classify('We buy our yarn from spinners in Germany.\nOur weaving mill is in Tilburg.', '13'),
    ).toMatchObject({
      value: 'own production',
    });
  });

  it('a works council is not a plant', () => {
    expect(classify('Our works council meets every month.', '13')).toMatchObject({ status: 'abstained' });
  });

  it('abstains for a goods maker that does not say where its goods are made', () => {
    expect(classify('Founded in 1921, the company sells fabrics across Europe.', '13').status).toBe(
      'abstained',
    );
  });

  it('a repair workshop in the shops is no plant; a range made by partner suppliers is outsourced', () => {
    for (const text of [
      'Confiez vos vestes à nos ateliers de réparation en boutique.',
      'Bring your boots to our repair workshops in every store.',
    ])
      expect(classify(text, '47').status === 'classified' && classify(text, '47')).not.toMatchObject({
        value: 'own production',
      });
    expect(
      classify(
        'Nos ateliers de réparation remplacent les fermetures. Notre marque propre est fabriquée au Portugal par des fournisseurs partenaires.',
        '14',
      ),
    ).toMatchObject({ status: 'classified', value: 'outsourced' });
  });
});
