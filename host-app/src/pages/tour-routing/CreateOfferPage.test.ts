// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CreateOfferPage from '../CreateOfferPage';
import { PERFORMER_ID } from './testing/fixtures';

const wizardProps = vi.hoisted(() => [] as Record<string, unknown>[]);

vi.mock('../../usePageTitle', () => ({ usePageTitle: () => undefined }));
vi.mock('widgets/offer-wizard', () => ({
  OfferWizardWidget: (props: Record<string, unknown>) => {
    wizardProps.push(props);
    return null;
  },
}));

function visit(url: string) {
  return render(
    createElement(
      MemoryRouter,
      { initialEntries: [url] },
      createElement(
        Routes,
        null,
        createElement(Route, { path: '/create-offer', element: createElement(CreateOfferPage) }),
        createElement(Route, { path: '/browse', element: createElement('p', null, 'browse page') }),
      ),
    ),
  );
}

afterEach(() => {
  cleanup();
  wizardProps.length = 0;
});

describe('CreateOfferPage', () => {
  it('passes the optional query parameters to the wizard as its prefill', () => {
    visit(
      `/create-offer?performerId=${PERFORMER_ID}&eventDate=2026-03-06&venueName=The%20Laugh%20Barn&venueCity=Waco&venueState=TX&offerAmount=75100&eventName=Spring%20Run`,
    );
    expect(wizardProps.at(-1)).toMatchObject({
      performerId: PERFORMER_ID,
      headingLevel: 1,
      prefill: {
        eventName: 'Spring Run',
        eventDate: '2026-03-06',
        venueName: 'The Laugh Barn',
        venueCity: 'Waco',
        venueState: 'TX',
        offerAmount: 75_100,
      },
    });
  });

  it('gives an empty prefill with only a performer', () => {
    visit(`/create-offer?performerId=${PERFORMER_ID}`);
    expect(wizardProps.at(-1)).toMatchObject({ performerId: PERFORMER_ID, prefill: {} });
  });

  it('still sends a visit without a performer to /browse', () => {
    visit('/create-offer?venueName=Club');
    expect(screen.getByText('browse page')).toBeTruthy();
    expect(wizardProps).toHaveLength(0);
  });
});
