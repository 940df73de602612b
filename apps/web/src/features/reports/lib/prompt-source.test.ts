import { describe, expect, it } from 'vitest';
import {
  editorText,
  mainPromptFailureText,
  promptActionsDisabled,
  promptSourceOnOpen,
  type CachedPrompt,
} from './prompt-source';

const cache = (entry: Partial<CachedPrompt>): CachedPrompt => ({
  loading: false,
  content: null,
  error: null,
  ...entry,
});

describe('promptSourceOnOpen', () => {
  it("prefers the section's own custom prompt over everything", () => {
    expect(promptSourceOnOpen('Mine', cache({ content: 'Default', loading: true, error: 'x' }))).toEqual({
      kind: 'custom',
      text: 'Mine',
    });
  });

  it('then the cached default prompt', () => {
    expect(promptSourceOnOpen(null, cache({ content: 'Default', error: 'older failure' }))).toEqual({
      kind: 'cached',
      text: 'Default',
    });
  });

  it('then a load under way', () => {
    expect(promptSourceOnOpen(undefined, cache({ loading: true, error: 'x' }))).toEqual({ kind: 'loading' });
  });

  it("then the cache's error", () => {
    expect(promptSourceOnOpen('', cache({ error: 'Prompt not found' }))).toEqual({
      kind: 'error',
      message: 'Prompt not found',
    });
  });

  it('else asks for the default prompt', () => {
    expect(promptSourceOnOpen(null, undefined)).toEqual({ kind: 'request' });
    expect(promptSourceOnOpen(null, cache({}))).toEqual({ kind: 'request' });
  });
});

describe('editorText', () => {
  it('shows the custom prompt, else the cached default', () => {
    expect(editorText(null, 'Mine', 'Default')).toBe('Mine');
    expect(editorText(null, null, 'Default')).toBe('Default');
    expect(editorText(null, '', null)).toBe('');
  });

  it('fills an untouched editor when the default prompt arrives later', () => {
    expect(editorText(null, null, undefined)).toBe('');
    expect(editorText(null, null, 'Arrived')).toBe('Arrived');
  });

  it('never overwrites what the user typed, even an emptied text', () => {
    expect(editorText('Typed', null, 'Default')).toBe('Typed');
    expect(editorText('', 'Mine', 'Default')).toBe('');
  });
});

describe('promptActionsDisabled', () => {
  it('disables on blank text, loading or saving', () => {
    expect(promptActionsDisabled('', false, false)).toBe(true);
    expect(promptActionsDisabled(' \n\t', false, false)).toBe(true);
    expect(promptActionsDisabled('Prompt', true, false)).toBe(true);
    expect(promptActionsDisabled('Prompt', false, true)).toBe(true);
    expect(promptActionsDisabled('Prompt', false, false)).toBe(false);
  });
});

describe('mainPromptFailureText', () => {
  it("uses the failure's message, else the default", () => {
    expect(mainPromptFailureText('Forbidden')).toBe('Forbidden');
    expect(mainPromptFailureText('')).toBe('Failed to update main prompt.');
    expect(mainPromptFailureText(undefined)).toBe('Failed to update main prompt.');
  });
});
