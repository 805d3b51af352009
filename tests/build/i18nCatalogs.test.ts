// The catalogs ship only complete (docs/languages.md): every message of the code in every language's PO file,
// translated, with the source's placeholders, and the compiled modules as the PO files say. `.ci/i18n.mts check`
// runs here on the repository, then on a small project with a catalog broken on purpose, to see it refuse.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const TOOL = path.join(ROOT, '.ci/i18n.mts');

function runTool(command: string, cwd: string) {
  const result = spawnSync(process.execPath, [TOOL, command], { cwd, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

it("the repository's catalogs are complete, translated and compiled", () => {
  const { status, output } = runTool('check', ROOT);
  expect(output).toContain('Every catalog has every message, translated, with its placeholders.');
  expect(status).toBe(0);
});

describe('a catalog that is not ready', () => {
  let project: string;
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
    fs.writeFileSync(path.join(project, file), text);
  };

  beforeEach(() => {
    project = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-i18n-'));
    write('package.json', '{ "name": "i18n-fixture", "private": true }\n');
    write(
      'lingui.config.mjs',
      "export default { locales: ['en', 'es'], sourceLocale: 'en', catalogs: [{ path: '<rootDir>/src/locales/{locale}/shell', include: ['<rootDir>/src/app'] }] };\n",
    );
    write('src/app/Greeting.tsx', "import { t } from '@lingui/core/macro';\nexport const greeting = (name: string) => t`Hello ${name}`;\nexport const bye = () => t`Goodbye`;\n");
    expect(runTool('extract', project).status).toBe(0);
  });

  afterEach(() => {
    fs.rmSync(project, { recursive: true, force: true });
  });

  const spanish = () => path.join(project, 'src/locales/es/shell.po');

  it('is refused while a message is untranslated, and accepted once translated and compiled', () => {
    const untranslated = runTool('check', project);
    expect(untranslated.status).toBe(1);
    expect(untranslated.output).toContain('es/shell: ');
    expect(untranslated.output).toContain('not translated');

    fs.writeFileSync(spanish(), fs.readFileSync(spanish(), 'utf8').replace('msgid "Hello {name}"\nmsgstr ""', 'msgid "Hello {name}"\nmsgstr "Hola, {name}"').replace('msgid "Goodbye"\nmsgstr ""', 'msgid "Goodbye"\nmsgstr "Adiós"'));
    expect(runTool('check', project).output).toContain('stale: run `npm run i18n`');
    expect(runTool('compile', project).status).toBe(0);
    expect(runTool('check', project)).toEqual({ status: 0, output: expect.stringContaining('Every catalog has every message') });
    expect(fs.readFileSync(path.join(project, 'src/locales/es/shell.ts'), 'utf8')).toContain('"Hola, "');
  });

  it('is refused when a translation loses or renames a placeholder, or is not valid ICU', () => {
    fs.writeFileSync(spanish(), fs.readFileSync(spanish(), 'utf8').replace('msgid "Hello {name}"\nmsgstr ""', 'msgid "Hello {name}"\nmsgstr "Hola, {nombre}"').replace('msgid "Goodbye"\nmsgstr ""', 'msgid "Goodbye"\nmsgstr "Adiós {nombre"'));
    const { status, output } = runTool('check', project);
    expect(status).toBe(1);
    expect(output).toContain('placeholders {nombre} where the source has {name}');
    expect(output).toContain('not a valid ICU message');
  });

  it("keys src/domain's en() and tr() texts by their English, leaves them out of the English module, and asks for a new translation when the English changes", async () => {
    const domainText = (english: string) =>
      `const en = (text: string) => text;\nexport const REQUIRED = en('${english}');\nexport const said = (tr: (text: string, values?: object) => string) => tr('{count} forms', { count: 2 });\n`;
    write('lingui.config.mjs', "export default { locales: ['en', 'es'], sourceLocale: 'en', catalogs: [{ path: '<rootDir>/src/locales/{locale}/shell', include: ['<rootDir>/src/domain'] }] };\n");
    write('src/domain/texts.ts', domainText('{label} is required.'));
    expect(runTool('extract', project).status).toBe(0);
    const catalog = fs.readFileSync(spanish(), 'utf8');
    // The translator reads the English itself, as with any other message.
    expect(catalog).toContain('#: src/domain/texts.ts\nmsgid "{label} is required."\nmsgstr ""');
    expect(catalog).toContain('msgid "{count} forms"\nmsgstr ""');

    fs.writeFileSync(
      spanish(),
      catalog
        .replace('msgid "{label} is required."\nmsgstr ""', 'msgid "{label} is required."\nmsgstr "El campo {label} es obligatorio."')
        .replace('msgid "{count} forms"\nmsgstr ""', 'msgid "{count} forms"\nmsgstr "{count} formularios"'),
    );
    expect(runTool('compile', project).status).toBe(0);
    expect(runTool('check', project).status).toBe(0);
    // The English module has none of them: the code's own English is shown, its placeholders filled in by the code.
    expect(fs.readFileSync(path.join(project, 'src/locales/en/shell.ts'), 'utf8')).not.toContain('is required');
    expect(fs.readFileSync(path.join(project, 'src/locales/es/shell.ts'), 'utf8')).toContain('"{label} is required.": [\n    "El campo ",');
    // The server's index of every catalog.
    expect(fs.readFileSync(path.join(project, 'src/locales/catalogs.ts'), 'utf8')).toContain('"es": { ...es_shell },');

    write('src/domain/texts.ts', domainText('{label} must be filled in.'));
    expect(runTool('extract', project).status).toBe(0);
    expect(runTool('compile', project).status).toBe(0);
    const { status, output } = runTool('check', project);
    expect(status).toBe(1);
    expect(output).toContain('es/shell: {label} must be filled in.: not translated');
  });

  it('refuses an en() text with a placeholder the code cannot fill in by itself (a plural)', () => {
    write('lingui.config.mjs', "export default { locales: ['en', 'es'], sourceLocale: 'en', catalogs: [{ path: '<rootDir>/src/locales/{locale}/shell', include: ['<rootDir>/src/domain'] }] };\n");
    write('src/domain/texts.ts', "const en = (text: string) => text;\nexport const FORMS = en('{count, plural, one {# form} other {# forms}}');\n");
    expect(runTool('extract', project).status).toBe(0);
    const { status, output } = runTool('check', project);
    expect(status).toBe(1);
    expect(output).toContain('an en() text may only have plain {name} placeholders');
  });

  it('is refused when the code has a message the catalogs lack', () => {
    write('src/app/Greeting.tsx', "import { t } from '@lingui/core/macro';\nexport const greeting = (name: string) => t`Hello ${name}`;\nexport const bye = () => t`Goodbye`;\nexport const thanks = () => t`Thank you`;\n");
    const { status, output } = runTool('check', project);
    expect(status).toBe(1);
    expect(output).toMatch(/en\/shell: \S+: not in the catalog/);
  });
});
