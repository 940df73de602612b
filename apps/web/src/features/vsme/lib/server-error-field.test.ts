import { describe, expect, it } from 'vitest';
import { fieldOfMessage } from './server-error-field';

describe('fieldOfMessage', () => {
  it('finds the field a 400 names, the earliest one when it names several', () => {
    expect(fieldOfMessage('value must not be negative for NumberOfEmployees')).toBe('value');
    expect(fieldOfMessage("unit 'kg' cannot be converted to MWh for value")).toBe('unit');
    expect(fieldOfMessage('data.omissionStatement: Required')).toBe('omissionStatement');
    expect(fieldOfMessage('notApplicableReason is required when status is not-applicable')).toBe(
      'notApplicableReason',
    );
  });

  it('finds none in a message about no field', () => {
    expect(fieldOfMessage('VSME report not found')).toBeNull();
    expect(fieldOfMessage('The values were changed by someone else')).toBeNull();
  });
});
