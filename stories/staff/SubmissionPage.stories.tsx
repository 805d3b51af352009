// One submission in the staff console (issue 37): a consent with its evidence, an attestation sent without scripts
// whose delivery failed at one endpoint, and a reference the form does not have.
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { StaffApp } from '../../src/staff/StaffApp';
import { staffStory, withStaffConsole } from './staffStoryFrame';

const meta = {
  title: 'Staff console/Submission',
  component: StaffApp,
  decorators: [withStaffConsole],
  parameters: staffStory({ route: '/staff/forms/contact/PMC-7KQ4MXDN?language=en' }),
} satisfies Meta<typeof StaffApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A preferred-contact consent: every field under its label, its delivery, and the evidence of the terms shown. */
export const ContactWithEvidence: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Submission PMC-7KQ4MXDN' })).toBeInTheDocument();
    const evidence = await canvas.findByRole('region', { name: 'Evidence' });
    await expect(within(evidence).getByText('en-2026-09')).toBeInTheDocument();
    await expect(canvas.getByText('SHP40718263')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Back to the inbox' })).toHaveAttribute('href', '/staff/forms/contact?language=en');
  },
};

/** A training attestation posted without scripts: one endpoint delivered, one failed after five attempts. */
export const Attestation: Story = {
  parameters: staffStory({ route: '/staff/forms/attestation/ATT-N3HC9TWE' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const delivery = await canvas.findByRole('region', { name: 'Delivery' });
    await expect(within(delivery).getByRole('row', { name: /providers\.sunrisehealth/ })).toHaveTextContent('Failed');
    await expect(canvas.getByText('A plain HTML form (without scripts)')).toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'Evidence' })).not.toBeInTheDocument();
  },
};

/** A reference the form has no submission for. */
export const NotFound: Story = {
  parameters: staffStory({ route: '/staff/forms/contact/PMC-NOTTHERE' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Submission not found' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Back to the inbox' })).toHaveAttribute('href', '/staff/forms/contact');
  },
};
