// Admin CLI: maintenance switch and notifications, checked through the store the server reads.
import { adminHarness, type AdminHarness } from './adminHarness';

let admin: AdminHarness;

beforeAll(() => {
  admin = adminHarness('notifications');
});
afterAll(async () => {
  await admin.cleanup();
});

describe('maintenance', () => {
  it('switches on and off, and reports its state', async () => {
    const store = await admin.store();

    expect(await admin.run(['maintenance', 'status'])).toEqual({ code: 0, stdout: 'Maintenance mode is off.\n', stderr: '' });

    expect(await admin.run(['maintenance', 'on'])).toMatchObject({ code: 0, stdout: 'Maintenance mode is on.\n' });
    expect(await store.getMaintenance()).toBe(true);
    expect((await admin.run(['maintenance', 'status'])).stdout).toBe('Maintenance mode is on.\n');

    expect((await admin.run(['maintenance', 'off'])).code).toBe(0);
    expect(await store.getMaintenance()).toBe(false);
    expect((await admin.run(['maintenance', 'status'])).stdout).toBe('Maintenance mode is off.\n');
  });

  it('refuses an unknown mode or a missing one as usage errors, changing nothing', async () => {
    const store = await admin.store();
    const wrong = await admin.run(['maintenance', 'yes']);
    expect(wrong.code).toBe(2);
    expect(wrong.stdout).toBe('');
    expect(wrong.stderr).toMatch(/^Unknown maintenance mode "yes": use on, off or status\.\n\nUsage:/);
    expect((await admin.run(['maintenance'])).code).toBe(2);
    expect((await admin.run(['maintenance', 'on', 'now'])).code).toBe(2);
    expect(await store.getMaintenance()).toBe(false);
  });
});

describe('notifications', () => {
  beforeEach(async () => {
    await (await admin.store()).clearNotifications();
  });

  it('adds trimmed text, lists id, date and text, removes one, then clears the rest', async () => {
    const store = await admin.store();
    const first = await admin.run(['notifications', 'add', '  Portal closes at 9 pm tonight.  ']);
    expect(first.code).toBe(0);
    const second = await admin.run(['notifications', 'add', '-50% fewer outages, "promise"; é']);
    expect(second.code).toBe(0);

    const rows = await store.listNotifications();
    expect(rows.map((row) => row.message)).toEqual(['Portal closes at 9 pm tonight.', '-50% fewer outages, "promise"; é']);
    const [a, b] = rows as [(typeof rows)[0], (typeof rows)[0]];
    expect(first.stdout).toBe(`Added notification ${a.id}.\n`);

    const list = await admin.run(['notifications', 'list']);
    expect(list.code).toBe(0);
    const lines = list.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(new RegExp(`^\\s*${a.id}  \\d{4}-\\d{2}-\\d{2}T[\\d:.]+Z  Portal closes at 9 pm tonight\\.$`));
    expect(lines[0]).toContain(a.createdAt);
    expect(lines[1]).toContain(`${b.id}  ${b.createdAt}  -50% fewer outages`);

    expect(await admin.run(['notifications', 'remove', String(a.id)])).toMatchObject({ code: 0, stdout: `Removed notification ${a.id}.\n` });
    expect((await store.listNotifications()).map((row) => row.id)).toEqual([b.id]);

    expect(await admin.run(['notifications', 'clear'])).toMatchObject({ code: 0, stdout: 'Removed 1 notification.\n' });
    expect(await store.listNotifications()).toEqual([]);
    expect((await admin.run(['notifications', 'list'])).stdout).toBe('No notifications.\n');
    expect((await admin.run(['notifications', 'clear'])).stdout).toBe('Removed 0 notifications.\n');
  });

  it('keeps a notice in Spanish beside its English when staff give one with --es, and lists both', async () => {
    const store = await admin.store();
    const added = await admin.run(['notifications', 'add', 'Portal closes at 9 pm tonight.', '--es', 'El portal cierra hoy a las 9 p. m.']);
    expect(added).toMatchObject({ code: 0, stdout: expect.stringMatching(/^Added notification \d+\.\n$/) });
    const [row] = await store.listNotifications();
    expect(row).toMatchObject({ message: 'Portal closes at 9 pm tonight.', translations: { es: 'El portal cierra hoy a las 9 p. m.' } });
    const lines = (await admin.run(['notifications', 'list'])).stdout.split('\n');
    expect(lines[1]).toMatch(/^\s+es: El portal cierra hoy a las 9 p\. m\.$/);

    const blank = await admin.run(['notifications', 'add', 'English only', '--es', '  ']);
    expect(blank).toMatchObject({ code: 1, stderr: 'The --es text is empty.\n' });
    expect(await store.listNotifications()).toHaveLength(1);
  });

  it('takes text after -- even when it looks like an option', async () => {
    expect((await admin.run(['notifications', 'add', '--', '--not an option'])).code).toBe(0);
    expect((await (await admin.store()).listNotifications()).map((row) => row.message)).toEqual(['--not an option']);
  });

  it('refuses empty, blank, multi-line and over-long text without storing anything', async () => {
    const store = await admin.store();
    for (const text of ['', '   ', 'two\nlines', 'bell\u0007']) {
      const result = await admin.run(['notifications', 'add', text]);
      expect(result.code).toBe(1);
      expect(result.stdout).toBe('');
    }
    expect((await admin.run(['notifications', 'add', ' '])).stderr).toBe('The notification text is empty.\n');

    const longest = 'é'.repeat(500);
    const tooLong = await admin.run(['notifications', 'add', `${longest}x`]);
    expect(tooLong).toMatchObject({ code: 1, stderr: 'The notification text has 501 characters; the most is 500.\n' });
    expect(await store.listNotifications()).toEqual([]);

    expect((await admin.run(['notifications', 'add', ` ${longest} `])).code).toBe(0);
    expect((await store.listNotifications()).map((row) => row.message)).toEqual([longest]);
  });

  it('asks for quotes when the text comes as several words, and for the text when it is missing', async () => {
    const several = await admin.run(['notifications', 'add', 'Portal', 'closed']);
    expect(several.code).toBe(2);
    expect(several.stderr).toContain('put the text in quotes');
    const missing = await admin.run(['notifications', 'add']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Missing argument: notifications add "<text>".');
    expect(await (await admin.store()).listNotifications()).toEqual([]);
  });

  it('fails with exit 1 and a clear message when the id does not exist', async () => {
    const store = await admin.store();
    const kept = await store.addNotification('Keep me');
    const missing = await admin.run(['notifications', 'remove', String(kept.id + 1000)]);
    expect(missing).toEqual({ code: 1, stdout: '', stderr: `There is no notification with id ${kept.id + 1000}.\n` });
    expect((await store.listNotifications()).map((row) => row.message)).toEqual(['Keep me']);
  });

  it.each([['abc'], ['0'], ['-1'], ['1.5'], ['1e3']])('treats id %j as a usage error', async (id) => {
    const result = await admin.run(['notifications', 'remove', '--', id]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^The notification id must be a positive whole number/);
  });

  it('refuses an unknown or missing notifications command', async () => {
    const unknown = await admin.run(['notifications', 'delete', '1']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/^Unknown notifications command "delete": use add, list, remove, clear\./);
    expect((await admin.run(['notifications'])).stderr).toMatch(/^Missing notifications command/);
  });
});
