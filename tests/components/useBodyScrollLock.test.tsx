// The confirm dialog's scroll lock (src/components/useBodyScrollLock.ts): the page behind an open dialog does not
// scroll, and closing it puts back what <body> had, without a <style> element the CSP would refuse.
import { renderHook } from '@testing-library/react';
import { useBodyScrollLock } from '../../src/components/useBodyScrollLock';

afterEach(() => {
  document.body.removeAttribute('style');
});

it('locks the page while open and puts back what <body> had when it closes, writing no style element', () => {
  document.body.style.overflowY = 'auto';
  const { rerender, unmount } = renderHook(({ open }) => useBodyScrollLock(open), { initialProps: { open: false } });
  expect(document.body.style.overflowY).toBe('auto');
  rerender({ open: true });
  expect(document.body.style.overflowY).toBe('hidden');
  expect(document.querySelectorAll('style')).toHaveLength(0);
  rerender({ open: false });
  expect(document.body.style.overflowY).toBe('auto');
  rerender({ open: true });
  unmount();
  expect(document.body.style.overflowY).toBe('auto');
});
