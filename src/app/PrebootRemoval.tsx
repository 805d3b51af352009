// Removes the inline preboot screen of index.html once its time has come. The page's own script does it first (the page
// is drawn by the server under it, issue 20), so this is a no-op then; it still holds for a page without that script.
import { useEffect } from 'react';
import { selectPrebootRemoved } from '../core/appSlice';
import { useAppSelector } from '../core/hooks';

export const PREBOOT_ELEMENT_ID = 'preboot';

export function PrebootRemoval() {
  const due = useAppSelector(selectPrebootRemoved);
  useEffect(() => {
    if (due) document.getElementById(PREBOOT_ELEMENT_ID)?.remove();
  }, [due]);
  return null;
}
