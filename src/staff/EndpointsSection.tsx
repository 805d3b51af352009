// The "Endpoints" section of the deliveries screen: the table, a secret shown once, "Add an endpoint" opening its form in
// place (focus on its heading; Cancel hands focus back), and the confirmations of a new secret and of a removal. Focus
// follows each change: to the secret or the notice it brought, or back to the button that began it.
import { useEffect, useRef } from 'react';
import { Button } from 'antd';
import { AddEndpointForm } from './AddEndpointForm';
import { EndpointChangeDialog } from './EndpointChangeDialog';
import { endpointsActions, selectEndpoints, type EndpointChange, type ShownSecret } from './endpointsSlice';
import { EndpointsTable } from './EndpointsTable';
import { useStaffDispatch, useStaffSelector } from './hooks';
import { LoadFailure } from './LoadFailure';
import { SecretPanel } from './SecretPanel';
import { selectForms, selectTimeZone } from './sessionSlice';
import { SuccessNotice } from './SuccessNotice';

/** Where focus goes back to when something that took it closes (focusable from script only: `data-` attributes). */
function focusBack(section: HTMLElement | null, selector: string) {
  section?.querySelector<HTMLElement>(selector)?.focus();
}

export function EndpointsSection() {
  const dispatch = useStaffDispatch();
  const state = useStaffSelector(selectEndpoints);
  const forms = useStaffSelector(selectForms)?.forms ?? [];
  const timeZone = useStaffSelector(selectTimeZone);
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { endpoints, addForm, change, secret, removed, status } = state;

  // The form: opened, focus on its heading; closed without a save (Cancel), back to its button. A save shows the secret.
  const addOpen = addForm !== null;
  const wasOpen = useRef(addOpen);
  useEffect(() => {
    if (addOpen && !wasOpen.current) headingRef.current?.focus();
    if (!addOpen && wasOpen.current && !secret) focusBack(sectionRef.current, '[data-add-endpoint]');
    wasOpen.current = addOpen;
  }, [addOpen, secret]);

  // "Done" on a secret: back to where it was asked for.
  const lastSecret = useRef<ShownSecret | null>(secret);
  useEffect(() => {
    const shown = lastSecret.current;
    lastSecret.current = secret;
    if (secret || !shown) return;
    focusBack(sectionRef.current, shown.after === 'added' ? '[data-add-endpoint]' : `[data-rotate="${shown.endpointId}"]`);
  }, [secret]);

  // A dialog closed without a change (Cancel, Escape): back to the row's button. A change focuses its secret or notice.
  const lastChange = useRef<EndpointChange | null>(change);
  useEffect(() => {
    const asked = lastChange.current;
    lastChange.current = change;
    if (change || !asked) return;
    const stillThere = endpoints.some(({ id }) => id === asked.endpointId);
    if (stillThere && !(asked.action === 'rotate' && secret?.endpointId === asked.endpointId)) focusBack(sectionRef.current, `[data-${asked.action}="${asked.endpointId}"]`);
  }, [change, endpoints, secret]);

  const changing = change ? endpoints.find(({ id }) => id === change.endpointId) : undefined;

  return (
    <section ref={sectionRef} aria-labelledby="staff-endpoints" className="staff-section">
      <h2 id="staff-endpoints">Endpoints</h2>
      {removed ? <SuccessNotice key={removed}>{`${removed} was removed: nothing more is delivered to it.`}</SuccessNotice> : null}
      {secret ? (
        <SecretPanel
          key={`${secret.endpointId}-${secret.secret}`}
          secret={secret}
          onCopy={() => dispatch(endpointsActions.secretCopyRequested())}
          onDone={() => dispatch(endpointsActions.secretDismissed())}
        />
      ) : null}
      {status === 'failed' && state.failure ? (
        <LoadFailure what="Loading the endpoints failed" failure={state.failure} onRetry={() => dispatch(endpointsActions.retried())} />
      ) : (
        <EndpointsTable
          endpoints={endpoints}
          forms={forms}
          timeZone={timeZone}
          loading={status === 'loading' || status === 'idle'}
          tests={state.tests}
          onTest={(endpointId) => dispatch(endpointsActions.testRequested({ endpointId }))}
          onChange={(action, endpointId) => dispatch(endpointsActions.changeAsked({ action, endpointId }))}
        />
      )}
      {addForm ? (
        <section aria-labelledby="staff-add-endpoint" className="staff-section staff-panel">
          <h3 id="staff-add-endpoint" ref={headingRef} tabIndex={-1} className="staff-panel__title">
            Add an endpoint
          </h3>
          <AddEndpointForm
            forms={forms}
            state={addForm}
            onSubmit={(request) => dispatch(endpointsActions.addSubmitted({ request }))}
            onCancel={() => dispatch(endpointsActions.addCancelled())}
          />
        </section>
      ) : (
        <p className="staff-actions">
          <Button data-add-endpoint onClick={() => dispatch(endpointsActions.addOpened())}>
            Add an endpoint
          </Button>
        </p>
      )}
      {change && changing ? (
        <EndpointChangeDialog
          key={`${change.action}-${change.endpointId}`}
          change={change}
          endpoint={changing}
          onConfirm={() => dispatch(endpointsActions.changeConfirmed())}
          onCancel={() => dispatch(endpointsActions.changeCancelled())}
        />
      ) : null}
    </section>
  );
}
