// The Node.js versions Impact Studio runs on, checked before anything else is loaded. Kept free of
// syntax and APIs newer than Node 18, so that an old Node reaches this message instead of a crash.
//
// Why 22.13: pg-boss (the job queue) needs 22.12 and jsdom (the web unit tests) 22.13; Node 20 reached
// its end of life on 30 April 2026. docs/decisions/003-node-runtime.md has the reasoning.
export const MINIMUM_NODE = { major: 22, minor: 13 };
export const RECOMMENDED_NODE = '24 or 26 (LTS)';

/** True when `version` ("22.13.0", without the v) is at least MINIMUM_NODE. */
export function isSupportedNode(version) {
  const [major, minor] = version.split('.').map(Number);
  if (major !== MINIMUM_NODE.major) return major > MINIMUM_NODE.major;
  return minor >= MINIMUM_NODE.minor;
}

/** What to tell someone whose Node is too old: the version found and two ways to get a current one. */
export function unsupportedNodeMessage(version) {
  const minimum = `${MINIMUM_NODE.major}.${MINIMUM_NODE.minor}`;
  return [
    `Impact Studio needs Node.js ${minimum} or newer; this is Node.js ${version}.`,
    `Install Node.js ${RECOMMENDED_NODE}: from https://nodejs.org, or with a version manager (nvm install 24).`,
    'Where only the npm registry is reachable, npm itself can fetch one:',
    '  npm install --prefix "$HOME/.node24" node@24 && export PATH="$HOME/.node24/node_modules/.bin:$PATH"',
  ].join('\n');
}

/** Exits at once with the message above when this Node is too old. */
export function requireSupportedNode(version = process.versions.node) {
  if (isSupportedNode(version)) return;
  console.error(unsupportedNodeMessage(version));
  process.exit(1);
}
