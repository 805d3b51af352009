// Builds what is missing or stale: the SPA and its page renderer (webpack), the staff console (webpack's `staff`
// configuration) and the server (tsc), judged by file times.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** The newest file time under `entries`, leaving out `skipped` (paths from the root). */
function newest(entries, skipped = []) {
  let latest = 0;
  const skip = new Set(skipped.map((entry) => path.join(root, entry)));
  const visit = (target) => {
    if (!fs.existsSync(target) || skip.has(target)) return;
    const stat = fs.statSync(target);
    if (stat.isDirectory()) {
      for (const child of fs.readdirSync(target)) if (child !== 'node_modules') visit(path.join(target, child));
    } else latest = Math.max(latest, stat.mtimeMs);
  };
  for (const entry of entries) visit(path.join(root, entry));
  return latest;
}

const builtAt = (file) => (fs.existsSync(path.join(root, file)) ? fs.statSync(path.join(root, file)).mtimeMs : 0);

function run(label, command, args) {
  // Progress goes to stderr: stdout belongs to the command being run (an admin export piped to a file).
  console.error(`Building ${label}…`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`Building ${label} failed.`);
    process.exit(result.status ?? 1);
  }
}

export function buildIfStale({ spa = true } = {}) {
  const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
  const configs = ['package.json', 'package-lock.json'];
  if (spa) {
    // The console's own sources are no part of the public build: a change to them rebuilds the console alone. The console
    // takes src/domain and src/theme too, so it is judged by the whole of src.
    const staffOnly = ['src/staff', 'public/staff.html'];
    const publicStale = Math.min(builtAt('dist/index.html'), builtAt('dist-render/render.js')) < newest(['src', 'public', 'webpack.config.ts', ...configs], staffOnly);
    const staffStale = builtAt('dist-staff/index.html') < newest(['src', 'public/staff.html', 'webpack.config.ts', ...configs]);
    // `webpack --mode production` builds every configuration of webpack.config.ts; --config-name picks some.
    if (publicStale && staffStale) run('the portal and the staff console (webpack)', npx, ['webpack', '--mode', 'production']);
    else if (publicStale) run('the portal (webpack)', npx, ['webpack', '--mode', 'production', '--config-name', 'client', '--config-name', 'render']);
    else if (staffStale) run('the staff console (webpack)', npx, ['webpack', '--mode', 'production', '--config-name', 'staff']);
  }
  if (builtAt('dist-server/server/main.js') < newest(['server', 'src/domain', 'src/locales', ...configs])) {
    fs.rmSync(path.join(root, 'dist-server'), { recursive: true, force: true });
    run('the server (tsc)', npx, ['tsc', '-p', 'server/tsconfig.json']);
  }
}

if (process.argv[1] === import.meta.filename) buildIfStale();
