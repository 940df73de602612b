import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { AppConfig } from '../../../config.js';
import { createLocalDiskStorage, type FileStorage } from '../../uploads/storage.js';
import type { DocumentExtension } from './document-text.js';

/**
 * Where onboarding documents are kept: DATA_DIR/onboarding-documents on the local disk, through the
 * uploads module's storage with its own key rule. Keys are ours, never a user's file name.
 */

const KEY_PATTERN = /^[a-f0-9]{32}\.(pdf|docx)$/;

export const isDocumentKey = (key: string) => KEY_PATTERN.test(key);

export const newDocumentKey = (extension: DocumentExtension) =>
  `${randomBytes(16).toString('hex')}.${extension}`;

export function documentStorage(config: Pick<AppConfig, 'dataDir'>): FileStorage {
  return createLocalDiskStorage(path.join(config.dataDir, 'onboarding-documents'), isDocumentKey);
}
