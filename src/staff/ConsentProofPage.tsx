// One consent's proof (issue 38): what the member chose and agreed to, the evidence kept, and the terms text exactly as
// stored, laid out to print on one page. The server records each reading in the audit trail.
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button } from 'antd';
import { useStaffDispatch, useStaffSelector } from './hooks';
import { LoadFailure } from './LoadFailure';
import { PageHeading, useStaffTitle } from './PageHeading';
import { STAFF_PAGES } from './paths';
import { ProofDetails } from './ProofDetails';
import { proofActions, selectProof } from './proofSlice';
import { selectForms } from './sessionSlice';

export const PROOF_NOT_FOUND_TEXT = 'There is no consent with this reference.';

export function ConsentProofPage() {
  const { reference = '' } = useParams();
  // Keyed by the reference: another consent's proof is a new page.
  return <Proof key={reference} reference={reference} />;
}

function Proof({ reference }: { reference: string }) {
  const dispatch = useStaffDispatch();
  const proof = useStaffSelector(selectProof);
  const forms = useStaffSelector(selectForms);
  const title = `Proof of consent ${reference}`;

  useStaffTitle(proof.status === 'notFound' ? 'Consent not found' : title);

  useEffect(() => {
    dispatch(proofActions.shown({ reference }));
    return () => void dispatch(proofActions.left());
  }, [dispatch, reference]);

  return (
    <div className="staff-page staff-proof">
      <p className="staff-back staff-screen-only">
        <Link to={STAFF_PAGES.consent}>Back to member consent</Link>
      </p>
      <PageHeading>{title}</PageHeading>
      {proof.status === 'notFound' ? <p>{PROOF_NOT_FOUND_TEXT} Check the reference, or find the member&apos;s consents on the member consent page.</p> : null}
      {proof.status === 'failed' && proof.failure ? <LoadFailure what="Loading the proof failed" failure={proof.failure} onRetry={() => dispatch(proofActions.retried())} /> : null}
      {proof.status === 'loading' || proof.status === 'idle' ? (
        <p role="status" className="staff-loading">
          Loading the proof…
        </p>
      ) : null}
      {proof.status === 'loaded' && proof.view ? (
        <>
          <p className="staff-screen-only">
            <Button type="primary" onClick={() => window.print()}>
              Print proof
            </Button>
          </p>
          <ProofDetails view={proof.view} languages={forms?.languages ?? []} />
        </>
      ) : null}
    </div>
  );
}
