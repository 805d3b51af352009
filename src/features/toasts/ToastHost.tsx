// Renders the toast list (docs/constants.md shell settings); errors are announced assertively, others politely. Where
// the list sits is shell.css's: in the page's flow under the notices, or beside the main column on a wide screen, so a
// toast never covers what has focus.
// A toast's texts are the sagas' English (the spec's, as ATTESTATION_SAVED_MESSAGE or SYSTEM_ERROR, kept as they are in
// state): each is said here in the active language, so a toast on screen when the language changes changes with it.
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons-svg/es/asn/InfoCircleFilled';
import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import { SvgIcon } from '../../components/SvgIcon';
import { useAppDispatch, useAppSelector, useTranslate } from '../../core/hooks';
import { en } from '../../domain/text';
import { selectToasts, toastClosed, toastsCleared, type Toast, type ToastSeverity } from './toastsSlice';

const SEVERITY_ICONS: Record<ToastSeverity, JSX.Element | null> = {
  default: null,
  info: <SvgIcon icon={InfoCircleFilled} />,
  success: <SvgIcon icon={CheckCircleFilled} />,
  error: <SvgIcon icon={CloseCircleFilled} />,
  warn: <SvgIcon icon={ExclamationCircleFilled} />,
  wait: <SvgIcon icon={LoadingOutlined} spin />,
};

const SEVERITY_NAMES: Record<ToastSeverity, string> = {
  default: en('Notice'),
  info: en('Information'),
  success: en('Success'),
  error: en('Error'),
  warn: en('Warning'),
  wait: en('Please wait'),
};

function ToastCard({ toast }: { toast: Toast }) {
  const dispatch = useAppDispatch();
  const tr = useTranslate();
  const title = toast.title && tr(toast.title);
  const message = toast.msg && tr(toast.msg);
  const name = title || message;
  return (
    <li className={`toast toast--${toast.severity}`}>
      <span className="toast__icon">{SEVERITY_ICONS[toast.severity]}</span>
      <div className="toast__body">
        <span className="visually-hidden">{tr(SEVERITY_NAMES[toast.severity])}: </span>
        {title && <strong className="toast__title">{title}</strong>}
        {message && <p className="toast__message">{message}</p>}
        {toast.action && (
          <button
            type="button"
            className="toast__action"
            onClick={() => {
              if (toast.action) dispatch(toast.action.event);
              dispatch(toastClosed(toast.id));
            }}
          >
            {tr(toast.action.label)}
          </button>
        )}
      </div>
      {toast.showClose && (
        <button
          type="button"
          className="toast__close"
          aria-label={tr('Close: {name}', { name })}
          onClick={() => dispatch(toastClosed(toast.id))}
        >
          <SvgIcon icon={CloseOutlined} />
        </button>
      )}
    </li>
  );
}

/** A live region of toasts: errors interrupt (alert), the rest wait their turn (status). */
function ToastRegion({ role, label, toasts }: { role: 'alert' | 'status'; label: string; toasts: readonly Toast[] }) {
  return (
    <div role={role}>
      <ul className="toast-host__list" aria-label={label}>
        {toasts.map((toast) => (
          <ToastCard key={toast.id} toast={toast} />
        ))}
      </ul>
    </div>
  );
}

export function ToastHost() {
  const toasts = useAppSelector(selectToasts);
  const dispatch = useAppDispatch();
  const tr = useTranslate();
  const urgent = toasts.filter((toast) => toast.severity === 'error');
  const polite = toasts.filter((toast) => toast.severity !== 'error');
  return (
    <div className="toast-host">
      {/* Live regions stay mounted so that screen readers notice what is added to them. */}
      <ToastRegion role="alert" label={tr('Error messages')} toasts={urgent} />
      <ToastRegion role="status" label={tr('Messages')} toasts={polite} />
      {toasts.length > 1 && (
        <button type="button" className="toast-host__clear" onClick={() => dispatch(toastsCleared())}>
          {tr('Clear all messages')}
        </button>
      )}
    </div>
  );
}
