import { composeStories } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, it } from 'vitest';
import preview from '../.storybook/preview';
import * as availabilityStories from '../src/Availability.stories';
import * as browseStories from '../src/Browse.stories';
import * as filtersSheetStories from '../src/FiltersSheet.stories';
import * as layeringStories from '../src/Layering.stories';
import * as performerCardStories from '../src/PerformerCard.stories';
import * as reviewStories from '../src/Reviews.stories';
import * as wizardStories from '../src/OfferWizard.stories';

/** Every story with a play function is an interaction test; CI runs them here. */
const suites = {
  Browse: composeStories(browseStories, preview),
  'Performer card': composeStories(performerCardStories, preview),
  'Filters sheet': composeStories(filtersSheetStories, preview),
  Layering: composeStories(layeringStories, preview),
  'Offer wizard': composeStories(wizardStories, preview),
  Reviews: composeStories(reviewStories, preview),
  Availability: composeStories(availabilityStories, preview),
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
