// After a thanks view's button brings back a blank form, the cursor goes to the form's first field: the button
// that had focus is gone, and without this focus falls to the page body and a screen reader announces nothing.
import { useCallback, useEffect, useState } from 'react';

/** Returns the callback to run with the thanks view's action; focus moves once the form is shown again. */
export function useFocusFieldOnReopen(fieldId: string, formShown: boolean): () => void {
  const [pending, setPending] = useState(false);
  useEffect(() => {
    if (!pending || !formShown) return;
    document.getElementById(fieldId)?.focus();
    setPending(false);
  }, [pending, formShown, fieldId]);
  return useCallback(() => setPending(true), []);
}
