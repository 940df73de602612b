import { defineConfig } from 'vitest/config';

/**
 * One run, several projects: the server's integration tests on the embedded database (PGlite) and on
 * PostgreSQL, the web app's, contracts', engine's and knowledge base's unit tests, and the benchmarks' own. The PostgreSQL project is required on CI
 * (CI=true): its global setup fails loudly when the server is unreachable instead of skipping.
 */
const serverProject = (name: string, testDb: string) => ({
  test: {
    name,
    root: './apps/server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['./test/fail-on-console-error.ts'],
    env: { TEST_DB: testDb },
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Every file builds its own app on its own database and nothing mocks a module, so the files of one
    // worker share the loaded modules instead of loading the whole server again for each. Embedded-
    // database files need V8 to keep WebAssembly code once compiled: with it freed, many PGlite
    // instances made and dropped in one process hit a V8 fault ('jit_page_->allocations_.erase').
    isolate: false,
    execArgv: testDb === 'pglite' ? ['--no-wasm-code-gc'] : [],
  },
});

export default defineConfig({
  test: {
    // Two files at a time even on two cores: the server's files spend much of their time waiting on
    // the database and on child processes, not on the CPU.
    maxWorkers: 2,
    projects: [
      serverProject('server:pglite', 'pglite'),
      serverProject('server:postgres', 'postgres'),
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
      {
        test: {
          name: 'contracts',
          root: './packages/contracts',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'engine',
          root: './packages/engine',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'scripts',
          root: './scripts',
          include: ['**/*.test.mjs'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'knowledge',
          root: './packages/knowledge',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'bench',
          root: './bench',
          include: ['evidence/**/*.test.ts', 'vs-strapi/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
