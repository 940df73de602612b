import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';

/*
 * A small rendering kit for component tests: real React in jsdom, driven by real DOM events, found the
 * way people find things (labels, button names, roles).
 */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface Rendered {
  container: HTMLElement;
  unmount: () => void;
}

const mounted: Root[] = [];

export function render(element: ReactNode): Rendered {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  act(() =>
    root.render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>{element}</MemoryRouter>
      </QueryClientProvider>,
    ),
  );
  mounted.push(root);
  return {
    container,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

/** Unmounts everything rendered so far (call in afterEach). */
export function cleanup() {
  for (const root of mounted.splice(0)) act(() => root.unmount());
  document.body.innerHTML = '';
}

const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The form control a label names. */
export function getByLabel<T extends HTMLElement = HTMLInputElement>(
  scope: ParentNode,
  label: string | RegExp,
): T {
  const found = Array.from(scope.querySelectorAll('label')).find((candidate) =>
    typeof label === 'string' ? text(candidate) === label : label.test(text(candidate)),
  );
  const control = found?.htmlFor ? document.getElementById(found.htmlFor) : found?.querySelector('input');
  if (!control) throw new Error(`No control labelled ${String(label)}`);
  return control as T;
}

/** A button (or link) by its visible text or aria-label. */
export function getButton(scope: ParentNode, name: string | RegExp): HTMLButtonElement {
  const found = Array.from(scope.querySelectorAll<HTMLButtonElement>('button, a')).find((candidate) => {
    const names = [text(candidate), candidate.getAttribute('aria-label') ?? ''];
    return names.some((value) => (typeof name === 'string' ? value === name : name.test(value)));
  });
  if (!found) throw new Error(`No button named ${String(name)}`);
  return found;
}

export const alerts = (scope: ParentNode) => Array.from(scope.querySelectorAll('[role="alert"]')).map(text);

export const click = (element: HTMLElement) => act(() => element.click());

/** Types into a controlled input, textarea or select the way a browser reports it to React. */
export function typeInto(element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')?.set;
  act(() => {
    setter?.call(element, value);
    element.dispatchEvent(
      new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  });
}

/** Submits the form the element belongs to, as pressing Enter in it does. */
export function submitForm(element: HTMLElement) {
  const form = element.closest('form');
  if (!form) throw new Error('Not inside a form');
  act(() => form.requestSubmit());
}

/** Waits (letting promises and React settle) until the check passes. */
export async function waitFor(check: () => void, timeoutMs = 2000): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    }
  }
}

export { text as textOf };
