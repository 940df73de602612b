import { describe, expect, it } from 'vitest';
import { extractSupplierMentions } from './suppliers.js';

const named = (...lines: string[]) =>
  extractSupplierMentions(lines.join('\n'), 'https://www.example.test/cadeia-de-fornecimento', {
    retrievedAt: '2026-11-28',
  })
    .filter((mention) => mention.named)
    .map((mention) => [mention.name, mention.country ?? null]);

/** A fictional Portuguese weaver's supply-chain page: its main suppliers one a line, each with its town. */
describe('extractSupplierMentions: a Portuguese list of main suppliers', () => {
  it('names each supplier under "Principais fornecedores", with the country its bracket gives', () => {
    expect(
      named(
        'Principais fornecedores',
        'Fiação do Vale Verde, Lda. (Covilhã, Portugal) — fio de lã penteada',
        'Anatolia Pamuk A.S. (Izmir, Turquia) — fio de algodão orgânico',
        'Tintas Meridional, S.L. (Valência, Espanha) — corantes e auxiliares químicos',
      ),
    ).toEqual([
      ['Fiação do Vale Verde, Lda', 'PT'],
      ['Anatolia Pamuk A.S', 'TR'],
      ['Tintas Meridional, S.L', 'ES'],
    ]);
  });
});

/** A fictional Spanish hotel group's report: its main suppliers named inline, apart by semicolons. */
describe('extractSupplierMentions: a Spanish inline list of main suppliers', () => {
  it('names each supplier after "Entre los principales figuran", one an item', () => {
    expect(
      named(
        'En 2025 trabajamos con 280 proveedores, el 70 % de ellos locales. Entre los principales figuran la Cooperativa Agrícola de Sa Llano (Sa Llano, Murcia), que suministra fruta y hortalizas; Quesos del Puerto (Mahón, Menorca), quesos curados; Aceites Sierra Alta (Jaén), aceite de oliva; y Bodegas Riberal (Haro, La Rioja), vinos.',
      ).map(([name]) => name),
    ).toEqual([
      'Cooperativa Agrícola de Sa Llano',
      'Quesos del Puerto',
      'Aceites Sierra Alta',
      'Bodegas Riberal',
    ]);
  });

  it('reads no list where no suppliers were named before it', () => {
    expect(
      named(
        'Entre los principales figuran la Playa del Llano (Llano, Murcia), con bandera azul; Cala Fina (Mahón), de arena; y Cala Roja (Jaén), de roca.',
      ),
    ).toEqual([]);
  });
});

describe('extractSupplierMentions: the town after a named supplier', () => {
  it('reads ", en Sóller" as where the supplier is, not as one more supplier', () => {
    const found = named(
      'Compramos siempre que podemos a productores cercanos: la fruta nos la sirve la huerta de la isla y el aceite de Olis Serra Alta, en Sóller.',
    ).map(([name]) => name);
    expect(found).toContain('Olis Serra Alta');
    expect(found).not.toContain('Sóller');
  });
});
