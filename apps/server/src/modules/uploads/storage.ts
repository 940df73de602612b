import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../../config.js';

/**
 * Where uploaded files live. Keys are names we make ourselves (see newStorageKey), never a user's file
 * name. Local disk now; an object store would implement the same three calls.
 */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** The file's bytes, or undefined when there is no such file. */
  get(key: string): Promise<Buffer | undefined>;
  /** Removing a file that is not there is not an error. */
  delete(key: string): Promise<void>;
}

export const STORED_EXTENSIONS = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
} as const;
export type StoredExtension = keyof typeof STORED_EXTENSIONS;

/** 32 hex characters (128 random bits), an optional '-thumb', and one of our extensions. */
const KEY_PATTERN = /^[a-f0-9]{32}(-thumb)?\.(png|jpg|webp|gif)$/;

export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** A fresh key pair for an image and its thumbnail; the random part makes the address unguessable. */
export function newStorageKeys(extension: StoredExtension): { image: string; thumbnail: string } {
  const stem = randomBytes(16).toString('hex');
  return { image: `${stem}.${extension}`, thumbnail: `${stem}-thumb.webp` };
}

/** The Content-Type a stored file is served with, from the extension we gave it. */
export function contentTypeOfKey(key: string): string | undefined {
  const extension = key.slice(key.lastIndexOf('.') + 1) as StoredExtension;
  return STORED_EXTENSIONS[extension];
}

/**
 * Files under `root`, named by keys that `isKey` accepts: keys come from our own rows or a matched route
 * parameter, and anything else must never reach the disk.
 */
export function createLocalDiskStorage(
  root: string,
  isKey: (key: string) => boolean = isStorageKey,
): FileStorage {
  const fileOf = (key: string) => {
    if (!isKey(key)) throw new Error(`Not a storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const target = fileOf(key);
      await mkdir(root, { recursive: true });
      // Written beside and renamed, so a reader never sees half a file.
      const partial = `${target}.${randomBytes(4).toString('hex')}.partial`;
      await writeFile(partial, data, { flag: 'wx' });
      await rename(partial, target);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

/** The app's upload storage: DATA_DIR/uploads on the local disk. */
export function uploadStorage(config: Pick<AppConfig, 'dataDir'>): FileStorage {
  return createLocalDiskStorage(path.join(config.dataDir, 'uploads'));
}

/** Our own address for a stored file. */
export function storedFileUrl(key: string): string {
  return `/api/uploads/${key}`;
}
