import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { rootDir } from './workspace.mjs';
import { MINIMUM_NODE } from './node-version.mjs';

/** Every installed package's declared Node range, walking nested node_modules too. */
function installedEngines(dir = path.join(rootDir, 'node_modules'), found = new Map()) {
  if (!existsSync(dir)) return found;
  for (const name of readdirSync(dir)) {
    if (name.startsWith('.')) continue;
    const folder = path.join(dir, name);
    if (name.startsWith('@')) {
      installedEngines(folder, found);
      continue;
    }
    const manifestFile = path.join(folder, 'package.json');
    if (existsSync(manifestFile)) {
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
      if (manifest.engines?.node) found.set(`${manifest.name}@${manifest.version}`, manifest.engines.node);
    }
    installedEngines(path.join(folder, 'node_modules'), found);
  }
  return found;
}

describe('the dependency tree', () => {
  const rootManifest = JSON.parse(readFileSync(path.join(rootDir, 'package.json'), 'utf8'));

  it('declares the minimum that the start and test scripts enforce', () => {
    expect(semver.minVersion(rootManifest.engines.node).version).toBe(
      `${MINIMUM_NODE.major}.${MINIMUM_NODE.minor}.0`,
    );
  });

  // npm prints EBADENGINE for any installed package whose range excludes the running Node: none may,
  // on the oldest supported Node or on the two LTS lines we run.
  it.each([`${MINIMUM_NODE.major}.${MINIMUM_NODE.minor}.0`, '24.0.0', '26.0.0'])(
    'has no package that refuses Node %s',
    (version) => {
      const refusing = [...installedEngines()]
        .filter(([, range]) => !semver.satisfies(version, range))
        .map(([name, range]) => `${name} (${range})`);
      expect(refusing).toEqual([]);
    },
  );
});
