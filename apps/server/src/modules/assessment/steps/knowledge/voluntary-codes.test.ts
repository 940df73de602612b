import { StructuredOutputError } from '@impact/engine';
import { KNOWLEDGE_BASE_VERSION } from '@impact/knowledge';
import { describe, expect, it } from 'vitest';
import { assertValid, modelAnswering } from '../test-fixtures.js';
import { computeVoluntaryCodes } from './index.js';
import { ABOUT_TEXT, ABOUT_URL, SUSTAINABILITY_URL, northwindWebsite, stepInput } from './test-fixtures.js';

const KILN_SEAL_QUOTE =
  'Since 2022 we hold the Porcelain Guild Green Kiln Seal for our Limoges plant, valid until 2027-03-31.';
const kilnSeal = {
  name: 'Porcelain Guild Green Kiln Seal',
  category: 'Environmental',
  status: 'Certified',
  description: 'A sector label for low-emission kilns.',
  validUntil: '2027-03-31',
  sourceUrl: SUSTAINABILITY_URL,
  quote: `“${KILN_SEAL_QUOTE}”`,
};
const names = (codes: { name: string }[]) => codes.map((code) => code.name);

describe('computeVoluntaryCodes', () => {
  it('without a model, lists the codes the company’s pages state as adopted, not a mere mention', async () => {
    const result = await computeVoluntaryCodes(stepInput());
    assertValid(result);
    expect(names(result.data.codes)).toEqual(['B Corp Certification', 'UN Global Compact']);
    expect(result.data.codes[0]!.sources[0]).toMatchObject({
      url: SUSTAINABILITY_URL,
      retrievedAt: '2025-06-01',
    });
    expect(result.data.summary).toMatch(/own pages state 2 voluntary codes/);
    expect(result.provenance).toMatchObject({
      method: 'extraction',
      provider: 'knowledge-base',
      outcome: 'found',
    });
    expect(result.provenance.note).toContain(KNOWLEDGE_BASE_VERSION);
  });

  it('says honestly when the pages state no code, naming the pages checked', async () => {
    const website = northwindWebsite([{ title: 'About', url: ABOUT_URL, summary: '', content: ABOUT_TEXT }]);
    const result = await computeVoluntaryCodes(stepInput({ website }));
    assertValid(result);
    expect(result.data.codes).toEqual([]);
    expect(result.data.summary).toMatch(/No voluntary codes/);
    expect(result.data.summary).toContain(ABOUT_URL);
    expect(result.provenance.outcome).toBe('nothing-found');
  });

  it('says the website has not been read when there is no website context, without a model call', async () => {
    const { model, mock } = modelAnswering({ summary: 'x', codes: [] });
    const result = await computeVoluntaryCodes(stepInput({ website: undefined, model }));
    assertValid(result);
    expect(mock.doGenerateCalls).toHaveLength(0);
    expect(result.data).toMatchObject({ codes: [] });
    expect(result.data.summary).toMatch(/website has not been read/);
    expect(result.provenance.outcome).toBe('not-researched');
  });

  it('with a model, adds a code the catalogue lacks only with a quote found on the cited page', async () => {
    const { model, mock } = modelAnswering({
      summary: 'The company holds B Corp, the UN Global Compact and two more labels.',
      codes: [
        kilnSeal,
        // The quote is not on the page: dropped.
        {
          ...kilnSeal,
          name: 'Ceramic Makers Climate Pledge',
          quote: 'We signed the Ceramic Makers Climate Pledge in 2023.',
        },
        // On the page, but the sentence does not name the code: dropped.
        { ...kilnSeal, name: 'Limoges Craft Charter' },
        // A catalogue code the knowledge base did not find adopted: the knowledge base's call.
        { ...kilnSeal, name: 'RE100', quote: 'Unlike some of our competitors, we have not joined RE100.' },
      ],
    });
    const result = await computeVoluntaryCodes(stepInput({ model }));
    expect(mock.doGenerateCalls).toHaveLength(1);
    assertValid(result);
    expect(names(result.data.codes)).toEqual([
      'B Corp Certification',
      'UN Global Compact',
      'Porcelain Guild Green Kiln Seal',
    ]);
    const seal = result.data.codes[2]!;
    expect(seal).toMatchObject({ status: 'Certified', category: 'Environmental', validUntil: '2027-03-31' });
    expect(seal.description).toContain(KILN_SEAL_QUOTE);
    expect(seal.sources).toEqual([
      { url: SUSTAINABILITY_URL, title: `“${KILN_SEAL_QUOTE}”`, retrievedAt: '2025-06-01' },
    ]);
    // Codes were dropped, so the model's summary (which counts them) is not used.
    expect(result.data.summary).toMatch(/own pages state 3 voluntary codes/);
    expect(result.provenance).toMatchObject({
      method: 'llm',
      provider: 'openai',
      model: 'mock-model',
      promptKey: 'voluntaryCodes_prompt',
      promptVersion: 0,
      outcome: 'found',
    });
    expect(result.provenance.note).toMatch(/2 code\(s\) the model named were left out/);
  });

  it('takes the model’s summary when every code it named was verified', async () => {
    const { model } = modelAnswering({
      summary: 'Northwind Ceramics is a certified B Corp and holds a sector kiln label.',
      codes: [{ ...kilnSeal, sourceUrl: `${SUSTAINABILITY_URL}#labels`, validUntil: '2031-01-01' }],
    });
    const result = await computeVoluntaryCodes(stepInput({ model }));
    assertValid(result);
    expect(result.data.summary).toBe(
      'Northwind Ceramics is a certified B Corp and holds a sector kiln label.',
    );
    // A date the quoted sentence does not state is not kept.
    expect(result.data.codes.at(-1)!.validUntil).toBeNull();
  });

  it('keeps the knowledge base’s provenance when the model adds nothing verifiable', async () => {
    const { model } = modelAnswering({ summary: '  ', codes: [] });
    const result = await computeVoluntaryCodes(stepInput({ model }));
    assertValid(result);
    expect(result.provenance).toMatchObject({ method: 'extraction', outcome: 'found' });
    expect(result.provenance.note).toMatch(/added no verifiable code/);
  });

  it('lets a model answer that fails the schema throw, returning nothing', async () => {
    const { model } = modelAnswering({ summary: 'ok', codes: [{ ...kilnSeal, status: 'Pending' }] });
    await expect(computeVoluntaryCodes(stepInput({ model }))).rejects.toBeInstanceOf(StructuredOutputError);
  });
});
