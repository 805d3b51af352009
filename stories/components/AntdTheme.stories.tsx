// AntdTheme: the portal's antd theme, in antd's zero-runtime mode, around the part drawn with antd (the confirm
// dialog); the shell and the forms around it are plain markup and do not load antd.
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { Button, theme } from 'antd';
import { AntdTheme } from '../../src/components/AntdTheme';
import { portalColors } from '../../src/theme/theme';

/** Shows the tokens the theme hands to antd components, so the story can prove which theme is in force. */
function ThemeTokens() {
  const { token } = theme.useToken();
  return (
    <dl>
      <dt>Primary</dt>
      <dd data-testid="primary">{token.colorPrimary}</dd>
      <dt>Error</dt>
      <dd data-testid="error">{token.colorError}</dd>
    </dl>
  );
}

const meta = {
  title: 'Components/AntdTheme',
  component: AntdTheme,
  args: {
    children: (
      <>
        <Button type="primary" size="large">
          Submit
        </Button>
        <ThemeTokens />
      </>
    ),
  },
} satisfies Meta<typeof AntdTheme>;

export default meta;
type Story = StoryObj<typeof meta>;

/** antd components inside take the portal's palette, whose contrast is tested, not antd's default blue and red. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    await expect(canvas.getByTestId('primary')).toHaveTextContent(portalColors.primary);
    await expect(canvas.getByTestId('error')).toHaveTextContent(portalColors.error);
  },
};
