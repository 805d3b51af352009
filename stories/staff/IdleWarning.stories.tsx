// The staff console's timeout warning (issue 37, the GOV.UK pattern), open over the inbox: the idle end two minutes away,
// and the absolute end of the session, which "Continue" cannot move.
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, waitFor, within } from 'storybook/test';
import { StaffApp } from '../../src/staff/StaffApp';
import { staffStory, withStaffConsole } from './staffStoryFrame';

const meta = {
  title: 'Staff console/Timeout warning',
  component: StaffApp,
  decorators: [withStaffConsole],
  // Under two minutes from the idle end, as after 13 minutes without a request: the warning opens at once.
  parameters: staffStory({ route: '/staff/forms/contact', idleEndsInMs: 110_000 }),
} satisfies Meta<typeof StaffApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Stay signed in" or "Sign out"; the minutes said as they change, the seconds shown. */
export const IdleWarningOpen: Story = {
  play: async ({ canvasElement }) => {
    // antd draws the dialog outside the story's root, on the page's body.
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'You will be signed out soon' });
    await expect(dialog).toHaveAccessibleDescription(
      'You have been inactive for 13 minutes. To protect the records you can see, you will be signed out in 2 minutes.',
    );
    await expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual(['Stay signed in', 'Sign out']);
    await waitFor(() => expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement));
  },
};

/** Eight hours after sign-in the session ends whatever happens: the warning says when, and offers to carry on until then. */
export const AbsoluteEndWarning: Story = {
  parameters: staffStory({ route: '/staff/forms/contact', absoluteEndsInMs: 100_000 }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'You will be signed out soon' });
    await expect(within(dialog).getByText(/^Your session ends at \d\d:\d\d; you will need to sign in again\.$/)).toBeInTheDocument();
    await expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual(['Sign out', 'Continue']);
  },
};
