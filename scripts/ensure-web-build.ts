/** `npm start` builds the web app only when its sources are newer than the last build. */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = process.cwd();
/** Written last by `npm run build`: the server renderer, after the browser's files. */
const builtRenderer = path.join(root, 'dist/ssr/entry-server.js');
const sources = ['src/web', 'src/common', 'public', 'vite.config.ts', 'package-lock.json'];

function newestMtime(entry: string): number {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce(
    (newest, child) => Math.max(newest, newestMtime(path.join(entry, child))),
    stat.mtimeMs,
  );
}

const builtAt = existsSync(builtRenderer) ? statSync(builtRenderer).mtimeMs : 0;
const changedAt = Math.max(...sources.map(newestMtime));
if (changedAt > builtAt) {
  console.log('Building the web app...');
  execSync('npm run build', { stdio: 'inherit' });
}
