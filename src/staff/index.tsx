// The staff console's entry, built on its own (webpack's `staff` configuration) into its own page: no public page loads it.
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { StaffApp } from './StaffApp';
import { StaffRoot } from './StaffRoot';
import { setupStaffStore } from './store';
import '../theme/palette.css';
import './staff.css';

const container = document.getElementById('root');
if (!container) throw new Error('staff.html has no #root element');

const store = setupStaffStore();
createRoot(container).render(
  <StaffRoot store={store}>
    <BrowserRouter>
      <StaffApp />
    </BrowserRouter>
  </StaffRoot>,
);
