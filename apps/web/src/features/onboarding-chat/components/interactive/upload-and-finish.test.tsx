import { onboardingDocumentListResponseSchema, userSchema, type OnboardingDocument } from '@impact/contracts';
import { act } from 'react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../../lib/auth';
import { testUser } from '../../../../lib/test-support/session';
import {
  answer,
  apiErrorText,
  contractText,
  noContent,
  stubApi,
} from '../../../../lib/test-support/stub-api';
import { FakeXhr } from '../../test/fake-xhr';
import { alerts, cleanup, click, getButton, getByLabel, render, waitFor } from '../../test/render';
import { useChatStore } from '../../store/chat-store';
import { FileUpload } from './file-upload';
import { FinalStep } from './final-step';
import { OnboardingComplete } from './onboarding-complete';

const uploadProps = {
  stepId: 'step-4',
  accept: ['.pdf', '.docx'],
  optional: true,
  uploadUrl: 'onboarding/uploads',
  maxBytes: 1000,
  maxFiles: 2,
};

function choose(input: HTMLInputElement, files: File[]) {
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  act(() => input.dispatchEvent(new Event('change', { bubbles: true })));
}

const pdf = (name: string, size = 10) => new File(['x'.repeat(size)], name, { type: 'application/pdf' });

const UPLOADS = '/api/onboarding/uploads';
const stored = (document: Partial<OnboardingDocument> = {}): OnboardingDocument => ({
  documentId: 'doc-1',
  name: 'report.pdf',
  size: 10,
  pageCount: 2,
  characters: 900,
  ...document,
});
const documentList = (...documents: OnboardingDocument[]) => ({ data: documents });

