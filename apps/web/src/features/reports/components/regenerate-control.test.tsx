import { Tooltip } from 'radix-ui';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, click, getByRole, hasText, render, waitFor } from '../../../lib/test-support/render';
import { RegenerateControl } from './regenerate-control';

afterEach(cleanup);

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

const control = (regenerate: () => Promise<unknown>) => (
  <Tooltip.Provider>
    <RegenerateControl
      reportId="report-1"
      sectionTitle="regulatory_landscape"
      sectionName="Regulatory Landscape"
      disabled={false}
      regenerate={regenerate}
    />
  </Tooltip.Provider>
);

describe('RegenerateControl', () => {
  it('says how the regeneration ended even when its card was mounted again while it ran', async () => {
    const request = deferred();
    const first = render(control(() => request.promise));
    click(getByRole('button', /Regenerate/));
    await waitFor(() => expect(hasText('Regenerating...')).toBe(true));

    // The report re-renders around the section and its card is mounted anew.
    first.unmount();
    render(control(() => request.promise));
    expect(hasText('Regenerating...')).toBe(true);
    expect(getByRole('button', /Regenerating/)).toHaveProperty('disabled', true);

    await act(async () => request.resolve());
    await waitFor(() => expect(hasText('Successfully regenerated!')).toBe(true));
  });
});
