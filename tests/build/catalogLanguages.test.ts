// The languages the server may offer are the ones the build has catalogs for: said in lingui.config.mjs for the
// catalogs and in CATALOG_LANGUAGES for the server's check of LANGUAGES, kept equal here.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { CATALOG_LANGUAGES } from '../../src/domain/portalConfig';

it('CATALOG_LANGUAGES are the locales of lingui.config.mjs', () => {
  const root = path.resolve(__dirname, '../..');
  const { stdout } = spawnSync(process.execPath, ['--input-type=module', '-e', "const { default: c } = await import('./lingui.config.mjs'); console.log(JSON.stringify(c.locales));"], { cwd: root, encoding: 'utf8' });
  expect(JSON.parse(stdout)).toEqual(CATALOG_LANGUAGES);
});
