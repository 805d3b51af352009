// The confirm dialog as state (docs/conventions.md): titled Confirm, with Yes and No, as the attestation's NPI check opens it.
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, waitFor, within } from 'storybook/test';
import { ConfirmDialogHost } from '../../src/app/ConfirmDialogHost';
import type { PreloadedState } from '../../src/app/store';
import { NPI_NOT_FOUND_CONFIRM } from '../../src/domain/messages';

const meta = {
  title: 'App/ConfirmDialogHost',
  component: ConfirmDialogHost,
} satisfies Meta<typeof ConfirmDialogHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open with the attestation's question; the safe answer, No, has the focus. */
export const Open: Story = {
  parameters: { store: { app: { confirm: { ...NPI_NOT_FOUND_CONFIRM, open: true } } } satisfies PreloadedState },
  play: async ({ canvasElement }) => {
    // antd renders the dialog in a portal on the page's body, outside the story's canvas.
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Confirm' });
    await expect(dialog).toHaveTextContent('NPI you entered is not valid, do you still want to submit?');
    await expect(within(dialog).getByRole('button', { name: 'Yes' })).toBeInTheDocument();
    const no = within(dialog).getByRole('button', { name: 'No' });
    await waitFor(() => expect(no).toHaveFocus());
  },
};
