import { readHtmlDocument } from '@impact/engine';
import { describe, expect, it } from 'vitest';
import { metricsFromDocument } from './document-metrics.js';
import { textLanguage } from './text-language.js';

describe('textLanguage', () => {
  it.each([
    ['en', 'In 2025 we cut the emissions of our plants and we reported them with the help of our auditors.'],
    [
      'nl',
      'In 2025 hebben wij het verbruik van onze fabriek verlaagd en zijn we ook naar een nieuwe locatie bij Breda verhuisd.',
    ],
    [
      'de',
      'Im Jahr 2025 haben wir die Emissionen unserer Flotte gesenkt, und das ist für uns auch nicht das Ende.',
    ],
    [
      'fr',
      'En 2025, nous avons réduit les émissions de nos sites et des entrepôts, avec une attention pour les salariés.',
    ],
    [
      'it',
      'Nel 2025 abbiamo ridotto il consumo della rete e delle sedi, anche nei cantieri dei nostri clienti per il territorio.',
    ],
    [
      'es',
      'En 2025 hemos reducido el consumo de los centros y las oficinas para nuestros clientes, y también del transporte.',
    ],
  ])('tells %s from its short words', (language, text) => {
    expect(textLanguage(text)).toBe(language);
  });

  it('says nothing for a text too short or too mixed to tell', () => {
    expect(textLanguage('Key figures 2025')).toBeUndefined();
    expect(textLanguage('Scope 1 | 2.410 | 2.236')).toBeUndefined();
    expect(textLanguage('the and our we with les et des nous nos')).toBeUndefined();
  });
});

describe('a document that states no language', () => {
  it('reads its sentences and its figures in the language its words are written in', () => {
    const document = readHtmlDocument(
      `<html><body><main><h1>Bilancio di sostenibilità 2025</h1>
        <p>Nel 2025 le nostre emissioni di Scope 1 sono state pari a 2.140 tonnellate di CO2e, anche grazie ai nuovi mezzi per il cantiere.</p>
        <p>Il consumo di energia della sede e delle filiali è stato di 9.455 MWh nel 2025 (2024: 9.812 MWh).</p>
        <table><thead><tr><th>Indicatore</th><th>2024</th><th>2025</th></tr></thead>
        <tbody><tr><td>Dipendenti</td><td>1.120</td><td>1.180</td></tr></tbody></table>
      </main></body></html>`,
      { url: 'https://www.example.test/bilancio.docx' },
    );
    expect(document.language).toBeNull();
    expect(
      metricsFromDocument(document, { retrievedAt: '2026-06-01' }).map(
        ({ name, value, year }) => `${year} ${name}: ${value}`,
      ),
    ).toEqual([
      '2025 Scope 1 emissions: 2,140 tCO2e',
      '2025 Energy consumption: 9,455 MWh',
      '2024 Energy consumption: 9,812 MWh',
      '2024 Dipendenti: 1,120 employees',
      '2025 Dipendenti: 1,180 employees',
    ]);
  });
});
