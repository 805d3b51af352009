// The TGI survey screen's heading; the survey itself comes with the TGI issue.
import { PageHeader } from '../../components/PageHeader';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { TGI_SURVEY_TITLE } from '../../app/formCatalog';

export default function TgiSurveyPage() {
  useDocumentTitle(TGI_SURVEY_TITLE);
  return <PageHeader title={TGI_SURVEY_TITLE} />;
}
