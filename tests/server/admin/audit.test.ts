// Admin CLI: `audit export`, the staff console's audit trail for staff who keep it outside the portal (issue 37).
import fs from 'node:fs';
import path from 'node:path';
import { adminHarness, type AdminHarness } from './adminHarness';

let admin: AdminHarness;

beforeAll(() => {
  admin = adminHarness('audit');
});
afterAll(async () => {
  await admin.cleanup();
});

it('exports the audit trail oldest first, as CSV in the plan\'s time or JSON as stored, and records the export', async () => {
  const store = await admin.store();
  const who = { subject: 'staff-1', email: 'rosa@plan.example', clientAddress: '203.0.113.9' };
  await store.staff.appendAudit({ ...who, action: 'sign-in', detail: { role: 'viewer' }, records: [] }, new Date('2026-11-27T16:00:00.000Z'));
  await store.staff.appendAudit({ ...who, action: 'list', detail: { form: 'contact', rows: 2 }, records: ['PMC-AAAA3333', 'PMC-CCCC4444'] }, new Date('2026-11-28T16:00:00.000Z'));

  const csv = await admin.run(['audit', 'export', '--since', '2026-11-28']);
  expect(csv.code).toBe(0);
  const lines = csv.stdout.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
  expect(lines).toEqual(['Entry,When,Subject,Email,From,Action,Detail,Records', '"2","2026-11-28 08:00:00 -08:00","staff-1","rosa@plan.example","203.0.113.9","list","form: contact; rows: 2","PMC-AAAA3333 PMC-CCCC4444"']);

  const json = await admin.run(['audit', 'export', '--format', 'json', '--until', '2026-11-28']);
  expect(JSON.parse(json.stdout)).toEqual([{ id: 1, at: '2026-11-27T16:00:00.000Z', subject: 'staff-1', email: 'rosa@plan.example', clientAddress: '203.0.113.9', action: 'sign-in', detail: { role: 'viewer' }, records: [] }]);

  const written = await admin.run(['audit', 'export', '--out', 'audit.csv']);
  expect(written.stdout).toMatch(/^Wrote 4 audit entries to .*audit\.csv\.\n$/);
  expect((fs.statSync(path.join(admin.root, 'audit.csv')).mode & 0o777).toString(8)).toBe('600');

  const exports = (await store.staff.listAudit({ limit: 10, action: 'audit-export' })).map((event) => ({ subject: event.subject, detail: event.detail }));
  expect(exports).toHaveLength(3);
  expect(exports[2]).toEqual({ subject: expect.stringMatching(/^command line: /), detail: { format: 'csv', rows: 1, since: expect.any(String) } });
});

it('refuses a bad format or date as usage errors', async () => {
  expect((await admin.run(['audit', 'export', '--format', 'xml'])).stderr).toMatch(/^--format must be csv or json\./);
  expect((await admin.run(['audit', 'export', '--since', 'last week'])).code).toBe(2);
  expect((await admin.run(['audit', 'list'])).stderr).toMatch(/^Unknown audit command "list": use export\./);
});

it('exports what came in today with --since today (issue 38)', async () => {
  const store = await admin.store();
  await store.saveSubmission('tgi', { providerLastName: 'Hopper', providerFirstName: 'Grace', individualNPI: '1234567893', isValidNPI: true, isGenderAffirmingServicesOffered: 'Yes', fullNameOfPersonCompletingSurvey: 'Grace Hopper', titleOfPersonCompletingSurvey: 'MD', email: 'grace@clinic.example', phoneNumber: '(916) 555-0100', dateSubmitted: new Date().toISOString() });
  const today = await admin.run(['export', 'tgi', '--since', 'today', '--format', 'json']);
  expect(today.code).toBe(0);
  expect((JSON.parse(today.stdout) as unknown[]).length).toBe(1);
  expect((await admin.run(['export', 'tgi', '--since', 'tomorrow'])).stderr).toMatch(/^--since must be a date \(YYYY-MM-DD, today or yesterday\)/);
});
