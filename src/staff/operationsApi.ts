// The console's calls of its operations screens (issue 38): changed survey answers and their review, the plan's endpoints
// and failed deliveries, and the site's maintenance and notices. Part of the one API client (api.ts), which sends them.
import { STAFF_ANSWER_CHANGES_API, type AnswerChangesPage, type AnswerChangeView, type AnswerReviewRequest } from '../domain/staffAnswerChanges';
import {
  STAFF_DELIVERIES_API,
  type EndpointsAnswer,
  type EndpointSecretAnswer,
  type EndpointTestAnswer,
  type FailedDeliveriesPage,
  type NewEndpointRequest,
  type RetryAnswer,
  type RetryRequest,
} from '../domain/staffDeliveries';
import { STAFF_SITE_API, type NewNoticeRequest, type SiteView } from '../domain/staffSite';
import type { StaffAnswer, StaffRequestOptions } from './api';
import { withQuery } from './filters';
import type { AnswerChangesShown } from './paths';

export interface OperationsApi {
  /** The changed answers waiting for a review, or those reviewed, newest first. */
  answerChanges(show: AnswerChangesShown, after: string | undefined, options?: StaffRequestOptions): Promise<StaffAnswer<AnswerChangesPage>>;
  reviewAnswerChange(reference: string, request: AnswerReviewRequest, options?: StaffRequestOptions): Promise<StaffAnswer<AnswerChangeView>>;
  endpoints(options?: StaffRequestOptions): Promise<StaffAnswer<EndpointsAnswer>>;
  addEndpoint(request: NewEndpointRequest, options?: StaffRequestOptions): Promise<StaffAnswer<EndpointSecretAnswer>>;
  testEndpoint(id: number, options?: StaffRequestOptions): Promise<StaffAnswer<EndpointTestAnswer>>;
  rotateEndpoint(id: number, options?: StaffRequestOptions): Promise<StaffAnswer<EndpointSecretAnswer>>;
  /** The answer's body is not used: the endpoints are listed again after a removal. */
  removeEndpoint(id: number, options?: StaffRequestOptions): Promise<StaffAnswer<unknown>>;
  failedDeliveries(after: string | undefined, options?: StaffRequestOptions): Promise<StaffAnswer<FailedDeliveriesPage>>;
  retryDeliveries(request: RetryRequest, options?: StaffRequestOptions): Promise<StaffAnswer<RetryAnswer>>;
  site(options?: StaffRequestOptions): Promise<StaffAnswer<SiteView>>;
  /** Each change of the site answers the site as it now is (server/routes/staffSite.ts). */
  setMaintenance(on: boolean, options?: StaffRequestOptions): Promise<StaffAnswer<SiteView>>;
  addNotice(request: NewNoticeRequest, options?: StaffRequestOptions): Promise<StaffAnswer<SiteView>>;
  removeNotice(id: number, options?: StaffRequestOptions): Promise<StaffAnswer<SiteView>>;
}

/** How api.ts sends one call: its method, path, options and JSON body. */
export type StaffRequest = <Body>(method: 'GET' | 'POST', path: string, options?: StaffRequestOptions, body?: object) => Promise<StaffAnswer<Body>>;

/** A keyset page's query: the list's own parameters, then the cursor of the page before. */
function pageQuery(parameters: Record<string, string>, after: string | undefined): string {
  return new URLSearchParams({ ...parameters, ...(after ? { after } : {}) }).toString();
}

export function operationsCalls(request: StaffRequest): OperationsApi {
  return {
    answerChanges: (show, after, options) => request('GET', withQuery(STAFF_ANSWER_CHANGES_API.list, pageQuery({ show }, after)), options),
    reviewAnswerChange: (reference, review, options) => request('POST', STAFF_ANSWER_CHANGES_API.review(reference), options, review),
    endpoints: (options) => request('GET', STAFF_DELIVERIES_API.endpoints, options),
    addEndpoint: (endpoint, options) => request('POST', STAFF_DELIVERIES_API.endpoints, options, endpoint),
    testEndpoint: (id, options) => request('POST', STAFF_DELIVERIES_API.test(id), options),
    rotateEndpoint: (id, options) => request('POST', STAFF_DELIVERIES_API.rotate(id), options),
    removeEndpoint: (id, options) => request('POST', STAFF_DELIVERIES_API.remove(id), options),
    failedDeliveries: (after, options) => request('GET', withQuery(STAFF_DELIVERIES_API.failed, pageQuery({}, after)), options),
    retryDeliveries: (retry, options) => request('POST', STAFF_DELIVERIES_API.retry, options, retry),
    site: (options) => request('GET', STAFF_SITE_API.site, options),
    setMaintenance: (on, options) => request('POST', STAFF_SITE_API.maintenance, options, { on }),
    addNotice: (notice, options) => request('POST', STAFF_SITE_API.notices, options, notice),
    removeNotice: (id, options) => request('POST', STAFF_SITE_API.removeNotice(id), options),
  };
}
