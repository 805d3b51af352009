// ScrollToEndBox: a focusable region named by its title, its status line, and when reading counts as reaching the end.
import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { ScrollToEndBox, distanceFromEnd, type ScrollToEndBoxProps } from '../../src/components/ScrollToEndBox';
import { TERMS_SCROLL_TOLERANCE_PX } from '../../src/domain/constants';
import { AXE_OPTIONS } from '../../support/axe';
import { renderWithTheme } from '../../support/renderWithPortal';

const TITLE = 'Texting terms and conditions';
const PENDING = 'Scroll to the end of the terms and conditions to turn on the Submit button.';
const REACHED = 'You have reached the end of the terms and conditions. You can now submit the form.';

interface BoxGeometry {
  scrollHeight: number;
  clientHeight: number;
  scrollTop: number;
}

/** jsdom lays nothing out: give the rendered box the sizes a browser would measure. */
function setGeometry(element: HTMLElement, geometry: BoxGeometry) {
  for (const [property, value] of Object.entries(geometry)) {
    Object.defineProperty(element, property, { configurable: true, value });
  }
}

/** Scrolls the box to `distance` px from its end (200 px tall, 1000 px of text) and fires the scroll event. */
function scrollToDistanceFromEnd(element: HTMLElement, distance: number) {
  setGeometry(element, { scrollHeight: 1000, clientHeight: 200, scrollTop: 1000 - 200 - distance });
  fireEvent.scroll(element);
}

function Page(props: Partial<ScrollToEndBoxProps>) {
  return (
    <main>
      <ScrollToEndBox title={TITLE} reached={false} onReachedEnd={() => undefined} pendingText={PENDING} reachedText={REACHED} {...props}>
        <p>Message and data rates may apply.</p>
        <p>Reply STOP to cancel.</p>
      </ScrollToEndBox>
    </main>
  );
}

