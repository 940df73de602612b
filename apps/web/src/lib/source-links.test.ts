import { describe, expect, it } from 'vitest';
import { codeSourceLabel, policySourceLabel, safeLinkTarget } from './source-links';

describe('policySourceLabel', () => {
  it('keeps text under 40 characters', () => {
    expect(policySourceLabel('https://eur-lex.europa.eu/eli/dir/2022')).toBe(
      'https://eur-lex.europa.eu/eli/dir/2022',
    );
  });
  it('shows host plus the first 15 characters of the path otherwise', () => {
    expect(policySourceLabel('https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:32022L2464')).toBe(
      'eur-lex.europa.eu/legal-content/',
    );
  });
  it('falls back to 37 characters and an ellipsis for what is not an address', () => {
    const text = 'not a url but a rather long piece of text that goes on';
    expect(policySourceLabel(text)).toBe(`${text.slice(0, 37)}...`);
  });
});

describe('codeSourceLabel', () => {
  it('shows the host without www and the first path segment cut at 15 characters', () => {
    expect(codeSourceLabel('https://www.bcorporation.net/en-us/find-a-b-corp/company/x')).toBe(
      'bcorporation.net/en-us',
    );
    expect(codeSourceLabel('https://example.com/sustainability-report-2024/page')).toBe(
      'example.com/sustainability-',
    );
  });
  it('shows the host alone for a home page', () => {
    expect(codeSourceLabel('https://www.unglobalcompact.org/')).toBe('unglobalcompact.org');
  });
  it('falls back to 30 characters and an ellipsis', () => {
    const text = 'see the annual report, page twelve, second table';
    expect(codeSourceLabel(text)).toBe(`${text.slice(0, 30)}...`);
  });
});

describe('safeLinkTarget', () => {
  it.each([
    'https://a.example',
    'http://a.example',
    'mailto:x@a.example',
    'irc://irc.example',
    'ircs://x',
    'xmpp:x@y',
  ])('keeps %s', (href) => expect(safeLinkTarget(href)).toBe(href));
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    'file:///etc/passwd',
  ])('empties %s', (href) => expect(safeLinkTarget(href)).toBe(''));
  it('keeps relative links', () => expect(safeLinkTarget('/client/x')).toBe('/client/x'));
});
