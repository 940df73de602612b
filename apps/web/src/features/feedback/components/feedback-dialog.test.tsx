import {
  firstPageOf,
  changelogListResponseSchema,
  feedbackPostListResponseSchema,
  feedbackPostResponseSchema,
  type ChangelogEntry,
  type FeedbackPost,
} from '@impact/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  answer,
  apiError,
  noContent,
  offContract,
  stubApi,
  type ContractAnswer,
} from '../../../lib/test-support/stub-api';
import {
  click,
  cleanup,
  getByLabel,
  getByRole,
  hasText,
  queryAllByRole,
  render,
  select,
  submit,
  type,
  waitFor,
} from '../../../lib/test-support/render';
import { signIn, signInAsAdmin, signOut } from '../../../lib/test-support/session';
import { FeedbackLauncher } from '../index';
import FeedbackDialog from './feedback-dialog';

const post = (overrides: Partial<FeedbackPost> = {}): FeedbackPost => ({
  documentId: 'post-1',
  board: 'feature-requests',
  title: 'Export the materiality matrix as an image',
  body: 'For client decks.',
  status: 'planned',
  voteCount: 4,
  voted: false,
  mine: false,
  authorName: 'Sam Lee',
  createdAt: '2026-03-02T09:30:00.000Z',
  updatedAt: '2026-03-02T09:30:00.000Z',
  ...overrides,
});

const entry = (overrides: Partial<ChangelogEntry> = {}): ChangelogEntry => ({
  documentId: 'entry-1',
  title: 'Word export',
  body: 'Reports now download as **Word** files.',
  publishedAt: '2026-02-10T12:00:00.000Z',
  createdAt: '2026-02-10T12:00:00.000Z',
  updatedAt: '2026-02-10T12:00:00.000Z',
  ...overrides,
});

const FEATURES = '/api/feedback/boards/feature-requests/posts';
/** The first page the dialog asks for, of the largest size. */
const PAGE = '&pagination[page]=1&pagination[pageSize]=100';
const posts = (...list: FeedbackPost[]) => answer(feedbackPostListResponseSchema, firstPageOf(list));
const onePost = (overrides: Partial<FeedbackPost> = {}, status = 200) =>
  answer(feedbackPostResponseSchema, { data: post(overrides) }, status);
const changelog = (...entries: ChangelogEntry[]) => answer(changelogListResponseSchema, { data: entries });

const baseRoutes = {
  [`GET ${FEATURES}?sort=votes${PAGE}`]: posts(post()),
  [`GET ${FEATURES}?sort=newest${PAGE}`]: posts(post({ documentId: 'post-2', title: 'Dark mode PDFs' })),
  [`GET /api/feedback/boards/bugs/posts?sort=votes${PAGE}`]: posts(),
  'GET /api/changelog?limit=1': changelog(entry()),
  'GET /api/changelog?limit=100': changelog(
    entry({ documentId: 'entry-2', title: 'Team invitations' }),
    entry(),
  ),
};

const renderDialog = () => render(<FeedbackDialog open onOpenChange={() => {}} />);
const dialog = () => getByRole('dialog', 'Feedback');
const voteButton = () => getByRole('button', /^Vote for “Export the materiality matrix/);

afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

