// What an unknown address shows: a plain explanation and the way back to every form.
import { t } from '@lingui/core/macro';
import { PageHeader } from '../components/PageHeader';
import { FormIndex } from './FormIndex';
import { NOT_FOUND_TITLE } from '../domain/routeTable';
import { useI18n, useTranslate } from '../core/hooks';
import { useDocumentTitle } from '../core/useDocumentTitle';

export default function NotFoundPage() {
  const i18n = useI18n();
  const tr = useTranslate();
  useDocumentTitle(NOT_FOUND_TITLE);
  return (
    <>
      <PageHeader title={tr(NOT_FOUND_TITLE)}>
        <p>{t(i18n)`There is no page at this address. It may have moved, or the link may have a typing mistake. These are the forms you can fill in:`}</p>
      </PageHeader>
      <FormIndex />
    </>
  );
}
