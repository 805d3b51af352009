// What an unknown address shows: a plain explanation and the way back to every form.
import { PageHeader } from '../components/PageHeader';
import { FormIndex } from './FormIndex';
import { NOT_FOUND_TITLE } from '../domain/routeTable';
import { useTranslate } from '../core/hooks';
import { useDocumentTitle } from '../core/useDocumentTitle';

export default function NotFoundPage() {
  const tr = useTranslate();
  useDocumentTitle(NOT_FOUND_TITLE);
  return (
    <>
      <PageHeader title={tr(NOT_FOUND_TITLE)}>
        <p>{tr('There is no page at this address. It may have moved, or the link may have a typing mistake. These are the forms you can fill in:')}</p>
      </PageHeader>
      <FormIndex />
    </>
  );
}
