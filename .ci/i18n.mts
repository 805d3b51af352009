// The portal's message catalogs (docs/languages.md), without Lingui's command line (it installs native binaries):
//
//   node .ci/i18n.mts extract   the messages of the code into every PO catalog (translations kept, gone ones dropped)
//   node .ci/i18n.mts compile   every PO catalog into the module the portal imports (src/locales/<lang>/<catalog>.ts)
//   node .ci/i18n.mts check     exits 1 when a catalog misses a message, a translation is missing or broken, or a
//                              compiled module is stale: what a translator's file says is exactly what ships
//
// Runs on Node's own TypeScript support (no build step), over Lingui's pure-JavaScript packages.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { transformFileAsync } from '@babel/core';
import extractPlugin, { type ExtractedMessage } from '@lingui/babel-plugin-extract-messages';
import macroPlugin from '@lingui/babel-plugin-lingui-macro';
import { getConfig, type CatalogType, type LinguiConfigNormalized } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';

const SOURCE_FILE = /\.(ts|tsx)$/;
// Babel looks plugins up from the folder it runs in; these are this repository's, wherever the command runs.
const resolveHere = createRequire(import.meta.url).resolve;

export interface SourceMessage {
  message: string;
  comments: string[];
  origins: string[];
  /**
   * Written with its own id (a plain `{ id, message }` object marked with an i18n comment, as in src/domain/, which the server shares
   * and which no macro runs on) rather than one Lingui derives from the English. Its PO entry's msgid is then the id,
   * so the other languages' entries carry the English in a comment for the translator.
   */
  explicitId: boolean;
}

/** The comment that shows a translator the English of a message with its own id, and says what it was translated from. */
const ENGLISH_COMMENT = 'English: ';

export interface CatalogProblem {
  catalog: string;
  locale: string;
  id: string;
  problem: string;
}

export function linguiConfig(cwd: string): LinguiConfigNormalized {
  return getConfig({ cwd, configPath: path.join(cwd, 'lingui.config.mjs') });
}

/** The catalogs of the configuration, each with its PO path pattern and the folders whose code it gathers. */
export function catalogsOf(config: LinguiConfigNormalized) {
  return config.catalogs.map((catalog) => {
    const resolve = (value: string) => value.replace('<rootDir>', config.rootDir);
    const pattern = resolve(catalog.path);
    return { name: path.basename(pattern), pattern, include: catalog.include.map(resolve) };
  });
}

function sourceFiles(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(full);
    return SOURCE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Every message the code of the folders defines (Lingui's macros), by id. */
export async function extractMessages(config: LinguiConfigNormalized, include: readonly string[]): Promise<Map<string, SourceMessage>> {
  const messages = new Map<string, SourceMessage>();
  const onMessageExtracted = (extracted: ExtractedMessage) => {
    const origin = extracted.origin ? `${path.relative(config.rootDir, extracted.origin[0])}` : '';
    const known = messages.get(extracted.id);
    if (known) {
      if (origin && !known.origins.includes(origin)) known.origins.push(origin);
      return;
    }
    const message = extracted.message ?? extracted.id;
    messages.set(extracted.id, {
      message,
      comments: extracted.comment ? [extracted.comment] : [],
      origins: origin ? [origin] : [],
      explicitId: extracted.id !== generateMessageId(message, extracted.context),
    });
  };
  for (const file of include.flatMap(sourceFiles).sort()) {
    await transformFileAsync(file, {
      babelrc: false,
      configFile: false,
      presets: [[resolveHere('@babel/preset-typescript'), { isTSX: file.endsWith('.tsx'), allExtensions: true }]],
      plugins: [
        [resolveHere('@babel/plugin-syntax-jsx')],
        [macroPlugin, { linguiConfig: config, descriptorFields: 'all' }],
        [extractPlugin, { linguiConfig: config, onMessageExtracted }],
      ],
    });
  }
  return messages;
}

const po = formatter({ origins: true, lineNumbers: false });

function poPath(pattern: string, locale: string): string {
  return `${pattern.replace('{locale}', locale)}.po`;
}

function compiledPath(pattern: string, locale: string): string {
  return `${pattern.replace('{locale}', locale)}.ts`;
}

export async function readCatalog(file: string): Promise<CatalogType> {
  if (!fs.existsSync(file)) return {};
  return (await po.parse(fs.readFileSync(file, 'utf8'), { locale: undefined, sourceLocale: 'en', filename: file })) ?? {};
}

/** The catalog of a locale for the extracted messages: its translations kept, new messages untranslated, gone ones dropped. */
export function mergeCatalog(messages: Map<string, SourceMessage>, existing: CatalogType, isSource: boolean): CatalogType {
  const merged: CatalogType = {};
  // In the order a translator reads them: by the file they come from, then by text.
  const byPlace = ([, a]: [string, SourceMessage], [, b]: [string, SourceMessage]) =>
    (a.origins[0] ?? '').localeCompare(b.origins[0] ?? '') || a.message.localeCompare(b.message);
  for (const [id, source] of [...messages].sort(byPlace)) {
    const translation = isSource ? source.message : (existing[id]?.translation ?? '');
    // An entry with its own id keeps the English it was translated from: a changed English then shows in `check`.
    const translatedFrom = existing[id]?.comments?.find((comment) => comment.startsWith(ENGLISH_COMMENT));
    const english = source.explicitId && !isSource ? [translation && translatedFrom ? translatedFrom : `${ENGLISH_COMMENT}${source.message}`] : [];
    merged[id] = { message: source.message, translation, comments: [...source.comments, ...english], origin: source.origins.map((file) => [file]) };
  }
  return merged;
}

/** The placeholders and choices of an ICU message, which a translation must keep. */
export function placeholdersOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: ReturnType<typeof compileMessageOrThrow>) => {
    if (typeof tokens === 'string') return;
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [name, , choices] = token as [string, string?, Record<string, unknown>?];
      names.add(name);
      if (choices) for (const choice of Object.values(choices)) walk(choice as ReturnType<typeof compileMessageOrThrow>);
    }
  };
  walk(compileMessageOrThrow(message));
  return [...names].sort();
}

