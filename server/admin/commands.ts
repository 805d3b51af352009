// The admin commands. Each one checks its words and options (and reads its input file) before the
// database is opened, then returns the work to do with the store. One module per command group (commands/).
import { parseCommandLine, UsageError } from './args';
import type { AdminIo, CommandDefinition, StoreWork } from './command';
import { auditExport } from './commands/audit';
import { exportCommand } from './commands/export';
import { mailList } from './commands/mail';
import { maintenance } from './commands/maintenance';
import { notificationsAdd, notificationsClear, notificationsList, notificationsRemove } from './commands/notifications';
import { providersClear, providersCount, providersImport } from './commands/providers';
import { backup, purge } from './commands/purgeBackup';
import { consentIntakeSecret, consentWithdraw } from './commands/consent';
import { secretsReencrypt, secretsRotate } from './commands/secrets';
import { termsList, termsShow } from './commands/terms';
import {
  deliveriesList,
  deliveriesReplay,
  deliveriesRetry,
  webhooksAdd,
  webhooksList,
  webhooksPrivateNetwork,
  webhooksRemove,
  webhooksRotate,
  webhooksTest,
} from './commands/webhooks';
import { quoteForTerminal } from './terminalText';

export { CommandFailure, type AdminIo, type StoreWork } from './command';

const COMMANDS: Record<string, CommandDefinition | Record<string, CommandDefinition>> = {
  maintenance,
  notifications: { add: notificationsAdd, list: notificationsList, remove: notificationsRemove, clear: notificationsClear },
  export: exportCommand,
  providers: { import: providersImport, count: providersCount, clear: providersClear },
  purge,
  backup,
  secrets: { rotate: secretsRotate, reencrypt: secretsReencrypt },
  consent: { withdraw: consentWithdraw, 'intake-secret': consentIntakeSecret },
  terms: { list: termsList, show: termsShow },
  webhooks: { add: webhooksAdd, list: webhooksList, remove: webhooksRemove, rotate: webhooksRotate, test: webhooksTest, 'private-network': webhooksPrivateNetwork },
  deliveries: { list: deliveriesList, retry: deliveriesRetry, replay: deliveriesReplay },
  mail: { list: mailList },
  audit: { export: auditExport },
};

function isDefinition(entry: CommandDefinition | Record<string, CommandDefinition>): entry is CommandDefinition {
  return typeof entry.prepare === 'function';
}

/** Finds the command, checks its arguments and inputs; throws UsageError or CommandFailure. */
export async function prepareCommand(argv: readonly string[], io: AdminIo): Promise<StoreWork> {
  const [group = '', ...rest] = argv;
  const entry = Object.hasOwn(COMMANDS, group) ? COMMANDS[group] : undefined;
  if (!entry) throw new UsageError(`Unknown command ${quoteForTerminal(group)}.`);
  let definition: CommandDefinition;
  let args: readonly string[];
  if (isDefinition(entry)) {
    definition = entry;
    args = rest;
  } else {
    const [action = '', ...actionArgs] = rest;
    const found = Object.hasOwn(entry, action) ? entry[action] : undefined;
    if (!found) {
      const actions = Object.keys(entry).join(', ');
      throw new UsageError(action ? `Unknown ${group} command ${quoteForTerminal(action)}: use ${actions}.` : `Missing ${group} command: use ${actions}.`);
    }
    definition = found;
    args = actionArgs;
  }
  const { words, options } = parseCommandLine(args, definition.options);
  return definition.prepare(words, options, io);
}
