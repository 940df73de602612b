import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, useEffect, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { Toaster } from 'sonner';

/**
 * A small DOM test kit for component tests (the project has no testing-library): render inside the
 * real providers and router, query by role, label and text as a user perceives the page, and act on
 * it with real DOM events. Radix portals render into document.body, so queries search the document.
 */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
installBrowserGaps();

export interface Rendered {
  /** The path the router is on now (e.g. after a navigate('/signin')). */
  pathname: () => string;
  queryClient: QueryClient;
  unmount: () => void;
}

let mounted: Root[] = [];

export function render(ui: ReactNode, { path = '/', route = path }: { path?: string; route?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const current = { pathname: route };
  function LocationProbe() {
    const { pathname } = useLocation();
    useEffect(() => {
      current.pathname = pathname;
    }, [pathname]);
    return null;
  }
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <>
            {ui}
            <LocationProbe />
          </>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [route] },
  );
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  mounted.push(root);
  act(() => {
    root.render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>,
    );
  });
  return {
    pathname: () => current.pathname,
    queryClient,
    unmount: () => act(() => root.unmount()),
  } satisfies Rendered;
}

/** Unmounts everything rendered and empties the document; call in afterEach. */
export function cleanup(): void {
  for (const root of mounted) act(() => root.unmount());
  mounted = [];
  document.body.innerHTML = '';
}

const normalise = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** What a screen reader would call the element: aria-label, aria-labelledby, its label, else its text. */
export function accessibleName(element: Element): string {
  const label = element.getAttribute('aria-label');
  if (label) return normalise(label);
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy) {
    return normalise(
      labelledBy
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' '),
    );
  }
  if (element.id) {
    const forLabel = [...document.querySelectorAll('label')].find(
      (candidate) => candidate.htmlFor === element.id,
    );
    if (forLabel) return normalise(forLabel.textContent);
  }
  return normalise(element.textContent);
}

const ROLE_SELECTORS: Record<string, string> = {
  button: 'button, [role="button"]',
  link: 'a[href], [role="link"]',
  textbox: 'input:not([type]), input[type="text"], input[type="email"], input[type="url"], textarea',
  combobox: 'select, [role="combobox"]',
  dialog: '[role="dialog"], [role="alertdialog"]',
  alertdialog: '[role="alertdialog"]',
  heading: 'h1, h2, h3, h4, h5, h6',
  row: 'tr, [role="row"]',
  table: 'table',
  alert: '[role="alert"]',
  status: '[role="status"]',
  note: '[role="note"]',
  listitem: 'li',
  article: 'article',
  group: '[role="group"], fieldset',
  complementary: 'aside, [role="complementary"]',
};

type NameMatcher = string | RegExp;
const matches = (name: string, expected: NameMatcher) =>
  typeof expected === 'string' ? name === expected : expected.test(name);

/** Elements of a role (optionally with an accessible name), inside `within` or the whole document. */
export function queryAllByRole(
  role: string,
  name?: NameMatcher,
  within: ParentNode = document,
): HTMLElement[] {
  const selector = ROLE_SELECTORS[role];
  if (!selector) throw new Error(`No selector for role ${role}`);
  return [...within.querySelectorAll<HTMLElement>(selector)].filter(
    (element) =>
      !element.closest('[aria-hidden="true"]') &&
      (name === undefined || matches(accessibleName(element), name)),
  );
}

export function getByRole(role: string, name?: NameMatcher, within?: ParentNode): HTMLElement {
  const found = queryAllByRole(role, name, within);
  if (found.length !== 1) {
    throw new Error(`Expected one ${role} named ${String(name)}, found ${found.length}`);
  }
  return found[0]!;
}

/** Form controls by their label's text. */
export function getByLabel(label: NameMatcher, within: ParentNode = document): HTMLElement {
  const found = [...within.querySelectorAll<HTMLElement>('input, textarea, select, button')].filter(
    (element) => matches(accessibleName(element), label),
  );
  if (found.length !== 1)
    throw new Error(`Expected one control labelled ${String(label)}, found ${found.length}`);
  return found[0]!;
}

/** Whether some element's own text (or the document's text) contains or matches `text`. */
export function hasText(text: NameMatcher, within: Element = document.body): boolean {
  const content = normalise(within.textContent);
  return typeof text === 'string' ? content.includes(text) : text.test(content);
}

export function click(element: Element): void {
  act(() => {
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  });
}

/** Types a whole value into an input, textarea or select, the way React's change tracking sees it. */
export function type(element: HTMLElement, value: string): void {
  const prototype =
    element instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : element instanceof HTMLSelectElement
        ? HTMLSelectElement.prototype
        : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(element, value);
    element.dispatchEvent(
      new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  });
}

export const select = type;

export function submit(form: HTMLFormElement): void {
  act(() => {
    form.requestSubmit();
  });
}

/** Retries `assertion` until it passes (answers arrive asynchronously), failing after `timeout` ms. */
export async function waitFor<T>(assertion: () => T, timeout = 2000): Promise<T> {
  const started = Date.now();
  for (;;) {
    try {
      return assertion();
    } catch (error) {
      if (Date.now() - started > timeout) throw error;
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    }
  }
}

/** jsdom lacks a few browser APIs the UI libraries touch. */
function installBrowserGaps(): void {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (!('ResizeObserver' in window)) {
    (window as { ResizeObserver?: unknown }).ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  Element.prototype.scrollIntoView ??= () => {};
}
