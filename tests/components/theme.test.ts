// The portal theme: every colour pair it uses meets its WCAG contrast minimum, and the breakpoints are docs/constants.md's.
import { contrastRatio, relativeLuminance } from '../../src/theme/contrast';
import { contrastRequirements, portalColors, portalTheme } from '../../src/theme/theme';
import { BREAKPOINTS_PX } from '../../src/domain/constants';

describe('contrastRatio', () => {
  it('follows the WCAG formula', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 5);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 5);
  });

  it('is symmetric', () => {
    expect(contrastRatio('#0958d9', '#ffffff')).toBe(contrastRatio('#ffffff', '#0958d9'));
  });

  it('shows why antd defaults were replaced', () => {
    expect(contrastRatio('#1677ff', '#ffffff')).toBeLessThan(4.5);
    expect(contrastRatio('#ff4d4f', '#ffffff')).toBeLessThan(4.5);
  });

  it('rejects what is not a hex colour', () => {
    expect(() => contrastRatio('rgba(0,0,0,0.88)', '#ffffff')).toThrow('Not a hex colour');
  });
});

describe('portalTheme', () => {
  it.each(contrastRequirements.map((pair) => [pair.foreground, pair.background, pair.minimum] as const))(
    '%s on %s reaches %d:1',
    (foreground, background, minimum) => {
      expect(contrastRatio(portalColors[foreground], portalColors[background])).toBeGreaterThanOrEqual(minimum);
    },
  );

  it('uses the measured colours as its tokens', () => {
    expect(portalTheme.token).toMatchObject({
      colorPrimary: portalColors.primary,
      colorLink: portalColors.link,
      colorText: portalColors.text,
      colorTextSecondary: portalColors.textSecondary,
      colorTextDescription: portalColors.textDescription,
      colorTextPlaceholder: portalColors.textPlaceholder,
      colorError: portalColors.error,
      colorErrorText: portalColors.error,
      fontSize: 16,
    });
  });

  it('maps antd screens onto the spec breakpoints', () => {
    expect(portalTheme.token).toMatchObject({
      screenXSMax: BREAKPOINTS_PX.sm - 1,
      screenSM: BREAKPOINTS_PX.sm,
      screenSMMax: BREAKPOINTS_PX.md - 1,
      screenMD: BREAKPOINTS_PX.md,
      screenMDMax: BREAKPOINTS_PX.lg - 1,
      screenLG: BREAKPOINTS_PX.lg,
      screenLGMax: BREAKPOINTS_PX.xl - 1,
      screenXL: BREAKPOINTS_PX.xl,
    });
  });
});