function compiledModule(catalog: CatalogType, sourceFile: string): string {
  const entries = Object.entries(catalog)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, entry]) => [id, compileMessageOrThrow(entry.translation || entry.message || id)]);
  return [
    `// Compiled by .ci/i18n.mts from ${path.basename(sourceFile)}: do not edit; edit the PO file and run \`npm run i18n\`.`,
    "import type { Messages } from '@lingui/core';",
    '',
    `export const messages: Messages = ${JSON.stringify(Object.fromEntries(entries), null, 2)};`,
    '',
  ].join('\n');
}

export async function extract(config: LinguiConfigNormalized): Promise<void> {
  for (const catalog of catalogsOf(config)) {
    const messages = await extractMessages(config, catalog.include);
    for (const locale of config.locales) {
      const file = poPath(catalog.pattern, locale);
      const merged = mergeCatalog(messages, await readCatalog(file), locale === config.sourceLocale);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const existing = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
      fs.writeFileSync(file, await po.serialize(merged, { locale, sourceLocale: config.sourceLocale, existing, filename: file }));
    }
  }
}

export async function compile(config: LinguiConfigNormalized): Promise<void> {
  for (const catalog of catalogsOf(config)) {
    for (const locale of config.locales) {
      const file = poPath(catalog.pattern, locale);
      fs.writeFileSync(compiledPath(catalog.pattern, locale), compiledModule(await readCatalog(file), file));
    }
  }
}

/** Everything that keeps a catalog from shipping, or none. */
export async function check(config: LinguiConfigNormalized): Promise<CatalogProblem[]> {
  const problems: CatalogProblem[] = [];
  for (const catalog of catalogsOf(config)) {
    const messages = await extractMessages(config, catalog.include);
    for (const locale of config.locales) {
      const file = poPath(catalog.pattern, locale);
      const existing = await readCatalog(file);
      const say = (id: string, problem: string) => problems.push({ catalog: catalog.name, locale, id, problem });
      for (const [id, source] of messages) {
        const entry = existing[id];
        if (!entry) {
          say(id, 'not in the catalog: run `npm run i18n`');
          continue;
        }
        const isSource = locale === config.sourceLocale;
        if (!source.explicitId && entry.message !== source.message) say(id, 'the catalog has another source text: run `npm run i18n`');
        if (source.explicitId && isSource && entry.translation !== source.message) say(id, 'the catalog has another English text: run `npm run i18n`');
        if (source.explicitId && !isSource && entry.translation) {
          const translatedFrom = entry.comments?.find((comment) => comment.startsWith(ENGLISH_COMMENT))?.slice(ENGLISH_COMMENT.length);
          if (translatedFrom !== source.message) {
            say(id, `the English is now "${source.message}": check the translation, then set its "${ENGLISH_COMMENT.trim()}" comment to it`);
          }
        }
        const translation = isSource ? source.message : entry.translation;
        if (!translation) {
          say(id, 'not translated');
          continue;
        }
        try {
          const expected = placeholdersOf(source.message).join(', ');
          const actual = placeholdersOf(translation).join(', ');
          if (expected !== actual) say(id, `placeholders {${actual}} where the source has {${expected}}`);
        } catch (error) {
          say(id, `not a valid ICU message: ${(error as Error).message}`);
        }
      }
      for (const id of Object.keys(existing)) if (!messages.has(id)) say(id, 'no longer in the code: run `npm run i18n`');
      const compiled = compiledPath(catalog.pattern, locale);
      let fresh = '';
      try {
        fresh = compiledModule(existing, file);
      } catch {
        // A broken translation is reported above.
      }
      if (fresh && (!fs.existsSync(compiled) || fs.readFileSync(compiled, 'utf8') !== fresh)) {
        problems.push({ catalog: catalog.name, locale, id: '(compiled module)', problem: 'stale: run `npm run i18n`' });
      }
    }
  }
  return problems;
}

async function main(command: string | undefined): Promise<number> {
  // The project whose catalogs these are: the folder the command runs in (npm runs it at the repository's root).
  const config = linguiConfig(process.cwd());
  if (command === 'extract') await extract(config);
  else if (command === 'compile') await compile(config);
  else if (command === 'check') {
    const problems = await check(config);
    for (const { catalog, locale, id, problem } of problems) console.error(`${locale}/${catalog}: ${id}: ${problem}`);
    if (problems.length > 0) return 1;
    console.log('Every catalog has every message, translated, with its placeholders.');
  } else {
    console.error('Usage: node .ci/i18n.mts extract | compile | check');
    return 2;
  }
  return 0;
}

if (import.meta.main) process.exitCode = await main(process.argv[2]);
