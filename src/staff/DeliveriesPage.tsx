// The deliveries to the plan's systems (issue 38, admins; docs/operations.md#delivery-to-the-plans-systems): the
// endpoints with their health, added, tested, given a new secret or removed, and the failed deliveries sent again. A role
// below admin is told it may not see the page (and the server answers 403 should it ask).
import { useEffect } from 'react';
import { Alert } from 'antd';
import { roleIncludes } from '../domain/staffConsole';
import { AUDIT_FORBIDDEN_TEXT } from './AuditPage';
import { EndpointsSection } from './EndpointsSection';
import { endpointsActions, selectEndpoints } from './endpointsSlice';
import { FailedDeliveriesSection } from './FailedDeliveriesSection';
import { failedDeliveriesActions, selectFailedDeliveries } from './failedDeliveriesSlice';
import { useStaffDispatch, useStaffSelector } from './hooks';
import { PageHeading, useStaffTitle } from './PageHeading';
import { selectSessionView } from './sessionSlice';

export function DeliveriesPage() {
  const dispatch = useStaffDispatch();
  const view = useStaffSelector(selectSessionView);
  const endpointsStatus = useStaffSelector(selectEndpoints).status;
  const failedStatus = useStaffSelector(selectFailedDeliveries).status;
  const isAdmin = view !== null && roleIncludes(view.role, 'admin');

  useStaffTitle('Deliveries');

  useEffect(() => {
    if (!isAdmin) return undefined;
    dispatch(endpointsActions.shown());
    dispatch(failedDeliveriesActions.shown());
    return () => {
      dispatch(endpointsActions.left());
      dispatch(failedDeliveriesActions.left());
    };
  }, [dispatch, isAdmin]);

  if (!isAdmin || endpointsStatus === 'forbidden' || failedStatus === 'forbidden') {
    return (
      <div className="staff-page">
        <PageHeading>Deliveries</PageHeading>
        <Alert className="staff-alert" type="warning" showIcon title={AUDIT_FORBIDDEN_TEXT} description="An admin of the console manages the endpoints and the deliveries." />
      </div>
    );
  }

  return (
    <div className="staff-page">
      <PageHeading>Deliveries</PageHeading>
      <p className="staff-page__lead">Every submission, withdrawal and review is posted to the plan&apos;s endpoints, signed, and tried again until it is received.</p>
      <EndpointsSection />
      <FailedDeliveriesSection />
    </div>
  );
}
