// Shared steps of the end-to-end specs: opening a page once the preboot screen is gone, and the axe check.
import AxeBuilder from '@axe-core/playwright';
import { expect, type BrowserContext, type Page } from '@playwright/test';

export const PLAN_NAME = 'Sunrise Health Plan';
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Opens a route and waits until the preboot overlay has been removed, so the page can be used. */
export async function openPortal(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await page.locator('#preboot').waitFor({ state: 'detached' });
  // The page comes drawn and the preboot screen comes off by the clock (issue 20): wait for the app too.
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
}

/**
 * Waits for the animations that change what axe sees (dialog zoom, colour transitions) to end. Ignored: the
 * endless notification scroll, and antd's 2 s click wave, an empty decorative element fading out over a button.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      if (animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity) return true;
      const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
      return target instanceof Element && target.classList.contains('ant-wave');
    }),
  );
}

/** Runs axe at WCAG 2.2 A/AA over the whole page and expects no violation (listed by rule and element when any). */
export async function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const violations = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    elements: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  }));
  expect(violations, `axe violations on ${state}`).toEqual([]);
}

/**
 * Every <style> in the page is one the server sent, with the response's nonce: nothing wrote styles at run time,
 * which the CSP (no inline styles) would refuse (docs/architecture.md#antd-without-a-style-runtime).
 */
export async function expectNoRuntimeStyles(page: Page, state: string): Promise<void> {
  const unsigned = await page.evaluate(() =>
    [...document.querySelectorAll('style')].filter((style) => !style.nonce).map((style) => (style.textContent ?? '').slice(0, 80)),
  );
  expect(unsigned, `styles written at run time on ${state}`).toEqual([]);
}

/** Records the page's CSP refusals from its first script on; read them with cspViolations(page). */
export async function recordCspViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
}

export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => [...((window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])]);
}
