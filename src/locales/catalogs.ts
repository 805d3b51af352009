// Compiled by .ci/i18n.mts: every catalog of every language, for the server. Do not edit; run `npm run i18n`.
import type { CompiledCatalog } from '../domain/text';
import { messages as es_shell } from './es/shell';
import { messages as es_attestation } from './es/attestation';
import { messages as es_contact } from './es/contact';
import { messages as es_tgi } from './es/tgi';
import { messages as es_mail } from './es/mail';

export const CATALOGS: Readonly<Record<string, CompiledCatalog>> = {
  "es": { ...es_shell, ...es_attestation, ...es_contact, ...es_tgi, ...es_mail },
};
