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

const GREETING = [
  "const en = (text: string) => text;",
  "export const greeting = (tr: (text: string, values?: object) => string, name: string) => tr('Hello {name}', { name });",
  "export const BYE = en('Goodbye');",
].join('\n');

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
    write('src/app/Greeting.tsx', `${GREETING}\n`);
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

  it('is refused when a translation loses a tag of a sentence with elements, and accepted with its tags moved', () => {
    write('src/app/Help.tsx', "export const help = (tr: (text: string) => string) => tr('See <link>the notice</link> or call {phone}.');\n");
    expect(runTool('extract', project).status).toBe(0);
    const catalog = fs.readFileSync(spanish(), 'utf8');
    const entry = 'msgid "See <link>the notice</link> or call {phone}."\nmsgstr ""';
    expect(catalog).toContain(entry);

    // The opening tag lost: the link's words would be plain text, and its closing tag shown as written.
    fs.writeFileSync(spanish(), catalog.replace(entry, entry.replace('msgstr ""', 'msgstr "Consulte el aviso</link> o llame al {phone}."')));
    const lost = runTool('check', project);
    expect(lost.status).toBe(1);
    expect(lost.output).toContain('es/shell: See <link>the notice</link> or call {phone}.: placeholders {</link>, phone} where the source has {</link>, <link>, phone}');

    // Another order than the English is the translator's to choose.
    fs.writeFileSync(spanish(), catalog.replace(entry, entry.replace('msgstr ""', 'msgstr "Llame al {phone} o consulte <link>el aviso</link>."')));
    expect(runTool('check', project).output).not.toContain('See <link>the notice</link>');
  });

  it('keys every text by its English, writes no English module, and asks for a new translation when the English changes', async () => {
    const domainText = (english: string) =>
      `const en = (text: string) => text;\nexport const REQUIRED = en('${english}');\nexport const said = (tr: (text: string, values?: object) => string) => tr('{count} forms', { count: 2 });\n`;
    write('lingui.config.mjs', "export default { locales: ['en', 'es'], sourceLocale: 'en', catalogs: [{ path: '<rootDir>/src/locales/{locale}/shell', include: ['<rootDir>/src/domain'] }] };\n");
    write('src/domain/texts.ts', domainText('{label} is required.'));
    expect(runTool('extract', project).status).toBe(0);
    const catalog = fs.readFileSync(spanish(), 'utf8');
    // The translator reads the English itself, with no Lingui id flags.
    expect(catalog).toContain('\n\n#: src/domain/texts.ts\nmsgid "{label} is required."\nmsgstr ""');
    // The English file is the template a new language starts from.
    expect(fs.readFileSync(path.join(project, 'src/locales/en/shell.po'), 'utf8')).toContain('msgid "{label} is required."\nmsgstr "{label} is required."');
    expect(catalog).toContain('msgid "{count} forms"\nmsgstr ""');

    fs.writeFileSync(
      spanish(),
      catalog
        .replace('msgid "{label} is required."\nmsgstr ""', 'msgid "{label} is required."\nmsgstr "El campo {label} es obligatorio."')
        .replace('msgid "{count} forms"\nmsgstr ""', 'msgid "{count} forms"\nmsgstr "{count} formularios"'),
    );
    expect(runTool('compile', project).status).toBe(0);
    expect(runTool('check', project).status).toBe(0);
    // No English module: the code's own English is shown, its placeholders filled in by the code.
    expect(fs.existsSync(path.join(project, 'src/locales/en/shell.ts'))).toBe(false);
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
    write('src/app/Greeting.tsx', `${GREETING}\nexport const THANKS = en('Thank you');\n`);
    const { status, output } = runTool('check', project);
    expect(status).toBe(1);
    expect(output).toContain('en/shell: Thank you: not in the catalog');
  });
});
