import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The web app's route paths, read from its router (apps/web/src/app/router.tsx) so a new page is
 * covered by the browser tests that walk every page without anyone listing it. The router is a plain
 * object tree: each `{ … }` holding `path: '…'` (or `index: true`) is a route, nested ones join their
 * parent's path. Returns full paths such as '/client/:clientName/profile', '*' as '/*'.
 */
export function appRoutePaths(
  routerFile = path.resolve('apps', 'web', 'src', 'app', 'router.tsx'),
): string[] {
  const source = readFileSync(routerFile, 'utf8')
    // Comments may hold braces or quotes of their own.
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
  const start = source.indexOf('createBrowserRouter(');
  if (start < 0) throw new Error(`no createBrowserRouter( in ${routerFile}`);
  // One entry per open brace: the route path it holds directly, if any.
  const open: (string | null)[] = [];
  const paths: string[] = [];
  const key = /^(path:\s*'([^']*)'|index:\s*true)/;
  for (let at = start; at < source.length; at++) {
    const char = source[at];
    if (char === '{') open.push(null);
    else if (char === '}') open.pop();
    else {
      const match = key.exec(source.slice(at, at + 200));
      if (!match || open.length === 0 || !/[\s{,]/.test(source[at - 1] ?? '')) continue;
      const own = match[2] ?? '';
      open[open.length - 1] = own;
      const full = `/${[...open.slice(0, -1).filter((part) => part), own].filter(Boolean).join('/')}`;
      paths.push(full);
      at += match[0].length - 1;
    }
  }
  if (paths.length === 0) throw new Error(`no routes found in ${routerFile}`);
  return [...new Set(paths)];
}
