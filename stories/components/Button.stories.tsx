// Button: the portal's own button, drawn as antd's large Button: the primary action, an outlined one, one with an icon,
// and one that is off.
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import PrinterOutlined from '@ant-design/icons-svg/es/asn/PrinterOutlined';
import { Button } from '../../src/components/Button';
import { SvgIcon } from '../../src/components/SvgIcon';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Fill in a new form', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The one main action of a view: filled in the primary colour. Enter and Space press it, as a click does. */
export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Fill in a new form' });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};

/** Any other action: outlined. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Fill in a new form' })).toHaveClass('portal-button--default');
  },
};

/** With an icon before its words: the icon is decoration, so the button's name is its words alone. */
export const WithIcon: Story = {
  args: { children: 'Print or save a copy', icon: <SvgIcon icon={PrinterOutlined} /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Print or save a copy' })).toBeInTheDocument();
  },
};

/** Off: greyed, and a press does nothing. */
export const Disabled: Story = {
  args: { variant: 'primary', disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Fill in a new form' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
