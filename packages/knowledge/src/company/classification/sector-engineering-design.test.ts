import { describe, expect, it } from 'vitest';
import { classifySector } from './classify-sector.js';
import { evidenceFromPages } from './evidence.js';

const HOME = 'https://www.example.test/';
const page = (path: string, content: string, title?: string) => ({
  url: new URL(path, HOME).href,
  content,
  ...(title ? { title } : {}),
});
const division = (...pages: ReturnType<typeof page>[]) => {
  const result = classifySector(evidenceFromPages(pages));
  return result.status === 'classified' ? result.division : `abstained: ${result.reason}`;
};

describe('classifySector: an engineering consultancy that designs roads and bridges', () => {
  it('reads designing roads, without building them, as engineering (71), not civil engineering works (42)', () => {
    expect(
      division(
        page(
          '/services',
          'Transport\nActive-travel schemes, junction design, road safety audits and greenway planning for local authorities.',
        ),
      ),
    ).toBe('71');
    expect(division(page('/', 'We design bridges and tunnels for national road authorities.'))).toBe('71');
  });

  it('keeps a company that designs and builds roads in construction (42)', () => {
    expect(division(page('/', 'We design and build roads, bridges and tunnels.'))).toBe('42');
  });

  it('reads a company name ending in Partners as the company describing itself', () => {
    expect(
      division(
        page(
          '/',
          'Harlow Partners is an independent engineering consultancy.\nOur offices are in three cities.',
        ),
      ),
    ).toBe('71');
  });

  it('still ignores what the company’s partners or suppliers are', () => {
    expect(
      division(
        page(
          '/',
          'We weave technical fabrics for filtration.\nOur partners are engineering consultancies.\nMany Partners are construction companies.',
        ),
      ),
    ).toBe('13');
  });
});
