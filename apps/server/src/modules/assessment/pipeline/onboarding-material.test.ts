import type { SectionBlock } from '@impact/contracts';
import { describe, expect, it } from 'vitest';
import type { SectionResult } from '../steps/step-types.js';
import { keepConsultantFocusAreas, withUploadedDocuments } from './onboarding-material.js';

const block = (data: unknown, provenance: SectionBlock['provenance']): SectionBlock => ({
  data,
  provenance,
  lastUpdated: '2026-01-01T00:00:00.000Z',
});
const page = (url: string) => ({ title: url, url, summary: '', content: `text of ${url}` });
const documentPart = (locator: string) => ({
  kind: 'uploaded-document' as const,
  documentId: 'abcdefghijklmnopqrstuvwx',
  url: null,
  title: 'impact-2024.pdf',
  retrievedAt: '2026-01-01',
  locator,
  summary: '',
  content: `text of ${locator}`,
});

describe('withUploadedDocuments', () => {
  const reading: SectionResult<'WebsiteContext'> = {
    key: 'WebsiteContext',
    data: { generatedAt: '2026-01-02', pages: [page('https://acme.example/about')], selectedLinks: [] },
    provenance: { method: 'extraction', provider: 'website' },
  };

  it("keeps the onboarding documents' pages first, before the website's", () => {
    const previous = block(
      {
        generatedAt: '2026-01-01',
        pages: [documentPart('part 1 of 2'), documentPart('part 2 of 2'), page('https://acme.example/old')],
        selectedLinks: [],
      },
      { method: 'extraction', provider: 'onboarding' },
    );
    const merged = withUploadedDocuments(reading, previous);
    expect(merged.data.pages).toEqual([
      documentPart('part 1 of 2'),
      documentPart('part 2 of 2'),
      page('https://acme.example/about'),
    ]);
    expect(merged.provenance.note).toContain('Kept 2 page(s) of documents uploaded during onboarding');
  });

  it('changes nothing without uploaded documents', () => {
    expect(withUploadedDocuments(reading, undefined)).toBe(reading);
  });
});

describe('keepConsultantFocusAreas', () => {
  const results: SectionResult[] = [
    {
      key: 'FocusAreas',
      data: [{ name: 'Climate change', description: '', sources: [] }],
      provenance: { method: 'rule' },
    },
    {
      key: 'ImpactTopics',
      data: [
        { name: 'Energy', description: '', focusAreaTags: ['Climate change'], sources: [] },
        {
          name: 'Water withdrawal',
          description: '',
          focusAreaTags: ['Water and marine resources'],
          sources: [],
        },
      ],
      provenance: { method: 'rule' },
    },
  ];

  it("keeps the consultant's focus areas and only the impact topics under them", () => {
    const chosen = block([{ name: 'Water and marine resources', description: '', sources: [] }], {
      method: 'manual',
      provider: 'onboarding',
    });
    const kept = keepConsultantFocusAreas(results, chosen);
    expect(kept.map((result) => result.key)).toEqual(['ImpactTopics']);
    expect((kept[0]!.data as { name: string }[]).map((topic) => topic.name)).toEqual(['Water withdrawal']);
  });

  it('lets the step write both sections when the focus areas are its own', () => {
    expect(keepConsultantFocusAreas(results, block([], { method: 'rule' }))).toBe(results);
  });
});
