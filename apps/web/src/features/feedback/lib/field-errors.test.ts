import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors';

describe('fieldErrors', () => {
  it('keeps the first message of each field', () => {
    expect(
      fieldErrors([
        { path: ['title'], message: 'Title must be at least 3 characters' },
        { path: ['title'], message: 'second' },
        { path: ['body'], message: 'Description must be at most 5000 characters' },
      ]),
    ).toEqual({
      title: 'Title must be at least 3 characters',
      body: 'Description must be at most 5000 characters',
    });
  });
});
