// SvgIcon: an Ant Design icon as plain inline SVG, sized and coloured by the text around it; decoration only.
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect } from 'storybook/test';
import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import HomeOutlined from '@ant-design/icons-svg/es/asn/HomeOutlined';
import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import { SvgIcon } from '../../src/components/SvgIcon';

const meta = {
  title: 'Components/SvgIcon',
  component: SvgIcon,
  args: { icon: CheckCircleFilled },
  render: (args) => (
    <p style={{ fontSize: 24, color: 'var(--portal-success)' }}>
      <SvgIcon {...args} /> Saved
    </p>
  ),
} satisfies Meta<typeof SvgIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The icon takes the text's size (1em) and colour (currentColor) and is hidden from screen readers: the word says it. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const icon = canvasElement.querySelector('.portal-icon');
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    const svg = icon?.querySelector('svg');
    await expect(svg).toHaveAttribute('width', '1em');
    await expect(svg).toHaveAttribute('fill', 'currentColor');
    await expect(svg?.querySelector('path')).toHaveAttribute('d', expect.stringMatching(/^M/));
  },
};

/** An outlined icon: its path data, not a font or an image. */
export const Outlined: Story = {
  args: { icon: HomeOutlined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('viewBox', '64 64 896 896');
  },
};

/** A working indicator turns (and stands still under prefers-reduced-motion, by shell.css). */
export const Spinning: Story = {
  args: { icon: LoadingOutlined, spin: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.portal-icon')).toHaveClass('portal-icon--spin');
  },
};
