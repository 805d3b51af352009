// A member's consents and withdrawals, oldest first (the order the plan received them): a list rather than a table, so
// each entry reads as a whole on a 360 px phone.
import { Link } from 'react-router-dom';
import { SOURCE_TITLES, type ConsentHistoryConsent, type ConsentHistoryEntry, type ConsentHistoryWithdrawal } from '../domain/staffConsent';
import { channelList, chosenChannels, formatDay } from './consentDisplay';
import { formatDateTime } from './display';
import { Exact } from './Exact';
import { FactList, type Fact } from './FactList';
import { consentProofPath } from './paths';

function consentFacts(entry: ConsentHistoryConsent): Fact[] {
  return [
    { key: 'channels', label: 'Channels chosen', value: channelList(chosenChannels(entry.channels)) },
    {
      key: 'state',
      label: 'State',
      value: (
        <>
          {entry.state}{' '}
          <Link to={consentProofPath(entry.reference)} aria-label={`Proof of consent ${entry.reference}`} className="staff-history__proof">
            Proof
          </Link>
        </>
      ),
    },
  ];
}

function withdrawalFacts(entry: ConsentHistoryWithdrawal): Fact[] {
  return [
    { key: 'channels', label: 'Channels withdrawn', value: channelList(entry.channels) },
    { key: 'source', label: 'How it was received', value: SOURCE_TITLES[entry.source] ?? entry.source },
    {
      key: 'honour',
      label: 'State',
      value: entry.honoured ? `Honour by ${formatDay(entry.honourBy)}. Honoured on ${formatDay(entry.honoured.on)}.` : `Honour by ${formatDay(entry.honourBy)}.`,
    },
  ];
}

function EntryTitle({ entry }: { entry: ConsentHistoryEntry }) {
  return (
    <h3 className="staff-history__title">
      {entry.kind === 'consent' ? 'Consent' : 'Withdrawal'} <Exact>{entry.reference}</Exact>
    </h3>
  );
}

export function ConsentHistory({ history, timeZone }: { history: ConsentHistoryEntry[]; timeZone: string }) {
  return (
    <section aria-labelledby="staff-consent-history" className="staff-section">
      <h2 id="staff-consent-history">History</h2>
      <p className="staff-page__lead">Oldest first, as the plan received them.</p>
      <ol className="staff-history">
        {history.map((entry) => (
          <li key={`${entry.kind}-${entry.reference}`} className="staff-history__entry">
            <EntryTitle entry={entry} />
            <p className="staff-history__when">Received {formatDateTime(entry.receivedAt, timeZone)}</p>
            <FactList facts={entry.kind === 'consent' ? consentFacts(entry) : withdrawalFacts(entry)} />
          </li>
        ))}
      </ol>
    </section>
  );
}
