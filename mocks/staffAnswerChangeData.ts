// Invented changed survey answers for the staff console's screen of them (issue 38), as the server answers them
// (src/domain/staffAnswerChanges.ts): NPIs with valid check digits, providers, and the people who sent each response with
// the contact details they chose. Six wait for a review (so the first page has more after it), two were reviewed.
import type { AnswerChangeView, SurveyResponseView } from '../src/domain/staffAnswerChanges';

/** The provider directory's endpoint, which receives the survey and each review of a changed answer. */
export const DIRECTORY_ENDPOINT = 'https://directory.sunrisehealth.example/hooks';

const response = (reference: string, receivedAt: string, answer: string, completedBy: string, email: string, phone: string): SurveyResponseView => ({
  reference,
  receivedAt,
  answer,
  completedBy,
  email,
  phone,
});

const waiting = (npi: string, provider: string, change: SurveyResponseView, previous: SurveyResponseView, current = true): AnswerChangeView => ({
  npi,
  provider,
  change,
  previous,
  current,
  review: null,
  deliveries: [],
});

/** Newest first, as the server lists them. */
export const SAMPLE_ANSWER_CHANGES: AnswerChangeView[] = [
  waiting(
    '1234567893',
    'Grace Hopper',
    response('TGI-9CXA4MQE', '2026-11-27T20:14:00.000Z', 'Yes', 'Jordan Blake', 'jordan.blake@clinic.example', '(916) 555-0148'),
    response('TGI-E7MW9CKA', '2026-11-19T22:09:00.000Z', 'No', 'Grace Hopper', 'grace.hopper@clinic.example', '(916) 555-0110'),
  ),
  waiting(
    '1679576722',
    'Ana Lucía Ortega',
    response('TGI-H6TJ3PXF', '2026-11-23T16:40:00.000Z', 'No', 'Marisol Vega', 'marisol.vega@clinic.example', '(559) 555-0172'),
    response('TGI-B2KQ8RMT', '2026-10-02T18:30:00.000Z', 'Yes', 'Ana Lucía Ortega', 'a.ortega@clinic.example', '(559) 555-0133'),
    false,
  ),
  waiting(
    '1245319599',
    'Kwame Mensah',
    response('TGI-P4WN7DXC', '2026-11-21T17:05:00.000Z', 'Yes', 'Kwame Mensah', 'kwame.mensah@clinic.example', '(209) 555-0191'),
    response('TGI-C8VR2LHE', '2026-08-14T15:20:00.000Z', 'No', 'Tomás Reyes', 'front.desk@eastsidefamily.clinic.example', '(209) 555-0100'),
  ),
  waiting(
    '1003000126',
    'Priya Raman',
    response('TGI-K3MD9QWA', '2026-11-18T21:47:00.000Z', 'No', 'Priya Raman', 'priya.raman@clinic.example', '(916) 555-0163'),
    response('TGI-F5XH2NJR', '2026-09-30T16:12:00.000Z', 'Yes', 'Priya Raman', 'priya.raman@clinic.example', '(916) 555-0163'),
  ),
  waiting(
    '1588123459',
    'Samuel Okafor',
    response('TGI-R7TB4KYE', '2026-11-16T19:02:00.000Z', 'Yes', 'Dee Walters', 'dwalters@clinic.example', '(530) 555-0127'),
    response('TGI-M2GC8WPD', '2026-07-08T17:45:00.000Z', 'No', 'Samuel Okafor', 'sokafor@clinic.example', '(530) 555-0119'),
  ),
  waiting(
    '1493027365',
    'Hannah Lindqvist',
    response('TGI-W6JN3RQB', '2026-11-10T23:30:00.000Z', 'No', 'Hannah Lindqvist', 'hannah.lindqvist@clinic.example', '(707) 555-0158'),
    response('TGI-D9KP5TXA', '2026-06-21T18:05:00.000Z', 'Yes', 'Hannah Lindqvist', 'hannah.lindqvist@clinic.example', '(707) 555-0158'),
  ),
  {
    ...waiting(
      '1760559215',
      'Rafael Domínguez',
      response('TGI-N4QW7CHM', '2026-11-09T17:20:00.000Z', 'Yes', 'Rafael Domínguez', 'rdominguez@clinic.example', '(661) 555-0184'),
      response('TGI-A8YE2VKT', '2026-05-12T16:00:00.000Z', 'No', 'Lena Park', 'lena.park@clinic.example', '(661) 555-0100'),
    ),
    review: {
      outcome: 'confirmed',
      note: 'Called the practice manager, Lena Park, on the number in the credentialing record.\nShe confirmed the office sent the survey on Nov 9.',
      by: 'marcus.webb@sunrisehealth.example',
      at: '2026-11-12T18:00:00.000Z',
    },
    deliveries: [{ endpoint: DIRECTORY_ENDPOINT, status: 'delivered', attempts: 1, deliveredAt: '2026-11-12T18:00:02.000Z', lastStatus: 204 }],
  },
  {
    ...waiting(
      '1928374655',
      'Mei-Ling Park',
      response('TGI-G3HV9MLS', '2026-11-04T20:55:00.000Z', 'No', 'M. Park', 'meiling.park.md@clinic.example', '(415) 555-0139'),
      response('TGI-Q7RK4BDN', '2026-03-18T15:40:00.000Z', 'Yes', 'Mei-Ling Park', 'mpark@clinic.example', '(415) 555-0101'),
      false,
    ),
    review: {
      outcome: 'not-confirmed',
      note: 'The office manager, reached through the provider-relations record, says nobody there sent it. Reported to the privacy office.',
      by: 'priya.natarajan@sunrisehealth.example',
      at: '2026-11-06T19:15:00.000Z',
    },
    deliveries: [{ endpoint: DIRECTORY_ENDPOINT, status: 'failed', attempts: 8, deliveredAt: null, lastStatus: 503 }],
  },
];
