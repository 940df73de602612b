import { describe, expect, it } from 'vitest';
import { detectCodes } from './detect-codes.js';

const URL = 'https://www.example.com/sostenibilita';
const found = (sentence: string) =>
  detectCodes(sentence, URL, { retrievedAt: '2026-11-27' }).map((code) => [code.codeId, code.status]);

describe('a certificate named as a goal is pursued, not held', () => {
  it.each([
    ['Obtaining the ISO 14001 certificate is our main goal for next year.', 'iso-14001'],
    ['Il certificato ISO 45001 è il nostro prossimo obiettivo.', 'iso-45001'],
    ["L'obiettivo per il 2028 è il certificato ISO 14001 per lo stabilimento di Fiorano.", 'iso-14001'],
    ['Unser Ziel ist das Zertifikat nach ISO 45001 für beide Werke.', 'iso-45001'],
    ["Notre objectif est d'obtenir le certificat ISO 14001 d'ici 2028.", 'iso-14001'],
    ['Nuestro objetivo es el certificado ISO 45001 en la planta de Castellón.', 'iso-45001'],
    [
      "Con l'obiettivo di ottenere il certificato ISO 50001 abbiamo installato contatori in ogni reparto.",
      'iso-50001',
    ],
    // The goal as a label before a colon.
    ['Our goal: ISO 14001 by 2027.', 'iso-14001'],
    ['Nächstes Ziel: Zertifizierung nach ISO 50001 bis 2027.', 'iso-50001'],
    ['Objectif 2027 : certification ISO 14001 du site de Lyon.', 'iso-14001'],
    ['Próximo objetivo: ISO 45001 en todas las plantas.', 'iso-45001'],
  ])('%s', (sentence, codeId) => {
    expect(found(sentence)).toEqual([[codeId, 'In process']]);
  });

  it.each([
    // The goal's noun alone is no step; a goal reached is a certificate held.
    ['Our ISO 14001 certificate sets yearly environmental objectives for each plant.', 'iso-14001'],
    ['We reached our goal: the ISO 45001 certificate was awarded in June.', 'iso-45001'],
    ['Wir haben unser Ziel erreicht: das ISO 45001 Zertifikat wurde im Juni erteilt.', 'iso-45001'],
  ])('counter-example, held: %s', (sentence, codeId) => {
    expect(found(sentence)).toEqual([[codeId, 'Certified']]);
  });

  it.each([
    // Aligned with a scheme is no step towards it, nor a goal of the company's that a scheme shapes.
    'Our reduction targets are aligned with the Science Based Targets initiative.',
    'Our goals are aligned with the Science Based Targets initiative.',
  ])('counter-example, nothing claimed: %s', (sentence) => {
    expect(found(sentence)).toEqual([]);
  });

  it('counter-example, the goal after one held certificate is about the next one only', () => {
    const sentence =
      'Nel 2022 abbiamo ottenuto il certificato ISO 45001, il nostro obiettivo è ora la certificazione ISO 50001.';
    expect(found(sentence).toSorted()).toEqual([
      ['iso-45001', 'Certified'],
      ['iso-50001', 'In process'],
    ]);
  });
});
