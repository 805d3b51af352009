// The portal's message catalogs (docs/languages.md), without Lingui's command line (it installs native binaries):
//
//   node .ci/i18n.mts extract   the English texts of the code (every `en('…')` and `tr('…')`) into every PO catalog,
//                              translations kept, gone texts dropped
//   node .ci/i18n.mts compile   every other language's PO catalog into the module the portal imports
//                              (src/locales/<lang>/<catalog>.ts); English needs none, the code has its English
//   node .ci/i18n.mts check     exits 1 when a catalog misses a text, a translation is missing or broken, or a
//                              compiled module is stale: what a translator's file says is exactly what ships
//
// A text's English is its key (its PO msgid) in every catalog. The English PO files are the template a translator
// starts a new language from. Runs on Node's own TypeScript support (no build step), over Lingui's pure-JavaScript
// packages.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { transformFileAsync } from '@babel/core';
import { getConfig, type CatalogType, type LinguiConfigNormalized } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { CallExpression } from '@babel/types';

const SOURCE_FILE = /\.(ts|tsx)$/;
// Babel looks plugins up from the folder it runs in; these are this repository's, wherever the command runs.
const resolveHere = createRequire(import.meta.url).resolve;

/** An English text of the code, and the files it is in. */
export interface SourceMessage {
  message: string;
  origins: string[];
}

/** The calls whose first argument is an English text for the catalogs (src/domain/text.ts). */
const TEXT_CALLS = new Set(['en', 'tr']);

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
    return { name: path.basename(pattern), pattern, include: catalog.include.map(resolve), exclude: (catalog.exclude ?? []).map(resolve) };
  });
}

/** The code files of a folder, or the file itself: a catalog may take one file of a folder another catalog takes. */
function sourceFiles(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  if (fs.statSync(folder).isFile()) return SOURCE_FILE.test(folder) ? [folder] : [];
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(full);
    return SOURCE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Every English text of the code of the folders (and files), by its English. */
export async function extractMessages(
  config: LinguiConfigNormalized,
  include: readonly string[],
  exclude: readonly string[] = [],
): Promise<Map<string, SourceMessage>> {
  const messages = new Map<string, SourceMessage>();
  const onEnglishText = (english: string, file: string) => {
    const origin = path.relative(config.rootDir, file);
    const known = messages.get(english);
    if (known) {
      if (!known.origins.includes(origin)) known.origins.push(origin);
      return;
    }
    messages.set(english, { message: english, origins: [origin] });
  };
  // A file named in include is the catalog's even inside an excluded folder (a form's file the shell shows).
  const named = new Set(include.filter((entry) => fs.existsSync(entry) && fs.statSync(entry).isFile()));
  const excluded = new Set(exclude.flatMap(sourceFiles).filter((file) => !named.has(file)));
  for (const file of [...new Set(include.flatMap(sourceFiles))].filter((file) => !excluded.has(file)).sort()) {
    await transformFileAsync(file, {
      babelrc: false,
      configFile: false,
      presets: [[resolveHere('@babel/preset-typescript'), { isTSX: file.endsWith('.tsx'), allExtensions: true }]],
      plugins: [
        [resolveHere('@babel/plugin-syntax-jsx')],
        [englishTextsPlugin, { file, onEnglishText }],
      ],
    });
  }
  return messages;
}

interface EnglishTextsOptions {
  file: string;
  onEnglishText: (english: string, file: string) => void;
}

/** Finds `en('…')` and `tr('…')` with a literal English (a `tr` of a constant is found where the constant is defined). */
function englishTextsPlugin() {
  return {
    visitor: {
      CallExpression(callPath: { node: CallExpression }, state: { opts: EnglishTextsOptions }) {
        const { callee, arguments: [first] } = callPath.node;
        if (callee.type !== 'Identifier' || !TEXT_CALLS.has(callee.name) || !first) return;
        if (first.type === 'StringLiteral') state.opts.onEnglishText(first.value, state.opts.file);
        else if (first.type === 'TemplateLiteral' && first.expressions.length === 0 && first.quasis[0]?.value.cooked !== undefined) {
          state.opts.onEnglishText(first.quasis[0].value.cooked ?? '', state.opts.file);
        }
      },
    },
  };
}

// Every entry's msgid is its id, the English: no Lingui id flags in the files a translator opens.
const po = formatter({ origins: true, lineNumbers: false, explicitIdAsDefault: true });

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
    merged[id] = { message: source.message, translation, comments: [], origin: source.origins.map((file) => [file]) };
  }
  return merged;
}

/** A tag of a sentence with elements (`<link>`, `</link>`), where src/components/TextWithElements.tsx puts one. */
const TAG = /<\/?\w+>/g;

/**
 * The placeholders and choices of an ICU message, and its tags, which a translation must keep: a lost `</link>`
 * would leave the link's words as plain text, and a renamed tag would show as it is written.
 */
