// FailureNotice: a region named by its title with the message and the support phone; focus on each new focusKey only.
import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { FailureNotice, type FailureNoticeProps } from '../../src/components/FailureNotice';

const FAILURE_HELP_PREFIX = 'Everything you typed is still here. If the problem continues, call us at';
import { SYSTEM_ERROR } from '../../src/domain/messages';
import { SOURCE_LANGUAGE } from '../../src/domain/language';
import { AXE_OPTIONS } from '../../support/axe';
import { renderWithTheme } from '../../support/renderWithPortal';
import { addTranslations, switchLanguage } from '../../support/testLanguage';

function Page(props: Partial<FailureNoticeProps>) {
  return (
    <main>
      <FailureNotice title={SYSTEM_ERROR.title} message={SYSTEM_ERROR.message} supportPhone="8005550100" {...props} />
      <label htmlFor="firstName">First Name</label>
      <input id="firstName" />
    </main>
  );
}

describe('FailureNotice', () => {
  it('is a region named by its title, with the message and the support phone to call', () => {
    renderWithTheme(<Page />);
    const notice = screen.getByRole('region', { name: SYSTEM_ERROR.title });
    expect(within(notice).getByRole('heading', { name: SYSTEM_ERROR.title })).toBeInTheDocument();
    expect(within(notice).getByText(SYSTEM_ERROR.message)).toBeInTheDocument();
    expect(notice).toHaveTextContent(`${FAILURE_HELP_PREFIX} (800) 555-0100.`);
    expect(within(notice).getByRole('link', { name: '(800) 555-0100' })).toHaveAttribute('href', 'tel:+18005550100');
  });

  it('says nothing about calling when the plan has no support phone', () => {
    renderWithTheme(<Page supportPhone={undefined} />);
    const notice = screen.getByRole('region', { name: SYSTEM_ERROR.title });
    expect(notice).toHaveTextContent(SYSTEM_ERROR.message);
    expect(notice).not.toHaveTextContent(FAILURE_HELP_PREFIX);
    expect(within(notice).queryByRole('link')).not.toBeInTheDocument();
  });

  it('takes focus for a positive focusKey', () => {
    renderWithTheme(<Page focusKey={1} />);
    expect(screen.getByRole('region', { name: SYSTEM_ERROR.title })).toHaveFocus();
  });

  it.each([
    ['0', 0],
    ['undefined', undefined],
  ])('does not take focus when focusKey is %s', async (_label, focusKey) => {
    const { user, rerender } = renderWithTheme(<Page focusKey={focusKey} />);
    const notice = screen.getByRole('region', { name: SYSTEM_ERROR.title });
    expect(notice).not.toHaveFocus();

    await user.click(screen.getByLabelText('First Name'));
    rerender(<Page focusKey={focusKey} />);
    expect(screen.getByLabelText('First Name')).toHaveFocus();
  });

  it('takes focus again for each new key, not on a re-render with the same key', async () => {
    const { user, rerender } = renderWithTheme(<Page focusKey={1} />);
    const notice = screen.getByRole('region', { name: SYSTEM_ERROR.title });
    expect(notice).toHaveFocus();

    await user.click(screen.getByLabelText('First Name'));
    rerender(<Page focusKey={1} message="Something else went wrong." />);
    expect(screen.getByLabelText('First Name')).toHaveFocus();

    rerender(<Page focusKey={2} message="Something else went wrong." />);
    expect(notice).toHaveFocus();

    await user.click(screen.getByLabelText('First Name'));
    rerender(<Page focusKey={0} />);
    expect(screen.getByLabelText('First Name')).toHaveFocus();

    rerender(<Page focusKey={3} />);
    expect(notice).toHaveFocus();
  });

  it('does not take focus again when a key already used comes back', async () => {
    const { user, rerender } = renderWithTheme(<Page focusKey={1} />);
    expect(screen.getByRole('region', { name: SYSTEM_ERROR.title })).toHaveFocus();

    await user.click(screen.getByLabelText('First Name'));
    rerender(<Page focusKey={undefined} />);
    rerender(<Page focusKey={1} />);
    expect(screen.getByLabelText('First Name')).toHaveFocus();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithTheme(<Page focusKey={1} />);
    expect(await axe(container, AXE_OPTIONS)).toHaveNoViolations();
  });

  describe('in another language', () => {
    afterEach(() => switchLanguage(SOURCE_LANGUAGE));

    it('says its help as one sentence in that language, the phone link where the language puts it', async () => {
      await addTranslations({
        'Everything you typed is still here. If the problem continues, call us at {phone}.':
          'Llame al {phone} si el problema continúa. Todo lo que escribió sigue aquí.',
      });
      renderWithTheme(<Page />);
      await switchLanguage('es');
      const notice = screen.getByRole('region', { name: SYSTEM_ERROR.title });
      expect(notice).toHaveTextContent('Llame al (800) 555-0100 si el problema continúa. Todo lo que escribió sigue aquí.');
      expect(within(notice).getByRole('link', { name: '(800) 555-0100' })).toHaveAttribute('href', 'tel:+18005550100');
      await switchLanguage(SOURCE_LANGUAGE);
      expect(notice).toHaveTextContent(`${FAILURE_HELP_PREFIX} (800) 555-0100.`);
    });
  });
});
