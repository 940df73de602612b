import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSelectedClientId, getToken, removeToken, setSelectedClientId, setToken } from './storage';

const refuse = () => {
  throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
};

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('storage', () => {
  it('keeps the token under "token" and the selected client under "selectedClientId"', () => {
    setToken('abc');
    setSelectedClientId('42');
    expect(window.localStorage.getItem('token')).toBe('abc');
    expect(window.localStorage.getItem('selectedClientId')).toBe('42');
    expect(getToken()).toBe('abc');
    removeToken();
    expect(getToken()).toBeNull();
    expect(getSelectedClientId()).toBe('42');
  });

  it('only warns when the browser refuses storage, and never throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(refuse);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});

    expect(() => setToken('abc')).not.toThrow();
    expect(getToken()).toBeNull();
    expect(() => removeToken()).not.toThrow();

    expect(warn).toHaveBeenCalledTimes(3);
    expect(error).not.toHaveBeenCalled();
  });
});
