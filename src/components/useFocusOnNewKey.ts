// Moves focus when something new happened (a refused submit, a failure, a No in the dialog), never otherwise.
import { useEffect, useRef, type RefObject } from 'react';

/**
 * Moves focus to `target` each time `focusKey` takes a new positive value while `enabled`. 0 or undefined never
 * moves focus, and a key already used never does again, so an element that is simply on screen does not steal it.
 * Call it where the component lives on while the notice comes and goes, so the used key is remembered.
 */
export function useFocusOnNewKey(target: RefObject<HTMLElement> | (() => HTMLElement | null), focusKey: number | undefined, enabled = true): void {
  const focusedKeyRef = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!enabled || focusKey === undefined || focusKey <= 0 || focusKey === focusedKeyRef.current) return;
    focusedKeyRef.current = focusKey;
    (typeof target === 'function' ? target() : target.current)?.focus();
  }, [target, focusKey, enabled]);
}
