// mail list: the outbox of email messages (issue 36, docs/operations.md#sending-email), as staff need it to see a
// message that did not go out: its kind, the submission it is about, its state, the SMTP server's reply code. Never
// an address or a text: both are the submissions', and the command line is read over shoulders.
import type { MailJobRow } from '../../store/types';
import { expectWords, plural, type CommandDefinition } from '../command';

/** What each kind of message is, in a few words. */
const KIND_WORDS: Readonly<Record<MailJobRow['kind'], string>> = {
  'confirm-email': 'email confirmation',
  'contact-change': 'change notice',
  receipt: 'receipt',
};

function mailLine(job: MailJobRow): string {
  const answer = job.lastStatus !== null ? `SMTP ${job.lastStatus}` : (job.lastError ?? '-');
  const when = job.status === 'pending' ? `next attempt ${job.nextAttemptAt}` : job.status === 'sent' ? `sent ${job.sentAt}` : (job.lastError ?? '');
  return `${job.id}  ${KIND_WORDS[job.kind]}  ${job.reference ?? '(purged)'}  ${job.status}  ${plural(job.attempts, 'attempt')}  last answer ${answer}  ${when}\n`;
}

export const mailList: CommandDefinition = {
  options: { failed: 'flag' },
  prepare(words, options, io) {
    expectWords(words, 0, 'mail list [--failed]');
    const failed = options.get('failed') === true;
    return async (store) => {
      const jobs = await store.mail.list({ failed });
      if (jobs.length === 0) {
        io.stdout(failed ? 'No failed messages.\n' : 'No messages.\n');
        return;
      }
      for (const job of jobs) io.stdout(mailLine(job));
    };
  },
};
