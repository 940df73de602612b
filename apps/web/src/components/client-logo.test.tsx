import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '../lib/test-support/render';
import { ClientLogo } from './client-logo';

afterEach(cleanup);

describe('ClientLogo', () => {
  it('shows the initial and asks for no image when the record has no logo', () => {
    render(<ClientLogo name="acme Foods" logoUrl={null} />);
    // No <img>: the browser has nothing to fetch, so no 404 can reach the console.
    expect(document.querySelectorAll('img')).toHaveLength(0);
    expect(document.body.textContent).toBe('A');
  });

  it("loads the record's content address when there is one", () => {
    const address = `/api/logos/files/${'a'.repeat(64)}.png`;
    render(<ClientLogo name="Acme Foods" logoUrl={address} />);
    const images = document.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]!.getAttribute('src')).toBe(address);
  });
});
