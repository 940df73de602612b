import { describe, expect, it } from 'vitest';
import { referenceLabel } from './reference-label';

const servedFromAnAddress = {
  Name: 'Verdant Foods',
  Domain: '127.0.0.1',
  WebsiteUrl: 'http://127.0.0.1:4173/',
};
const withADomain = { Name: 'Żabka Polska', Domain: 'zabka.pl', WebsiteUrl: 'https://www.zabka.pl/' };

describe('referenceLabel', () => {
  it("names a page of the company's own site served from a bare address by the company", () => {
    expect(referenceLabel('127.0.0.1', servedFromAnAddress)).toBe('Verdant Foods');
  });

  it("names a page of the company's own site by its domain", () => {
    expect(referenceLabel('zabka.pl', withADomain)).toBe('zabka.pl');
    expect(referenceLabel('www.zabka.pl', withADomain)).toBe('zabka.pl');
  });

  it('keeps the host of anyone else', () => {
    expect(referenceLabel('edie.net', withADomain)).toBe('edie.net');
    expect(referenceLabel('10.0.0.8', withADomain)).toBe('10.0.0.8');
    expect(referenceLabel('edie.net', undefined)).toBe('edie.net');
  });
});
