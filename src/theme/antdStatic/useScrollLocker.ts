// The production build's stand-in for @rc-component/portal's scroll locker (docs/architecture.md#antd-without-a-style-runtime).
// While the confirm dialog is open the page behind it must not scroll. The original writes a <style> element into
// the page, which a CSP without inline styles refuses; this sets the same two properties on <body> through the
// CSSOM, which the CSP allows, and puts back what was there when the dialog closes.
import { useLayoutEffect } from 'react';

export default function useScrollLocker(lock?: boolean): void {
  useLayoutEffect(() => {
    if (!lock) return undefined;
    const { body, documentElement } = document;
    const scrollbarWidth = window.innerWidth - documentElement.clientWidth;
    const previous = { overflowY: body.style.overflowY, width: body.style.width };
    body.style.overflowY = 'hidden';
    // Keep the page from shifting sideways when a desktop scroll bar disappears (phones have none).
    if (scrollbarWidth > 0) body.style.width = `calc(100% - ${scrollbarWidth}px)`;
    return () => {
      body.style.overflowY = previous.overflowY;
      body.style.width = previous.width;
    };
  }, [lock]);
}
