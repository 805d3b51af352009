// A member's choices now: each channel Yes or No, since when, the consent that counts (with its proof), its email and
// number, and the later consents still waiting for the member to confirm a new email or number.
import { Link } from 'react-router-dom';
import { CHANNEL_TITLES, STAFF_CONSENT_CHANNELS, type CurrentConsentView } from '../domain/staffConsent';
import { yesNo } from './consentDisplay';
import { formatDateTime } from './display';
import { Exact } from './Exact';
import { FactList, type Fact } from './FactList';
import { consentProofPath } from './paths';

export function CurrentChoices({ current, timeZone }: { current: CurrentConsentView; timeZone: string }) {
  const facts: Fact[] = [
    ...STAFF_CONSENT_CHANNELS.map((channel) => ({ key: channel, label: CHANNEL_TITLES[channel], value: yesNo(current.channels[channel]) })),
    { key: 'since', label: 'Since', value: current.since ? formatDateTime(current.since, timeZone) : 'No date on record' },
    {
      key: 'consent',
      label: 'Consent that counts',
      value: current.consentReference ? (
        <Link to={consentProofPath(current.consentReference)} aria-label={`Proof of consent ${current.consentReference}`}>
          <Exact>{current.consentReference}</Exact>
        </Link>
      ) : (
        'None: no consent counts now'
      ),
    },
    { key: 'emailAddress', label: 'Email address', value: current.email ? <Exact>{current.email}</Exact> : 'None' },
    { key: 'mobileNumber', label: 'Mobile number', value: current.mobile ? <Exact>{current.mobile}</Exact> : 'None' },
  ];
  return (
    <section aria-labelledby="staff-consent-current" className="staff-section">
      <h2 id="staff-consent-current">Current choices</h2>
      <FactList facts={facts} />
      {current.waiting.length > 0 ? (
        <ul className="staff-consent__waiting">
          {current.waiting.map((reference) => (
            <li key={reference}>
              <Link to={consentProofPath(reference)} aria-label={`Proof of consent ${reference}`}>
                <Exact>{reference}</Exact>
              </Link>{' '}
              waits for the member to confirm a new email address or number.
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
