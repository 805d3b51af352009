// `npm run admin -- <command>`: builds the server if stale, then runs the admin CLI.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildIfStale } from './build.mjs';

buildIfStale({ spa: false });
const root = path.resolve(import.meta.dirname, '../..');
const result = spawnSync(process.execPath, [path.join(root, 'dist-server/server/admin/cli.js'), ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
