// One record's deliveries to the plan's systems, one line per endpoint, in the withdrawals table's words: never what a
// receiver answered, only its status.
import type { SubmissionDelivery } from '../domain/staffConsole';
import { withdrawalDeliveryText } from './consentDisplay';
import { Exact } from './Exact';

export function DeliveryList({ deliveries, timeZone, emptyText }: { deliveries: SubmissionDelivery[]; timeZone: string; emptyText: string }) {
  if (deliveries.length === 0) return <>{emptyText}</>;
  return (
    <ul className="staff-detail staff-deliveries">
      {deliveries.map((delivery) => (
        <li key={delivery.endpoint}>
          <Exact>{delivery.endpoint}</Exact>: {withdrawalDeliveryText(delivery, timeZone)}
        </li>
      ))}
    </ul>
  );
}
