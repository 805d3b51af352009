// The deliveries screen of the staff console (issue 38, admins): the endpoints (one failing, its backlog late; one
// disabled by a 410), a test's answer received or not, adding one (errors, the server's refusal, its secret shown once),
// the confirmations of a new secret and a removal, the failed deliveries ticked and sent again, and a manager refused.
// On the mock staff API (mocks/staffDeliveryHandlers.ts); a story that changes something has a set of its own.
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StaffApp } from '../../src/staff/StaffApp';
import { ARCHIVE_HOOKS, CRM_HOOKS, DIRECTORY_HOOKS, SAMPLE_SECRETS } from '../../mocks/staffDeliveryData';
import { staffNoFailedDeliveries } from '../../mocks/staffDeliveryHandlers';
import { staffStory, withStaffConsole } from './staffStoryFrame';

const meta = {
  title: 'Staff console/Deliveries',
  component: StaffApp,
  decorators: [withStaffConsole],
  parameters: staffStory({ route: '/staff/deliveries', role: 'admin' }),
} satisfies Meta<typeof StaffApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const own = () => staffStory({ route: '/staff/deliveries', role: 'admin' });
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function openAddForm(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Add an endpoint' }));
  return within(await canvas.findByRole('region', { name: 'Add an endpoint' }));
}

/** The endpoints, the directory failing with a backlog over an hour old (said in words), and the failed deliveries. */
export const Endpoints: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Deliveries' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Deliveries' })).toHaveAttribute('aria-current', 'page');
    await expect(await canvas.findByText('Waiting over an hour')).toBeInTheDocument();
    await expect(canvas.getByText('Disabled: it answered 410 Gone')).toBeInTheDocument();
    await expect(canvas.getByText('Never')).toBeInTheDocument();
    await expect(await canvas.findByRole('checkbox', { name: 'Select delivery 47' })).toBeInTheDocument();
  },
};

/** A test the CRM received: its status and time, said in the row. */
export const TestReceived: Story = {
  parameters: own(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `Send a test to ${CRM_HOOKS}` }));
    await expect(await canvas.findByText('Test received: answered 204 in 182 ms')).toBeInTheDocument();
  },
};

/** A test the directory did not receive: why, in words. */
export const TestNotReceived: Story = {
  parameters: own(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `Send a test to ${DIRECTORY_HOOKS}` }));
    await expect(await canvas.findByText('Test not received: timed out after 15 seconds')).toBeInTheDocument();
  },
};

/** "Add endpoint" with nothing given: each field says what is missing. */
export const AddFormErrors: Story = {
  parameters: own(),
  play: async ({ canvasElement }) => {
    const form = await openAddForm(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Add endpoint' }));
    await expect(await form.findByText("Enter the endpoint's address.")).toBeInTheDocument();
    await expect(form.getByText('Choose at least one form.')).toBeInTheDocument();
  },
};

/** The server refuses where the address leads: its words under the field. */
export const AddRefusedByServer: Story = {
  parameters: own(),
  play: async ({ canvasElement }) => {
    const form = await openAddForm(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: 'Address' }), 'https://localhost/hooks');
    await userEvent.click(form.getByRole('checkbox', { name: 'Preferred contact' }));
    await userEvent.click(form.getByRole('button', { name: 'Add endpoint' }));
    await expect(await form.findByText(/^"localhost" leads inside the plan’s own network/)).toBeInTheDocument();
  },
};

/** Added: its secret shown this once, to copy, until "Done". */
export const SecretShownOnce: Story = {
  parameters: own(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await openAddForm(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: 'Address' }), 'https://forms-archive.sunrisehealth.example/hooks');
    await userEvent.click(form.getByRole('checkbox', { name: 'TGI survey' }));
    await userEvent.click(form.getByRole('button', { name: 'Add endpoint' }));
    await expect(await canvas.findByText('Copy this secret now: it is shown only this once.')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Signing secret for https://forms-archive.sunrisehealth.example/hooks' })).toHaveValue(SAMPLE_SECRETS[0]);
    await expect(canvas.getByRole('button', { name: 'Done' })).toBeInTheDocument();
  },
};

/** A new secret asked: what the receiver must do, and within what time. */
export const NewSecretConfirm: Story = {
  parameters: own(),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: `New secret for ${DIRECTORY_HOOKS}` }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Make a new secret?' });
    await expect(dialog).toHaveTextContent("The endpoint's receiver must switch to the new secret within 24 hours; until then both sign each message.");
  },
};

/** A removal asked: what stops, and that it cannot be undone. */
export const RemoveConfirm: Story = {
  parameters: own(),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: `Remove ${ARCHIVE_HOOKS}` }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Remove the endpoint?' });
    await expect(dialog).toHaveTextContent(`Stop delivering to ${ARCHIVE_HOOKS}? Its deliveries not yet made are cancelled. This cannot be undone.`);
    await expect(within(dialog).getByRole('button', { name: 'Remove endpoint' })).toBeInTheDocument();
  },
};

/** Two failed deliveries ticked, ready to be sent again. */
export const Selection: Story = {
  parameters: own(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Select delivery 47' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select delivery 44' }));
    await expect(canvas.getByRole('checkbox', { name: 'Select delivery 47' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Select delivery 45' })).not.toBeChecked();
  },
};

/** "Retry selected" with none ticked: said, and focus on the first box. */
export const NoneSelected: Story = {
  parameters: own(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Retry selected' }));
    await expect(await canvas.findByText('Select the deliveries to send again.')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: 'Select delivery 47' })).toHaveFocus());
  },
};

/** Two ticked and sent again: a status says how many, and the list is loaded afresh. */
export const RetryDone: Story = {
  parameters: own(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Select delivery 47' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select delivery 45' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Retry selected' }));
    await expect(await canvas.findByText('2 deliveries will be sent again now.')).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole('checkbox', { name: 'Select delivery 47' })).not.toBeInTheDocument());
  },
};

/** Every failed delivery, asked first. */
export const RetryAllConfirm: Story = {
  parameters: own(),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Retry all failed' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Send every failed delivery again?' });
    await expect(dialog).toHaveTextContent('Send all 7 failed deliveries again now?');
  },
};

/** Nothing has failed. */
export const NoFailedDeliveries: Story = {
  parameters: staffStory({ route: '/staff/deliveries', role: 'admin', scenario: staffNoFailedDeliveries }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No delivery has failed.')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Retry all failed' })).not.toBeInTheDocument();
  },
};

/** A manager who opens the address: no link to it, and the page says the role does not allow it. */
export const RefusedForManager: Story = {
  parameters: staffStory({ route: '/staff/deliveries', role: 'manager' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your role does not allow this page.')).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Deliveries' })).not.toBeInTheDocument();
  },
};
