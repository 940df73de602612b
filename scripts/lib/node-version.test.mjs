import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isSupportedNode, unsupportedNodeMessage } from './node-version.mjs';

const scriptsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a script as an older Node would: a preload makes process.versions.node report `version`. */
function runAs(version, script) {
  const preload = `data:text/javascript,Object.defineProperty(process.versions,'node',{value:'${version}'})`;
  return spawnSync(process.execPath, ['--import', preload, path.join(scriptsDir, script)], {
    encoding: 'utf8',
    env: { ...process.env, CI: 'false' },
    timeout: 60_000,
  });
}

describe('the supported Node.js range', () => {
  it('accepts 22.13 and later, refuses 20 and early 22', () => {
    expect(['22.13.0', '22.22.1', '23.0.0', '24.21.0', '26.10.0'].map(isSupportedNode)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['18.20.4', '20.19.0', '20.20.2', '22.12.0', '22.0.0'].map(isSupportedNode)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('says which version it found and how to get a current one', () => {
    const message = unsupportedNodeMessage('20.20.2');
    expect(message).toContain('needs Node.js 22.13 or newer; this is Node.js 20.20.2');
    expect(message).toContain('npm install --prefix "$HOME/.node24" node@24');
  });

  it.each(['start.mjs', 'test.mjs', 'smoke.mjs'])('%s stops at once on Node 20', (script) => {
    const result = runAs('20.20.2', script);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('needs Node.js 22.13 or newer; this is Node.js 20.20.2');
    // Stopped before doing anything: no install, build or test output.
    expect(result.stdout).toBe('');
  });
});
