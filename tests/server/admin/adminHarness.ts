// Runs the admin CLI in-process against a fresh SQLite DATA_DIR, capturing what it prints.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runAdmin } from '../../../server/admin/cli';
import { createStore } from '../../../server/store/createStore';
import type { PortalStore } from '../../../server/store/types';
import { TEST_SECRETS_KEY, TEST_SECRETS_KEYRING } from '../support/secretsKey';

export interface AdminRun {
  code: number;
  stdout: string;
  stderr: string;
}

export interface AdminHarness {
  /** The temp folder the CLI runs in (its cwd); DATA_DIR is `data` inside it. */
  root: string;
  dataDir: string;
  /** The test secrets key is in every run's environment, unless `env` sets SECRETS_KEY (undefined: none). */
  run(argv: string[], env?: Record<string, string | undefined>): Promise<AdminRun>;
  /** A migrated store on the same database; closed by cleanup(). */
  store(): Promise<PortalStore>;
  cleanup(): Promise<void>;
}

export function adminHarness(name: string): AdminHarness {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `portal-admin-${name}-`));
  const dataDir = path.join(root, 'data');
  let opened: PortalStore | undefined;
  return {
    root,
    dataDir,
    async run(argv, env = { DATA_DIR: dataDir }) {
      let stdout = '';
      let stderr = '';
      const code = await runAdmin(argv, {
        stdout: (text) => {
          stdout += text;
        },
        stderr: (text) => {
          stderr += text;
        },
        env: { SECRETS_KEY: TEST_SECRETS_KEY, ...env },
        cwd: root,
      });
      return { code, stdout, stderr };
    },
    async store() {
      if (!opened) {
        opened = createStore({ dataDir, secretsKeyring: TEST_SECRETS_KEYRING });
        await opened.migrate();
      }
      return opened;
    },
    async cleanup() {
      await opened?.close();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
