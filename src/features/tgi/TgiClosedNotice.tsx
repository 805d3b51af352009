// Issue 18: Close Window clears the survey as the spec says, but the reference and every sign of success went with it,
// which looked like a lost submission. The blank survey keeps a short word that the closed one was received, with its
// reference, until the next thanks or another page. A closed survey whose save failed has its sticky toast and Try
// again instead (tgiSaga's deliver), and Send again above the page (TgiNotReceivedNotice), so it has no notice here;
// one still on its way says so, and becomes received.
import { shallowEqual } from 'react-redux';
import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import { SvgIcon } from '../../components/SvgIcon';
import { TextWithElements } from '../../components/TextWithElements';
import { useAppSelector, useTranslate } from '../../core/hooks';
import type { TgiState } from './tgiSlice';
import { TGI_CLOSED, TGI_RECEIPT_PENDING } from './tgiMessages';
import { TGI_DELIVERY } from './tgiDeliveryMessages';

export interface TgiClosedReceipt {
  received: boolean;
  reference: string | null;
}

/** The closed survey's receipt as the notice tells it: null when there is none to tell, or its save failed. */
export function selectTgiClosedReceipt(state: { tgi: TgiState }): TgiClosedReceipt | null {
  const { closed, deliveries } = state.tgi;
  if (closed === null) return null;
  const delivery = deliveries.find(({ idempotencyKey }) => idempotencyKey === closed.idempotencyKey);
  if (delivery?.status === 'failed') return null;
  // A delivery leaves the list once the server has it (tgiSlice's delivered).
  return { received: delivery === undefined, reference: closed.reference };
}

function ReceiptText({ received, reference }: TgiClosedReceipt) {
  const tr = useTranslate();
  if (!received) return <>{`${tr(TGI_CLOSED.sent)} ${tr(TGI_RECEIPT_PENDING)}`}</>;
  if (reference === null) return <>{tr(TGI_DELIVERY.deliveredMessage)}</>;
  return <TextWithElements text={tr(TGI_CLOSED.receivedWithReference, { reference: '{reference}' })} elements={{ reference: <strong>{reference}</strong> }} />;
}

/**
 * Always in the page as a polite status, so the notice is read out when it appears and when the reference comes, while
 * the cursor goes on to the survey's first field.
 */
export function TgiClosedNotice() {
  const receipt = useAppSelector(selectTgiClosedReceipt, shallowEqual);
  return (
    <div role="status" className="sent-notice-host">
      {receipt && (
        <p className="sent-notice">
          <SvgIcon icon={CheckCircleFilled} className="sent-notice__icon" />
          <span>
            <ReceiptText {...receipt} />
          </span>
        </p>
      )}
    </div>
  );
}
