// Bundles the server with esbuild. Our workspace packages (@impact/*) are compiled in, since Node cannot
// run their TypeScript; every other package stays external and loads from node_modules at run time
// (bundling CommonJS packages into an ES module breaks their require calls).
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const externalPackages = {
  name: 'external-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@impact/') ? undefined : { path: args.path, external: true },
    );
  },
};

// The document reader parses in a worker thread that loads its entry from a file beside the bundle
// (packages/engine/src/documents/read-in-worker.ts): that entry is bundled on its own, under this name.
const readerWorker = {
  in: '../../packages/engine/src/documents/reader-worker.ts',
  out: 'document-reader-worker',
};

// The embedded database runs in a worker thread that loads its entry from a file beside the bundle
// (src/db/embedded-worker/worker-client.ts), under this name.
const databaseWorker = {
  in: 'src/db/embedded-worker/database-worker.ts',
  out: 'embedded-database-worker',
};

/**
 * Bundles the given entry points (default: the server, the preparation of a new data directory and the
 * admin command) into outdir, with the document reader's and the embedded database's workers beside them.
 */
export async function bundleServer({
  entryPoints = ['src/main.ts', 'src/prepare.ts', 'src/cli.ts'],
  outdir = 'dist',
  outExtension,
} = {}) {
  const options = {
    absWorkingDir: fileURLToPath(new URL('.', import.meta.url)),
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    sourcemap: true,
    plugins: [externalPackages],
    logLevel: 'warning',
    ...(outExtension ? { outExtension } : {}),
  };
  // Two builds: one set of entry points would move every output under their common parent folder.
  // The server's is split into chunks, so that what it imports with import() (the Word and PDF writers,
  // the image processor) loads on first use, not at start: an idle server never needs them. The chunks
  // sit beside the bundle, since the workers' files are found relative to the module that starts them.
  await Promise.all([
    build({ ...options, entryPoints, splitting: true }),
    build({ ...options, entryPoints: [readerWorker, databaseWorker] }),
  ]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await bundleServer();
