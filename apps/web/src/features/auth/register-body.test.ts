import { describe, expect, it } from 'vitest';
import { buildRegisterBody } from './register-body';

describe('buildRegisterBody', () => {
  it('derives the username from the full name without whitespace, lowercased', () => {
    expect(buildRegisterBody('Jane Doe', 'jane@acme.com', 'secret-123').username).toBe('janedoe');
  });

  it('removes every kind of whitespace, not only single spaces', () => {
    expect(buildRegisterBody('  Anne-Marie \t van  der\nBerg ', 'a@b.co', 'x').username).toBe(
      'anne-marievanderberg',
    );
  });

  it('keeps the full name as typed (trimmed) and trims the e-mail, but never the password', () => {
    expect(buildRegisterBody(' Jane Doe ', ' jane@acme.com ', ' pass word ')).toEqual({
      username: 'janedoe',
      email: 'jane@acme.com',
      password: ' pass word ',
      fullName: 'Jane Doe',
    });
  });
});
