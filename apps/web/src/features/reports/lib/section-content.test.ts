import { describe, expect, it } from 'vitest';
import { normalizeSection, readCreatedSection, readRegeneratedSections, readReport } from './section-content';

const stored = {
  id: 7,
  Title: 'company_snapshot',
  Content: '## Snapshot\n\n| A | B |\n|---|---|\n| 1 | 2 |',
  status: 'success',
  error: null,
  LastUpdated: '2026-03-01T10:00:00.000Z',
  AgentConfig: { customPrompt: 'Be brief', temperature: 0.2 },
};

describe('readCreatedSection', () => {
  it('reads Content at the top of the answer', () => {
    expect(readCreatedSection({ Content: 'Top' }, 'company_snapshot')).toMatchObject({
      Title: 'company_snapshot',
      Content: 'Top',
      status: 'success',
    });
  });

  it('reads data.Content with the record around it', () => {
    expect(readCreatedSection({ data: stored }, 'company_snapshot')).toEqual({
      id: 7,
      Title: 'company_snapshot',
      Content: stored.Content,
      status: 'success',
      error: null,
      LastUpdated: stored.LastUpdated,
      AgentConfig: stored.AgentConfig,
    });
  });

  it('reads attributes under data (keeping the id) or beside it', () => {
    expect(
      readCreatedSection({ data: { id: 3, attributes: { Content: 'Attr' } } }, 'source_list'),
    ).toMatchObject({ id: 3, Title: 'source_list', Content: 'Attr' });
    expect(readCreatedSection({ id: 4, attributes: { Content: 'Beside' } }, 'source_list')).toMatchObject({
      id: 4,
      Content: 'Beside',
    });
  });

  it("finds the section in a report's Sections by Title", () => {
    const report = {
      data: {
        id: 1,
        documentId: 'r1',
        Sections: [
          { ...stored, Title: 'company_snapshot', Content: 'First' },
          { ...stored, id: 8, Title: 'sustainability_posture', Content: 'Second' },
        ],
      },
    };
    expect(readCreatedSection(report, 'sustainability_posture')).toMatchObject({ id: 8, Content: 'Second' });
    expect(readCreatedSection({ Sections: report.data.Sections }, 'company_snapshot')?.Content).toBe('First');
  });

  it('keeps an error the server stored on the section', () => {
    expect(
      readCreatedSection({ data: { Title: 'x', Content: '', status: 'error', error: 'No model' } }, 'x'),
    ).toMatchObject({ status: 'error', error: 'No model' });
  });

  it('accepts a section the server is still generating', () => {
    expect(readCreatedSection({ data: { id: 2, Title: 'x', status: 'pending' } }, 'x')).toMatchObject({
      id: 2,
      status: 'pending',
      Content: null,
    });
  });

  it('is null when no shape holds content', () => {
    expect(readCreatedSection({ data: { id: 1 } }, 'company_snapshot')).toBeNull();
    expect(readCreatedSection({ data: { Sections: [] } }, 'company_snapshot')).toBeNull();
    expect(readCreatedSection(null, 'company_snapshot')).toBeNull();
    expect(readCreatedSection('text', 'company_snapshot')).toBeNull();
  });
});

describe('readRegeneratedSections', () => {
  const sections = [
    { ...stored, status: 'success' },
    { ...stored, id: 8, Title: 'sustainability_posture', status: 'pending', error: null },
  ];

  it('reads the report under data or as the whole body, all sections marked success', () => {
    for (const body of [{ data: { id: 1, Sections: sections } }, { id: 1, Sections: sections }]) {
      const read = readRegeneratedSections(body);
      expect(read?.map((section) => [section.Title, section.status, section.error])).toEqual([
        ['company_snapshot', 'success', null],
        ['sustainability_posture', 'success', null],
      ]);
    }
  });

  it('keeps a section the server says failed, so it is offered again', () => {
    const failed = {
      ...stored,
      id: 9,
      Title: 'strategic_positioning',
      Content: '',
      status: 'error',
      error: 'No model',
    };
    expect(readRegeneratedSections({ data: { id: 1, Sections: [...sections, failed] } })?.[2]).toMatchObject({
      status: 'error',
      error: 'No model',
    });
  });

  it('is null without a section list', () => {
    expect(readRegeneratedSections({ data: { id: 1 } })).toBeNull();
    expect(readRegeneratedSections(undefined)).toBeNull();
  });
});

describe('readReport', () => {
  it('reads the report under data with its sections', () => {
    const report = readReport({
      data: {
        id: 1,
        documentId: 'r1',
        Title: 'Acme',
        Client: { id: 4, Name: 'Acme Co' },
        Sections: [stored],
        ProposedSections: ['company_snapshot', 'public_perception', 'source_list'],
      },
    });
    expect(report).toMatchObject({ id: 1, documentId: 'r1', Title: 'Acme', Client: { Name: 'Acme Co' } });
    expect(report?.Sections).toHaveLength(1);
    // 'Generate next' follows these: dropping them would write the sections in the default order.
    expect(report?.ProposedSections).toEqual(['company_snapshot', 'public_perception', 'source_list']);
  });

  it('treats a missing section list as empty and refuses a body that is no report', () => {
    expect(readReport({ data: { id: 2, documentId: 'r2', Title: 'Acme' } })?.Sections).toEqual([]);
    expect(readReport({ data: null })).toBeNull();
  });
});

describe('normalizeSection', () => {
  it('infers a missing status from the content', () => {
    expect(normalizeSection({ Title: 'a', Content: 'Text' }).status).toBe('success');
    expect(normalizeSection({ Title: 'a' }).status).toBe('error');
    expect(normalizeSection({ Title: 'a', status: 'pending' }).status).toBe('pending');
  });
});
