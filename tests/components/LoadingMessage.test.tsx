// LoadingMessage: a status with readable text; the spinner stays silent.
import { act, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { LoadingMessage } from '../../src/components/LoadingMessage';
import { LOADING_MESSAGE_DELAY_MS } from '../../src/domain/constants';
import { renderWithTheme } from '../../support/renderWithPortal';

/** The spec's text. */
const DEFAULT_LOADING_TEXT = 'Loading…';

describe('LoadingMessage', () => {
  it('is a status saying Loading… by default', async () => {
    const { container } = renderWithTheme(<LoadingMessage />);
    expect(screen.getByRole('status')).toHaveTextContent(DEFAULT_LOADING_TEXT);
    expect(DEFAULT_LOADING_TEXT).toBe('Loading…');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says the given text', () => {
    renderWithTheme(<LoadingMessage text="Checking the NPI…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Checking the NPI…');
  });

  describe('with afterMs, as the router shows it while a page downloads', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('shows nothing for the first second and says Loading… at 1000 ms, not at 999 ms', () => {
      renderWithTheme(<LoadingMessage afterMs={LOADING_MESSAGE_DELAY_MS} />);
      expect(LOADING_MESSAGE_DELAY_MS).toBe(1000);
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(999));
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    });

    it('never shows when what it waits for arrives first', () => {
      const { unmount } = renderWithTheme(<LoadingMessage afterMs={LOADING_MESSAGE_DELAY_MS} />);
      act(() => jest.advanceTimersByTime(500));
      unmount();
      expect(jest.getTimerCount()).toBe(0);
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    });
  });
});
