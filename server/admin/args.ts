// The admin CLI's command line: the usage text, and the parsing of one command's words and options.
import { FORM_DESCRIPTORS, FORMS, type FormKind } from '../../src/domain/forms';
import { quoteForTerminal } from './terminalText';

/** What staff call a form on the command line: its descriptor's first command name (`attestations`). */
export const formCommandName = (kind: FormKind): string => FORM_DESCRIPTORS[kind].commandNames[0];

const FORM_COMMAND_NAMES = FORMS.map((form) => formCommandName(form.kind));

/** The forms as the commands name them: `attestations|contacts|tgi`. */
export const FORM_CHOICES = FORM_COMMAND_NAMES.join('|');

/** `a, b or c`: the forms named in a message. */
export function formChoicesInWords(...more: string[]): string {
  const names = [...FORM_COMMAND_NAMES, ...more];
  return names.length === 1 ? names[0] ?? '' : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

/** A command and its explanation, in the usage text's two columns. */
const usageLine = (command: string, explanation: string) => `  ${command.padEnd(36)}${explanation}`;

export const USAGE = `Usage: npm run admin -- <command>

Uses the server's database: DATA_DIR (SQLite, default ./data) or DATABASE_URL (PostgreSQL),
and the other server settings (PORTAL_CONFIG_FILE ...), read from the environment.

Commands:
  maintenance on | off | status       switch the maintenance page on or off, or show it
  notifications add "<text>"          post a notification (one line, at most 500 characters)
      --es "<text>"                   the same notice in Spanish (a page in Spanish shows the
                                      English text of a notice that has none)
  notifications list                  show the notifications: id, date, text
  notifications remove <id>           remove one notification
  notifications clear                 remove every notification
${usageLine(`export ${FORM_CHOICES}`, 'write the submissions of one form')}
      --format csv|json               csv (default): the forms' labels, Yes/No and times in
                                      the plan's time zone (PLAN_TIME_ZONE); json: field
                                      names, true/false and ISO UTC times, for programs
      --since <date>                  only those received since YYYY-MM-DD (local midnight),
                                      today, yesterday, or an ISO date-time such as
                                      2026-03-01T08:00:00Z
      --out <file>                    write to this file (created readable by you only)
                                      instead of standard output; prefer it to a shell
                                      redirection, since npm prints its own lines on
                                      standard output (or use npm run -s admin -- ...)
      --history                       tgi: every response, not just the current (latest)
                                      answer per NPI; contacts: every consent and withdrawal
                                      in order, not just each member's current choices
      --changes                       tgi only: the responses that changed an NPI's answer,
                                      with the answer they replaced and who gave it, for
                                      staff to confirm with the provider (with --since:
                                      those received since)
  providers import <file.csv>         replace the provider NPI list with the file's NPIs
                                      (an NPI column, or one column without a header)
      --skip-invalid                  import the valid lines even when others are not NPIs
  providers count                     show how many NPIs the provider list holds
  providers clear                     empty the provider list (the NPI check then uses only
                                      the check digit and, if configured, the registry)
${usageLine(`purge ${FORM_CHOICES}|all`, 'delete the submissions of one form, or of all forms,')}
                                      with their idempotency keys
      --before <date>                 required: those received before YYYY-MM-DD (local
                                      midnight) or an ISO date-time; not in the future
      --dry-run                       only count, per form, what would be deleted
      --force                         contacts only: also consent records younger than
                                      CONSENT_RETENTION_DAYS (kept by default: the evidence)
  backup <file>                       copy the SQLite database into a new file (readable by
                                      you only), safely while the server runs; never
                                      overwrites. PostgreSQL: use pg_dump instead
  secrets rotate                      a new anti-forgery secret for every instance (within
                                      30 s); tokens signed with the old one stay valid until
                                      they expire. Not with SESSION_SECRET set
  secrets reencrypt                   every signing secret encrypted again with SECRETS_KEY,
                                      after changing keys (SECRETS_KEY_PREVIOUS: the old one);
                                      prints counts, never a secret
  webhooks add <url>                  deliver submissions to the plan's endpoint (signed, as
                                      Standard Webhooks says); prints its secret once
      --forms <list>                  only these forms (attestations,contacts,tgi; default all)
      --allow-http                    allow http:// (a receiver on the plan's own network)
      --allow-private-network         allow a host that leads to the plan's own network
                                      (loopback, 10/8, 172.16/12, 192.168/16, 100.64/10,
                                      fc00::/7); recorded on the endpoint, with a warning.
                                      Link-local and cloud metadata addresses never are
  webhooks list                       the endpoints: id, address, forms, state, and whether
                                      the private network is allowed
  webhooks private-network <id> on|off
                                      let an endpoint added before reach the plan's own network
                                      (checked and warned as add does), or no longer; same secret
  webhooks remove <id>                stop delivering to an endpoint (what is pending is cancelled)
  webhooks rotate <id>                a new secret, printed once; the old one also signs for 24 h
  webhooks test <id>                  send a webhook.test message now and say how it was answered
  deliveries list                     the deliveries: status, attempts, last answer, next attempt
      --failed                        only those that failed
      --since <date>                  only those queued since the date
  deliveries retry <id> | --failed    send a failed delivery (or every one) again
  deliveries replay --since <date>    send the submissions and withdrawals received since then again
      --endpoint <id>                 to this endpoint only (default: every active one)
  mail list                           the email messages: kind, reference, status, SMTP reply
      --failed                        only those that failed (refused, or retries spent)
  consent withdraw                    record a member's withdrawal of consent (by phone, mail or
                                      a forwarded STOP reply); prints the date by which it must be
                                      honoured (10 business days)
      --member <id>                   the member ID
      --channels <list>|all           text,prerecorded,phone,email
      --source <source>               phone, mail, sms-stop, web or other
      --received <date>               when the plan received it (default: now)
      --force                         record it for a member ID with no consent on record
                                      (without it, such an ID is refused: a typo, most likely)
  consent intake-secret               a new secret for the SMS platform's signed STOP replies,
                                      shown once (the one before works for a day more)
  terms list                          the texting terms' versions recorded, by language, with
                                      each text's SHA-256
  terms show <version>                the text of a version exactly as members read it
      --language <code>               only that language's
  audit export                        the staff console's audit trail (who read or changed
                                      what, when, from where), oldest first; recorded itself
      --format csv|json               csv (default, times in PLAN_TIME_ZONE) or json
      --since <date>                  only entries from this date (YYYY-MM-DD) or ISO time
      --until <date>                  only entries before this date or ISO time
      --out <file>                    write to this file (readable by you only)
  help                                show this text

CSV exports are UTF-8 with a byte order mark and CRLF line ends. A cell that starts like a
spreadsheet formula (= + - @, tab, carriage return) gets a leading ' so it is never evaluated.
Identifiers (NPI, member ID, phone numbers) are quoted text: to keep leading zeros, open the file
in Excel through Data > From Text/CSV with those columns set to Text (LibreOffice: tick "Format
quoted field as text"), or use --format json, which is exact.
Exports and backups contain personal health information: keep the files safe and delete them
when done. Export what must be kept before a purge: deleted submissions cannot be brought back.

Exit codes: 0 done, 1 the operation failed, 2 usage error, 3 configuration or database problem.
`;

/** Where a command's own lines start: two spaces, then the command (the options and notes under it are indented more). */
const COMMAND_LINE = /^ {2}\S/;

/**
 * What a usage error prints under its reason (issue 38): the usage lines of the command typed (`consent withdraw` and
 * its options), or, for a command that does not exist, the commands' names; never the whole help, which scrolled the
 * reason out of sight. `help` prints everything.
 */
export function usageFor(argv: readonly string[]): string {
  const lines = USAGE.split('\n');
  const start = lines.indexOf('Commands:') + 1;
  const end = lines.indexOf('', start);
  const commands = lines.slice(start, end);
  const [group = '', action = ''] = argv;
  const matches = (line: string, words: string) => words !== '' && (line.slice(2) === words || line.slice(2).startsWith(`${words} `));
  const wanted = commands.some((line) => COMMAND_LINE.test(line) && matches(line, `${group} ${action}`)) ? `${group} ${action}` : group;
  const own: string[] = [];
  let inside = false;
  for (const line of commands) {
    if (COMMAND_LINE.test(line)) inside = matches(line, wanted);
    if (inside) own.push(line);
  }
  if (own.length > 0) return `Usage: npm run admin -- ${wanted}\n${own.join('\n')}\n\nnpm run admin -- help shows every command.\n`;
  const names = [...new Set(commands.filter((line) => COMMAND_LINE.test(line)).map((line) => line.trim().split(/\s+/)[0]))];
  return `Usage: npm run admin -- <command>; the commands are ${names.join(', ')}.\nnpm run admin -- help shows each one with its options.\n`;
}

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** 'value' options take the next word (or `--name=value`); 'flag' options take none. */
export type OptionSpec = Record<string, 'value' | 'flag'>;

export interface ParsedCommand {
  words: string[];
  options: Map<string, string | true>;
}

export function isHelpRequest(argv: readonly string[]): boolean {
  if (argv.length === 0 || argv[0] === 'help') return true;
  const end = argv.indexOf('--');
  const head = end >= 0 ? argv.slice(0, end) : argv;
  return head.includes('--help') || head.includes('-h');
}

/**
 * Splits the words after the command from its options. Only words starting with `--` are options
 * (so a notification may start with `-`); after a lone `--` every word is a plain word.
 */
export function parseCommandLine(argv: readonly string[], spec: OptionSpec): ParsedCommand {
  const words: string[] = [];
  const options = new Map<string, string | true>();
  for (let index = 0; index < argv.length; index += 1) {
    const word = argv[index] ?? '';
    if (word === '--') {
      words.push(...argv.slice(index + 1));
      break;
    }
    if (!word.startsWith('--')) {
      words.push(word);
      continue;
    }
    const equals = word.indexOf('=');
    const name = word.slice(2, equals >= 0 ? equals : undefined);
    const kind = spec[name];
    if (!Object.hasOwn(spec, name) || kind === undefined) throw new UsageError(`Unknown option ${quoteForTerminal(`--${name}`, 40)}.`);
    if (options.has(name)) throw new UsageError(`Option --${name} is given twice.`);
    if (kind === 'flag') {
      if (equals >= 0) throw new UsageError(`Option --${name} takes no value.`);
      options.set(name, true);
      continue;
    }
    let value: string | undefined;
    if (equals >= 0) {
      value = word.slice(equals + 1);
    } else {
      value = argv[index + 1];
      index += 1;
    }
    if (value === undefined || value === '' || (equals < 0 && value.startsWith('--'))) {
      throw new UsageError(`Option --${name} needs a value.`);
    }
    options.set(name, value);
  }
  return { words, options };
}
