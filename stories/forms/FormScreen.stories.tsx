// FormScreen: what every form's page draws around its form. The three form pages' stories show it with their own
// forms; these show its states on their own, with a one-field form standing in.
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AntdTheme } from '../../src/components/AntdTheme';
import { BOT_CHECK_FAILED, MISSING_INFORMATION, SYSTEM_ERROR } from '../../src/domain/messages';
import { botCheckFailure } from '../../src/forms/botCheckRefused';
import { IDLE_FLOW, type FormFlow } from '../../src/forms/formFlow';
import { FormScreen } from '../../src/forms/FormScreen';

const EXAMPLE_FORM = 'example';

const savedFlow: FormFlow = {
  ...IDLE_FLOW,
  status: 'saved',
  reference: 'PMC-000042',
  receivedAt: '2026-11-24T09:30:00.000Z',
};

const meta = {
  title: 'Forms/FormScreen',
  component: FormScreen,
  decorators: [
    (Story) => (
      <AntdTheme>
        <Story />
      </AntdTheme>
    ),
  ],
  args: {
    form: EXAMPLE_FORM,
    summaryOrder: ['nickname'],
    title: 'Example form',
    intro: <p>Tell us what to call you.</p>,
    stepTitle: 'Your name',
    flow: IDLE_FLOW,
    alert: MISSING_INFORMATION,
    supportPhone: '(800) 555-0100',
    firstField: 'nickname',
    thanks: {
      message: 'Thank you, we have your answer.',
      documentTitle: 'Thank you, we have your answer.',
      next: 'We will read it within a week.',
      actionLabel: 'Fill in a new form',
      onAction: fn(),
      summary: [{ label: 'Nickname', value: 'Ada' }],
    },
    children: (
      <form aria-label="Example form" className="portal-form">
        <label htmlFor={`${EXAMPLE_FORM}-nickname`}>Nickname</label>
        <input id={`${EXAMPLE_FORM}-nickname`} name="nickname" />
      </form>
    ),
  },
} satisfies Meta<typeof FormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The heading and intro, the step, and the form: no summary or notice before anything went wrong. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Example form' })).toBeInTheDocument();
    await expect(canvas.getByText('Tell us what to call you.')).toBeInTheDocument();
    await expect(canvas.getByRole('form', { name: 'Example form' })).toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: SYSTEM_ERROR.title })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Example form \| /));
  },
};

/** A save that failed: the notice with the form's words and the support phone, focused; the title says there are errors. */
export const SaveFailed: Story = {
  args: { flow: { ...IDLE_FLOW, status: 'failed', failure: SYSTEM_ERROR, failureCount: 1 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = canvas.getByRole('region', { name: SYSTEM_ERROR.title });
    await waitFor(() => expect(notice).toHaveFocus());
    await expect(within(notice).getByRole('link', { name: '(800) 555-0100' })).toBeInTheDocument();
    await expect(canvas.getByRole('form', { name: 'Example form' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Error: Example form \| /));
  },
};

/**
 * A save the server's bot check refused, every try (docs/api.md#the-bot-check): said as what it is, naming the form's
 * button, with everything typed kept and the support phone; no "System Error!".
 */
export const RefusedByTheBotCheck: Story = {
  args: { flow: { ...IDLE_FLOW, status: 'failed', failure: botCheckFailure('Submit'), failureCount: 1 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = canvas.getByRole('region', { name: BOT_CHECK_FAILED.title });
    await waitFor(() => expect(notice).toHaveFocus());
    await expect(within(notice).getByText('This page could not confirm that a person is sending the form. Select Submit to send it again.')).toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: SYSTEM_ERROR.title })).not.toBeInTheDocument();
    await expect(canvas.getByRole('form', { name: 'Example form' })).toBeInTheDocument();
  },
};

/** Saved: the thanks with the reference and what was sent, in place of the form; its action is the page's own. */
export const Saved: Story = {
  args: { flow: savedFlow },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Thank you, we have your answer.')).toBeInTheDocument();
    await expect(canvas.getByText('PMC-000042')).toBeInTheDocument();
    await expect(canvas.getByText('Ada')).toBeInTheDocument();
    await expect(canvas.queryByRole('form', { name: 'Example form' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Fill in a new form' }));
    await expect(args.thanks.onAction).toHaveBeenCalledTimes(1);
  },
};

/** Saved, with a note and a second way on (the attestation's kept tab): both shown beside the main action. */
export const SavedWithSecondAction: Story = {
  args: {
    flow: savedFlow,
    thanks: {
      message: 'Thank you, we have your answer.',
      documentTitle: 'Thank you, we have your answer.',
      actionLabel: 'Close Window',
      onAction: fn(),
      note: 'Your browser kept this tab open. You can close it now.',
      secondaryAction: { label: 'Sign another attestation', onAction: fn() },
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your browser kept this tab open. You can close it now.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign another attestation' }));
    await expect(args.thanks.secondaryAction?.onAction).toHaveBeenCalledTimes(1);
  },
};
