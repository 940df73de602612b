import type { StructuredDocument } from '@impact/contracts';
import { describe, expect, it } from 'vitest';
import { listedItems } from './code-lists.js';
import { detectCodes, detectCodesInPages } from './detect-codes.js';

// Claims as fictional companies word them in German, French, Italian and English: taking part, labels
// received, steps planned, and the certificates of someone else (an asset manager, a parent, a client).
const found = (sentence: string) =>
  detectCodes(sentence, 'https://www.example.test/nachhaltigkeit', { retrievedAt: '2026-06-01' }).map(
    (code) => [code.codeId, code.status],
  );

describe('held: taking part, joined, labels received', () => {
  it.each([
    ['Die Halvarsen Spedition ist Teilnehmer des UN Global Compact.', 'un-global-compact', 'Participant'],
    ['Aderiamo al Global Compact delle Nazioni Unite dal 2019.', 'un-global-compact', 'Participant'],
    ['Due dei nostri alberghi hanno ricevuto l’Ecolabel UE nel 2024.', 'eu-ecolabel', 'Certified'],
    ['Nos trois campings sont labellisés Green Key.', 'green-key', 'Certified'],
    ['Nous sommes membres de ClimateWise depuis 2020.', 'climatewise', 'Member'],
    ['Siamo membri del Net-Zero Insurance Alliance.', 'nzia', 'Member'],
    ['Notre programme de haies a obtenu le Label bas carbone en 2024.', 'label-bas-carbone', 'Certified'],
  ])('%s', (sentence, codeId, status) => {
    expect(found(sentence)).toEqual([[codeId, status]]);
  });
});

describe('in process: planned, prepared, submitted', () => {
  it.each([
    ['Die Zertifizierung nach ISO 50001 ist für 2026 geplant.', 'iso-50001'],
    ['Wir streben für 2026 die Zertifizierung nach ISO 50001 an.', 'iso-50001'],
    ['Wir haben unsere Klimaziele 2025 bei der SBTi eingereicht.', 'sbti'],
    ['La certification ISO 50001 de nos parcs est prévue pour 2026.', 'iso-50001'],
    ['Nous avons soumis nos objectifs à la SBTi.', 'sbti'],
    ['La certificazione ISO 14001 della sede è prevista per il 2026.', 'iso-14001'],
    ['Abbiamo avviato il percorso di certificazione SA8000.', 'sa8000'],
    ['An external audit for ISO 14001 is planned for 2026.', 'iso-14001'],
  ])('%s', (sentence, codeId) => {
    expect(found(sentence)).toEqual([[codeId, 'In process']]);
  });

  it('keeps a certificate being renewed as held', () => {
    expect(found('Siamo certificati ISO 14001, in fase di rinnovo per il triennio.')).toEqual([
      ['iso-14001', 'Certified'],
    ]);
  });
});

describe('someone else’s certificate or signature', () => {
  it.each([
    'Our asset manager is a signatory to the Principles for Responsible Investment.',
    'Our parent company is a member of ClimateWise.',
    'Our largest client, a national grocery chain, is certified ISO 14001.',
    'Unsere Muttergesellschaft ist nach ISO 50001 zertifiziert.',
    'Notre gestionnaire d’actifs est signataire des Principes pour l’investissement responsable (PRI).',
    'La capogruppo è certificata SA8000.',
    'We joined the Net-Zero Insurance Alliance in 2021 and left it in 2023.',
  ])('%s', (sentence) => {
    expect(found(sentence)).toEqual([]);
  });
});

function document(kind: StructuredDocument['kind'], heading: string, items: string[]): StructuredDocument {
  return {
    kind,
    url: `https://www.example.test/${kind === 'html' ? 'labels' : 'report.pdf'}`,
    documentId: null,
    title: 'Sostenibilità',
    language: null,
    pageCount: null,
    blocks: [
      { type: 'heading', level: 2, text: heading, locator: { headingPath: [] } },
      { type: 'list', ordered: false, items, locator: { headingPath: [heading] } },
    ],
    notes: [],
    truncated: false,
  };
}
const listed = (doc: StructuredDocument) =>
  detectCodesInPages([], { items: listedItems([doc]), retrievedAt: '2026-06-01' }).map((code) => [
    code.codeId,
    code.status,
  ]);

describe('a list under a labels heading, on a page or in a linked report', () => {
  it.each([
    ['html', 'Labels', ['ISO 50001', 'Label bas carbone – programme de haies']],
    ['html', 'Marchi ambientali', ['Green Key – 6 hotel su 9', 'Ecolabel UE – Hotel Vallombra']],
    ['html', 'Our labels', ['Green Key: all nine hotels', 'Travelife Gold']],
    ['pdf', 'Certificazioni', ['UNI EN ISO 9001', 'ISO 45001:2018']],
  ] as const)('%s under %s', (kind, heading, items) => {
    expect(listed(document(kind, heading, [...items])).length).toBe(2);
  });

  it('still leaves out a labels list about what a client holds', () => {
    expect(listed(document('html', 'Labels', ['Green Key, held by our client hotels']))).toEqual([]);
  });
});

describe('part of an initiative, and the Italian legality rating', () => {
  it.each([
    ['Seit 2022 sind wir Teil des UN Global Compact.', 'un-global-compact', 'Participant'],
    [
      'Depuis 2021, Valmerre fait partie du Pacte mondial des Nations unies.',
      'un-global-compact',
      'Participant',
    ],
    ['Il gruppo ha ottenuto il Rating di legalità con punteggio di tre stelle.', 'rating-legalita', 'Rated'],
  ])('%s', (sentence, codeId, status) => {
    expect(found(sentence)).toEqual([[codeId, status]]);
  });

  it('does not read a customer’s part in it as the company’s', () => {
    expect(found('Molti dei nostri clienti fanno parte del Global Compact delle Nazioni Unite.')).toEqual([]);
  });
});
