// Facts as a description list, each a label and its value: two columns on a wide screen, one under the other on a phone,
// and plain enough to print on one page (the proof).
import type { ReactNode } from 'react';

export interface Fact {
  key: string;
  label: string;
  value: ReactNode;
}

export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className="staff-facts">
      {facts.map(({ key, label, value }) => (
        <div key={key} className="staff-facts__row">
          <dt className="staff-facts__label">{label}</dt>
          <dd className="staff-facts__value">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
