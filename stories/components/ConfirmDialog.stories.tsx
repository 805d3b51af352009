// ConfirmDialog open with the attestation's NPI question: focus on No, Yes and No report back, Escape means No.
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmDialog } from '../../src/components/ConfirmDialog';
import { NPI_NOT_FOUND_CONFIRM } from '../../src/domain/messages';

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  args: { open: true, ...NPI_NOT_FOUND_CONFIRM, onOk: fn(), onCancel: fn() },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    // antd renders the dialog in a portal at the end of the body, outside the story's canvas.
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: NPI_NOT_FOUND_CONFIRM.title });
    await expect(dialog).toHaveAccessibleDescription(NPI_NOT_FOUND_CONFIRM.message);
    await waitFor(() => expect(page.getByRole('button', { name: NPI_NOT_FOUND_CONFIRM.cancelLabel })).toHaveFocus());

    await userEvent.click(page.getByRole('button', { name: NPI_NOT_FOUND_CONFIRM.okLabel }));
    await expect(args.onOk).toHaveBeenCalledTimes(1);

    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).not.toBeInTheDocument();
  },
};
