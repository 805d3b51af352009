// The axe rules every test checks against: WCAG 2.2 A and AA (DESIGN §1, §7).
import type { axe } from 'jest-axe';

export const AXE_OPTIONS: NonNullable<Parameters<typeof axe>[1]> = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  // jsdom computes no layout or colours; contrast is checked in the browser (Playwright) and by the theme tests.
  rules: { 'color-contrast': { enabled: false } },
};
