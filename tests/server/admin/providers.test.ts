// Admin CLI: provider NPI list import (header or not, duplicates, invalid lines, --skip-invalid, a large file
// streamed in bounded memory), count and clear.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { ProviderFileError, scanProviderFile, validNpis } from '../../../server/admin/providerList';
import { SQLITE_FILE_NAME } from '../../../server/store/createStore';
import { npiWithCheckDigit } from '../support/appHarness';
import { adminHarness, type AdminHarness } from './adminHarness';

// 1234567893 and 1245319599 pass the check digit; 1234567890 does not.
const VALID = ['1234567893', '1245319599', '1679576722'];

let admin: AdminHarness;

/** Ten digits whose check digit is wrong (the right one plus 1). */
function badCheckDigitNpi(nineDigits: string): string {
  const valid = npiWithCheckDigit(nineDigits);
  return `${nineDigits}${(Number(valid.at(-1)) + 1) % 10}`;
}

beforeAll(async () => {
  admin = adminHarness('providers');
  await admin.store();
});
afterAll(async () => {
  await admin.cleanup();
});
beforeEach(async () => {
  await (await admin.store()).importProviders([]);
});

function writeFile(name: string, content: string): string {
  const file = path.join(admin.root, name);
  fs.writeFileSync(file, content, 'utf8');
  return file;
}

async function heldNpis(): Promise<string[]> {
  const store = await admin.store();
  const held: string[] = [];
  for (const npi of [...VALID, '1234567890', '9999999999']) if (await store.hasProvider(npi)) held.push(npi);
  return held;
}

