import { describe, expect, it } from 'vitest';
import { relevanceOf } from './page-relevance.js';

const link = (path: string, text = '') => ({ url: `https://talbrunn.example${path}`, text });

describe('relevance of a stakeholder-dialogue page', () => {
  it('reads a page named by its stakeholder words in German, Dutch, Italian or by its dialogue', () => {
    expect(relevanceOf(link('/dialog.html', 'Dialog mit Anspruchsgruppen'))).toBe(6);
    expect(relevanceOf(link('/p4', 'Dialoog met belanghebbenden'))).toBe(6);
    expect(relevanceOf(link('/portatori-di-interesse'))).toBe(6);
    expect(relevanceOf(link('/dialog', 'Dialog'))).toBe(6);
  });

  it('still scores an unrelated page at zero', () => {
    expect(relevanceOf(link('/dialogbox-demo', 'Produktdemo'))).toBe(0);
  });
});
