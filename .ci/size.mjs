// `npm run size`: first-load JavaScript (gzip) of every route, from the production build's chunk graph.
// Fails when a route is above the budget in .ci/size-budget.json.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const stats = JSON.parse(fs.readFileSync(path.join(dist, 'stats.json'), 'utf8'));
const budget = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'size-budget.json'), 'utf8'));

// Route → the lazily loaded chunk group that renders it (webpackChunkName in src/app/routes.tsx).
const ROUTES = {
  '/': 'home',
  '/attestation': 'attestation',
  '/childhood': 'attestation',
  '/oralhealth': 'attestation',
  '/deiprovidertraining': 'attestation',
  '/preferredcontact': 'preferred-contact',
  '/tgisurvey': 'tgi',
  '/providers': 'tgi',
  '/maintenance': 'maintenance',
  '/ltchome': 'area-home',
  '/bhhome': 'area-home',
  '/accessibility': 'accessibility',
  '/unknown-path': 'not-found',
};

const gzipSizes = new Map();
function gzipBytes(file) {
  if (!gzipSizes.has(file)) {
    const gzFile = path.join(dist, `${file}.gz`);
    const size = fs.existsSync(gzFile)
      ? fs.statSync(gzFile).size
      : zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
    gzipSizes.set(file, size);
  }
  return gzipSizes.get(file);
}

const isJs = (file) => file.endsWith('.js');
const kb = (bytes) => (bytes / 1000).toFixed(1);
const entryJs = stats.entry.filter(isJs);
const entryBytes = entryJs.reduce((sum, file) => sum + gzipBytes(file), 0);

const rows = Object.entries(ROUTES).map(([route, group]) => {
  const files = stats.groups[group];
  if (!files) throw new Error(`No chunk group "${group}" for ${route}: check webpackChunkName in src/app/routes.tsx`);
  const routeJs = files.filter((file) => isJs(file) && !entryJs.includes(file));
  const routeBytes = routeJs.reduce((sum, file) => sum + gzipBytes(file), 0);
  return { route, group, entryBytes, routeBytes, total: entryBytes + routeBytes };
});

const limit = budget.firstLoadJsGzipKB * 1000;
console.log(`First-load JavaScript per route, gzip (budget ${budget.firstLoadJsGzipKB} KB)`);
console.log('route                  chunk               shared KB  route KB  total KB');
for (const row of rows) {
  const flag = row.total > limit ? '  OVER BUDGET' : '';
  console.log(
    `${row.route.padEnd(22)} ${row.group.padEnd(19)} ${kb(row.entryBytes).padStart(9)} ${kb(row.routeBytes).padStart(9)} ${kb(row.total).padStart(9)}${flag}`,
  );
}
const over = rows.filter((row) => row.total > limit);
if (over.length > 0) {
  console.error(`\n${over.length} route(s) over the ${budget.firstLoadJsGzipKB} KB budget.`);
  process.exit(1);
}
console.log(`\nAll ${rows.length} routes within budget; largest ${kb(Math.max(...rows.map((row) => row.total)))} KB.`);
