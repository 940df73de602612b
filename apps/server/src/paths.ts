import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder, found by walking up from this module. The same code runs from `src/`
 * (tests) and from the bundled `dist/`, so fixed relative paths would be wrong in one of them.
 */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@impact/server')
      return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @impact/server package folder');
    dir = parent;
  }
}

export const serverRoot = findServerRoot();
export const migrationsDir = path.join(serverRoot, 'drizzle');
export const defaultWebDistDir = path.join(serverRoot, '..', 'web', 'dist');
