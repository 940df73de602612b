import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { AppConfig } from '../../../config.js';
import { createLocalDiskStorage, type FileStorage } from '../../uploads/storage.js';
import { extensionOf, type EvidenceKind } from './evidence-kind.js';

/** Keys are ours (random, with the kind read from the content), never the contact's file name. */
const KEY_PATTERN = /^[a-f0-9]{32}\.(pdf|docx|xlsx|png|jpg)$/;

export const newEvidenceKey = (kind: EvidenceKind) =>
  `${randomBytes(16).toString('hex')}.${extensionOf(kind)}`;

/** DATA_DIR/vsme-evidence: private, served only through the link or the consultant's signed-in route. */
export function evidenceStorage(config: Pick<AppConfig, 'dataDir'>): FileStorage {
  return createLocalDiskStorage(path.join(config.dataDir, 'vsme-evidence'), (key) => KEY_PATTERN.test(key));
}
