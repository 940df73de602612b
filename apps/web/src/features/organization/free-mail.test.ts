import { describe, expect, it } from 'vitest';
import { FREE_MAIL_DOMAINS, isFreeMailDomain, workDomainFromEmail } from './free-mail';

describe('isFreeMailDomain', () => {
  it.each(['gmail.com', 'yahoo.co.uk', 'outlook.com', 'icloud.com', 'protonmail.com', 'proton.me', 'web.de'])(
    '%s is free mail',
    (domain) => expect(isFreeMailDomain(domain)).toBe(true),
  );

  it('ignores case and surrounding spaces', () => {
    expect(isFreeMailDomain(' GMail.COM ')).toBe(true);
  });

  it('does not treat company domains, or subdomains of free-mail names, as free mail', () => {
    expect(isFreeMailDomain('acme.com')).toBe(false);
    expect(isFreeMailDomain('gmail.acme.com')).toBe(false);
  });

  it('lists about twenty providers (spec 01 §9)', () => {
    expect(FREE_MAIL_DOMAINS.size).toBeGreaterThanOrEqual(18);
    expect(FREE_MAIL_DOMAINS.size).toBeLessThanOrEqual(25);
  });
});

describe('workDomainFromEmail (website prefill)', () => {
  it('prefills the domain of a work address', () => {
    expect(workDomainFromEmail('jane@acme.com')).toBe('acme.com');
    expect(workDomainFromEmail('Jane.Doe@Mail.Acme-Consulting.CO.UK')).toBe('mail.acme-consulting.co.uk');
  });

  it('prefills nothing for free-mail addresses', () => {
    expect(workDomainFromEmail('jane@gmail.com')).toBeNull();
    expect(workDomainFromEmail('jane@HOTMAIL.com')).toBeNull();
  });

  it('prefills nothing for missing or malformed addresses', () => {
    for (const email of [null, undefined, '', 'jane', '@acme.com', 'jane@', 'jane@localhost']) {
      expect(workDomainFromEmail(email)).toBeNull();
    }
  });
});
