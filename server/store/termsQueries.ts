// The texting terms' texts (issue 23): each version once per language, the first recorded kept (a repeat is ignored;
// the caller compares what comes back).
import type { StoreAccess } from './storeAccess';
import type { TermsText } from './types';

export async function recordTerms(access: StoreAccess, terms: TermsText): Promise<TermsText> {
  await access.write(() =>
    access.db
      .insertInto('terms_versions')
      .values({ version: terms.version, language: terms.language, text: terms.text, sha256: terms.sha256, recorded_at: new Date().toISOString() })
      .onConflict((oc) => oc.columns(['version', 'language']).doNothing())
      .execute(),
  );
  const row = await access.db
    .selectFrom('terms_versions')
    .selectAll()
    .where('version', '=', terms.version)
    .where('language', '=', terms.language)
    .executeTakeFirstOrThrow();
  return { version: row.version, language: row.language, text: row.text, sha256: row.sha256, recordedAt: row.recorded_at };
}

export async function listTerms(access: StoreAccess): Promise<TermsText[]> {
  const rows = await access.db.selectFrom('terms_versions').selectAll().orderBy('recorded_at').orderBy('version').orderBy('language').execute();
  return rows.map((row) => ({ version: row.version, language: row.language, text: row.text, sha256: row.sha256, recordedAt: row.recorded_at }));
}
