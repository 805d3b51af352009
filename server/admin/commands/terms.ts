// terms list | terms show VERSION: the texting terms exactly as members read them (issue 23), recorded by the server
// at start for each version and language, so staff can print what a given member agreed to.
import { UsageError } from '../args';
import { CommandFailure, expectWords, plainCommand, type CommandDefinition } from '../command';
import { quoteForTerminal } from '../terminalText';

export const termsList = plainCommand('terms list', async (store, io) => {
  const all = await store.listTerms();
  if (all.length === 0) {
    io.stdout('No terms recorded yet: the server records the texts it shows when it starts.\n');
    return;
  }
  for (const terms of all) io.stdout(`${terms.version}  ${terms.language}  recorded ${terms.recordedAt ?? '?'}  sha256 ${terms.sha256}\n`);
});

export const termsShow: CommandDefinition = {
  options: { language: 'value' },
  prepare(words, options, io) {
    expectWords(words, 1, 'terms show <version> [--language <code>]');
    const version = words[0] ?? '';
    const language = options.get('language');
    if (language === true) throw new UsageError('--language needs a code, e.g. es.');
    return async (store) => {
      const matches = (await store.listTerms()).filter((terms) => terms.version === version && (language === undefined || terms.language === language));
      if (matches.length === 0) throw new CommandFailure(`No terms recorded as version ${quoteForTerminal(version)}${language ? ` in ${quoteForTerminal(language)}` : ''}: see \`terms list\`.`);
      for (const terms of matches) {
        io.stdout(`Version ${terms.version}, language ${terms.language}, recorded ${terms.recordedAt ?? '?'}, sha256 ${terms.sha256}:\n\n${terms.text}\n`);
      }
    };
  },
};
