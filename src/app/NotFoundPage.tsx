// What an unknown address shows: a plain explanation and the way back to every form.
import { FormIndexPage } from './FormIndexPage';
import { NOT_FOUND_TITLE } from '../domain/routeTable';
import { en } from '../domain/text';

export default function NotFoundPage() {
  return (
    <FormIndexPage
      title={NOT_FOUND_TITLE}
      lead={en('There is no page at this address. It may have moved, or the link may have a typing mistake. These are the forms you can fill in:')}
    />
  );
}
