/**
 * `npm run check`: the type checks (server and tests, then the web app's stricter settings), lint, unused
 * files, exports and dependencies (knip.json) and the format check, run side by side; each prints its
 * output once done, and the check fails if any failed. Their caches live in node_modules/.cache, so a
 * second run checks only what changed.
 */
import { spawn } from 'node:child_process';

const CACHE = 'node_modules/.cache';
const CHECKS: [name: string, command: string][] = [
  [
    'types (server, tests)',
    `tsc --noEmit -p . --incremental --tsBuildInfoFile ${CACHE}/tsc/server.tsbuildinfo`,
  ],
  [
    'types (web)',
    `tsc --noEmit -p tsconfig.web.json --incremental --tsBuildInfoFile ${CACHE}/tsc/web.tsbuildinfo`,
  ],
  ['lint', `eslint . --cache --cache-location ${CACHE}/eslint/`],
  ['unused code and dependencies', 'knip'],
  ['format', `prettier --check . --cache --cache-location ${CACHE}/prettier/.cache --log-level warn`],
];

function run([name, command]: [string, string]): Promise<boolean> {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(`npx ${command}`, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`${code === 0 ? 'ok' : 'FAILED'}  ${name} (${seconds} s)`);
      if (code !== 0 || output.trim()) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(CHECKS.map(run));
if (results.includes(false)) process.exit(1);
