import { composeStories } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { themePackIds } from 'theme-packs';
import { afterEach, describe, expect, it } from 'vitest';
import preview from '../.storybook/preview';
import * as availabilityStories from '../src/Availability.stories';
import * as browseStories from '../src/Browse.stories';
import * as filtersSheetStories from '../src/FiltersSheet.stories';
import * as layeringStories from '../src/Layering.stories';
import * as logoStories from '../src/Logo.stories';
import * as mediaStories from '../src/Media.stories';
import * as performerCardStories from '../src/PerformerCard.stories';
import * as reviewStories from '../src/Reviews.stories';
import * as wizardStories from '../src/OfferWizard.stories';

/** Every story with a play function is an interaction test; CI runs them here. */
const suites = {
  Browse: composeStories(browseStories, preview),
  'Performer card': composeStories(performerCardStories, preview),
  'Filters sheet': composeStories(filtersSheetStories, preview),
  Layering: composeStories(layeringStories, preview),
  'Photo gallery': composeStories(mediaStories, preview),
  'Offer wizard': composeStories(wizardStories, preview),
  Reviews: composeStories(reviewStories, preview),
  Availability: composeStories(availabilityStories, preview),
  'Logo and favicon': composeStories(logoStories, preview),
};

afterEach(cleanup);

for (const [title, module] of Object.entries({ 'Photo gallery': mediaStories, 'Logo and favicon': logoStories })) {
  describe(`${title} stories`, () => {
    it('cover every theme pack', () => {
      const packs = Object.values(module).flatMap((story) =>
        typeof story === 'object' && 'globals' in story ? [story.globals?.themePack] : [],
      );
      expect(packs.sort()).toEqual([...themePackIds].sort());
    });
  });
}

for (const [title, stories] of Object.entries(suites)) {
  describe(title, () => {
    for (const [name, Story] of Object.entries(stories)) {
      it(`${name} renders and passes its play function`, async () => {
        await Story.run();
      });
    }
  });
}
