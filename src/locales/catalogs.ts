// Compiled by .ci/i18n.mts: every catalog of every language, for the server. Do not edit; run `npm run i18n`.
import type { CompiledCatalog } from '../domain/text';
import { messages as en_shell } from './en/shell';
import { messages as en_contact } from './en/contact';
import { messages as en_tgi } from './en/tgi';
import { messages as en_attestation } from './en/attestation';
import { messages as es_shell } from './es/shell';
import { messages as es_contact } from './es/contact';
import { messages as es_tgi } from './es/tgi';
import { messages as es_attestation } from './es/attestation';

export const CATALOGS: Readonly<Record<string, CompiledCatalog>> = {
  "en": { ...en_shell, ...en_contact, ...en_tgi, ...en_attestation },
  "es": { ...es_shell, ...es_contact, ...es_tgi, ...es_attestation },
};
