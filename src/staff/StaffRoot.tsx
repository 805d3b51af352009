// What surrounds the console wherever it is drawn (the page, a story, a test): its store and its antd theme.
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { StaffTheme } from './StaffTheme';
import type { StaffStore } from './store';

export function StaffRoot({ store, children }: { store: StaffStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <StaffTheme>{children}</StaffTheme>
    </Provider>
  );
}
