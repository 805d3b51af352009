// Every state of the page the link in the contact form's email opens (issue 36): the button that confirms, and each
// result the server draws after it, each announced and ending with how to reach the plan.
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, waitFor, within } from 'storybook/test';
import type { PreloadedState } from '../../../src/app/store';
import type { EmailConfirmationOutcome } from '../../../src/domain/contactConfirmation';
import { DEMO_PORTAL_CONFIG } from '../../../src/domain/portalConfig';
import ConfirmEmailPage from '../../../src/features/contact/ConfirmEmailPage';

type Canvas = ReturnType<typeof within>;

const PLAN = DEMO_PORTAL_CONFIG.planName;
const TITLE = 'Confirm your email address';
const BUTTON = 'Confirm my email address';
const REFERENCE = 'PMC-7KQ4MXDN';
const AWAITING_MOBILE =
  'We are also waiting for you to confirm your mobile number: reply YES to the text message we sent you. Until then, we keep contacting you as before.';
const FORM_AGAIN = 'fill in the preferred contact form again';

/** The page as the server drew it with this outcome. */
function drawnWith(outcome: EmailConfirmationOutcome): { store: PreloadedState } {
  return { store: { emailConfirmation: { outcome } } };
}

/** The result the page arrives with: a region named by its heading, focused so a screen reader says it first. */
async function expectResult(canvas: Canvas, heading: string): Promise<HTMLElement> {
  await expect(canvas.getByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument();
  const region = canvas.getByRole('region', { name: heading });
  await expect(within(region).getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
  await waitFor(() => expect(region).toHaveFocus());
  await expect(canvas.queryByRole('button', { name: BUTTON })).not.toBeInTheDocument();
  await expect(canvas.getByRole('region', { name: 'Contact us' })).toBeInTheDocument();
  return region;
}

const meta = {
  title: 'Features/Contact/ConfirmEmailPage',
  component: ConfirmEmailPage,
  parameters: { route: '/confirmemail' },
} satisfies Meta<typeof ConfirmEmailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link was opened: nothing is confirmed until the member selects the button, which posts the link's token. */
export const Ready: Story = {
  parameters: { route: '/confirmemail?token=Xb7kQ2pLm9', ...drawnWith({ step: 'ready' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument();
    await expect(canvas.getByText(`Select Confirm my email address to confirm that ${PLAN} may email you at this address.`)).toBeInTheDocument();
    const form = canvas.getByRole('form', { name: TITLE });
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/confirmemail');
    await expect(form.querySelector('input[type="hidden"][name="token"]')).toHaveValue('Xb7kQ2pLm9');
    await expect(within(form).getByRole('button', { name: BUTTON })).toHaveAttribute('type', 'submit');
    await expect(canvas.getByRole('region', { name: 'Contact us' })).toBeInTheDocument();
  },
};

/** Confirmed, and nothing else awaited: the new choices took effect. */
export const Confirmed: Story = {
  parameters: drawnWith({ step: 'confirmed', reference: REFERENCE, awaiting: [] }),
  play: async ({ canvasElement }) => {
    const region = await expectResult(within(canvasElement), 'Your email address is confirmed.');
    await expect(region).toHaveTextContent(`Your contact choices are now up to date. Reference: ${REFERENCE}.`);
  },
};

/** Confirmed, but the new mobile number still waits for the member's YES. */
export const ConfirmedAwaitingMobile: Story = {
  parameters: drawnWith({ step: 'confirmed', reference: REFERENCE, awaiting: ['mobile'] }),
  play: async ({ canvasElement }) => {
    const region = await expectResult(within(canvasElement), 'Your email address is confirmed.');
    await expect(within(region).getByText(AWAITING_MOBILE)).toBeInTheDocument();
    await expect(within(region).getByText(`Reference: ${REFERENCE}.`)).toBeInTheDocument();
  },
};

/** The button was selected before, from this link (the mobile number still awaited). */
export const AlreadyUsed: Story = {
  parameters: drawnWith({ step: 'alreadyUsed', reference: REFERENCE, awaiting: ['mobile'] }),
  play: async ({ canvasElement }) => {
    const region = await expectResult(within(canvasElement), 'This link has already been used');
    await expect(within(region).getByText(AWAITING_MOBILE)).toBeInTheDocument();
  },
};

/** Older than the 7 days a link works: the way back to the form. */
export const Expired: Story = {
  parameters: drawnWith({ step: 'expired' }),
  play: async ({ canvasElement }) => {
    const region = await expectResult(within(canvasElement), 'This link has expired');
    await expect(region).toHaveTextContent('Links work for 7 days. To confirm your email address, fill in the preferred contact form again.');
    await expect(within(region).getByRole('link', { name: FORM_AGAIN })).toHaveAttribute('href', '/preferredcontact');
  },
};

/** The member sent the form again since: the latest email's link is the one that counts. */
export const Superseded: Story = {
  parameters: drawnWith({ step: 'superseded' }),
  play: async ({ canvasElement }) => {
    const region = await expectResult(within(canvasElement), 'This request was replaced');
    await expect(region).toHaveTextContent('You sent the preferred contact form again after this one. Use the link in the most recent email we sent you.');
  },
};

/** No such link: mistyped, cut short, or gone. */
export const NotFound: Story = {
  parameters: drawnWith({ step: 'notFound' }),
  play: async ({ canvasElement }) => {
    const region = await expectResult(within(canvasElement), 'This link is not valid');
    await expect(region).toHaveTextContent(
      'Check that you copied the whole link from the email. If it still does not work, fill in the preferred contact form again.',
    );
    await expect(within(region).getByRole('link', { name: FORM_AGAIN })).toHaveAttribute('href', '/preferredcontact');
  },
};
