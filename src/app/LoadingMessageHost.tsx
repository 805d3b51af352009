// Shows the loading message while an operation has outlasted the loading delay (spec §4).
import { LoadingMessage } from '../components/LoadingMessage';
import { selectLoadingMessageVisible } from './appSlice';
import { useAppSelector } from './hooks';

export function LoadingMessageHost() {
  const visible = useAppSelector(selectLoadingMessageVisible);
  return <div className="loading-host">{visible && <LoadingMessage />}</div>;
}
