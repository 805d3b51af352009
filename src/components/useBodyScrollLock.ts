// While a dialog is open (the portal's confirm dialog, the staff console's idle warning) the page behind it must not scroll. antd's Modal can lock it itself, but its lock
// writes a <style> element into the page, which the CSP (no inline styles) refuses; so the dialog turns antd's off
// (`scrollLock={false}`, a documented prop) and this sets the same two properties on <body> through the CSSOM, which
// the CSP allows, putting back what was there when the dialog closes.
import { useLayoutEffect } from 'react';

export function useBodyScrollLock(lock: boolean): void {
  useLayoutEffect(() => {
    if (!lock) return undefined;
    const { body, documentElement } = document;
    const scrollbarWidth = window.innerWidth - documentElement.clientWidth;
    const previous = { overflowY: body.style.overflowY, width: body.style.width };
    body.style.overflowY = 'hidden';
    // Keep the page from shifting sideways when a desktop scroll bar disappears (phones have none; a page with no layout
    // has no width at all).
    if (scrollbarWidth > 0 && documentElement.clientWidth > 0) body.style.width = `calc(100% - ${scrollbarWidth}px)`;
    return () => {
      body.style.overflowY = previous.overflowY;
      body.style.width = previous.width;
    };
  }, [lock]);
}
