import { composeStories } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, it } from 'vitest';
import preview from '../.storybook/preview';
import * as browseStories from '../src/Browse.stories';
import * as wizardStories from '../src/OfferWizard.stories';

/** Every story with a play function is an interaction test; CI runs them here. */
const suites = {
  Browse: composeStories(browseStories, preview),
  'Offer wizard': composeStories(wizardStories, preview),
};

afterEach(cleanup);

for (const [title, stories] of Object.entries(suites)) {
  describe(title, () => {
    for (const [name, Story] of Object.entries(stories)) {
      it(`${name} renders and passes its play function`, async () => {
        await Story.run();
      });
    }
  });
}
