import { readFileSync } from 'node:fs';
import { readHtmlDocument, readPdfDocument } from '@impact/engine';
import { describe, expect, it } from 'vitest';
import { metricsFromDocument } from './document-metrics.js';

// PDFs printed by Chromium and LibreOffice (fictional companies and figures), shared with the
// document reader's tests, which print them with their script.
const printed = (name: string) =>
  new Uint8Array(
    readFileSync(new URL(`../../../engine/src/documents/pdf/fixtures/${name}`, import.meta.url)),
  );
const brief = async (name: string) =>
  metricsFromDocument(await readPdfDocument(printed(name), { url: `https://www.example.test/${name}` }), {
    retrievedAt: '2026-06-01',
  }).map(({ name: label, value, year }) => `${year} ${label}: ${value}`);

describe('metrics from tables printed to PDF', { timeout: 60_000 }, () => {
  it('reads a browser-printed table with years as rows under its indicators', async () => {
    expect(await brief('years-as-rows-de.pdf')).toEqual([
      '2025 Scope-1-Emissionen: 1.284 tCO2e',
      '2025 Scope-2-Emissionen, marktbasiert: 312 tCO2e',
      '2025 Stromverbrauch: 4.920 MWh',
      '2025 Mitarbeitende: 212 employees',
      '2024 Scope-1-Emissionen: 1.412 tCO2e',
      '2024 Scope-2-Emissionen, marktbasiert: 347 tCO2e',
      '2024 Stromverbrauch: 5.140 MWh',
      '2024 Mitarbeitende: 201 employees',
      '2023 Scope-1-Emissionen: 1.540 tCO2e',
      '2023 Scope-2-Emissionen, marktbasiert: 388 tCO2e',
      '2023 Stromverbrauch: 5.310 MWh',
      '2023 Mitarbeitende: 188 employees',
    ]);
  });

  it('reads a word processor’s table whose unit and years share the header', async () => {
    // The 2030 target is no figure of a year; business travel is no indicator the reader knows.
    expect(await brief('unit-and-years-libreoffice-de.pdf')).toEqual([
      '2024 Scope 1: 1.284 tCO2e',
      '2023 Scope 1: 1.412 tCO2e',
      '2024 Scope 2 (marktbasiert): 312 tCO2e',
      '2023 Scope 2 (marktbasiert): 347 tCO2e',
    ]);
  });
});

const htmlBrief = (table: string, lang: string) =>
  metricsFromDocument(
    readHtmlDocument(`<html lang="${lang}"><body><main>${table}</main></body></html>`, {
      url: 'https://www.example.test/kennzahlen',
    }),
    { retrievedAt: '2026-06-01' },
  ).map(({ name, value, year }) => `${year} ${name}: ${value}`);

describe('a unit stated once, as the heading of an empty column', () => {
  it('is the unit of every row that states none (an Italian table)', () => {
    expect(
      htmlBrief(
        `<table><tr><th>Emissioni</th><th>t CO2e</th><th>2025</th><th>2024</th></tr>
         <tr><td>Scope 1</td><td></td><td>2.140</td><td>2.305</td></tr>
         <tr><td>Scope 2 (location-based)</td><td></td><td>610</td><td>655</td></tr></table>`,
        'it',
      ),
    ).toEqual([
      '2025 Scope 1: 2,140 tCO2e',
      '2024 Scope 1: 2,305 tCO2e',
      '2025 Scope 2 (location-based): 610 tCO2e',
      '2024 Scope 2 (location-based): 655 tCO2e',
    ]);
  });

  it('is not taken from a column whose cells say something of their own', () => {
    const found = htmlBrief(
      `<table><tr><th>Energie</th><th>MWh</th><th>2025</th><th>2024</th></tr>
       <tr><td>Strom</td><td>Netz</td><td>4.920</td><td>5.140</td></tr>
       <tr><td>Erdgas</td><td>Kessel</td><td>1.187</td><td>1.042</td></tr></table>`,
      'de',
    );
    // The second column is part of each row's label, and no row is said to be in MWh.
    expect(found).toEqual([
      '2025 Strom Netz: 4,920',
      '2024 Strom Netz: 5,140',
      '2025 Erdgas Kessel: 1,187',
      '2024 Erdgas Kessel: 1,042',
    ]);
  });
});
