import styled from 'styled-components';
import { ButtonLink } from '../../ui/ButtonLink';
import { Entry } from './FaqTab';

const GUIDES = [
  {
    id: 'first-booking',
    title: 'Booking your first performer',
    summary: 'From search to showtime in six steps.',
    steps: [
      'Browse Talent: filter by city, state, genre and clean content. Sort by rating or price to shortlist acts.',
      'Open a profile to watch clips, read reviews and check the starting price and response time.',
      'Choose Make Offer and fill in the four steps: event details, venue, performance (length, fee, nights) and review. The review shows the booking fee for your plan and the total.',
      'Wait for the answer — usually 24-48 hours. The performer accepts, declines, or sends one counter-offer you can accept or decline.',
      'When the offer is accepted, pay into escrow on the secure checkout. A digital contract is created automatically.',
      'After payment you see the performer’s contact details. Confirm load-in times and tech needs; the money is released to the performer after the event.',
    ],
    action: { to: '/browse', label: 'Browse Talent' },
  },
  {
    id: 'tour-routing',
    title: 'Using tour routing',
    summary: 'Book touring acts when they are already nearby, and save on travel.',
    steps: [
      'Open Tour Routing and stay on Discover Routes. Enter your city and state, pick a genre and a window (7 to 90 days).',
      'Each opportunity shows a performer route passing near you, the distance, a suggested date and an estimated fee. HIGH MATCH means the date and detour fit well.',
      'Choose Express Interest to tell the performer’s team you would like a date on that route.',
      'Check Notifications for venues matched to routes; active ones have a Book Now button that starts an offer.',
      'Performers: use Interactive Map and Cost Analysis with your tour id to optimise the order of your stops and estimate travel, lodging and food against the fees you expect.',
    ],
    action: { to: '/tour-routing', label: 'Open Tour Routing' },
  },
] as const;

/** Step-by-step guides, each expandable in place. */
export function GuidesTab() {
  return (
    <Stack>
      <h2>Guides</h2>
      {GUIDES.map((guide) => (
        <Entry key={guide.id} id={guide.id}>
          <summary>
            <span>
              {guide.title}
              <Summary>{guide.summary}</Summary>
            </span>
          </summary>
          <div>
            <Steps>
              {guide.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </Steps>
            <ButtonLink to={guide.action.to} $size="sm">
              {guide.action.label}
            </ButtonLink>
          </div>
        </Entry>
      ))}
    </Stack>
  );
}

const Stack = styled.div`
  display: grid;
  gap: 12px;

  h2 {
    font-size: 1.375rem;
    font-weight: 800;
  }
`;

const Summary = styled.span`
  display: block;
  color: var(--hl-color-text-muted);
  font-weight: 400;
`;

const Steps = styled.ol`
  display: grid;
  gap: 10px;
  margin: 0 0 16px;
  padding-left: 22px;
  color: var(--hl-color-text);
`;