/** As a form uses it: reaching the end turns the button on. */
function TermsGate() {
  const [reached, setReached] = useState(false);
  return (
    <main>
      <ScrollToEndBox title={TITLE} reached={reached} onReachedEnd={() => setReached(true)} pendingText={PENDING} reachedText={REACHED} statusId="terms-status">
        <p>Message and data rates may apply.</p>
      </ScrollToEndBox>
      <button type="button" disabled={!reached} aria-describedby="terms-status">
        Submit
      </button>
    </main>
  );
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('distanceFromEnd', () => {
  it('is undefined while the box has no height (hidden, or no layout)', () => {
    expect(distanceFromEnd({ scrollHeight: 1000, scrollTop: 0, clientHeight: 0 })).toBeUndefined();
    expect(distanceFromEnd({ scrollHeight: 0, scrollTop: 0, clientHeight: 0 })).toBeUndefined();
  });

  it('is what is left below the visible part', () => {
    expect(distanceFromEnd({ scrollHeight: 1000, scrollTop: 0, clientHeight: 200 })).toBe(800);
    expect(distanceFromEnd({ scrollHeight: 1000, scrollTop: 797, clientHeight: 200 })).toBe(3);
    expect(distanceFromEnd({ scrollHeight: 1000, scrollTop: 800, clientHeight: 200 })).toBe(0);
    expect(distanceFromEnd({ scrollHeight: 150, scrollTop: 0, clientHeight: 200 })).toBe(-50);
  });
});

describe('ScrollToEndBox', () => {
  it('is a focusable region named by its title, with the text inside', () => {
    renderWithTheme(<Page />);
    const box = screen.getByRole('region', { name: TITLE });
    expect(box).toHaveAttribute('tabindex', '0');
    expect(box).toHaveTextContent('Reply STOP to cancel.');
    expect(screen.getByRole('heading', { name: TITLE })).toBeInTheDocument();
  });

  it('says what is needed until the end is reached, then that it has been', () => {
    const { rerender } = renderWithTheme(<Page />);
    expect(screen.getByRole('status')).toHaveTextContent(PENDING);
    expect(screen.queryByText(REACHED)).not.toBeInTheDocument();

    rerender(<Page reached />);
    expect(screen.getByRole('status')).toHaveTextContent(REACHED);
    expect(screen.queryByText(PENDING)).not.toBeInTheDocument();
  });

  it('can be reached with Tab, so the keyboard can scroll it', async () => {
    const { user } = renderWithTheme(<Page />);
    await user.tab();
    expect(screen.getByRole('region', { name: TITLE })).toHaveFocus();
  });

  it(`counts the end as reached within ${TERMS_SCROLL_TOLERANCE_PX} px, not before`, () => {
    const onReachedEnd = jest.fn();
    renderWithTheme(<Page onReachedEnd={onReachedEnd} />);
    const box = screen.getByRole('region', { name: TITLE });

    scrollToDistanceFromEnd(box, 800);
    scrollToDistanceFromEnd(box, TERMS_SCROLL_TOLERANCE_PX + 1);
    expect(onReachedEnd).not.toHaveBeenCalled();

    scrollToDistanceFromEnd(box, TERMS_SCROLL_TOLERANCE_PX);
    expect(onReachedEnd).toHaveBeenCalledTimes(1);
  });

  it('counts a scroll to the very end as reached', () => {
    const onReachedEnd = jest.fn();
    renderWithTheme(<Page onReachedEnd={onReachedEnd} />);
    scrollToDistanceFromEnd(screen.getByRole('region', { name: TITLE }), 0);
    expect(onReachedEnd).toHaveBeenCalledTimes(1);
  });

  it('does not count a box without layout as read on mount, but counts a scroll event as reaching the end', () => {
    const onReachedEnd = jest.fn();
    renderWithTheme(<Page onReachedEnd={onReachedEnd} />);
    expect(onReachedEnd).not.toHaveBeenCalled();

    fireEvent.scroll(screen.getByRole('region', { name: TITLE }));
    expect(onReachedEnd).toHaveBeenCalledTimes(1);
  });

  it('counts text that fits without scrolling as read as soon as it is shown', () => {
    jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(200);
    jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(200 + TERMS_SCROLL_TOLERANCE_PX);
    const onReachedEnd = jest.fn();
    renderWithTheme(<Page onReachedEnd={onReachedEnd} />);
    expect(onReachedEnd).toHaveBeenCalledTimes(1);
  });

  it('does not count text that overflows by more than the tolerance as read on mount', () => {
    jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(200);
    jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(200 + TERMS_SCROLL_TOLERANCE_PX + 1);
    const onReachedEnd = jest.fn();
    renderWithTheme(<Page onReachedEnd={onReachedEnd} />);
    expect(onReachedEnd).not.toHaveBeenCalled();
  });

  it('reports nothing more once the end has been reached', () => {
    const onReachedEnd = jest.fn();
    const { rerender } = renderWithTheme(<Page onReachedEnd={onReachedEnd} />);
    const box = screen.getByRole('region', { name: TITLE });
    scrollToDistanceFromEnd(box, 0);
    expect(onReachedEnd).toHaveBeenCalledTimes(1);

    rerender(<Page onReachedEnd={onReachedEnd} reached />);
    scrollToDistanceFromEnd(box, 1);
    scrollToDistanceFromEnd(box, 0);
    fireEvent.scroll(box);
    expect(onReachedEnd).toHaveBeenCalledTimes(1);
  });

  it('reports nothing on mount when already reached, even if the text fits', () => {
    jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(200);
    jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(100);
    const onReachedEnd = jest.fn();
    renderWithTheme(<Page onReachedEnd={onReachedEnd} reached />);
    expect(onReachedEnd).not.toHaveBeenCalled();
  });

  it('re-checks when the box is resized, e.g. a window made taller until the text fits', () => {
    const observed: { callback: ResizeObserverCallback; targets: Element[]; disconnected: boolean }[] = [];
    // jsdom has no ResizeObserver; this one lets the test say when the browser would call back.
    class RecordingResizeObserver {
      private readonly entry: (typeof observed)[number];
      constructor(callback: ResizeObserverCallback) {
        this.entry = { callback, targets: [], disconnected: false };
        observed.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      unobserve() {}
      disconnect() {
        this.entry.disconnected = true;
      }
    }
    const original = window.ResizeObserver;
    window.ResizeObserver = RecordingResizeObserver as unknown as typeof ResizeObserver;
    try {
      const onReachedEnd = jest.fn();
      const { rerender } = renderWithTheme(<Page onReachedEnd={onReachedEnd} />);
      const box = screen.getByRole('region', { name: TITLE });
      const live = observed.filter((entry) => !entry.disconnected);
      expect(live).toHaveLength(1);
      expect(live[0]?.targets).toEqual([box]);

      setGeometry(box, { scrollHeight: 1000, clientHeight: 200, scrollTop: 0 });
      live[0]?.callback([], live[0] as unknown as ResizeObserver);
      expect(onReachedEnd).not.toHaveBeenCalled();

      setGeometry(box, { scrollHeight: 1000, clientHeight: 999, scrollTop: 0 });
      live[0]?.callback([], live[0] as unknown as ResizeObserver);
      expect(onReachedEnd).toHaveBeenCalledTimes(1);

      rerender(<Page onReachedEnd={onReachedEnd} reached />);
      expect(observed.every((entry) => entry.disconnected)).toBe(true);
    } finally {
      window.ResizeObserver = original;
    }
  });

  it('turns a button on once scrolled to the end, the button described by the status line', async () => {
    const { user } = renderWithTheme(<TermsGate />);
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(PENDING);

    await user.tab();
    const box = screen.getByRole('region', { name: TITLE });
    expect(box).toHaveFocus();
    scrollToDistanceFromEnd(box, 0);

    expect(submit).toBeEnabled();
    expect(submit).toHaveAccessibleDescription(REACHED);
    expect(screen.getByRole('status')).toHaveAttribute('id', 'terms-status');
  });

  it('has no axe violations, before and after the end is reached', async () => {
    const { container, rerender } = renderWithTheme(<Page />);
    expect(await axe(container, AXE_OPTIONS)).toHaveNoViolations();
    rerender(<Page reached />);
    expect(await axe(container, AXE_OPTIONS)).toHaveNoViolations();
  });
});
