// The toast area (in the page's flow; beside the main column on a wide screen): errors in an alert region, the rest in a
// status region, each with a close button.
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { PreloadedState } from '../../../src/app/store';
import { TOAST_SHELL_SETTINGS } from '../../../src/domain/constants';
import { ToastHost } from '../../../src/features/toasts/ToastHost';
import type { Toast, ToastSeverity } from '../../../src/features/toasts/toastsSlice';

/** Seeded toasts carry no timer (only a shown event starts one), so they stay put for review. */
function toast(id: string, severity: ToastSeverity, title: string, msg: string, sticky = false): Toast {
  return {
    id,
    title,
    msg,
    severity,
    sticky,
    timeoutMs: sticky ? TOAST_SHELL_SETTINGS.stickyTimeoutMs : TOAST_SHELL_SETTINGS.timeoutMs,
    showClose: TOAST_SHELL_SETTINGS.showClose,
    topic: null,
    action: null,
  };
}

function withToasts(items: Toast[]): PreloadedState {
  return { toasts: { items } };
}

const meta = {
  title: 'Features/Toasts/ToastHost',
  component: ToastHost,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ToastHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing to say: the live regions stay mounted, empty and invisible. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('');
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** One toast of each severity; the error alone is announced assertively. */
export const EachSeverity: Story = {
  parameters: {
    store: withToasts([
      toast('default', 'default', 'Notice', 'Your session uses the demo configuration.'),
      toast('info', 'info', 'Information', 'Forms submitted after 5 PM are processed the next business day.'),
      toast('success', 'success', '', 'Attestation Form has been successfully saved'),
      toast('warn', 'warn', 'Check your NPI', 'The NPI could not be verified.'),
      toast('wait', 'wait', 'Please wait', 'Sending your answers…'),
      toast('error', 'error', 'System Error!', 'Sorry, we are unable to process your request at the moment. Please try again later.'),
    ]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('alert')).getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.getByRole('alert')).toHaveTextContent('System Error!');
    await expect(within(canvas.getByRole('status')).getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: 'Clear all messages' })).toBeInTheDocument();
  },
};

/** Sticky toasts never time out; the close button removes only its own toast. */
export const Sticky: Story = {
  parameters: {
    store: withToasts([
      toast('sticky-1', 'error', 'Survey not sent', 'Your answers are kept. Please try again later.', true),
      toast('sticky-2', 'warn', 'Scheduled maintenance', 'This site may be unavailable Saturday from 10 PM.', true),
    ]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Close: Scheduled maintenance' }));
    await waitFor(() => expect(canvas.queryByText('Scheduled maintenance')).not.toBeInTheDocument());
    await expect(canvas.getByText('Survey not sent')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Close: Survey not sent' })).toBeInTheDocument();
  },
};

/** A busy moment: a dozen toasts stack up, with one button to clear them all. */
export const Many: Story = {
  parameters: {
    store: withToasts(
      Array.from({ length: 12 }, (_unused, index) =>
        toast(`many-${index + 1}`, index % 4 === 0 ? 'error' : 'info', `Message ${index + 1}`, 'A toast among many.'),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(12);
    await expect(canvas.getAllByRole('button', { name: /^Close: Message/ })).toHaveLength(12);
    await expect(canvas.getByRole('button', { name: 'Clear all messages' })).toBeInTheDocument();
  },
};
