import { firstPageOf, changelogListResponseSchema, feedbackPostListResponseSchema } from '@impact/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, stubApi } from '../../../lib/test-support/stub-api';
import {
  click,
  cleanup,
  getByRole,
  hasText,
  queryAllByRole,
  render,
  waitFor,
} from '../../../lib/test-support/render';
import { signIn, signInAsAdmin, signOut } from '../../../lib/test-support/session';
import { FeedbackLauncher } from '../../feedback';
import HelpPage from './help-page';

afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

describe('Help page', () => {
  it('explains every client page', () => {
    render(<HelpPage />);
    const titles = queryAllByRole('heading').map((heading) => heading.textContent);
    for (const title of [
      'Overview',
      'Company Profile',
      'Impact Strategy',
      'Policy & Regulations',
      'Impact Communication',
      'Initiatives',
      'Reports',
      'Library',
    ]) {
      expect(titles).toContain(title);
    }
  });

  it('tells a consultant to ask their administrator, without server settings', () => {
    signIn();
    render(<HelpPage />);
    expect(hasText('ask your administrator to connect a research provider')).toBe(true);
    expect(hasText('_API_KEY')).toBe(false);
    expect(hasText('environment variables')).toBe(false);
    expect(queryAllByRole('heading', 'For administrators: provider settings')).toHaveLength(0);
  });

  it('shows an Admin the exact provider variables the server reads', () => {
    signInAsAdmin();
    render(<HelpPage />);
    getByRole('heading', 'For administrators: provider settings');
    const names = [...document.querySelectorAll('dt code')].map((code) => code.textContent);
    expect(names).toEqual([
      'MODEL_PROVIDER',
      'OPENAI_API_KEY',
      'ANTHROPIC_API_KEY',
      'OPENAI_BASE_URL',
      'MODEL_NAME',
      'PERPLEXITY_API_KEY',
      'RESEARCH_MODEL',
    ]);
    expect(hasText('gpt-4.1-mini')).toBe(true);
  });

  it("opens the Feedback dialog from 'Send us feedback'", async () => {
    stubApi({
      'GET /api/feedback/boards/feature-requests/posts': answer(
        feedbackPostListResponseSchema,
        firstPageOf([]),
      ),
      'GET /api/changelog': answer(changelogListResponseSchema, { data: [] }),
    });
    render(
      <>
        <HelpPage />
        <FeedbackLauncher />
      </>,
    );
    expect(queryAllByRole('dialog')).toHaveLength(0);
    click(getByRole('button', 'Send us feedback'));
    await waitFor(() => getByRole('dialog', 'Feedback'));
  });
});
