import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { logoFiles } from '../../db/schema.js';
import type { FoundLogo } from './find-logo.js';

/**
 * Logos are stored once per content and served at an address made of the SHA-256 of their bytes:
 * '/api/logos/files/<sha256>.<ext>'. The address says nothing about which company or organization it
 * belongs to, and it never changes, so browsers may keep it for a year.
 */

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'image/x-icon': 'ico',
};

export const LOGO_FILE_PATTERN = /^([a-f0-9]{64})\.(png|jpg|gif|webp|svg|ico)$/;

export const extensionOf = (contentType: string): string | undefined => EXTENSIONS[contentType];

/** The address a client record carries, or null (the web app then shows the initial, asking for nothing). */
export const logoUrlOf = (file: string | null | undefined): string | null =>
  file ? `/api/logos/files/${file}` : null;

/** Stores the image (once per content) and answers its file name, '<sha256>.<ext>'. */
export async function storeLogo(db: Database, logo: FoundLogo): Promise<string | undefined> {
  const extension = extensionOf(logo.contentType);
  if (!extension) return undefined;
  const sha256 = createHash('sha256').update(logo.image).digest('hex');
  await db
    .insert(logoFiles)
    .values({ sha256, contentType: logo.contentType, image: logo.image, sourceUrl: logo.sourceUrl })
    .onConflictDoNothing();
  return `${sha256}.${extension}`;
}

/** The stored file an address of ours names ('/api/logos/files/<file>'), or null for anything else. */
export async function storedLogoFile(db: Database, url: string | null | undefined): Promise<string | null> {
  const file = /^\/api\/logos\/files\/([^/]+)$/.exec(url ?? '')?.[1];
  const sha256 = file ? LOGO_FILE_PATTERN.exec(file)?.[1] : undefined;
  if (!file || !sha256) return null;
  const [row] = await db
    .select({ sha256: logoFiles.sha256 })
    .from(logoFiles)
    .where(eq(logoFiles.sha256, sha256));
  return row ? file : null;
}
