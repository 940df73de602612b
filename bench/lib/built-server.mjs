// The built server (npm run build) as the benchmarks run it: its own process on a free loopback port,
// with only the environment given (plus PATH), after the preparation `npm start` runs on a new data
// directory. Resolves once it listens.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  prepareNewDataDirectory,
  serverEnvironment,
  serverNodeOptions,
  SERVER_ENTRY,
} from '../../scripts/lib/server-process.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Starts apps/server/dist/main.js (with Node options such as --cpu-prof, if given); `url` is its
 * address, `stop()` ends it and waits for its exit.
 */
export async function startBuiltServer(env, nodeOptions = []) {
  // Started as `npm start` starts it (scripts/lib/server-process.mjs), so the figures are a user's.
  const serverEnv = serverEnvironment({
    PATH: process.env.PATH,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    ...env,
  });
  // A new data directory is prepared in a process of its own first, as `npm start` does; its log is dropped.
  const prepared = await prepareNewDataDirectory(serverEnv, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (prepared !== 0) throw new Error(`preparing the data directory failed (exit code ${prepared})`);
  const child = spawn(
    process.execPath,
    [...serverNodeOptions(serverEnv), ...nodeOptions, path.join(root, SERVER_ENTRY)],
    {
      env: serverEnv,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const onOutput = (chunk) => {
      output += chunk;
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (!match) return;
      // Keep reading (and dropping) its log so a full pipe never stalls the server.
      child.stdout.off('data', onOutput).resume();
      resolve({
        url: match[1],
        pid: child.pid,
        stop: () => new Promise((done) => (child.once('exit', done), child.kill('SIGTERM'))),
      });
    };
    child.stdout.on('data', onOutput);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}; run npm run build first`)));
  });
}

/** Signs `name` up on the server and gives them a team organization: their token and its id. */
export async function signUpWithOrganization(url, name = 'bench') {
  const post = async (pathname, body, token) => {
    const response = await fetch(`${url}${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const { jwt } = await post('/api/auth/local/register', {
    username: name,
    email: `${name}@example.com`,
    password: 'bench-password',
  });
  const { data } = await post(
    '/api/organizations',
    { data: { Type: 'team', Website: `${name}.example` } },
    jwt,
  );
  return { jwt, organizationId: data.id };
}
