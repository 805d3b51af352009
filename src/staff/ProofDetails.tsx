// A consent's proof as read and printed: the consent (who, when, what was chosen), the evidence kept with it, and the
// texting terms exactly as stored, their line breaks kept. What the plan does not keep is said, never left blank.
import { Alert, Typography } from 'antd';
import { CHANNEL_TITLES, STAFF_CONSENT_CHANNELS, type ConsentProofView } from '../domain/staffConsent';
import { formatProofTime, yesNo } from './consentDisplay';
import { Exact } from './Exact';
import { FactList, type Fact } from './FactList';

export const NOT_KEPT_TEXT = 'Not kept (the plan does not keep them)';
const NOT_RECORDED_TEXT = 'Not recorded';

type Languages = { code: string; name: string }[];

function languageNameOf(code: string, languages: Languages): string {
  return languages.find((language) => language.code === code)?.name ?? code;
}

function consentFacts({ consent, memberId, timeZone }: ConsentProofView, languages: Languages): Fact[] {
  return [
    { key: 'memberId', label: 'Member ID', value: <Exact>{memberId}</Exact> },
    { key: 'received', label: 'Received', value: formatProofTime(consent.receivedAt, timeZone) },
    { key: 'language', label: 'Language of the form', value: languageNameOf(consent.language, languages) },
    ...STAFF_CONSENT_CHANNELS.map((channel) => ({ key: channel, label: CHANNEL_TITLES[channel], value: yesNo(consent.channels[channel]) })),
    { key: 'emailAddress', label: 'Email address', value: consent.email ? <Exact>{consent.email}</Exact> : 'None' },
    { key: 'mobileNumber', label: 'Mobile number', value: consent.mobile ? <Exact>{consent.mobile}</Exact> : 'None' },
    { key: 'state', label: 'State', value: consent.state },
  ];
}

function evidenceFacts({ consent, terms }: ConsentProofView, languages: Languages): Fact[] {
  const { evidence } = consent;
  return [
    { key: 'version', label: 'Texting terms version', value: evidence.termsVersion ? <Exact>{evidence.termsVersion}</Exact> : NOT_RECORDED_TEXT },
    { key: 'termsLanguage', label: 'Language', value: languageNameOf(terms?.language ?? consent.language, languages) },
    {
      key: 'sha256',
      label: 'SHA-256',
      value: evidence.termsSha256 ? (
        <Typography.Text code className="staff-hash">
          {evidence.termsSha256}
        </Typography.Text>
      ) : (
        NOT_RECORDED_TEXT
      ),
    },
    { key: 'page', label: 'Page address', value: evidence.pageUrl ? <Exact>{evidence.pageUrl}</Exact> : NOT_RECORDED_TEXT },
    { key: 'ip', label: 'Client IP address', value: evidence.clientIp ? <Exact>{evidence.clientIp}</Exact> : NOT_KEPT_TEXT },
    { key: 'agent', label: 'Browser (user agent)', value: evidence.userAgent ? <Exact>{evidence.userAgent}</Exact> : NOT_KEPT_TEXT },
  ];
}

/** Why a proof has no terms text: the version the consent names was never recorded, or it names none. */
export function termsMissingText({ consent, terms }: ConsentProofView, languages: Languages): string {
  const version = consent.evidence.termsVersion;
  const language = languageNameOf(terms?.language ?? consent.language, languages);
  return version
    ? `The text of version ${version} in ${language} was never recorded by the server: only its SHA-256 proves it.`
    : 'No version of the texting terms was recorded with this consent.';
}

export function ProofDetails({ view, languages }: { view: ConsentProofView; languages: Languages }) {
  const { terms } = view;
  return (
    <>
      {/* Side by side on paper, so a proof with the full terms fits one printed page. */}
      <div className="staff-proof__facts">
        <section aria-labelledby="staff-proof-consent" className="staff-section">
          <h2 id="staff-proof-consent">The consent</h2>
          <FactList facts={consentFacts(view, languages)} />
        </section>
        <section aria-labelledby="staff-proof-evidence" className="staff-section">
          <h2 id="staff-proof-evidence">Evidence</h2>
          <FactList facts={evidenceFacts(view, languages)} />
        </section>
      </div>
      <section aria-labelledby="staff-proof-terms" className="staff-section">
        <h2 id="staff-proof-terms">Texting terms the member agreed to</h2>
        {terms ? (
          // The language of the text itself, so a screen reader reads Spanish terms in Spanish.
          <div className="staff-proof__terms" lang={terms.language}>
            {terms.text}
          </div>
        ) : (
          <Alert className="staff-alert" type="warning" showIcon title={termsMissingText(view, languages)} />
        )}
      </section>
    </>
  );
}
