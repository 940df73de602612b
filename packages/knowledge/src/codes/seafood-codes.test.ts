import { describe, expect, it } from 'vitest';
import { detectCodes } from './detect-codes.js';

const detect = (text: string) =>
  detectCodes(text, 'https://cannery.example/sostenibilidad', { retrievedAt: '2026-11-28' }).map((code) => [
    code.codeId,
    code.status,
  ]);

describe('a fish canner’s certificates and commitments in Spanish', () => {
  it('reads MSC chain of custody confirmed by a Spanish seafood word, and the UN Global Compact without the article', () => {
    expect(
      detect(
        [
          'Contamos con la certificación MSC Cadena de Custodia para el atún y la sardina desde 2018.',
          'Somos firmantes del Pacto Mundial de Naciones Unidas desde 2020.',
        ].join('\n'),
      ),
    ).toEqual(
      expect.arrayContaining([
        ['msc', expect.any(String)],
        ['un-global-compact', expect.any(String)],
      ]),
    );
  });

  it('counter-example: MSC as a shipping line or a degree is not the seafood label', () => {
    expect(detect('Nuestros contenedores viajan con MSC desde Valencia hasta Rotterdam.')).toEqual([]);
    expect(detect('Nuestra directora tiene un MSc en ingeniería química.')).toEqual([]);
  });
});
