import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '../../lib/test-support/render';
import { SourceList } from './source-list';

afterEach(cleanup);

describe('SourceList', () => {
  it('links a web page and names an uploaded document by its file name, without an address', () => {
    render(
      <SourceList
        variant="code"
        sources={[
          { url: 'https://northwind.example/esg/report', title: 'ESG report' },
          { kind: 'uploaded-document', documentId: 'k3j9x2m1p8q7r6s5t4u3v2w1', url: null, title: 'Plan.pdf' },
        ]}
      />,
    );
    const links = [...document.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://northwind.example/esg/report']);
    expect(document.querySelectorAll('li')[1]!.textContent).toBe('Plan.pdf (uploaded document)');
  });

  it('shows the sentence each source quotes beside it, not only when hovered', () => {
    render(
      <SourceList
        variant="code"
        sources={[
          {
            url: 'https://northwind.example/about',
            title: 'About Northwind',
            quote: 'Today we employ 640 people.',
          },
          {
            kind: 'uploaded-document',
            documentId: 'k3j9x2m1p8q7r6s5t4u3v2w1',
            url: null,
            title: 'Plan.pdf',
            quote: 'Scope 1 emissions (tCO2e) | 2024: 12.3',
          },
        ]}
      />,
    );
    const items = [...document.querySelectorAll('li')];
    expect(items[0]!.querySelector('q')?.textContent).toBe('Today we employ 640 people.');
    expect(items[1]!.querySelector('q')?.textContent).toBe('Scope 1 emissions (tCO2e) | 2024: 12.3');
    expect(items[1]!.textContent).toBe('Plan.pdf (uploaded document) Scope 1 emissions (tCO2e) | 2024: 12.3');
    expect(document.querySelector('a')?.getAttribute('title')).toBe('About Northwind');
  });
});
