import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleEntry } from './bundle.js';

/** The packages a module of the bundle imports statically, following the bundle's own chunks. */
function staticPackageImports(file: string, seen = new Set<string>()): Set<string> {
  const packages = new Set<string>();
  if (seen.has(file)) return packages;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  // esbuild writes each static import at the start of a line: `import x from "pkg";` or `} from "pkg";`.
  for (const [, specifier] of source.matchAll(/^(?:import|\}) (?:[^"\n]* from )?"([^"]+)";$/gm)) {
    if (specifier!.startsWith('./'))
      for (const name of staticPackageImports(path.join(path.dirname(file), specifier!), seen))
        packages.add(name);
    else packages.add(specifier!);
  }
  return packages;
}

let cleanup = () => {};
afterAll(() => cleanup());

describe('what the server loads at start', () => {
  // An idle server never writes a Word or PDF file, processes an image, sends a mail, calls a model,
  // reads a website or a document, or signs someone in through a provider: those packages are tens of
  // MB resident (docs/decisions/010-embedded-memory.md), so they load on first use.
  it(
    'imports the export writers, the image processor, the mailer, the AI SDK, the HTML and document readers and the OAuth library only on first use',
    { timeout: 120_000 },
    async () => {
      const bundle = await bundleEntry('main');
      cleanup = bundle.cleanup;
      const atStart = staticPackageImports(bundle.file);
      expect(atStart).toContain('fastify');
      const aiSdk = [
        'ai',
        '@ai-sdk/anthropic',
        '@ai-sdk/openai',
        '@ai-sdk/openai-compatible',
        '@ai-sdk/perplexity',
      ];
      const readers = ['cheerio', 'undici', 'file-type', 'unpdf', 'arctic'];
      for (const lazy of ['docx', 'pdfkit', 'sharp', 'nodemailer', 'marked', ...aiSdk, ...readers])
        expect(atStart).not.toContain(lazy);
    },
  );
});
