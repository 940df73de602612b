/**
 * Browser storage that never breaks the app: private modes, full quotas and disabled storage make
 * localStorage throw, and the spec (01 §8) wants such failures only logged as warnings.
 */
export const STORAGE_KEYS = {
  token: 'token',
  selectedClientId: 'selectedClientId',
  theme: 'theme',
} as const;

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch (error) {
    console.warn(`Could not read "${key}" from local storage`, error);
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch (error) {
    console.warn(`Could not write "${key}" to local storage`, error);
  }
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch (error) {
    console.warn(`Could not remove "${key}" from local storage`, error);
  }
}

export const getToken = (): string | null => readStorage(STORAGE_KEYS.token);
export const setToken = (token: string): void => writeStorage(STORAGE_KEYS.token, token);
export const removeToken = (): void => removeStorage(STORAGE_KEYS.token);

export const getSelectedClientId = (): string | null => readStorage(STORAGE_KEYS.selectedClientId);
export const setSelectedClientId = (id: string): void => writeStorage(STORAGE_KEYS.selectedClientId, id);
export const removeSelectedClientId = (): void => removeStorage(STORAGE_KEYS.selectedClientId);
