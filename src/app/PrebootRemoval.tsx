// Removes the inline preboot screen of index.html once its time has come; being rendered proves the app is up.
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
