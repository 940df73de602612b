import type { SectionData, StructuredDocument } from '@impact/contracts';
import { readHtmlDocument, StructuredOutputError } from '@impact/engine';
import { describe, expect, it } from 'vitest';
import { mockStepModel, modelCalls, validSection } from '../test-fixtures.js';
import { computePublicPerception } from './public-perception.js';
import {
  ECOVADIS_URL,
  GUARDIAN_URL,
  INVENTED_URL,
  MSCI_URL,
  NGO_URL,
  SITE,
  SUSTAINABILITY_URL,
  TRADE_PRESS_URL,
  stepInput,
  websiteContext,
} from './test-fixtures.js';

const ongoing: SectionData<'Controversies'> = {
  hasControversies: true,
  summary: 'One ongoing case.',
  controversies: [
    {
      category: 'Labour & Human Rights',
      year: 2024,
      status: 'Ongoing',
      title: 'Child labour allegation at a supplier',
      description: 'd',
      relevanceToImpact: 'r',
      sources: [{ url: NGO_URL, retrievedAt: '2025-06-28' }],
    },
  ],
};

/** The section computed without a model or research from one page of the company's site (and its structure). */
const perceptionOfPage = async (content: string, documents: StructuredDocument[] = []) =>
  validSection(
    await computePublicPerception(
      stepInput({
        website: websiteContext([{ url: SUSTAINABILITY_URL, title: 'Sustainability', content }]),
        web: undefined,
        documents,
      }),
      undefined,
    ),
  );

