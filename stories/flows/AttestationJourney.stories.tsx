// A provider's whole attestation journey on the full app (docs/states.md), played step by step for designers (see Flows.mdx).
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { App } from '../../src/app/App';
import { DEMO_PORTAL_CONFIG } from '../../src/domain/portalConfig';
import { defaultHandlers } from '../../mocks/handlers';
import { scenarios } from '../../mocks/scenarios';

type Canvas = ReturnType<typeof within>;

const PLAN = DEMO_PORTAL_CONFIG.planName;
const CHILDHOOD_TITLE = 'Childhood Lead Poison Prevention Program Provider Training';
const DEI_TITLE = 'DEI Provider Training Program';
const thanksFor = (title: string) => `Thanks for reviewing the training modules on the ${title} sponsored by ${PLAN}`;

const doneButton = (canvas: Canvas) => canvas.getByRole('button', { name: /^(loading )?DONE$/ });

/** Types a complete attestation; `npi: ''` leaves the NPI box alone. */
async function fillIn(canvas: Canvas, npi: string) {
  await userEvent.type(await canvas.findByRole('textbox', { name: 'First Name' }), 'Ada');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Last Name' }), 'Lovelace');
  if (npi) await userEvent.type(canvas.getByRole('textbox', { name: 'Individual NPI' }), npi);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Physician');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Organization' }), 'Harbor Clinic');
}

const meta = {
  title: 'Flows/Attestation journey',
  component: App,
  parameters: { layout: 'fullscreen', route: '/childhood' },
} satisfies Meta<typeof App>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The main journey: the NPI is not in the plan's records, the provider confirms it anyway,
 * the attestation is saved with isValidNPI "No", and the thanks view replaces the form.
 */
export const NpiNotFoundThenYes: Story = {
  parameters: { msw: { handlers: [...scenarios.npiNotFound, ...defaultHandlers] } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);

    await step('Open the childhood training attestation', async () => {
      await expect(await canvas.findByRole('heading', { level: 1, name: CHILDHOOD_TITLE })).toBeInTheDocument();
    });
    await step('Fill in the form with an NPI the plan does not know', async () => {
      await fillIn(canvas, '1234567890');
    });
    await step('Press DONE: the NPI is looked up and the Confirm dialog opens', async () => {
      await userEvent.click(doneButton(canvas));
      const dialog = await page.findByRole('dialog', { name: 'Confirm' });
      await expect(dialog).toHaveTextContent('NPI you entered is not valid, do you still want to submit?');
      await expect(doneButton(canvas)).toBeDisabled();
    });
    await step('Answer Yes: the attestation is saved', async () => {
      const dialog = page.getByRole('dialog', { name: 'Confirm' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    });
    await step('The thanks view, the success toast and Close Window', async () => {
      await expect(await canvas.findByRole('heading', { name: thanksFor(CHILDHOOD_TITLE) })).toBeInTheDocument();
      // The toast lists are hidden while empty (shell.css), so wait for them rather than get them.
      const messages = await canvas.findByRole('list', { name: 'Messages' });
      await expect(within(messages).getByRole('listitem')).toHaveTextContent(
        'Attestation Form has been successfully saved',
      );
      await expect(canvas.getByRole('button', { name: 'Close Window' })).toBeEnabled();
    });
  },
};

/** The short way: the NPI is known, so the attestation is saved at once with isValidNPI "Yes". */
export const NpiFound: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Fill in the form with a known NPI', async () => {
      await fillIn(canvas, '1234567893');
    });
    await step('Press DONE: saved, thanks view', async () => {
      await userEvent.click(doneButton(canvas));
      await expect(await canvas.findByRole('heading', { name: thanksFor(CHILDHOOD_TITLE) })).toBeInTheDocument();
    });
  },
};

/** The provider answers No: nothing is saved, the form keeps every value, and DONE works again. */
export const NpiNotFoundThenNo: Story = {
  parameters: { msw: { handlers: [...scenarios.npiNotFound, ...defaultHandlers] } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await step('Fill in the form with an NPI the plan does not know, and press DONE', async () => {
      await fillIn(canvas, '1234567890');
      await userEvent.click(doneButton(canvas));
    });
    await step('Answer No: back to the filled form', async () => {
      const dialog = await page.findByRole('dialog', { name: 'Confirm' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
      await waitFor(() => expect(page.queryByRole('dialog', { name: 'Confirm' })).not.toBeInTheDocument());
      await expect(doneButton(canvas)).toBeEnabled();
      await expect(canvas.getByRole('textbox', { name: 'Individual NPI' })).toHaveValue('1234567890');
      await expect(canvas.queryByRole('heading', { name: thanksFor(CHILDHOOD_TITLE) })).not.toBeInTheDocument();
    });
  },
};

/** A provider without an NPI ticks N/A on the DEI route: no lookup, saved at once with "NA". */
export const WithoutNpi: Story = {
  parameters: { route: '/deiprovidertraining' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Fill in the form and tick N/A: the NPI box is disabled', async () => {
      await fillIn(canvas, '');
      await userEvent.click(canvas.getByRole('checkbox', { name: 'N/A' }));
      await expect(canvas.getByRole('textbox', { name: 'Individual NPI' })).toBeDisabled();
    });
    await step('Press DONE: saved, thanks for the DEI training', async () => {
      await userEvent.click(doneButton(canvas));
      await expect(await canvas.findByRole('heading', { name: thanksFor(DEI_TITLE) })).toBeInTheDocument();
    });
  },
};
