import { afterEach, describe, expect, it } from 'vitest';
import {
  cleanup,
  click,
  getByLabel,
  getByRole,
  hasText,
  render,
  type,
  waitFor,
} from '../../../lib/test-support/render';
import { SignUpForm } from './sign-up-form';

afterEach(cleanup);

const fieldError = (label: string) => {
  const input = getByLabel(label);
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
  const error = ids.map((id) => document.getElementById(id)).find((node) => node?.id.endsWith('-error'));
  return { invalid: input.getAttribute('aria-invalid'), message: error?.textContent ?? null };
};

describe('SignUpForm', () => {
  it('keeps the submit enabled and explains the terms when they are not accepted', async () => {
    render(<SignUpForm />, { path: '/signup' });
    const submit = getByRole('button', 'Create account');
    expect(submit.hasAttribute('disabled')).toBe(false);
    expect(submit.getAttribute('aria-disabled')).toBeNull();
    click(submit);
    await waitFor(() => expect(hasText('Terms required')).toBe(true));
    expect(hasText('You must accept the terms and conditions to create an account.')).toBe(true);
  });

  it('says under each empty field what it needs', () => {
    render(<SignUpForm />, { path: '/signup' });
    click(getByRole('button', 'Create account'));
    expect(fieldError('Full name')).toEqual({ invalid: 'true', message: 'Enter your full name' });
    expect(fieldError('Email')).toEqual({ invalid: 'true', message: 'Enter your e-mail address' });
    expect(fieldError('Password')).toEqual({ invalid: 'true', message: 'Choose a password' });
  });

  it('names a bad e-mail and a five-character password, and clears what was fixed', () => {
    render(<SignUpForm />, { path: '/signup' });
    type(getByLabel('Full name'), 'Ada Lovelace');
    type(getByLabel('Email'), 'ada@');
    type(getByLabel('Password'), 'short');
    click(getByRole('button', 'Create account'));
    expect(fieldError('Full name')).toEqual({ invalid: null, message: null });
    expect(fieldError('Email').message).toBe(
      'This is not a valid e-mail address (for example name@company.com)',
    );
    expect(fieldError('Password').message).toBe('The password is 5 characters long; it must be at least 8');
  });
});