describe('computePublicPerception without a model', () => {
  it('finds ratings and certifications by pattern, judges no sentiment and computes the score', async () => {
    const result = await computePublicPerception(stepInput(), undefined);
    const data = validSection(result);
    expect(data.esgRatings).toEqual(
      expect.arrayContaining([
        { agency: 'MSCI', rating: 'AA', date: '2025' },
        { agency: 'Sustainalytics', rating: 'Low risk (14.2)', date: '2024' },
        { agency: 'EcoVadis', rating: 'Gold', date: '2023' },
        { agency: 'CDP', rating: 'A- (Climate)', date: '2024' },
      ]),
    );
    expect(data.certifications).toContainEqual({ name: 'B Corp Certification', year: 2022 });
    expect(data.mediaSentiment).toEqual({ overall: null, keyThemes: [] });
    expect(data.ngoActivity).toEqual({ mentions: false, details: [] });
    expect(data.summary).toMatch(/^Media sentiment and NGO activity were not judged/);
    expect(data.credibilityScore.maxScore).toBe(100);
    expect(data.credibilityScore.rationale[0]).toMatch(/^ESG ratings: 4 found \(MSCI AA 2025, .*\): \+30$/);
    expect(data.sources.map((s) => s.url)).toEqual(expect.arrayContaining([MSCI_URL, ECOVADIS_URL]));
    expect(result.provenance).toMatchObject({
      method: 'extraction',
      provider: 'knowledge-base',
      outcome: 'found',
    });
  });

  it('does not read a target or a B Corp as a rating', async () => {
    const data = await perceptionOfPage(
      'We aim to reach an MSCI ESG rating of AA by 2027.\nMSCI featured our B Corp journey in its rating newsletter.',
    );
    expect(data.esgRatings).toEqual([]);
  });

  it('counts the metrics and the report the Reported Metrics section reads: table rows of a linked PDF report', async () => {
    // The site's text states no figure in a sentence; its linked report holds them in a table.
    const website = websiteContext([
      { url: SUSTAINABILITY_URL, title: 'Sustainability', content: 'Read our sustainability report.' },
    ]);
    const report = readHtmlDocument(
      `<html><body><h1>Indicadores ambientales</h1><table>
        <tr><th>Indicador</th><th>2025</th><th>2024</th></tr>
        <tr><td>Emisiones de alcance 1 (t CO2e)</td><td>6.420</td><td>6.980</td></tr>
        <tr><td>Consumo de agua (m3)</td><td>88.000</td><td>91.500</td></tr>
      </table></body></html>`,
      { url: `${SITE}/docs/memoria-2025.pdf` },
    );
    const linkedReport = { ...report, kind: 'pdf' as const, title: 'Memoria de sostenibilidad 2025' };
    const data = validSection(
      await computePublicPerception(
        stepInput({ website, web: undefined, documents: [linkedReport] }),
        undefined,
      ),
    );
    expect(data.credibilityScore.rationale).toEqual(
      expect.arrayContaining([
        "Sustainability report: found on the company's site (Memoria de sostenibilidad 2025): +20",
        expect.stringMatching(/^Reported metrics: 4 stated with a year on the company's pages: \+\d+$/),
      ]),
    );
    expect(data.sources).toContainEqual(
      expect.objectContaining({ kind: 'document', url: `${SITE}/docs/memoria-2025.pdf` }),
    );
  });

  it('dates a certificate by its award, not by its expiry nor by a year of another clause', async () => {
    const data = await perceptionOfPage(
      [
        'Seit März 2024 heizen wir mit Holz, unser Gasthof trägt das Österreichische Umweltzeichen.',
        'Green Key: Unser Seehotel wurde 2021 mit dem Green Key ausgezeichnet; die Auszeichnung wurde 2023 erneuert und gilt bis Ende 2026.',
      ].join('\n'),
    );
    expect(data.certifications).toContainEqual({ name: 'Green Key', year: 2023 });
    // No year of its own: the year the page was read, not 2024.
    expect(data.certifications).toContainEqual({
      name: 'Austrian Ecolabel (Österreichisches Umweltzeichen)',
      year: 2025,
    });
  });

  it('counts the certificates a page lists under its certifications heading, as the codes section does', async () => {
    // A list of certificates with no verb: the Voluntary Codes section reads them as held.
    const page = readHtmlDocument(
      `<html lang="es"><body><h1>Calidad y medio ambiente</h1><h2>Certificaciones</h2>
        <ul><li>ISO 50001:2018 – Gestión de la energía</li><li>BRCGS Storage and Distribution</li></ul></body></html>`,
      { url: SUSTAINABILITY_URL },
    );
    const data = await perceptionOfPage(
      'Calidad y medio ambiente\nCertificaciones\nISO 50001:2018 – Gestión de la energía\nBRCGS Storage and Distribution',
      [page],
    );
    expect(data.certifications.map((c) => c.name)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^ISO 50001/), expect.stringMatching(/^BRCGS/)]),
    );
  });

  it('dates a certificate by the year it was obtained, not the year its extension is planned for', async () => {
    const page = readHtmlDocument(
      `<html lang="fr"><body><h1>Environnement</h1><h2>Nos certifications</h2>
        <ul><li>ISO 14001 : obtenue en 2019 pour notre usine de Niort, extension aux autres sites prévue en 2025.</li></ul></body></html>`,
      { url: SUSTAINABILITY_URL },
    );
    const data = await perceptionOfPage(
      'Environnement\nNos certifications\nISO 14001 : obtenue en 2019 pour notre usine de Niort, extension aux autres sites prévue en 2025.',
      [page],
    );
    expect(data.certifications).toContainEqual({ name: expect.stringMatching(/^ISO 14001/), year: 2019 });
  });

  it('dates a certificate by its award, not by an expiry date whose year follows a comma', async () => {
    const data = await perceptionOfPage(
      'Environment\nOur ISO 14001 certificate, awarded in 2019, expires on March 31, 2025.',
    );
    expect(data.certifications).toContainEqual({ name: expect.stringMatching(/^ISO 14001/), year: 2019 });
  });

  it('reads a CDP grade a Spanish page states as its calificación, with the questionnaire in Spanish', async () => {
    const data = await perceptionOfPage(
      'Clima\nNuestra respuesta al cuestionario de cambio climático de CDP obtuvo una calificación A- en 2025.',
    );
    expect(data.esgRatings).toContainEqual({ agency: 'CDP', rating: 'A- (Climate)', date: '2025' });
  });

  it('with no research and no website, says nothing could be checked', async () => {
    const result = await computePublicPerception(
      stepInput({ website: undefined, web: undefined, researchConfigured: false }),
      undefined,
    );
    const data = validSection(result);
    expect(data.summary).toContain('no research provider is configured');
    expect(data.credibilityScore.score).toBe(0);
    expect(result.provenance.outcome).toBe('not-researched');
  });
});

