// Runs every story of stories/ in jest: render, its play function, then axe (docs/conventions.md); then again in
// Spanish, drawn and checked with axe (the play functions speak English: they find controls by their English names).
// A story file added anywhere under stories/ is picked up without touching this file.
import fs from 'node:fs';
import path from 'node:path';
import { act, cleanup, render } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react-webpack5';
import type { Decorator, Meta, StoryFn } from '@storybook/react-webpack5';
import * as previewAnnotations from '../../.storybook/preview';
import { axeInAct } from '../../support/axe';
import { activateLanguage, i18n } from '../../src/core/i18n';
import { WithoutMotion } from '../../support/WithoutMotion';

// Outside the preview's decorators: no antd motion in jest (support/WithoutMotion.tsx says why).
const withoutMotion: Decorator = (Story) => (
  <WithoutMotion>
    <Story />
  </WithoutMotion>
);
setProjectAnnotations([previewAnnotations, { decorators: [withoutMotion] }]);

const storiesRoot = path.resolve(__dirname, '../../stories');

function storyFiles(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return storyFiles(full);
    return /\.stories\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

type StoryModule = { default: Meta } & Record<string, StoryFn>;

const files = storyFiles(storiesRoot);

it('finds the story files', () => {
  expect(files.length).toBeGreaterThan(0);
});

describe.each(files.map((file) => [path.relative(storiesRoot, file), file]))('%s', (_name, file) => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- stories are discovered at run time
  const storyModule = require(file) as StoryModule;
  const composed = Object.entries(composeStories(storyModule));

  it.each(composed)('%s renders, plays and has no axe violations', async (_storyName, Story) => {
    await Story.run();
    const results = await axeInAct();
    expect(results).toHaveNoViolations();
    cleanup();
  });

  const inSpanish = Object.entries(composeStories(storyModule, { initialGlobals: { language: 'es' } }));
  it.each(inSpanish)('%s renders in Spanish with no axe violations', async (_storyName, Story) => {
    try {
      await Story.load();
      // The toolbar's language reached the story: its loader activated the Spanish catalogs before it was drawn.
      expect(i18n.locale).toBe('es');
      const { container } = render(<Story />);
      const results = await axeInAct(container);
      expect(results).toHaveNoViolations();
    } finally {
      cleanup();
      await act(() => activateLanguage('en'));
    }
  });
});
