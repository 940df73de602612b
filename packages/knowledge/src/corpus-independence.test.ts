import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The evidence benchmark (bench/evidence-corpus) measures how well the engine reads websites it has
 * never seen. An engine that knew the corpus (a company's name, domain or page title in a rule, a
 * fixture or a word list) would score well for the wrong reason, so none of them may appear in the
 * engine's code or data: packages/engine/src, packages/knowledge/src and apps/server/src.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const corpusDir = path.join(root, 'bench', 'evidence-corpus');
const ENGINE_DIRS = ['packages/engine/src', 'packages/knowledge/src', 'apps/server/src'];
const TEXT_FILES = /\.(?:[cm]?[jt]sx?|json|md|txt|csv|ya?ml|html?|xml|sql|css)$/i;
const thisFile = fileURLToPath(import.meta.url);

interface Needle {
  text: string;
  what: string;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(full);
    return TEXT_FILES.test(entry.name) ? [full] : [];
  });
}

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

/** Every company's names and domain (manifest.json) and the title of every page of its website. */
function corpusNeedles(): Needle[] {
  const manifest = JSON.parse(readFileSync(path.join(corpusDir, 'manifest.json'), 'utf8')) as {
    companies: { slug: string; names: string[]; domain: string }[];
  };
  return manifest.companies.flatMap((company) => {
    const titles = filesUnder(path.join(corpusDir, company.slug, 'site'))
      .filter((file) => /\.html?$/i.test(file))
      .flatMap((file) => {
        const title = /<title>([^<]*)<\/title>/i.exec(readFileSync(file, 'utf8'))?.[1];
        return title
          ? [{ text: decode(title), what: `page title of ${path.relative(corpusDir, file)}` }]
          : [];
      });
    return [
      ...company.names.map((name) => ({ text: name, what: `name of ${company.slug}` })),
      { text: company.domain, what: `domain of ${company.slug}` },
      ...titles,
    ];
  });
}

/** Where any needle occurs (case-insensitively) in the text files under the given directories. */
function findCorpusTraces(dirs: string[], needles: Needle[], skip: string[] = []): string[] {
  const lowered = needles.map((needle) => ({ ...needle, lower: needle.text.toLowerCase() }));
  return dirs.flatMap((dir) =>
    filesUnder(dir)
      .filter((file) => !skip.includes(file))
      .flatMap((file) => {
        const text = readFileSync(file, 'utf8').toLowerCase();
        return lowered
          .filter((needle) => text.includes(needle.lower))
          .map((needle) => `${path.relative(root, file)} contains “${needle.text}” (${needle.what})`);
      }),
  );
}

describe('the engine does not know the evidence benchmark’s corpus', () => {
  const needles = corpusNeedles();

  it('reads the corpus: names, domains and page titles of at least eight companies', () => {
    expect(needles.filter((needle) => needle.what.startsWith('domain')).length).toBeGreaterThanOrEqual(8);
    expect(needles.filter((needle) => needle.what.startsWith('page title')).length).toBeGreaterThan(50);
  });

  it('finds no company name, domain or page title in the engine’s code or word lists', () => {
    const traces = findCorpusTraces(
      ENGINE_DIRS.map((dir) => path.join(root, dir)),
      needles,
      [thisFile],
    );
    expect(traces).toEqual([]);
  });

  describe('finds a planted trace', () => {
    const planted = mkdtempSync(path.join(os.tmpdir(), 'corpus-independence-'));
    afterAll(() => rmSync(planted, { recursive: true, force: true }));

    it('in a word list, in any letter case, and in a page title', () => {
      const name = needles.find((needle) => needle.what.startsWith('name'))!;
      const title = needles.find((needle) => needle.what.startsWith('page title'))!;
      mkdirSync(path.join(planted, 'extraction'));
      writeFileSync(
        path.join(planted, 'extraction', 'words.ts'),
        `export const KNOWN = ['${name.text.toUpperCase()}'];\n`,
      );
      writeFileSync(path.join(planted, 'fixture.json'), JSON.stringify({ title: title.text }));
      const traces = findCorpusTraces([planted], needles);
      expect(traces.some((trace) => trace.includes('words.ts') && trace.includes(name.text))).toBe(true);
      expect(traces.some((trace) => trace.includes('fixture.json') && trace.includes(title.text))).toBe(true);
    });
  });
});
