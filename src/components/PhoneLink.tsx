// A phone number as the spec displays it, (xxx) xxx-xxxx, dialled by a tap (docs/readings.md); 711 stays 711.
import { formatPhone, telHref } from '../domain/phone';

export interface PhoneLinkProps {
  phone: string;
}

export function PhoneLink({ phone }: PhoneLinkProps) {
  const href = telHref(phone);
  const shown = formatPhone(phone) ?? phone;
  // A number that cannot be dialled is still worth reading.
  if (!href) return <span>{shown}</span>;
  return (
    <a href={href} className="phone-link">
      {shown}
    </a>
  );
}
