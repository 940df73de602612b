import { describe, expect, it } from 'vitest';
import { answeredEntry, resultText } from './web-context-entry.js';
import { RESEARCH_TOPICS, researchQuestions } from './questions.js';

const acme = {
  name: 'Acme Foods',
  domain: 'acme-foods.example',
  websiteUrl: 'https://www.acme-foods.example/',
  headquarters: 'Ghent, Belgium',
};

describe('researchQuestions', () => {
  it('asks one question per topic, each naming the company and its website', () => {
    const questions = researchQuestions(acme);
    expect(questions.map((question) => question.topic)).toEqual(RESEARCH_TOPICS);
    for (const { query } of questions) {
      expect(query).toContain('Acme Foods (website: acme-foods.example)');
      expect(query.endsWith('?')).toBe(true);
      expect(query.length).toBeLessThanOrEqual(500);
    }
    expect(questions.map((question) => question.query).join(' ')).toMatch(
      /targets[\s\S]*Scope 1, 2 and 3[\s\S]*lawsuits[\s\S]*ESG ratings[\s\S]*media coverage[\s\S]*NGOs/,
    );
  });

  it('titles each question in words with the company’s name, not the search sent', () => {
    const questions = researchQuestions(acme);
    expect(questions.map((question) => question.title)).toEqual([
      'Sustainability strategy and targets of Acme Foods',
      'Emissions and other metrics Acme Foods reports',
      'Controversies and lawsuits involving Acme Foods',
      'ESG ratings and certifications of Acme Foods',
      'Recent news about Acme Foods',
      'NGO campaigns and partnerships with Acme Foods',
    ]);
    const [question] = questions;
    expect(answeredEntry(question!, 'Answer [1].', []).title).toBe(question!.title);
  });

  it('names the head office when the company has no website, and stays within 500 characters', () => {
    const [first] = researchQuestions({ ...acme, domain: null, websiteUrl: null });
    expect(first!.query).toContain('Acme Foods (headquartered in Ghent, Belgium)');
    const long = researchQuestions({ ...acme, name: 'N'.repeat(160), domain: `${'d'.repeat(240)}.example` });
    for (const { query } of long) expect(query.length).toBeLessThanOrEqual(500);
  });
});

describe('answeredEntry', () => {
  it('cuts an answer too long for the stored result and caps source titles', () => {
    const text = `"Quoted"\n${'word '.repeat(6000)}`;
    const entry = answeredEntry('Q?', text, [
      { url: 'https://a.example/', title: 'T'.repeat(400), retrievedAt: '2025-01-01T00:00:00.000Z' },
    ]);
    expect(entry.result.length).toBeLessThanOrEqual(20_000);
    expect(resultText(entry.result).startsWith('"Quoted"\nword')).toBe(true);
    expect(resultText(entry.result).endsWith('…')).toBe(true);
    expect(entry.sources[0]!.title).toHaveLength(300);
  });
});
