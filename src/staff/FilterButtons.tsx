// A filter's two buttons, the same on every list of the console: Apply submits the form, Clear filter empties it.
import { Button } from 'antd';

export function FilterButtons({ onClear }: { onClear: () => void }) {
  return (
    <div className="staff-filter__buttons">
      <Button type="primary" htmlType="submit">
        Apply
      </Button>
      {/* Not just "Clear": the date picker's own clear button is called that. */}
      <Button htmlType="button" onClick={onClear}>
        Clear filter
      </Button>
    </div>
  );
}
