// The preferred contact screen's heading; the form itself comes with the preferred-contact issue.
import { PageHeader } from '../../components/PageHeader';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { PREFERRED_CONTACT_TITLE } from '../../app/formCatalog';

export default function PreferredContactPage() {
  useDocumentTitle(PREFERRED_CONTACT_TITLE);
  return <PageHeader title={PREFERRED_CONTACT_TITLE} />;
}
