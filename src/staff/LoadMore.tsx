// Under a keyset-paged table: how many rows are shown (a status region, so a screen reader hears each new count once)
// and "Load more" while the server has older ones.
import { Button } from 'antd';
import { countOf } from './display';

export interface LoadMoreProps {
  count: number;
  one: string;
  many: string;
  /** How the rows are ordered, said after the count: the server's order of each list. */
  order?: string;
  loading: boolean;
  loadingMore: boolean;
  hasMore: boolean;
  onLoadMore: () => void;
}

export function LoadMore({ count, one, many, order = 'newest first', loading, loadingMore, hasMore, onLoadMore }: LoadMoreProps) {
  const shown = loading ? `Loading ${many}…` : loadingMore ? `Loading more ${many}…` : `Showing ${countOf(count, one, many)}, ${order}.`;
  return (
    <div className="staff-more">
      <p role="status" className="staff-more__count">
        {shown}
      </p>
      {hasMore && !loading ? (
        <Button onClick={onLoadMore} loading={loadingMore}>
          Load more
        </Button>
      ) : null}
    </div>
  );
}