describe('Feedback dialog', () => {
  it('opens from the floating lightbulb on the Feature Requests board', async () => {
    stubApi(baseRoutes);
    render(<FeedbackLauncher />);
    click(getByRole('button', 'Feedback'));
    await waitFor(() => dialog());
    expect((getByLabel('Category') as HTMLSelectElement).value).toBe('feature-requests');
    await waitFor(() => expect(hasText('Export the materiality matrix as an image')).toBe(true));
    const card = getByRole('article', 'Export the materiality matrix as an image');
    expect(hasText('Planned', card)).toBe(true);
    expect(hasText('Mar 2, 2026', card)).toBe(true);
    expect(voteButton().textContent).toBe('4');
    expect(voteButton().getAttribute('aria-pressed')).toBe('false');
  });

  it('switches boards and shows an empty board plainly', async () => {
    const api = stubApi(baseRoutes);
    renderDialog();
    await waitFor(() => voteButton());
    select(getByLabel('Category'), 'bugs');
    await waitFor(() => expect(hasText('No posts yet — be the first to share an idea.')).toBe(true));
    expect(api.calls('GET', '/api/feedback/boards/bugs/posts')).toHaveLength(1);
  });

  it("sorts by 'Top' first and by 'Newest' on request", async () => {
    const api = stubApi(baseRoutes);
    renderDialog();
    await waitFor(() => voteButton());
    const top = getByRole('button', 'Top');
    const newest = getByRole('button', 'Newest');
    expect(top.getAttribute('aria-pressed')).toBe('true');
    click(newest);
    await waitFor(() => expect(hasText('Dark mode PDFs')).toBe(true));
    expect(newest.getAttribute('aria-pressed')).toBe('true');
    expect(api.requests.map((request) => request.url)).toContain(`${FEATURES}?sort=newest${PAGE}`);
  });

  it('validates a new post before sending it, and shows the server refusal inline', async () => {
    signIn();
    const api = stubApi({
      ...baseRoutes,
      [`POST ${FEATURES}`]: apiError(429, 'Too many posts. Try again in a minute.'),
    });
    renderDialog();
    await waitFor(() => voteButton());
    click(getByRole('button', 'New post'));
    const title = getByLabel('Title');
    type(title, ' ab ');
    expect(hasText('2/120')).toBe(true);
    submit(getByRole('button', 'Post').closest('form')!);
    expect(hasText('Title must be at least 3 characters')).toBe(true);
    expect(title.getAttribute('aria-invalid')).toBe('true');
    type(title, 'x'.repeat(121));
    expect(hasText('121/120')).toBe(true);
    submit(getByRole('button', 'Post').closest('form')!);
    expect(hasText('Title must be at most 120 characters')).toBe(true);
    expect(api.calls('POST', FEATURES)).toHaveLength(0);

    type(title, 'Bulk import of clients');
    type(getByLabel(/^Description/), '  From a spreadsheet  ');
    submit(getByRole('button', 'Post').closest('form')!);
    await waitFor(() => expect(hasText('Too many posts. Try again in a minute.')).toBe(true));
    expect(api.calls('POST', FEATURES)[0]!.body).toEqual({
      title: 'Bulk import of clients',
      body: 'From a spreadsheet',
    });
  });

  it('publishes a valid post and refreshes the board', async () => {
    signIn();
    const api = stubApi({
      ...baseRoutes,
      [`POST ${FEATURES}`]: onePost({ documentId: 'post-9', title: 'Bulk import' }, 201),
    });
    renderDialog();
    await waitFor(() => voteButton());
    click(getByRole('button', 'New post'));
    type(getByLabel('Title'), 'Bulk import');
    submit(getByRole('button', 'Post').closest('form')!);
    await waitFor(() => expect(hasText('Post published')).toBe(true));
    expect(queryAllByRole('button', 'Post')).toHaveLength(0);
    expect(api.calls('GET', FEATURES).length).toBeGreaterThanOrEqual(2);
  });

  it('counts a vote at once, keeps the server count, and takes it back on a second click', async () => {
    signIn();
    const pendingVote: { answer?: (response: ContractAnswer) => void } = {};
    const api = stubApi({
      ...baseRoutes,
      [`POST /api/feedback/posts/post-1/vote`]: () =>
        new Promise<ContractAnswer>((resolve) => (pendingVote.answer = resolve)),
      [`DELETE /api/feedback/posts/post-1/vote`]: onePost({ voteCount: 4, voted: false }),
    });
    renderDialog();
    await waitFor(() => voteButton());
    click(voteButton());
    // Optimistic: pressed with one more vote before the server has answered.
    await waitFor(() => expect(voteButton().getAttribute('aria-pressed')).toBe('true'));
    expect(voteButton().textContent).toBe('5');
    pendingVote.answer!(onePost({ voteCount: 6, voted: true }));
    await waitFor(() => expect(voteButton().textContent).toBe('6'));
    click(voteButton());
    await waitFor(() => expect(voteButton().getAttribute('aria-pressed')).toBe('false'));
    expect(voteButton().textContent).toBe('4');
    expect(api.calls('POST', '/api/feedback/posts/post-1/vote')).toHaveLength(1);
    expect(api.calls('DELETE', '/api/feedback/posts/post-1/vote')).toHaveLength(1);
  });

  it('rolls a vote back when the server refuses it', async () => {
    signIn();
    stubApi({
      ...baseRoutes,
      [`POST /api/feedback/posts/post-1/vote`]: apiError(429, 'Too many requests'),
    });
    renderDialog();
    await waitFor(() => voteButton());
    click(voteButton());
    await waitFor(() => expect(hasText('Your vote was not counted')).toBe(true));
    expect(voteButton().getAttribute('aria-pressed')).toBe('false');
    expect(voteButton().textContent).toBe('4');
  });

  it('sends a signed-out visitor to sign in instead of voting or posting', async () => {
    const api = stubApi(baseRoutes);
    const view = renderDialog();
    await waitFor(() => voteButton());
    click(voteButton());
    expect(view.pathname()).toBe('/signin');
    expect(api.calls('POST', '/api/feedback/posts/post-1/vote')).toHaveLength(0);

    cleanup();
    const again = renderDialog();
    await waitFor(() => voteButton());
    click(getByRole('button', 'New post'));
    expect(again.pathname()).toBe('/signin');
    expect(queryAllByRole('textbox', 'Title')).toHaveLength(0);
  });

  it('lets an Admin change a status and delete spam after confirming', async () => {
    signInAsAdmin();
    const api = stubApi({
      ...baseRoutes,
      'PATCH /api/feedback/posts/post-1': onePost({ status: 'done' }),
      'DELETE /api/feedback/posts/post-1': noContent(),
    });
    renderDialog();
    await waitFor(() => voteButton());
    select(getByLabel('Status of “Export the materiality matrix as an image”'), 'done');
    await waitFor(() => expect(hasText('Done', getByRole('article', /Export the materiality/))).toBe(true));
    expect(api.calls('PATCH', '/api/feedback/posts/post-1')[0]!.body).toEqual({ status: 'done' });

    click(getByRole('button', 'Delete', dialog()));
    const confirm = await waitFor(() => getByRole('alertdialog', 'Delete this post?'));
    expect(api.calls('DELETE', '/api/feedback/posts/post-1')).toHaveLength(0);
    click(getByRole('button', 'Delete', confirm));
    await waitFor(() => expect(hasText('No posts yet — be the first to share an idea.')).toBe(true));
    expect(api.calls('DELETE', '/api/feedback/posts/post-1')).toHaveLength(1);
  });

  it('shows no admin controls to other users', async () => {
    signIn();
    stubApi(baseRoutes);
    renderDialog();
    await waitFor(() => voteButton());
    expect(queryAllByRole('combobox', /^Status of/)).toHaveLength(0);
    expect(queryAllByRole('button', 'Delete')).toHaveLength(0);
  });

  it('shows the latest update and the whole changelog, newest first', async () => {
    stubApi(baseRoutes);
    renderDialog();
    await waitFor(() => expect(hasText('Word export')).toBe(true));
    expect(getByRole('dialog', 'Feedback').querySelector('strong')?.textContent).toBe('Word');
    click(getByRole('button', 'View Changelog'));
    await waitFor(() => expect(hasText('Team invitations')).toBe(true));
    const titles = queryAllByRole('heading').map((heading) => heading.textContent);
    expect(titles.indexOf('Team invitations')).toBeLessThan(titles.indexOf('Word export'));
    expect(document.activeElement?.textContent).toBe('Changelog');
    click(getByRole('button', 'Back'));
    await waitFor(() => getByLabel('Category'));
  });

  it('shows a board whose answer breaks its contract as failed, naming the endpoint and the field', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { voteCount: _left, ...withoutCount } = post();
    const broken = { ...firstPageOf([post()]), data: [withoutCount] };
    stubApi({ ...baseRoutes, [`GET ${FEATURES}?sort=votes${PAGE}`]: offContract(broken) });
    renderDialog();
    await waitFor(() =>
      expect(
        hasText(
          `Could not load the posts: GET ${FEATURES} answered outside its contract: data.0.voteCount: Invalid input: expected number, received undefined`,
        ),
      ).toBe(true),
    );
    expect(logged).toHaveBeenCalledWith(expect.stringContaining(`GET ${FEATURES} answered outside`), broken);
    logged.mockRestore();
  });

  it('says so when there are no updates, and when posts cannot load', async () => {
    stubApi({
      ...baseRoutes,
      [`GET ${FEATURES}?sort=votes${PAGE}`]: apiError(500, 'Database unavailable'),
      'GET /api/changelog?limit=1': changelog(),
    });
    renderDialog();
    await waitFor(() => expect(hasText('No updates yet.')).toBe(true));
    await waitFor(() => expect(hasText('Could not load the posts: Database unavailable')).toBe(true));
    expect(getByRole('button', 'Try again')).toBeTruthy();
  });
});
