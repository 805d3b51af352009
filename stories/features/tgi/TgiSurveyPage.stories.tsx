// The TGI survey screen as it stands before its form lands: the page heading only.
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import TgiSurveyPage from '../../../src/features/tgi/TgiSurveyPage';

const meta = {
  title: 'Features/TGI/TgiSurveyPage',
  component: TgiSurveyPage,
  parameters: { route: '/tgisurvey' },
} satisfies Meta<typeof TgiSurveyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HeadingOnly: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'TGI Inclusive Care Act: Gender-Affirming Services Survey' }),
    ).toBeInTheDocument();
  },
};