export function placeholdersOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: ReturnType<typeof compileMessageOrThrow>) => {
    for (const token of typeof tokens === 'string' ? [tokens] : tokens) {
      if (typeof token === 'string') {
        // ICU has no tags: they are text to it, and each stays within one piece of text.
        for (const [tag] of token.matchAll(TAG)) names.add(tag);
        continue;
      }
      const [name, , choices] = token as [string, string?, Record<string, unknown>?];
      names.add(name);
      if (choices) for (const choice of Object.values(choices)) walk(choice as ReturnType<typeof compileMessageOrThrow>);
    }
  };
  walk(compileMessageOrThrow(message));
  return [...names].sort();
}

/** True when every placeholder is a plain `{name}` (no plural, select or format), as src/domain/text.ts fills in. */
export function onlyPlainPlaceholders(message: string): boolean {
  const tokens = compileMessageOrThrow(message);
  return typeof tokens === 'string' || tokens.every((token) => typeof token === 'string' || (token as unknown[]).length === 1);
}

/** The module of a language's catalog: each English text and its translation, compiled (Lingui's compiled form). */
function compiledModule(catalog: CatalogType, sourceFile: string): string {
  const entries = Object.entries(catalog)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, entry]) => [id, compileMessageOrThrow(entry.translation || id)]);
  return [
    `// Compiled by .ci/i18n.mts from ${path.basename(sourceFile)}: do not edit; edit the PO file and run \`npm run i18n\`.`,
    "import type { CompiledCatalog } from '../../domain/text';",
    '',
    `export const messages: CompiledCatalog = ${JSON.stringify(Object.fromEntries(entries), null, 2)};`,
    '',
  ].join('\n');
}

export async function extract(config: LinguiConfigNormalized): Promise<void> {
  for (const catalog of catalogsOf(config)) {
    const messages = await extractMessages(config, catalog.include, catalog.exclude);
    for (const locale of config.locales) {
      const file = poPath(catalog.pattern, locale);
      const merged = mergeCatalog(messages, await readCatalog(file), locale === config.sourceLocale);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const existing = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
      fs.writeFileSync(file, await po.serialize(merged, { locale, sourceLocale: config.sourceLocale, existing, filename: file }));
    }
  }
}

/** Where the index of every compiled catalog goes: beside the language folders (src/locales/catalogs.ts). */
function indexPath(config: LinguiConfigNormalized): string {
  const [first] = catalogsOf(config);
  return path.join(first ? first.pattern.slice(0, first.pattern.indexOf('{locale}')) : config.rootDir, 'catalogs.ts');
}

/** The languages that have compiled catalogs: every one but the source. */
function translatedLocales(config: LinguiConfigNormalized): string[] {
  return config.locales.filter((locale) => locale !== config.sourceLocale);
}

/**
 * Every catalog of every language, merged per language: the server's, which says its field errors in the language
 * of each submission (server/languages.ts). The browser never imports it; it loads one catalog at a time.
 */
function indexModule(config: LinguiConfigNormalized): string {
  const catalogs = catalogsOf(config);
  const name = (locale: string, catalog: string) => `${locale.replace(/\W/g, '_')}_${catalog}`;
  const imports = translatedLocales(config).flatMap((locale) =>
    catalogs.map((catalog) => `import { messages as ${name(locale, catalog.name)} } from './${locale}/${catalog.name}';`),
  );
  const languages = translatedLocales(config).map(
    (locale) => `  ${JSON.stringify(locale)}: { ${catalogs.map((catalog) => `...${name(locale, catalog.name)}`).join(', ')} },`,
  );
  return [
    '// Compiled by .ci/i18n.mts: every catalog of every language, for the server. Do not edit; run `npm run i18n`.',
    "import type { CompiledCatalog } from '../domain/text';",
    ...imports,
    '',
    'export const CATALOGS: Readonly<Record<string, CompiledCatalog>> = {',
    ...languages,
    '};',
    '',
  ].join('\n');
}

export async function compile(config: LinguiConfigNormalized): Promise<void> {
  for (const catalog of catalogsOf(config)) {
    for (const locale of translatedLocales(config)) {
      const file = poPath(catalog.pattern, locale);
      fs.writeFileSync(compiledPath(catalog.pattern, locale), compiledModule(await readCatalog(file), file));
    }
  }
  fs.writeFileSync(indexPath(config), indexModule(config));
}

/** Everything that keeps a catalog from shipping, or none. */
export async function check(config: LinguiConfigNormalized): Promise<CatalogProblem[]> {
  const problems: CatalogProblem[] = [];
  for (const catalog of catalogsOf(config)) {
    const messages = await extractMessages(config, catalog.include, catalog.exclude);
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
        if (isSource && !onlyPlainPlaceholders(source.message)) {
          say(id, 'an en() text may only have plain {name} placeholders (the English fills them in without a catalog)');
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
      if (locale === config.sourceLocale) continue;
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
  const index = indexPath(config);
  if (!fs.existsSync(index) || fs.readFileSync(index, 'utf8') !== indexModule(config)) {
    problems.push({ catalog: 'catalogs', locale: '*', id: '(index module)', problem: 'stale: run `npm run i18n`' });
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
