// Every form has a catalog of its own (docs/languages.md), found by convention in lingui.config.mjs: the folder
// src/features/<name>/ with its <name>Module.ts. Checked here against FORM_NAMES, the portal's one list of its forms.
// The emails the server sends have one too, `mail`, which only the server's catalogs take.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { FORM_NAMES } from '../../src/domain/routeTable';

type Catalog = { path: string; include: string[]; exclude?: string[] };

// The configuration is ESM with import.meta: read in its own Node, as Lingui reads it, not through babel-jest.
function linguiCatalogs(): Catalog[] {
  const root = path.resolve(__dirname, '../..');
  const { stdout, stderr, status } = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', "const { default: c } = await import('./lingui.config.mjs'); console.log(JSON.stringify(c.catalogs));"],
    { cwd: root, encoding: 'utf8' },
  );
  if (status !== 0) throw new Error(stderr);
  return JSON.parse(stdout);
}

const catalogs = linguiCatalogs();
const catalogOf = (name: string) => catalogs.find((catalog) => catalog.path.endsWith(`/{locale}/${name}`));

it.each(FORM_NAMES)('the form %s has a catalog of its own, with its folder', (name) => {
  const catalog = catalogOf(name);
  expect(catalog).toBeDefined();
  expect(catalog?.include).toContain(`<rootDir>/src/features/${name}`);
});

it('the catalogs are the shell, every form of FORM_NAMES and the emails\', no other', () => {
  expect(catalogs.map((catalog) => path.basename(catalog.path))).toEqual(['shell', ...[...FORM_NAMES].sort(), 'mail']);
});

it("the emails' texts are in their own catalog, which the shell leaves to it (no page loads it)", () => {
  expect(catalogOf('mail')?.include).toEqual(['<rootDir>/src/domain/mailTexts.ts']);
  expect(catalogOf('shell')?.exclude).toContain('<rootDir>/src/domain/mailTexts.ts');
});

it("the shell's catalog leaves every form's files to the form", () => {
  const shell = catalogOf('shell');
  for (const name of FORM_NAMES) expect(shell?.exclude).toEqual(expect.arrayContaining(catalogOf(name)?.include ?? []));
});
