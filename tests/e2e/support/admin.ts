// Runs the admin CLI (the compiled dist-server build) on the end-to-end database the server uses.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { PreferredContactRecord } from '../../../src/domain/contact';

const CLI = path.resolve(__dirname, '../../../dist-server/server/admin/cli.js');
/**
 * `node server/scripts/build.mjs` empties dist-server and recompiles it when the server's sources change, and
 * others work in this tree: a CLI run that meets a rebuild waits for it (a few seconds) and tries again.
 */
const REBUILD_WAIT_MS = 20_000;
const ATTEMPTS = 3;

function sleep(milliseconds: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, milliseconds);
}

function waitForCli(): void {
  const deadline = Date.now() + REBUILD_WAIT_MS;
  while (!fs.existsSync(CLI)) {
    if (Date.now() > deadline) throw new Error(`${CLI} is missing: build the server (node server/scripts/build.mjs).`);
    sleep(250);
  }
}

/** Runs one admin command and returns its standard output; throws with its standard error when it fails. */
export function admin(...args: string[]): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the suite through playwright.config.ts.');
  return adminIn(dataDir, ...args);
}

/** The same, on the database of a server a spec started itself (tests/e2e/confirmedConsent.spec.ts). */
export function adminIn(dataDir: string, ...args: string[]): string {
  for (let attempt = 1; ; attempt += 1) {
    waitForCli();
    try {
      return execFileSync(process.execPath, [CLI, ...args], {
        env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        timeout: 20_000,
      });
    } catch (error) {
      const failure = error as { status?: number; stderr?: string };
      // A half-written build: nothing ran, so trying again is safe.
      if (attempt < ATTEMPTS && /Cannot find module/.test(failure.stderr ?? '')) {
        sleep(2000);
        continue;
      }
      throw new Error(`admin ${args.join(' ')} failed (exit ${failure.status ?? '?'}): ${failure.stderr ?? String(error)}`);
    }
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
  /** Issue 36: "Email me a confirmation", and where it goes ('' unless ticked). */
  wantsReceipt: boolean;
  receiptEmail: string;
  /** The language the form was filled in. */
  language: string;
  /** How it was sent (issue 34): by the app, or by the browser posting the form itself. */
  submittedVia: 'app' | 'html-form';
  /** Issue 36: whether it waited for a new email or number (`unconfirmed email` on a server with no way to ask). */
  confirmation: string | null;
  countedAt: string | null;
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

/** One row of `export contacts --format json`: the record of docs/records.md plus the consent's own columns. */
export interface ExportedContact extends PreferredContactRecord {
  reference: string;
  receivedAt: string;
  termsVersion: string | null;
  /** SHA-256 of the terms text as shown (issue 23). */
  termsSha256: string | null;
  language: string;
  consentedAt: string;
  /** How it was sent (issue 34): by the app, or by the browser posting the form itself. */
  submittedVia: 'app' | 'html-form';
}

/**
 * Every consent as stored, from `export contacts --history` (issue 23: the plain export gives each member's current
 * choice, one row per member, and tests share member IDs): its consent rows without the history's own columns.
 */
export function exportContacts(): ExportedContact[] {
  const rows = JSON.parse(admin('export', 'contacts', '--history', '--format', 'json')) as (ExportedContact & Record<string, unknown>)[];
  return rows
    .filter((row) => row.event === 'consent')
    .map(({ event: _event, withdrawalSource: _source, honourBy: _honourBy, ...consent }) => consent as ExportedContact);
}

/** One row of `export tgi --format json [--history]`: the survey record of docs/records.md, in its field order. */
export interface ExportedTgi {
  reference: string;
  receivedAt: string;
  providerLastName: string;
  providerFirstName: string;
  individualNPI: string;
  isValidNPI: 'Yes' | 'No';
  isGenderAffirmingServicesOffered: 'Yes' | 'No';
  fullNameOfPersonCompletingSurvey: string;
  titleOfPersonCompletingSurvey: string;
  email: string;
  phoneNumber: string;
  dateSubmitted: string;
  /** Issue 36: "Email me a confirmation". */
  wantsReceipt: boolean;
  /** A response whose answer differs from the one before it for its NPI (issue 21), and that NPI's latest change. */
  changesAnswer: boolean;
  answerChangedAt: string | null;
  answerChangeReference: string | null;
  previousAnswer: 'Yes' | 'No' | null;
  previousAnswerEmail: string | null;
  /** Issue 38: whether staff confirmed that change with the provider: 'confirmed', 'not confirmed' or 'not reviewed yet'. */
  answerChangeReview: string | null;
  answerChangeReviewedAt: string | null;
  language: string;
  /** How it was sent (issue 34): by the app, or by the browser posting the form itself. */
  submittedVia: 'app' | 'html-form';
}

export interface ExportTgiOptions {
  /** Every response (`--history`), not only the current (latest) one of each NPI. */
  history?: boolean;
}

export function exportTgi(options: ExportTgiOptions = {}): ExportedTgi[] {
  const args = ['export', 'tgi', '--format', 'json', ...(options.history ? ['--history'] : [])];
  return JSON.parse(admin(...args)) as ExportedTgi[];
}
