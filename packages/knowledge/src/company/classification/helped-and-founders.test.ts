import { describe, expect, it } from 'vitest';
import { classifySector } from './classify-sector.js';
import { evidenceFromPages } from './evidence.js';

const HOME = 'https://www.example.test/';
const classify = (content: string, title?: string) =>
  classifySector(evidenceFromPages([{ url: HOME, content, ...(title ? { title } : {}) }]));
const divisionOf = (result: ReturnType<typeof classifySector>) =>
  result.status === 'classified' ? result.division : undefined;

describe('classifySector: what others do is not the company’s activity', () => {
  it('a lender that helps its members improve their homes is a financial service (64), not a builder', () => {
    const result = classify(
      [
        'Find out how we are helping members make their homes warmer and cheaper to heat.',
        'The Society was started in 1884 by quarry workers in the valley who pooled their wages to build houses.',
        'Mortgages and savings accounts for our members, from a building society that has no shareholders.',
        'We provide mortgages and savings accounts through our branches.',
      ].join('\n'),
      'Your home, your savings | Oakmere Building Society',
    );
    expect(result).toMatchObject({ status: 'classified', division: '64' });
    expect(result.alternatives.map((alternative) => alternative.division)).not.toContain('41');
  });

  it('the party helped acts; helping to build is still building', () => {
    expect(divisionOf(classify('We help young families build houses of their own.'))).toBeUndefined();
    expect(divisionOf(classify('We help to build houses and apartments for young families.'))).toBe('41');
  });

  it('a relative clause on the agent of a passive describes that agent', () => {
    expect(
      divisionOf(classify('We were founded by engineers who build bridges and tunnels.')),
    ).toBeUndefined();
  });

  it('a building society or credit union describing itself is a lender', () => {
    expect(divisionOf(classify('We are a credit union owned by the people who save with us.'))).toBe('64');
    expect(divisionOf(classify('We are a building society owned by our members.'))).toBe('64');
  });
});
