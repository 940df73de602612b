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

/** Bundles the given entry points (default: the server and the admin command) into outdir. */
export async function bundleServer({
  entryPoints = ['src/main.ts', 'src/cli.ts'],
  outdir = 'dist',
  outExtension,
} = {}) {
  await build({
    absWorkingDir: fileURLToPath(new URL('.', import.meta.url)),
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    sourcemap: true,
    plugins: [externalPackages],
    logLevel: 'warning',
    ...(outExtension ? { outExtension } : {}),
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await bundleServer();
