// A console address that names nothing: a form the plan does not have, or a page the console does not know.
import { PageHeading, useStaffTitle } from './PageHeading';

export function UnknownPage({ title, text }: { title: string; text: string }) {
  useStaffTitle(title);
  return (
    <div className="staff-page">
      <PageHeading>{title}</PageHeading>
      <p>{text}</p>
    </div>
  );
}
