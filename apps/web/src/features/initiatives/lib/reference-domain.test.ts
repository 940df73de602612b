import { describe, expect, it } from 'vitest';
import { isHttpUrl, referenceDomain } from './reference-domain';

describe('referenceDomain', () => {
  it('shows the host without www', () => {
    expect(referenceDomain('https://www.edie.net/ab-inbev-places-climate-science')).toBe('edie.net');
    expect(referenceDomain('https://wornwear.patagonia.com/faq?x=1')).toBe('wornwear.patagonia.com');
    expect(referenceDomain('http://WWW.Example.COM')).toBe('example.com');
  });

  it('cuts something that is not a web address', () => {
    expect(referenceDomain('Annual report')).toBe('Annual report');
    expect(referenceDomain('a'.repeat(40))).toBe(`${'a'.repeat(30)}...`);
    expect(referenceDomain('ftp://files.example/x')).toBe('ftp://files.example/x');
  });
});

describe('isHttpUrl', () => {
  it('accepts only http and https', () => {
    expect(isHttpUrl('https://a.example')).toBe(true);
    expect(isHttpUrl(' http://a.example ')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('a.example')).toBe(false);
  });
});
