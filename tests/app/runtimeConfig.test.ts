// Runtime configuration (docs/readings.md): read from the JSON script in index.html, demo defaults when it is missing, empty or broken.
import { readRuntimeConfig } from '../../src/app/runtimeConfig';
import { DEMO_PORTAL_CONFIG } from '../../src/domain/portalConfig';

/** A page like the served index.html, optionally carrying the portal-config script. */
function pageWith(configText?: string): Document {
  const page = document.implementation.createHTMLDocument('Forms');
  if (configText !== undefined) {
    const script = page.createElement('script');
    script.type = 'application/json';
    script.id = 'portal-config';
    script.textContent = configText;
    page.head.append(script);
  }
  return page;
}

describe('readRuntimeConfig', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    consoleError.mockRestore();
  });

  it("reads the plan's settings from the JSON script, keeping defaults for what it leaves out", () => {
    const config = readRuntimeConfig(
      pageWith(
        JSON.stringify({
          planName: 'Harbor Community Health',
          logoAlt: 'Harbor Community Health logo',
          apiBase: 'https://api.harbor.example',
          contact: { supportPhone: '8885550123' },
          flags: { longTermCare: true },
        }),
      ),
    );
    expect(config.planName).toBe('Harbor Community Health');
    expect(config.logoAlt).toBe('Harbor Community Health logo');
    expect(config.apiBase).toBe('https://api.harbor.example');
    expect(config.webBase).toBe(DEMO_PORTAL_CONFIG.webBase);
    expect(config.contact.supportPhone).toBe('8885550123');
    expect(config.contact.mainPhone).toBe(DEMO_PORTAL_CONFIG.contact.mainPhone);
    expect(config.flags).toEqual({ longTermCare: true, behavioralHealth: false, cms1500: false });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("takes the plan's footer links as served, never the demo plan's example links", () => {
    const withLinks = readRuntimeConfig(pageWith(JSON.stringify({ links: { privacyNotice: '/privacy' } })));
    expect(withLinks.links).toEqual({ privacyNotice: '/privacy' });
    // The server sends `links: {}` for a plan that sets none; an older page may leave the key out altogether.
    expect(readRuntimeConfig(pageWith(JSON.stringify({ planName: 'Valley Health', links: {} }))).links).toEqual({});
    expect(readRuntimeConfig(pageWith(JSON.stringify({ planName: 'Valley Health' }))).links).toEqual({});
  });

  it('reads the page it is running in by default', () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'portal-config';
    script.textContent = JSON.stringify({ planName: 'Valley Health', flags: { behavioralHealth: true } });
    document.head.append(script);
    try {
      const config = readRuntimeConfig();
      expect(config.planName).toBe('Valley Health');
      expect(config.flags.behavioralHealth).toBe(true);
    } finally {
      script.remove();
    }
  });

  it.each([
    ['no script', undefined],
    ['an empty script', ''],
    ['a script of blanks', '  \n  '],
  ])('uses the demo defaults for %s, quietly', (_name, text) => {
    expect(readRuntimeConfig(pageWith(text))).toEqual(DEMO_PORTAL_CONFIG);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it.each([
    ['invalid JSON', '{ planName: Harbor }'],
    ['a template placeholder the server did not fill', '<%= portalConfig %>'],
  ])('falls back to the demo defaults on %s and says so on the console', (_name, text) => {
    expect(readRuntimeConfig(pageWith(text))).toEqual(DEMO_PORTAL_CONFIG);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]?.[0])).toMatch(/not a JSON object/);
  });
});
