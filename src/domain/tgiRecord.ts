// The TGI survey's record from its form's values (docs/records.md), for the survey's submission steps (in its page's
// chunk) and the server's form posts. Apart from formValues.ts, which every page's first load carries.
import type { TgiFormValues } from './formValues';
import type { TgiSurveyRecord } from './tgi';
import type { YesNo } from './yesNo';

/** docs/records.md's record: entered text trimmed (docs/validation.md), the look-up's answer, and the submission time. */
export function buildTgiRecord(values: TgiFormValues, isValidNPI: YesNo, now: Date): TgiSurveyRecord {
  return {
    providerLastName: values.providerLastName?.trim() ?? '',
    providerFirstName: values.providerFirstName?.trim() ?? '',
    // Normalised where it is typed (normalizeNpi on the field): taken as it is.
    individualNPI: values.individualNPI ?? '',
    isValidNPI,
    isGenderAffirmingServicesOffered: values.isGenderAffirmingServicesOffered ?? 'No',
    fullNameOfPersonCompletingSurvey: values.fullNameOfPersonCompletingSurvey?.trim() ?? '',
    titleOfPersonCompletingSurvey: values.titleOfPersonCompletingSurvey?.trim() ?? '',
    email: values.email?.trim() ?? '',
    phoneNumber: values.phoneNumber?.trim() ?? '',
    dateSubmitted: now.toISOString(),
  };
}
