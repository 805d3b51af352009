// `npm start`: builds what is missing or stale, then runs the server in this process's place.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale } from './build.mjs';

buildIfStale();
const root = path.resolve(import.meta.dirname, '../..');
const child = spawn(process.execPath, [path.join(root, 'dist-server/server/main.js')], { cwd: process.cwd(), stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
