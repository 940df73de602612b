import { describe, expect, it } from 'vitest';
import { domainOf, isDomainQuery } from './is-domain-query';

describe('isDomainQuery (Public Suffix List, spec 01 §5)', () => {
  it.each([
    'acme.com',
    'acme.net',
    'acme.org',
    'acme.io',
    'acme.co',
    'acme.ai',
    'acme.app',
    'acme.dev',
    'energy.gov',
    'mit.edu',
    'ACME.COM',
    'acme.com/about',
    'shop.acme.io/',
    '  acme.com  ',
    'acme.pl',
    'acme.com.au',
    'acme.fr/contact',
    'shop.acme.com.au/',
    'zabka.com.pl',
    'acme.community',
    'acme.company',
  ])('%s is a domain (a public suffix after a name)', async (text) => {
    expect(await isDomainQuery(text)).toBe(true);
  });

  it.each(['www.acme', 'WWW.acme.de', 'http://acme', 'https://acme.de/path', 'HTTPS://acme'])(
    '%s is a domain (starts with www. or http(s)://)',
    async (text) => expect(await isDomainQuery(text)).toBe(true),
  );

  it.each([
    'Acme',
    'Acme Foods',
    'acme com',
    'Nestlé S.A.',
    'S.A.',
    'Koninklijke Philips N.V.',
    'N.V.',
    'Acme Co.',
    'Co.',
    'com.au',
    'acme.comics/',
    'acme.notasuffix',
    'dotcom',
    '.',
    '',
    'the www. corporation',
  ])('%s is a name', async (text) => {
    expect(await isDomainQuery(text)).toBe(false);
  });
});

describe('domainOf', () => {
  it('answers the lower-case host without www.', () => {
    expect(domainOf('https://www.Acme.com/about')).toBe('acme.com');
    expect(domainOf('acme.io')).toBe('acme.io');
    expect(domainOf('http://shop.acme.co.uk')).toBe('shop.acme.co.uk');
  });

  it('answers null for nothing or something that is no address', () => {
    expect(domainOf(null)).toBeNull();
    expect(domainOf('')).toBeNull();
    expect(domainOf('https://')).toBeNull();
  });
});
