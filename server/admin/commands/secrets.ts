// secrets rotate: a new anti-forgery secret for every instance on this database (issue 21); secrets reencrypt: every
// signing secret encrypted again with SECRETS_KEY after the plan changed keys (issue 35).
import { CommandFailure, expectWords, type CommandDefinition } from '../command';
import { ANTI_FORGERY_SECRET, newAntiForgerySecret, SECRETS_REREAD_MS, SESSION_MAX_AGE_SECONDS } from '../../security/antiForgery';

export const secretsRotate: CommandDefinition = {
  options: {},
  prepare(words, _options, io) {
    expectWords(words, 0, 'secrets rotate');
    return async (store, config) => {
      if (config.sessionSecret !== undefined) {
        throw new CommandFailure(
          'SESSION_SECRET is set, so the secret is not the database\'s: set a new SESSION_SECRET (32 characters or more) and ' +
            'restart every instance. A token signed with the old one is refused once; the portal tries again with the fresh pair.',
        );
      }
      await store.rotateSharedSecret(ANTI_FORGERY_SECRET, newAntiForgerySecret);
      // The secret itself is never printed.
      io.stdout(
        `The anti-forgery secret was replaced. Every instance signs with the new one within ${SECRETS_REREAD_MS / 1000} seconds; ` +
          `tokens signed with the old one stay valid until they expire (${SESSION_MAX_AGE_SECONDS / 3600} hours at most).\n`,
      );
    };
  },
};

export const secretsReencrypt: CommandDefinition = {
  options: {},
  prepare(words, _options, io) {
    expectWords(words, 0, 'secrets reencrypt');
    return async (store, config) => {
      const report = await store.encryptStoredSecrets({ reencrypt: true });
      // Counts and the key's id only: never a secret, never the key.
      io.stdout(
        `The ${report.total} signing secrets in the database are encrypted with the key ${report.keyId ?? 'none'}: ` +
          `${report.reencrypted} were encrypted again from the previous key${report.encrypted > 0 ? `, ${report.encrypted} from plain text` : ''}.\n` +
          (config.secretsKey.previous === undefined
            ? ''
            : `The previous key (${config.secretsKey.previous.id}) is no longer needed: remove SECRETS_KEY_PREVIOUS from every instance.\n`),
      );
    };
  },
};
