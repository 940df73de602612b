import { describe, expect, it } from 'vitest';
import { DEFAULT_MODEL, DEFAULT_PROVIDER, sourceDetails } from './source-details';
import { makeInitiative } from './test-initiative';

describe('sourceDetails (the card popover)', () => {
  it('shows the defaults for an item found by extraction or rules', () => {
    const details = sourceDetails(makeInitiative());
    expect(details).toMatchObject({ provider: DEFAULT_PROVIDER, model: DEFAULT_MODEL });
    expect([DEFAULT_PROVIDER, DEFAULT_MODEL]).toEqual(['Knowledge base', 'rules']);
    expect(sourceDetails(makeInitiative({ Provenance: { method: 'rule' } }))).toMatchObject({
      provider: 'Knowledge base',
      model: 'rules',
    });
  });

  it('names the provider and model of a model answer, with placeholders when not recorded', () => {
    const llm = makeInitiative({ Provenance: { method: 'llm', provider: 'openai', model: 'gpt-4.1-mini' } });
    expect(sourceDetails(llm)).toMatchObject({ provider: 'OpenAI', model: 'gpt-4.1-mini' });
    const bare = makeInitiative({ Provenance: { method: 'llm' } });
    expect(sourceDetails(bare)).toMatchObject({ provider: 'Language model', model: 'Not recorded' });
    const other = makeInitiative({ Provenance: { method: 'llm', provider: 'my-local_llm', model: 'x' } });
    expect(sourceDetails(other).provider).toBe('My local llm');
  });

  it('says who made a sample or a consultant’s entry', () => {
    const sample = makeInitiative({
      Provenance: { method: 'compiled', provider: 'sample-profile', note: 'Compiled from public sources' },
    });
    expect(sourceDetails(sample)).toMatchObject({ provider: 'Sample profile', model: 'None' });
    expect(sourceDetails(makeInitiative({ Provenance: { method: 'manual' } }))).toMatchObject({
      provider: 'Added by a consultant',
      model: 'None',
    });
  });

  it('takes the time, route, query and page from sourceMetadata', () => {
    const details = sourceDetails(
      makeInitiative({
        sourceMetadata: {
          type: 'web-research',
          retrievedDate: '2026-03-02',
          query: 'Patagonia repair programme',
          source: 'https://research.example/page',
        },
      }),
    );
    expect(details).toMatchObject({
      retrieved: 'Mar 2, 2026',
      foundVia: 'Web research',
      query: 'Patagonia repair programme',
      sourceUrl: 'https://research.example/page',
      note: 'Read 6 pages of the website.',
    });
  });

  it('falls back to the first source, then to the date added', () => {
    const fromSource = sourceDetails(makeInitiative());
    expect(fromSource).toMatchObject({
      retrieved: 'Nov 21, 2026',
      foundVia: null,
      query: null,
      sourceUrl: 'https://wornwear.patagonia.com/faq',
    });
    const bare = sourceDetails(makeInitiative({ Sources: [], Provenance: { method: 'manual' } }));
    expect(bare.retrieved).toBe('Nov 22, 2026');
    expect(bare.sourceUrl).toBeNull();
    expect(bare.note).toBeNull();
  });

  it('shows the quote the initiative rests on and where it stands in the report', () => {
    const details = sourceDetails(
      makeInitiative({
        Sources: [
          {
            kind: 'document',
            url: 'https://acme.example/downloads/report-2025.pdf',
            title: 'Sustainability report 2025',
            retrievedAt: '2026-11-21',
            quote: 'All 212 tier-one suppliers signed our code of conduct.',
            locator: { headingPath: ['Suppliers'], page: 14 },
          },
        ],
      }),
    );
    expect(details.quote).toBe('All 212 tier-one suppliers signed our code of conduct.');
    expect(details.where).toBe('page 14 · Suppliers');
    expect(sourceDetails(makeInitiative()).quote).toBeNull();
  });

  it('never links a source that is not a web address', () => {
    const details = sourceDetails(makeInitiative({ sourceMetadata: { source: 'javascript:alert(1)' } }));
    expect(details.sourceUrl).toBeNull();
  });
});
