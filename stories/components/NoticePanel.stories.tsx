// NoticePanel: the boxed notice at the top of a form that the error summary and the failure notice are built on.
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import { SvgIcon } from '../../src/components/SvgIcon';
import { NoticePanel } from '../../src/components/NoticePanel';

const meta = {
  title: 'Components/NoticePanel',
  component: NoticePanel,
  args: {
    title: 'System Error!',
    icon: <SvgIcon icon={ExclamationCircleFilled} />,
    children: <p className="notice-panel__text">Sorry, we are unable to process your request at the moment. Please try again later.</p>,
  },
} satisfies Meta<typeof NoticePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A region named by its heading, focusable so a page can move the person to it; the icon is for the eye only. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('region', { name: 'System Error!' });
    await expect(panel).toHaveAttribute('tabindex', '-1');
    await expect(within(panel).getByRole('heading', { level: 2, name: 'System Error!' })).toBeInTheDocument();
    await expect(within(panel).getByText(/^Sorry, we are unable/)).toBeInTheDocument();
  },
};
