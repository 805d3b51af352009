// Issue 33: a form's rules are written once, in its record schema (src/domain/recordSchema.ts and each record's module),
// for the browser, the server and the exports. This test fails when browser code outside src/domain checks a value
// with a rule of its own: it imports one of the domain's rule primitives instead of reading the schema's verdict
// (formErrors / formProblems), or a form's validate does not come from its schema.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const SRC = path.join(ROOT, 'src');

/** What a rule is made of: a record schema calls these; the screens read the schema's verdict instead. */
const RULE_PRIMITIVES = [
  'requiredTextError',
  'requiredMessage',
  'maxLengthMessage',
  'forbiddenCharacterMessage',
  'unusableTextError',
  'isInvisibleOnly',
  'hasForbiddenCharacter',
  'isIsoDateTime',
  'memberIdError',
  'npiError',
  'npiMaxLengthMessage',
  'tgiNpiError',
  'tgiEmailProblem',
  'tgiPhoneProblem',
  'mobileMaskMessage',
  'isValidEmail',
  'matchesSimpleEmailPattern',
  'isValidMaskedPhone',
  'validateRecord',
];

/** Each form's validate and the record schema it must read. */
const FORM_VALIDATORS = [
  { file: 'features/contact/contactValidation.ts', schema: 'CONTACT_RECORD' },
  { file: 'features/tgi/tgiValidation.ts', schema: 'TGI_RECORD' },
  { file: 'features/attestation/attestationValidation.ts', schema: 'ATTESTATION_RECORD' },
];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return name === 'locales' ? [] : sourceFiles(file);
    return /\.(ts|tsx)$/.test(name) ? [file] : [];
  });
}

/** The names each import statement of a file takes, by module specifier. */
function importedNames(text: string): { from: string; names: string[] }[] {
  const statements = text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g);
  return [...statements].map(([, names = '', from = '']) => ({
    from,
    names: names
      .split(',')
      .map((name) => name.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0] ?? '')
      .filter(Boolean),
  }));
}

const browserFiles = sourceFiles(SRC).filter((file) => !path.relative(SRC, file).startsWith(`domain${path.sep}`));

it('finds the browser code it checks', () => {
  expect(browserFiles.length).toBeGreaterThan(50);
  for (const { file } of FORM_VALIDATORS) expect(browserFiles).toContain(path.join(SRC, file));
});

it('no browser code outside src/domain checks a value with a rule of its own', () => {
  const offences = browserFiles.flatMap((file) =>
    importedNames(readFileSync(file, 'utf8'))
      .filter(({ from }) => from.includes('/domain/'))
      .flatMap(({ names }) => names.filter((name) => RULE_PRIMITIVES.includes(name)))
      .map((name) => `${path.relative(ROOT, file)} imports ${name}`),
  );
  expect(offences).toEqual([]);
});

it.each(FORM_VALIDATORS)('$file takes its form’s rules from $schema', ({ file, schema }) => {
  const imports = importedNames(readFileSync(path.join(SRC, file), 'utf8'));
  const fromDomain = imports.filter(({ from }) => from.includes('/domain/')).flatMap(({ names }) => names);
  expect(fromDomain).toEqual(expect.arrayContaining([schema, 'formErrors']));
});
