// Invented endpoints and failed deliveries for the staff console's deliveries screen (issue 38), as the server answers
// them (src/domain/staffDeliveries.ts): the CRM receiving contacts and healthy, the provider directory failing (its
// oldest job waiting for hours), an archive that answered 410 Gone. Times of health are counted from `now`.
import type { EndpointView, FailedDeliveryView } from '../src/domain/staffDeliveries';

export const CRM_HOOKS = 'https://crm.sunrisehealth.example/portal-hooks';
export const DIRECTORY_HOOKS = 'https://directory.sunrisehealth.example/hooks';
export const ARCHIVE_HOOKS = 'https://archive.sunrisehealth.example/portal-hooks';

/** The secrets the mock API answers, one after the other: `whsec_` and 32 base64 characters, as the server makes them. */
export const SAMPLE_SECRETS = [
  'whsec_AaRhRRGdKN4mn4sxP/SHlwFtNyqnEaCh',
  'whsec_By8QcnBquQ7pzHSLkAyvXuumja/jZEBn',
  'whsec_HaqnUWYbBoESlXeglifnEZbdUFq+A5V3',
  'whsec_YKz+DMBWEhnZTr4lHa4UpQlSELSVHIis',
  'whsec_d/3cX1zGk1jeXm7QOD7+YbQXQ9CK2JeS',
];

const MINUTE_MS = 60 * 1000;
const ago = (now: number, ms: number) => new Date(now - ms).toISOString();

export function sampleEndpoints(now = Date.now()): EndpointView[] {
  return [
    {
      id: 1,
      url: CRM_HOOKS,
      forms: ['contact'],
      state: 'active',
      allowPrivateNetwork: false,
      createdAt: '2026-06-02T16:00:00.000Z',
      previousSecretUntil: null,
      lastSuccessAt: ago(now, 4 * MINUTE_MS),
      failed: 0,
      waiting: 1,
      oldestWaitingSince: ago(now, MINUTE_MS / 3),
    },
    {
      id: 2,
      url: DIRECTORY_HOOKS,
      forms: ['tgi', 'attestation'],
      state: 'active',
      allowPrivateNetwork: false,
      createdAt: '2026-06-02T16:05:00.000Z',
      previousSecretUntil: null,
      lastSuccessAt: ago(now, 3 * 60 * MINUTE_MS),
      failed: 6,
      waiting: 14,
      oldestWaitingSince: ago(now, 170 * MINUTE_MS),
    },
    {
      id: 3,
      url: ARCHIVE_HOOKS,
      forms: ['attestation'],
      state: 'disabled',
      allowPrivateNetwork: false,
      createdAt: '2026-09-14T17:30:00.000Z',
      previousSecretUntil: null,
      lastSuccessAt: null,
      failed: 1,
      waiting: 0,
      oldestWaitingSince: null,
    },
  ];
}

const attempt = (at: string, status: number | null, error: string | null = null) => ({ at, status, error });

/** Newest first, as the server lists them: seven, so the first page has more after it. */
export const SAMPLE_FAILED_DELIVERIES: FailedDeliveryView[] = [
  {
    id: 47,
    endpointId: 2,
    endpoint: DIRECTORY_HOOKS,
    event: 'submission.created',
    reference: 'TGI-9CXA4MQE',
    attempts: 8,
    createdAt: '2026-11-26T20:14:00.000Z',
    last: attempt('2026-11-28T00:31:00.000Z', 503),
  },
  {
    id: 45,
    endpointId: 2,
    endpoint: DIRECTORY_HOOKS,
    event: 'submission.answer_change_reviewed',
    reference: 'TGI-G3HV9MLS',
    attempts: 3,
    createdAt: '2026-11-25T19:15:00.000Z',
    last: attempt('2026-11-26T23:40:00.000Z', null, 'timed out after 15 seconds'),
    // Each attempt kept (issue 38), oldest first.
    history: [attempt('2026-11-25T19:15:01.000Z', 503), attempt('2026-11-25T19:16:02.000Z', 502), attempt('2026-11-26T23:40:00.000Z', null, 'timed out after 15 seconds')],
  },
  {
    id: 44,
    endpointId: 2,
    endpoint: DIRECTORY_HOOKS,
    event: 'submission.created',
    reference: 'ATT-N3HC9TWE',
    attempts: 8,
    createdAt: '2026-11-21T17:45:00.000Z',
    last: attempt('2026-11-22T21:02:00.000Z', 503),
  },
  {
    id: 41,
    endpointId: 3,
    endpoint: ARCHIVE_HOOKS,
    event: 'submission.created',
    reference: 'ATT-7KQ4MXDN',
    attempts: 1,
    createdAt: '2026-11-20T18:20:00.000Z',
    last: attempt('2026-11-20T18:20:01.000Z', 410),
  },
  {
    id: 38,
    endpointId: 2,
    endpoint: DIRECTORY_HOOKS,
    event: 'submission.created',
    reference: 'TGI-4RKD7HWN',
    attempts: 8,
    createdAt: '2026-11-18T18:02:00.000Z',
    last: attempt('2026-11-19T22:10:00.000Z', null, 'connection refused'),
  },
  {
    id: 36,
    endpointId: 2,
    endpoint: DIRECTORY_HOOKS,
    event: 'submission.created',
    reference: 'TGI-H6TJ3PXF',
    attempts: 8,
    createdAt: '2026-11-16T16:40:00.000Z',
    last: attempt('2026-11-17T20:55:00.000Z', 502),
  },
  {
    id: 35,
    endpointId: 2,
    endpoint: DIRECTORY_HOOKS,
    event: 'submission.created',
    reference: 'ATT-Q2LM8VCE',
    attempts: 8,
    createdAt: '2026-11-15T17:00:00.000Z',
    last: attempt('2026-11-16T21:30:00.000Z', 503),
  },
];
