// Runs the admin CLI (the compiled dist-server build) on the end-to-end database the server uses.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const CLI = path.resolve(__dirname, '../../../dist-server/server/admin/cli.js');

/** Runs one admin command and returns its standard output; throws with its standard error when it fails. */
export function admin(...args: string[]): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the suite through playwright.config.ts.');
  try {
    return execFileSync(process.execPath, [CLI, ...args], {
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 20_000,
    });
  } catch (error) {
    const failure = error as { status?: number; stderr?: string };
    throw new Error(`admin ${args.join(' ')} failed (exit ${failure.status ?? '?'}): ${failure.stderr ?? String(error)}`);
  }
}

/** One row of `export attestations --format json`. */
export interface ExportedAttestation {
  reference: string;
  receivedAt: string;
  firstName: string;
  lastName: string;
  individualNPI: string;
  isValidNPI: string;
  title: string;
  organizationName: string;
  submittedDatetime: string;
  attestationFormName: string;
}

export function exportAttestations(): ExportedAttestation[] {
  return JSON.parse(admin('export', 'attestations', '--format', 'json')) as ExportedAttestation[];
}

/** Adds a notification and returns its id (from "Added notification N."). */
export function addNotification(text: string): number {
  const output = admin('notifications', 'add', text);
  const match = /Added notification (\d+)/.exec(output);
  if (!match?.[1]) throw new Error(`Unexpected output of notifications add: ${output}`);
  return Number(match[1]);
}
