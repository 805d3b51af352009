// A value a person copies or reads out exactly (an email, a number, a reference, a member ID): isolated from the text
// around it, so it keeps its own direction, and broken anywhere rather than widening a phone's screen.
export function Exact({ children }: { children: string }) {
  return <bdi className="staff-exact">{children}</bdi>;
}
