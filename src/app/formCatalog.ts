// The forms the portal offers, for the index page, the area home pages and the not-found page.
import { GENERIC_TRAININGS, STATE_TRAINING_TITLE } from '../domain/trainings';
import { CONTACT_MESSAGES } from '../domain/contact';

export interface FormLink {
  path: string;
  title: string;
  description: string;
}

export interface FormGroup {
  audience: string;
  forms: FormLink[];
}

export const PREFERRED_CONTACT_TITLE = CONTACT_MESSAGES.formTitle;
export const TGI_SURVEY_TITLE = 'TGI Inclusive Care Act: Gender-Affirming Services Survey';

export const FORM_GROUPS: readonly FormGroup[] = [
  {
    audience: 'For members',
    forms: [
      {
        path: '/preferredcontact',
        title: PREFERRED_CONTACT_TITLE,
        description: 'Choose how we contact you: emails, text messages, pre-recorded calls or phone calls.',
      },
    ],
  },
  {
    audience: 'For providers',
    forms: [
      {
        path: '/tgisurvey',
        title: TGI_SURVEY_TITLE,
        description: 'Tell us whether you offer gender-affirming services, for the provider directory (California SB 923).',
      },
      {
        path: '/attestation',
        title: STATE_TRAINING_TITLE,
        description: 'Attest that you reviewed the training modules.',
      },
      {
        path: '/childhood',
        title: GENERIC_TRAININGS.childhood.title,
        description: 'Attest that you reviewed the training modules.',
      },
      {
        path: '/oralhealth',
        title: GENERIC_TRAININGS.oralhealth.title,
        description: 'Attest that you reviewed the training modules.',
      },
      {
        path: '/deiprovidertraining',
        title: GENERIC_TRAININGS.deiprovidertraining.title,
        description: 'Attest that your organization completed the training program.',
      },
    ],
  },
];
