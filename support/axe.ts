// The axe rules every test checks against: WCAG 2.2 A and AA (docs/architecture.md and docs/testing.md).
import { act } from '@testing-library/react';
import { axe } from 'jest-axe';

export const AXE_OPTIONS: NonNullable<Parameters<typeof axe>[1]> = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  // jsdom computes no layout or colours; contrast is checked in the browser (Playwright) and by the theme tests.
  rules: { 'color-contrast': { enabled: false } },
};

/**
 * Runs axe over `container` (the whole page by default; with AXE_OPTIONS unless told otherwise) inside act(). axe takes a while, and React work that
 * comes due meanwhile (an antd pop-up's animation frame, a saga's timer such as the preboot removal) would
 * otherwise land outside act() and make React warn; inside, it waits until axe is done and is applied then,
 * so axe also checks one steady page.
 */
export async function axeInAct(container: Element = document.body, options: Parameters<typeof axe>[1] = AXE_OPTIONS): ReturnType<typeof axe> {
  let results: Awaited<ReturnType<typeof axe>> | undefined;
  await act(async () => {
    results = await axe(container, options);
  });
  if (!results) throw new Error('axe returned no results');
  return results;
}
