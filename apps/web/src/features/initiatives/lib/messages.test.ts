import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { failureMessage, generationSummary, MESSAGES } from './messages';

describe('failureMessage', () => {
  it("adds the server's reason to the spec's message", () => {
    expect(failureMessage(MESSAGES.add, new ApiRequestError('Title is required', 400))).toBe(
      'Failed to add initiative: Title is required',
    );
  });

  it("is the spec's message alone without a server reason", () => {
    expect(failureMessage(MESSAGES.update, new TypeError('Failed to fetch'))).toBe(
      'Failed to update initiative',
    );
    expect(failureMessage(MESSAGES.delete, new ApiRequestError('', 500))).toBe('Failed to delete initiative');
  });
});

describe('generationSummary', () => {
  it('reports what was found and added', () => {
    expect(generationSummary({ found: 0, added: 0 })).toBe('No initiatives found');
    expect(generationSummary({ found: 1, added: 1 })).toBe('Found 1 initiative; 1 new one added.');
    expect(generationSummary({ found: 4, added: 3 })).toBe('Found 4 initiatives; 3 new ones added.');
    expect(generationSummary({ found: 2, added: 0 })).toBe('Found 2 initiatives; all were already listed.');
  });
});
