// Shows the loading message while an operation has outlasted the loading delay (docs/states.md).
import { LoadingMessage } from '../components/LoadingMessage';
import { selectLoadingMessageVisible } from '../core/appSlice';
import { useAppSelector } from '../core/hooks';

export function LoadingMessageHost() {
  const visible = useAppSelector(selectLoadingMessageVisible);
  // The live region stays on the page; screen readers announce what appears in it more reliably than a new region.
  return (
    <div className="loading-host" role="status">
      {visible && <LoadingMessage live={false} />}
    </div>
  );
}