let api: ReturnType<typeof stubApi>;
const routes = (held: OnboardingDocument[] = []) => ({
  [`GET ${UPLOADS}`]: answer(onboardingDocumentListResponseSchema, documentList(...held)),
  [`DELETE ${UPLOADS}/doc-7`]: noContent(),
  'GET /api/users/me': answer(userSchema, testUser()),
});
beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  api = stubApi(routes());
  window.localStorage.setItem('token', 'tok');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('FileUpload', () => {
  it('shows the documents the onboarding already holds (after a reload) and submits them', async () => {
    api = stubApi(
      routes([stored({ documentId: 'doc-9', name: 'earlier.pdf', size: 20, pageCount: 1, characters: 5 })]),
    );
    const onSubmit = vi.fn();
    const { container } = render(<FileUpload props={uploadProps} interactive onSubmit={onSubmit} />);
    await waitFor(() => expect(container.textContent).toContain('earlier.pdf'));
    click(getButton(container, 'Continue'));
    expect(onSubmit).toHaveBeenCalledWith({ files: [{ name: 'earlier.pdf', size: 20, uploadId: 'doc-9' }] });
  });

  it('uploads each file as multipart form data, shows progress, and submits the uploaded ones', async () => {
    const onSubmit = vi.fn();
    const { container } = render(<FileUpload props={uploadProps} interactive onSubmit={onSubmit} />);
    choose(getByLabel(container, 'Add documents'), [pdf('report.pdf')]);

    const request = FakeXhr.sent[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/onboarding/uploads');
    expect(request.headers.Authorization).toBe('Bearer tok');
    expect((request.body!.get('file') as File).name).toBe('report.pdf');
    act(() => request.progress(5, 10));
    expect(container.querySelector('progress')!.value).toBe(50);
    expect(getButton(container, 'Uploading…').disabled).toBe(true);

    act(() =>
      request.respond(201, contractText(onboardingDocumentListResponseSchema, documentList(stored()))),
    );
    await waitFor(() => expect(container.textContent).toContain('Uploaded'));
    click(getButton(container, 'Continue'));
    expect(onSubmit).toHaveBeenCalledWith({ files: [{ name: 'report.pdf', size: 10, uploadId: 'doc-1' }] });
  });

  it("shows the server's refusal for a file, and refuses wrong types, big files and extra files itself", async () => {
    const { container } = render(<FileUpload props={uploadProps} interactive onSubmit={vi.fn()} />);
    choose(getByLabel(container, 'Add documents'), [
      pdf('notes.txt'),
      pdf('huge.pdf', 2000),
      pdf('scan.pdf'),
      pdf('a.pdf'),
      pdf('b.pdf'),
    ]);
    expect(FakeXhr.sent.map((request) => (request.body!.get('file') as File).name)).toEqual([
      'scan.pdf',
      'a.pdf',
    ]);
    act(() => FakeXhr.sent[0]!.respond(422, apiErrorText(422, 'The PDF has no text to read')));
    await waitFor(() =>
      expect(alerts(container)).toEqual([
        'Only PDF or DOCX files can be uploaded',
        'The file is larger than 1000 B',
        'The PDF has no text to read',
        'At most 2 files can be uploaded',
      ]),
    );
  });

  it('removes an uploaded file on the server too', async () => {
    const onSubmit = vi.fn();
    const { container } = render(<FileUpload props={uploadProps} interactive onSubmit={onSubmit} />);
    choose(getByLabel(container, 'Add documents'), [pdf('report.pdf')]);
    act(() =>
      FakeXhr.sent[0]!.respond(
        201,
        contractText(onboardingDocumentListResponseSchema, documentList(stored({ documentId: 'doc-7' }))),
      ),
    );
    await waitFor(() => expect(container.textContent).toContain('Uploaded'));

    click(getButton(container, 'Remove report.pdf'));
    await waitFor(() => expect(container.textContent).not.toContain('report.pdf'));
    expect(api.calls('DELETE', `${UPLOADS}/doc-7`)).toHaveLength(1);
    expect(getButton(container, 'Continue').disabled).toBe(true);
  });

  it("submits no files with 'Skip', offered only when the step is optional", () => {
    const onSubmit = vi.fn();
    const { container } = render(<FileUpload props={uploadProps} interactive onSubmit={onSubmit} />);
    click(getButton(container, 'Skip'));
    expect(onSubmit).toHaveBeenCalledWith({ files: [] });
    const required = render(
      <FileUpload props={{ ...uploadProps, optional: false }} interactive onSubmit={vi.fn()} />,
    );
    expect(() => getButton(required.container, 'Skip')).toThrow();
  });

  it('offers only Skip when no upload address was given', () => {
    const { container } = render(<FileUpload props={{ stepId: 'step-4' }} interactive onSubmit={vi.fn()} />);
    expect(container.textContent).toContain('Uploading documents is not available right now.');
    expect(container.querySelector('input[type="file"]')).toBeNull();
    expect(getButton(container, 'Skip')).toBeTruthy();
  });
});

describe('FinalStep', () => {
  it('summarises the answers and confirms', () => {
    useChatStore.setState({ messages: [] });
    const onSubmit = vi.fn();
    const { container } = render(
      <FinalStep
        props={{ stepId: 'step-6', answers: { 'step-0': { website: 'acme.com' }, 'step-4': { files: [] } } }}
        interactive
        onSubmit={onSubmit}
      />,
    );
    expect(Array.from(container.querySelectorAll('dt, dd')).map((cell) => cell.textContent)).toEqual([
      'Website',
      'acme.com',
      'Documents',
      'None',
    ]);
    click(getButton(container, 'Create client and start assessment'));
    expect(onSubmit).toHaveBeenCalledWith({ confirm: true });
  });
});

/** Where the router is now, as text in the page. */
function CurrentPath() {
  return <output>{useLocation().pathname}</output>;
}

describe('OnboardingComplete', () => {
  it('opens the new client, links to it and, when not a demo, selects it and reloads the user', async () => {
    useAuthStore.setState({ isAuthenticated: false, user: null });
    const { container } = render(
      <>
        <CurrentPath />
        <OnboardingComplete
          props={{
            clientName: 'Acme & Co',
            clientPath: '/client/Acme%20%26%20Co',
            clientDocumentId: 'c1',
            clientId: 5,
            runId: 12,
            runDocumentId: 'run-1',
          }}
          interactive
        />
      </>,
    );
    expect(getButton(container, 'Open Acme & Co').getAttribute('href')).toBe('/client/Acme%20%26%20Co');
    expect(container.textContent).toContain('Acme & Co is created and its assessment has started.');
    await waitFor(() => expect(window.localStorage.getItem('selectedClientId')).toBe('5'));
    await waitFor(() => expect(api.calls('GET', '/api/users/me')).toHaveLength(1));
    await waitFor(() =>
      expect(container.querySelector('output')?.textContent).toBe('/client/Acme%20%26%20Co'),
    );
  });

  it('does not claim an assessment started when none did (the run budget was spent)', () => {
    const { container } = render(
      <OnboardingComplete
        props={{
          clientName: 'Budget Ltd',
          clientPath: '/client/Budget%20Ltd',
          clientDocumentId: 'c3',
          clientId: 7,
          runId: null,
          runDocumentId: null,
        }}
        interactive={false}
      />,
    );
    expect(container.textContent).toContain('Budget Ltd is created.');
    expect(container.textContent).not.toContain('assessment has started');
  });

  it('selects nothing for a demo, and never links outside the app', () => {
    const { container } = render(
      <OnboardingComplete
        props={{
          clientName: 'Patagonia',
          clientPath: 'https://evil.example',
          clientDocumentId: 'c2',
          clientId: 9,
          demo: true,
        }}
        interactive
      />,
    );
    expect(getButton(container, 'Open Patagonia').getAttribute('href')).toBe('/client/Patagonia');
    expect(window.localStorage.getItem('selectedClientId')).toBeNull();
  });
});
