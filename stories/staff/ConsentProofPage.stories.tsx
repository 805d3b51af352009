// A consent's proof in the staff console (issue 38): with the texting terms exactly as stored, without them (a version
// the server never recorded), and a reference with no consent. On the mock staff API (mocks/staffHandlers.ts).
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { StaffApp } from '../../src/staff/StaffApp';
import { SAMPLE_TERMS_TEXT } from '../../mocks/staffConsentData';
import { staffStory, withStaffConsole } from './staffStoryFrame';

const meta = {
  title: 'Staff console/Proof of consent',
  component: StaffApp,
  decorators: [withStaffConsole],
  parameters: staffStory({ route: '/staff/consent/proof/PMC-4WXN8TLE', role: 'viewer' }),
} satisfies Meta<typeof StaffApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everything kept of the consent, the evidence, and the terms the member read, line breaks and all; ready to print. */
export const WithTerms: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Proof of consent PMC-4WXN8TLE' })).toBeInTheDocument();
    const terms = await canvas.findByRole('region', { name: 'Texting terms the member agreed to' });
    await expect(terms.querySelector('.staff-proof__terms')?.textContent).toBe(SAMPLE_TERMS_TEXT);
    const evidence = canvas.getByRole('region', { name: 'Evidence' });
    await expect(within(evidence).getByText('203.0.113.77')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Print proof' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Back to member consent' })).toHaveAttribute('href', '/staff/consent');
  },
};

/** The terms' version was never recorded by the server: a warning says only its SHA-256 proves it; no IP or browser kept. */
export const TermsNeverRecorded: Story = {
  parameters: staffStory({ route: '/staff/consent/proof/PMC-2BR7YC4H', role: 'viewer' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const terms = await canvas.findByRole('region', { name: 'Texting terms the member agreed to' });
    await expect(within(terms).getByRole('alert')).toHaveTextContent(
      'The text of version 2026-08-18-es in Spanish was never recorded by the server: only its SHA-256 proves it.',
    );
    await expect(within(canvas.getByRole('region', { name: 'Evidence' })).getAllByText('Not kept (the plan does not keep them)')).toHaveLength(2);
  },
};

/** A reference with no consent. */
export const NotFound: Story = {
  parameters: staffStory({ route: '/staff/consent/proof/PMC-NOTTHERE', role: 'viewer' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^There is no consent with this reference\./)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Print proof' })).not.toBeInTheDocument();
  },
};
