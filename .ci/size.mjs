// `npm run size`: first-load JavaScript (gzip) of every route, from the production build's chunk graph.
// Fails when a route is above the budget in .ci/size-budget.json.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const stats = JSON.parse(fs.readFileSync(path.join(dist, 'stats.json'), 'utf8'));
const budget = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'size-budget.json'), 'utf8'));

// Route → the lazily loaded chunk group that draws it: the route manifest the build writes from the route table
// (src/domain/routeTable.ts); `*`, every unknown address, is shown as the not-found page.
const ROUTES = stats.routes;
if (!ROUTES || Object.keys(ROUTES).length === 0) throw new Error('dist/stats.json has no route manifest: rebuild with `npm run build`.');

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

const rows = Object.entries(ROUTES).map(([route, { chunk: group, kind }]) => {
  const files = stats.groups[group];
  if (!files) throw new Error(`No chunk group "${group}" for ${route}: check webpackChunkName in src/app/routes.tsx`);
  const routeJs = files.filter((file) => isJs(file) && !entryJs.includes(file));
  const routeBytes = routeJs.reduce((sum, file) => sum + gzipBytes(file), 0);
  const limitKB = budget.firstLoadJsGzipKB[kind];
  if (typeof limitKB !== 'number') throw new Error(`.ci/size-budget.json has no budget for ${kind} routes (${route})`);
  return { route: route === '*' ? '* (not found)' : route, group, kind, limitKB, entryBytes, routeBytes, total: entryBytes + routeBytes };
});

console.log(`First-load JavaScript per route, gzip (budget: ${Object.entries(budget.firstLoadJsGzipKB).map(([kind, limitKB]) => `${kind} ${limitKB} KB`).join(', ')})`);
console.log('route                  chunk               kind   shared KB  route KB  total KB');
for (const row of rows) {
  const flag = row.total > row.limitKB * 1000 ? `  OVER BUDGET (${row.limitKB} KB)` : '';
  console.log(
    `${row.route.padEnd(22)} ${row.group.padEnd(19)} ${row.kind.padEnd(5)} ${kb(row.entryBytes).padStart(9)} ${kb(row.routeBytes).padStart(9)} ${kb(row.total).padStart(9)}${flag}`,
  );
}
const over = rows.filter((row) => row.total > row.limitKB * 1000);
if (over.length > 0) {
  console.error(`\n${over.length} route(s) over budget.`);
  process.exit(1);
}
const largest = (kind) => kb(Math.max(...rows.filter((row) => row.kind === kind).map((row) => row.total)));
console.log(`\nAll ${rows.length} routes within budget; largest form route ${largest('form')} KB, largest page ${largest('page')} KB.`);
