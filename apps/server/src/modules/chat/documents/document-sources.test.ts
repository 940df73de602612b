import { describe, expect, it } from 'vitest';
import {
  citeUploadedDocuments,
  documentRef,
  pageRef,
  pageSource,
  uploadedDocumentsIn,
  type ContextPage,
} from './document-sources.js';

const ID = 'k3j9x2m1p8q7r6s5t4u3v2w1';
const part = (locator: string): ContextPage => ({
  kind: 'uploaded-document',
  documentId: ID,
  url: null,
  title: 'Plan.pdf',
  retrievedAt: '2026-03-01',
  locator,
  summary: '',
  content: 'Our plant runs on solar power.',
});
const webPage: ContextPage = { title: 'Home', url: 'https://acme.example/', summary: '', content: 'Hello.' };
const documents = uploadedDocumentsIn([part('part 1 of 2'), part('part 2 of 2'), webPage]);
const asDocument = {
  kind: 'uploaded-document',
  documentId: ID,
  url: null,
  title: 'Plan.pdf',
  retrievedAt: '2026-03-01',
};

describe('pages and their references', () => {
  it('names a web page by its address and a document by its reference', () => {
    expect(pageRef(webPage)).toBe('https://acme.example/');
    expect(pageRef(part('part 1 of 2'))).toBe(`uploaded-document:${ID}`);
  });

  it('makes a page the source it stands for, a quote kept apart for a document', () => {
    expect(pageSource(webPage, '2026-03-02', 'We run on sun.')).toEqual({
      url: 'https://acme.example/',
      title: '“We run on sun.”',
      retrievedAt: '2026-03-02',
    });
    expect(pageSource(part('part 2 of 2'), '2026-03-02', 'We run on sun.')).toEqual({
      ...asDocument,
      locator: 'part 2 of 2',
      quote: 'We run on sun.',
    });
  });
});

describe('citeUploadedDocuments', () => {
  it('turns every source citing a reference into the whole document, nothing else', () => {
    const output = {
      sections: [
        {
          key: 'ReportedMetrics',
          data: [
            {
              name: 'Solar share',
              sources: [
                {
                  url: documentRef(ID),
                  title: '“Our plant runs on solar power.”',
                  retrievedAt: '2026-03-02',
                },
                { url: 'https://acme.example/', title: 'Home', retrievedAt: '2026-03-02' },
              ],
            },
          ],
        },
      ],
    };
    expect(citeUploadedDocuments(output, documents).sections[0]!.data[0]!.sources).toEqual([
      { ...asDocument, quote: 'Our plant runs on solar power.' },
      { url: 'https://acme.example/', title: 'Home', retrievedAt: '2026-03-02' },
    ]);
  });

  it('takes the reference away from what is not a source, keeping the rest of it', () => {
    const finding = { name: 'Acme', url: documentRef(ID), quote: 'q', sources: [{ url: documentRef(ID) }] };
    expect(citeUploadedDocuments(finding, documents)).toEqual({
      name: 'Acme',
      quote: 'q',
      sources: [asDocument],
    });
  });

  it('leaves what cites no document as it is', () => {
    const plain = {
      summary: 'uploaded-document: a word',
      sources: [{ url: 'https://a.example/', retrievedAt: '2026-01-01' }],
    };
    expect(citeUploadedDocuments(plain, documents)).toEqual(plain);
  });
});