describe('providers import', () => {
  it('reads the NPI column of a file with a header (any case, other columns, quotes, BOM, CRLF)', async () => {
    writeFile(
      'list.csv',
      `\uFEFFName,"  npi ",City\r\n"Lovelace, Ada",${VALID[0]},Paris\r\nHopper,"${VALID[1]}",Arlington\r\n\r\n`,
    );
    const result = await admin.run(['providers', 'import', 'list.csv']);
    expect(result).toEqual({ code: 0, stdout: 'Imported. The provider list now holds 2 NPIs.\n', stderr: '' });
    expect(await heldNpis()).toEqual([VALID[0], VALID[1]]);
    expect(await (await admin.store()).providerCount()).toBe(2);
  });

  it('reads a single column without a header, trims spaces, ignores blank lines and de-duplicates', async () => {
    writeFile('plain.csv', `${VALID[0]}\n ${VALID[2]} \n\n${VALID[0]}\n${VALID[2]}\n`);
    const result = await admin.run(['providers', 'import', path.join(admin.root, 'plain.csv')]);
    expect(result).toEqual({ code: 0, stdout: 'Imported. The provider list now holds 2 NPIs (2 duplicates ignored).\n', stderr: '' });
    expect(await heldNpis()).toEqual([VALID[0], VALID[2]]);
  });

  it('replaces the previous list', async () => {
    await (await admin.store()).importProviders([VALID[1] ?? '']);
    writeFile('replace.csv', `NPI\n${VALID[2]}\n`);
    expect((await admin.run(['providers', 'import', 'replace.csv'])).code).toBe(0);
    expect(await heldNpis()).toEqual([VALID[2]]);
  });

  it('warns about NPIs failing the check digit, and imports them', async () => {
    writeFile('checkdigit.csv', `NPI\n${VALID[0]}\n1234567890\n`);
    const result = await admin.run(['providers', 'import', 'checkdigit.csv']);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('Warning: line 3: 1234567890 fails the NPI check digit; imported, but the portal will never accept it\n');
    expect(result.stdout).toBe('Imported. The provider list now holds 2 NPIs.\n');
    expect(await heldNpis()).toEqual([VALID[0], '1234567890']);
  });

  it('refuses a file with invalid lines, naming their line numbers and only the NPI cell, importing nothing', async () => {
    await (await admin.store()).importProviders([VALID[1] ?? '']);
    writeFile(
      'invalid.csv',
      `Name,NPI,Member note\nAda,${VALID[0]},ok\nSecret Person,12345,diagnosis X\nBob,,other\n"Multi\nline",123456789A,z\nEve,${VALID[2]},fine\n`,
    );
    const result = await admin.run(['providers', 'import', 'invalid.csv']);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(
      'Line 3: "12345" is not a 10-digit NPI\n' +
        'Line 4: (empty) is not a 10-digit NPI\n' +
        'Line 5: "123456789A" is not a 10-digit NPI\n' +
        `3 lines of ${path.join(admin.root, 'invalid.csv')} are not a 10-digit NPI. Nothing was imported; fix the file, or use --skip-invalid to import the valid lines.\n`,
    );
    expect(result.stderr).not.toMatch(/Secret|diagnosis|Bob|Multi/);
    expect(await heldNpis()).toEqual([VALID[1]]);
  });

  it('imports the valid lines with --skip-invalid, reporting the skipped ones', async () => {
    writeFile('mixed.csv', `${VALID[0]}\nnot-an-npi\n1234567893.5\n${VALID[1]}\n${VALID[0]}\n`);
    const result = await admin.run(['providers', 'import', 'mixed.csv', '--skip-invalid']);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('Skipped line 2: "not-an-npi" is not a 10-digit NPI\nSkipped line 3: "1234567893.5" is not a 10-digit NPI\n');
    expect(result.stdout).toBe('Imported. The provider list now holds 2 NPIs (1 duplicate ignored, 2 invalid lines skipped).\n');
    expect(await heldNpis()).toEqual([VALID[0], VALID[1]]);
  });

  it('lists at most 20 problem lines, then counts the rest', async () => {
    writeFile('many.csv', `NPI\n${Array.from({ length: 25 }, (_, index) => `bad${index}`).join('\n')}\n`);
    const result = await admin.run(['providers', 'import', 'many.csv']);
    expect(result.code).toBe(1);
    const lines = result.stderr.trimEnd().split('\n');
    expect(lines[0]).toBe('Line 2: "bad0" is not a 10-digit NPI');
    expect(lines[19]).toBe('Line 21: "bad19" is not a 10-digit NPI');
    expect(lines[20]).toBe('… and 5 more lines.');
    expect(lines[21]).toMatch(/^25 lines of .* are not a 10-digit NPI\./);
  });

  it.each<[string, string, RegExp]>([
    ['empty.csv', '', /holds no NPIs\. Nothing was imported\./],
    ['header-only.csv', 'NPI\r\n', /holds no valid NPI\. Nothing was imported/],
    ['no-npi-column.csv', `Name,Number\nAda,${VALID[0]}\n`, /Line 1 has several columns but none is headed NPI\. Nothing was imported\./],
    ['unclosed.csv', `NPI\n"${VALID[0]}\n`, /Line 2: a quoted value is not closed\. Nothing was imported\./],
  ])('refuses %s with exit 1', async (name, content, message) => {
    await (await admin.store()).importProviders([VALID[1] ?? '']);
    writeFile(name, content);
    const result = await admin.run(['providers', 'import', name]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(message);
    expect(await heldNpis()).toEqual([VALID[1]]);
  });

  it('refuses --skip-invalid when nothing valid is left', async () => {
    writeFile('all-bad.csv', 'x\ny\n');
    const result = await admin.run(['providers', 'import', 'all-bad.csv', '--skip-invalid']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/holds no valid NPI\. Nothing was imported/);
  });

  it('fails with exit 1 for a file that cannot be read', async () => {
    const result = await admin.run(['providers', 'import', 'missing.csv']);
    expect(result).toEqual({ code: 1, stdout: '', stderr: `Cannot read ${path.join(admin.root, 'missing.csv')}: no such file or folder.\n` });
  });

  it('keeps the old list when the file changes between the check and the import', async () => {
    const store = await admin.store();
    await store.importProviders([VALID[1] ?? '']);
    const file = writeFile('changing.csv', `NPI\n${VALID[0]}\n`);
    const summary = await scanProviderFile(file);
    writeFile('changing.csv', `NPI\n${VALID[0]}\n${VALID[2]}\n`);
    await expect(store.importProviders(validNpis(file, summary))).rejects.toThrow(new ProviderFileError('The file changed while it was being imported.'));
    expect(await heldNpis()).toEqual([VALID[1]]);
  });

  it('reads quoted values over several lines, counting lines as the file shows them', async () => {
    writeFile('multiline.csv', `Note,NPI\r\n"two\r\nlines",${VALID[0]}\r\n"three\n\nlines",bad\r\nok,"${VALID[2]}"\r\n`);
    const result = await admin.run(['providers', 'import', 'multiline.csv', '--skip-invalid']);
    expect(result).toEqual({
      code: 0,
      stdout: 'Imported. The provider list now holds 2 NPIs (1 invalid line skipped).\n',
      stderr: 'Skipped line 4: "bad" is not a 10-digit NPI\n',
    });
    expect(await heldNpis()).toEqual([VALID[0], VALID[2]]);
  });

  it('lists the first 20 check-digit warnings, then counts the rest', async () => {
    const failing = Array.from({ length: 23 }, (_, index) => badCheckDigitNpi(String(100_000_000 + index)));
    writeFile('checkdigits.csv', `${failing.join('\n')}\n`);
    const result = await admin.run(['providers', 'import', 'checkdigits.csv']);
    expect(result.code).toBe(0);
    const lines = result.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(21);
    expect(lines[0]).toBe(`Warning: line 1: ${failing[0]} fails the NPI check digit; imported, but the portal will never accept it`);
    expect(lines[20]).toBe('Warning: … and 3 more lines.');
  });

  it('needs exactly one file and knows only --skip-invalid', async () => {
    expect((await admin.run(['providers', 'import'])).code).toBe(2);
    expect((await admin.run(['providers', 'import', 'a.csv', 'b.csv'])).code).toBe(2);
    const unknown = await admin.run(['providers', 'import', 'a.csv', '--force']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/^Unknown option "--force"\./);
  });
});

describe('a large file', () => {
  const REPO = path.resolve(__dirname, '../../..');
  const CLI = path.join(REPO, 'server/admin/cli.ts');
  const NPIS = 300_000;
  const DUPLICATES = 1000;

  // The file is streamed, checked in a first pass and streamed into the store in a second, never held: a heap
  // of 64 MB, about what the CLI needs to start under ts-node, is enough. Reading the whole file, as the import
  // once did, ran out of memory with this file and this limit.
  it(
    `imports ${NPIS} NPIs in a process whose heap is capped at 64 MB, while the server's submissions still commit`,
    async () => {
      const npis = Array.from({ length: NPIS }, (_, index) => npiWithCheckDigit(String(100_000_000 + index * 3)));
      const file = writeFile('nppes.csv', `NPI,Name\n${npis.map((npi) => `${npi},Dr Who`).join('\n')}\n${npis.slice(0, DUPLICATES).join(',x\n')},x\n`);
      expect(fs.statSync(file).size).toBeGreaterThan(5_000_000);
      const store = await admin.store();

      const child = spawn(
        process.execPath,
        ['--max-old-space-size=64', '-r', require.resolve('ts-node/register/transpile-only'), CLI, 'providers', 'import', 'nppes.csv'],
        { cwd: admin.root, env: { PATH: process.env.PATH, TS_NODE_PROJECT: path.join(REPO, 'tsconfig.json'), DATA_DIR: admin.dataDir } },
      );
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
      let running = true;
      void exited.then(() => (running = false));

      // The portal meanwhile: a submission every few milliseconds, each timed. One write transaction for the
      // whole list would keep them waiting for as long as the import writes.
      const database = new BetterSqlite3(path.join(admin.dataDir, SQLITE_FILE_NAME), { readonly: true, fileMustExist: true });
      const stagingExists = database.prepare("select 1 from sqlite_master where name = 'providers_import'").pluck();
      let savedDuringImport = 0;
      let longestWaitMs = 0;
      try {
        while (running) {
          const importing = stagingExists.get() !== undefined;
          const started = Date.now();
          await store.saveSubmission('attestation', { firstName: 'Ada', individualNPI: VALID[0] });
          longestWaitMs = Math.max(longestWaitMs, Date.now() - started);
          if (importing && stagingExists.get() !== undefined) savedDuringImport += 1;
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      } finally {
        database.close();
      }

      expect({ code: await exited, stdout, stderr }).toEqual({
        code: 0,
        stdout: `Imported. The provider list now holds ${NPIS} NPIs (${DUPLICATES} duplicates ignored).\n`,
        stderr: '',
      });
      expect(await store.providerCount()).toBe(NPIS);
      expect(await store.hasProvider(npis[NPIS - 1] ?? '')).toBe(true);
      expect(savedDuringImport).toBeGreaterThan(0);
      // Well under the 5 s after which the server gives up on the lock (503).
      expect(longestWaitMs).toBeLessThan(2000);
    },
    90_000,
  );
});

describe('providers count and clear', () => {
  it('counts, then empties the list', async () => {
    expect((await admin.run(['providers', 'count'])).stdout).toBe('The provider list is empty (not in use).\n');
    await (await admin.store()).importProviders(VALID);
    expect((await admin.run(['providers', 'count'])).stdout).toBe('The provider list holds 3 NPIs.\n');
    expect(await admin.run(['providers', 'clear'])).toMatchObject({ code: 0, stdout: 'The provider list is empty (not in use).\n' });
    expect(await (await admin.store()).providerCount()).toBe(0);
  });
});
