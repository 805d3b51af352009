// A page that is a heading, one lead sentence and the index of the forms: the area home pages and the not-found page.
import { PageHeader } from '../components/PageHeader';
import { FormIndex } from './FormIndex';
import { useTranslate } from '../core/hooks';
import { useDocumentTitle } from '../core/useDocumentTitle';

/** `title` and `lead` are English (en() texts), said here in the active language; `title` also names the tab. */
export function FormIndexPage({ title, lead }: { title: string; lead: string }) {
  const tr = useTranslate();
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={tr(title)}>
        <p>{tr(lead)}</p>
      </PageHeader>
      <FormIndex />
    </>
  );
}
