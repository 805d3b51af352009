// The texting terms as members read them (issue 23): every version's full text is kept in the database once, so staff
// can print exactly what a member saw (`npm run admin -- terms show VERSION`), and each consent keeps the SHA-256 of the
// text it was given with. The server records the texts of its build at start, for each of the plan's languages; a
// text that changed under a version already recorded stops the start, since members who read the old words agreed to
// those: a changed text needs a new version (src/domain/textingTerms.ts).
import crypto from 'node:crypto';
import { TEXTING_TERMS_TITLE, termsContext, termsParagraphText, textingAgreement, textingTerms, textingTermsVersion, type TermsParagraph } from '../../src/domain/textingTerms';
import type { PortalConfig } from '../../src/domain/portalConfig';
import { serverTranslate } from '../languages';
import type { PortalStore, TermsText } from '../store/types';

/** The plan's settings the terms text is made from. */
export type TermsPortal = Pick<PortalConfig, 'planName' | 'contact' | 'links'>;

/**
 * The terms in a language as one text, exactly as the form shows them: the title, each heading and its paragraphs,
 * then the agreement statement above Submit, which is part of what the member agreed to. A link is written as its
 * words followed by its address in brackets ("privacy notice (https://…)"), so the text says where it went.
 */
export function termsText(portal: TermsPortal, language: string): string {
  const tr = serverTranslate(language);
  const context = termsContext(portal);
  const lines = (paragraphs: readonly TermsParagraph[]) => paragraphs.map(termsParagraphText);
  return [
    tr(TEXTING_TERMS_TITLE),
    ...textingTerms(context, tr).map((section) => [section.heading, ...lines(section.paragraphs)].join('\n')),
    lines(textingAgreement(context, tr)).join('\n'),
  ].join('\n\n');
}

export const sha256 = (text: string): string => crypto.createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * The version of the terms in a language: the build's, and the plan's edition after a `+` when it set one
 * (TEXTING_TERMS_EDITION: the plan changed what the terms say of it, without a new build).
 */
export function termsVersion(language: string, edition: string | undefined): string {
  return edition === undefined ? textingTermsVersion(language) : `${textingTermsVersion(language)}+${edition}`;
}

/** The terms of each of the plan's languages, as this build shows them. */
export function shippedTerms(portal: TermsPortal & Pick<PortalConfig, 'languages'>, edition?: string): TermsText[] {
  return portal.languages.map((language) => {
    const text = termsText(portal, language);
    return { version: termsVersion(language, edition), language, text, sha256: sha256(text) };
  });
}

export class TermsChangedError extends Error {
  constructor(readonly terms: TermsText) {
    super(
      `The texting terms in "${terms.language}" differ from the text recorded as version ${terms.version}, which members have agreed to. ` +
        'A changed text needs a new version. If the plan changed its name, support phone, address or privacy notice address, ' +
        'which are part of the text, set TEXTING_TERMS_EDITION to a new value (such as 2): every language gets a new version. ' +
        'If the build changed the words, it needs a new version in TEXTING_TERMS_VERSIONS (src/domain/textingTerms.ts). ' +
        `\`npm run admin -- terms show ${terms.version}\` prints the recorded text.`,
    );
    this.name = 'TermsChangedError';
  }
}

/** Records the build's terms (each version once); throws TermsChangedError for a text changed under its version. */
export async function recordShippedTerms(
  store: Pick<PortalStore, 'recordTerms'>,
  portal: TermsPortal & Pick<PortalConfig, 'languages'>,
  edition?: string,
): Promise<Map<string, TermsText>> {
  const byLanguage = new Map<string, TermsText>();
  for (const terms of shippedTerms(portal, edition)) {
    const recorded = await store.recordTerms(terms);
    if (recorded.sha256 !== terms.sha256) throw new TermsChangedError(terms);
    byLanguage.set(terms.language, terms);
  }
  return byLanguage;
}
