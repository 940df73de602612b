import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../../../config.js';
import type { FileStorage } from '../../uploads/storage.js';
import type { DocumentExtension } from './document-text.js';

/**
 * Where onboarding documents are kept: DATA_DIR/onboarding-documents on the local disk, behind the
 * uploads module's FileStorage interface (an object store would implement the same three calls). Keys
 * are ours, never a user's file name.
 */

const KEY_PATTERN = /^[a-f0-9]{32}\.(pdf|docx)$/;

export const isDocumentKey = (key: string) => KEY_PATTERN.test(key);

export const newDocumentKey = (extension: DocumentExtension) =>
  `${randomBytes(16).toString('hex')}.${extension}`;

export function documentStorage(config: Pick<AppConfig, 'dataDir'>): FileStorage {
  const root = path.join(config.dataDir, 'onboarding-documents');
  const fileOf = (key: string) => {
    // Keys come from our own rows; anything else must never reach the disk.
    if (!isDocumentKey(key)) throw new Error(`Not a document key: ${key}`);
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