describe('computePublicPerception with a model', () => {
  const answer = {
    summary: 'Independent coverage is mixed: praise for kiln heat recovery, doubts on zero-waste claims.',
    summarySources: [TRADE_PRESS_URL, GUARDIAN_URL],
    mediaSentiment: {
      overall: 'Mixed',
      keyThemes: [
        { theme: 'Energy efficiency in kilns', sources: [TRADE_PRESS_URL] },
        { theme: 'Greenwashing doubts', sources: [GUARDIAN_URL] },
        { theme: 'Invented theme', sources: [INVENTED_URL] },
      ],
    },
    ngoActivity: {
      details: [
        { detail: 'Clean Clay Coalition alleged child labour at a supplier (2024).', sources: [NGO_URL] },
      ],
    },
    esgRatings: [
      { agency: 'MSCI', rating: 'AA', date: '2025', sources: [MSCI_URL] },
      { agency: 'ISS ESG', rating: 'Prime', date: '2024', sources: [INVENTED_URL] },
    ],
    certifications: [
      { name: 'B Corp', year: 2022, sources: [`${SITE}/sustainability`] },
      { name: 'ISO 14001', year: null, sources: [SUSTAINABILITY_URL] },
      { name: 'Invented award', year: 2024, sources: [] },
    ],
    credibilityScore: { score: 99, maxScore: 100, rationale: ['The model thinks they are great.'] },
  };

  it("keeps cited items and replaces the model's score with the formula's", async () => {
    const model = mockStepModel(answer);
    const result = await computePublicPerception(stepInput({ model }), ongoing);
    const data = validSection(result);
    expect(data.summary).toBe(answer.summary);
    expect(data.mediaSentiment).toEqual({
      overall: 'Mixed',
      keyThemes: ['Energy efficiency in kilns', 'Greenwashing doubts'],
    });
    expect(data.ngoActivity.mentions).toBe(true);
    expect(data.esgRatings).toEqual([{ agency: 'MSCI', rating: 'AA', date: '2025' }]);
    // No year stated: the year the page was read.
    expect(data.certifications).toEqual([
      { name: 'B Corp', year: 2022 },
      { name: 'ISO 14001', year: 2025 },
    ]);
    expect(data.credibilityScore.score).not.toBe(99);
    expect(data.credibilityScore.rationale).not.toContain('The model thinks they are great.');
    expect(data.credibilityScore.rationale[0]).toBe('ESG ratings: 1 found (MSCI AA 2025): +15');
    expect(data.credibilityScore.rationale[5]).toBe('Controversies: 1 ongoing: −15');
    expect(data.sources.some((s) => s.url === INVENTED_URL)).toBe(false);
    expect(result.provenance).toMatchObject({
      method: 'llm',
      promptKey: 'publicPerception_prompt',
      outcome: 'found',
    });
    const calls = modelCalls(model);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.user).toContain('Credibility score computed by the application');
    expect(calls[0]!.user).toContain('Child labour allegation at a supplier');
  });

  it('with nothing cited, is neutral and honest', async () => {
    const uncited = {
      ...answer,
      summarySources: [],
      mediaSentiment: { overall: 'Negative', keyThemes: [{ theme: 'Scandal', sources: [INVENTED_URL] }] },
      ngoActivity: { details: [{ detail: 'Greenpeace campaign', sources: [] }] },
      esgRatings: [],
      certifications: [],
    };
    const result = await computePublicPerception(stepInput({ model: mockStepModel(uncited) }), undefined);
    const data = validSection(result);
    expect(data.mediaSentiment).toEqual({ overall: null, keyThemes: [] });
    expect(data.ngoActivity).toEqual({ mentions: false, details: [] });
    expect(data.summary).toBe(
      'Little independent coverage of the company’s sustainability was found in the sources checked.',
    );
    expect(result.provenance.outcome).toBe('nothing-found');
  });

  it('lets a schema failure through', async () => {
    const model = mockStepModel({ ...answer, mediaSentiment: { overall: 'Glowing', keyThemes: [] } });
    await expect(computePublicPerception(stepInput({ model }), undefined)).rejects.toBeInstanceOf(
      StructuredOutputError,
    );
  });
});
