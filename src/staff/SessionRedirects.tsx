// Navigation that follows the session's state, as the sagas never touch the browser's location: an ended session goes to
// sign in again (and comes back to this very page and filter), a finished sign-out to where the server said.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { browserNavigation } from './browserNavigation';
import { useStaffSelector } from './hooks';
import { signInAddress } from './paths';
import { selectSessionStatus, selectSignedOutTo } from './sessionSlice';

export const SESSION_ENDED_TEXT = 'Your session has ended. Taking you to sign in again…';

export function SessionRedirects() {
  const status = useStaffSelector(selectSessionStatus);
  const signedOutTo = useStaffSelector(selectSignedOutTo);
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (status === 'ended' && !signedOutTo) browserNavigation.assign(signInAddress(`${pathname}${search}`));
  }, [status, signedOutTo, pathname, search]);

  useEffect(() => {
    if (signedOutTo) browserNavigation.assign(signedOutTo);
  }, [signedOutTo]);

  return null;
}
