// The changed survey answers in the staff console (issue 38): the waiting list (as a manager and as a viewer reads it),
// the reviewed list, the "Review" dialog through each answer the server can give, empty lists and a failed load. On the
// mock staff API (mocks/staffAnswerChangeHandlers.ts); a story that saves has a set of its own.
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StaffApp } from '../../src/staff/StaffApp';
import { staffAnswerChangesEmpty, staffAnswerChangesFail500, staffAnswerReviewConflict } from '../../mocks/staffAnswerChangeHandlers';
import { staffStory, withStaffConsole } from './staffStoryFrame';

const meta = {
  title: 'Staff console/Changed survey answers',
  component: StaffApp,
  decorators: [withStaffConsole],
  parameters: staffStory({ route: '/staff/answer-changes', role: 'manager' }),
} satisfies Meta<typeof StaffApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the dialog of a change; antd draws it outside the story's root, on the page's body. */
async function openReview(canvasElement: HTMLElement, reference: string) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: `Review ${reference}` }));
  return within(canvasElement.ownerDocument.body).findByRole('dialog', { name: `Review ${reference}` });
}

/** Waiting for a review, newest first: each new answer beside the one it replaced, and a manager's "Review". */
export const Waiting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Changed survey answers' })).toBeInTheDocument();
    await expect(canvas.getByText(/^Reach the provider's office through the contact details the plan already holds/)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Waiting for review' })).toHaveAttribute('aria-current', 'page');
    await expect(await canvas.findByRole('heading', { level: 2, name: 'NPI 1234567893 · Grace Hopper' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
    await expect(canvas.getAllByRole('heading', { level: 3, name: 'New answer' })).toHaveLength(5);
    await expect(canvas.getByText('A later response has replaced it since.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Review TGI-9CXA4MQE' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  },
};

/** A viewer reads the same changes, with nothing to review. */
export const WaitingForViewer: Story = {
  parameters: staffStory({ route: '/staff/answer-changes', role: 'viewer' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'NPI 1234567893 · Grace Hopper' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Review/ })).not.toBeInTheDocument();
  },
};

/** Those reviewed: the outcome, by whom and when, the note with its line breaks, and the review's deliveries. */
export const Reviewed: Story = {
  parameters: staffStory({ route: '/staff/answer-changes?show=reviewed', role: 'manager' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Reviewed' })).toHaveAttribute('aria-current', 'page');
    await expect(await canvas.findByText('Confirmed with the provider')).toBeInTheDocument();
    await expect(canvas.getByText('Not confirmed: the provider did not send it')).toBeInTheDocument();
    await expect(canvas.getByText(/Failed after 8 attempts \(last answer 503\)/)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Review/ })).not.toBeInTheDocument();
  },
};

/** The dialog open: what the office said (two outcomes) and a note with its count. */
export const ReviewDialog: Story = {
  parameters: staffStory({ route: '/staff/answer-changes', role: 'manager' }),
  play: async ({ canvasElement }) => {
    const dialog = await openReview(canvasElement, 'TGI-9CXA4MQE');
    await expect(within(dialog).getByRole('group', { name: "What did the provider's office say?" })).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Called the credentialing number.');
    await expect(dialog).toHaveTextContent('32 / 1000');
  },
};

/** Save with no outcome chosen: the dialog asks for one, and focus goes to it. */
export const ReviewWithoutOutcome: Story = {
  parameters: staffStory({ route: '/staff/answer-changes', role: 'manager' }),
  play: async ({ canvasElement }) => {
    const dialog = await openReview(canvasElement, 'TGI-H6TJ3PXF');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByText("Choose what the provider's office said.")).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: 'Confirmed with the provider' })).toHaveFocus());
  },
};

/** Saved: the change leaves the waiting list, and a status says so. */
export const ReviewSaved: Story = {
  parameters: staffStory({ route: '/staff/answer-changes', role: 'manager' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openReview(canvasElement, 'TGI-P4WN7DXC');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Not confirmed: the provider did not send it' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('TGI-P4WN7DXC marked not confirmed.')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Review TGI-P4WN7DXC' })).not.toBeInTheDocument();
  },
};

/** Someone else reviewed it first (409): the server's words, in the dialog. */
export const AlreadyReviewed: Story = {
  parameters: staffStory({ route: '/staff/answer-changes', role: 'manager', scenario: staffAnswerReviewConflict }),
  play: async ({ canvasElement }) => {
    const dialog = await openReview(canvasElement, 'TGI-K3MD9QWA');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Confirmed with the provider' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByText('TGI-K3MD9QWA was reviewed already.')).toBeInTheDocument();
  },
};

/** Nothing waits for a review. */
export const WaitingEmpty: Story = {
  parameters: staffStory({ route: '/staff/answer-changes', role: 'manager', scenario: staffAnswerChangesEmpty }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No changed answer is waiting for review.')).toBeInTheDocument();
  },
};

/** Nothing reviewed yet. */
export const ReviewedEmpty: Story = {
  parameters: staffStory({ route: '/staff/answer-changes?show=reviewed', role: 'manager', scenario: staffAnswerChangesEmpty }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No changed answer has been reviewed yet.')).toBeInTheDocument();
  },
};

/** The list failed to load: what failed, and "Try again". */
export const LoadFailed: Story = {
  parameters: staffStory({ route: '/staff/answer-changes', role: 'manager', scenario: staffAnswerChangesFail500 }),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Loading the changed answers failed');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};
