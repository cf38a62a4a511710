import { useState } from 'react';
import styled from 'styled-components';
import { Tabs, mediaUp } from 'widgets/ui';
import { ButtonLink } from '../ui/ButtonLink';
import { Container } from '../ui/layout';
import { usePageTitle } from '../usePageTitle';
import { PageBody, PageHeader } from './content/PageHeader';
import { TierData } from './content/TierData';
import { formatPercent } from '../format/money';

type Journey = 'buyers' | 'performers';

interface Stage {
  title: string;
  text: string;
}

const BUYER_STAGES = (guestName: string, guestApproval: boolean): Stage[] => [
  {
    title: 'Make an offer',
    text: 'Pick a vetted performer and send an offer with your event, venue, set length and fee. The review step shows your booking fee and total before you send.',
  },
  ...(guestApproval
    ? [
        {
          title: `Approval for ${guestName} accounts`,
          text: `On the ${guestName} plan our team checks your offer first, usually within 1-2 business hours. Paid plans skip this step.`,
        },
      ]
    : []),
  {
    title: 'The performer answers',
    text: 'The performer has 48 hours to accept, decline or send one counter-offer. You then have 48 hours to accept or decline a counter-offer.',
  },
  {
    title: 'Pay into escrow',
    text: 'Once accepted, you have 72 hours to pay on the secure checkout. The money is held in escrow, not paid to the performer yet, and a digital contract is created.',
  },
  {
    title: 'Contact details are released',
    text: 'As soon as you have paid you see the performer’s e-mail and phone. Before that, contact details are hidden and scrubbed from notes on both sides.',
  },
  {
    title: 'Enjoy the show',
    text: 'The performer does the show. If plans change, cancellation refunds follow the bands in our Terms.',
  },
  {
    title: 'Payout',
    text: 'After the event the escrow is released to the performer automatically. You don’t need to do anything.',
  },
];

const PERFORMER_STAGES = (commission: string): Stage[] => [
  {
    title: 'Receive an offer',
    text: 'Offers arrive in Incoming Offers and by notification, with the event, venue, set length and fee.',
  },
  {
    title: 'Accept, counter once, or decline',
    text: 'Answer within 48 hours. You can send one counter-offer with a new amount; the buyer then accepts or declines it.',
  },
  {
    title: 'The buyer pays into escrow',
    text: 'Accepted offers are paid into escrow within 72 hours, so the money is secured before you travel.',
  },
  {
    title: 'Contact details are released',
    text: 'You see the buyer’s and venue’s contact details from the Monday of the week before the event, once the booking is paid.',
  },
  { title: 'Perform', text: 'Do the show. Tour routing can fill the dates around it with venues on your way.' },
  {
    title: 'Get paid',
    text: `After the event the escrow is released to your payout account automatically, minus ${commission} commission.`,
  },
];

export default function HowItWorksPage() {
  usePageTitle('How It Works');
  const [journey, setJourney] = useState<Journey>('buyers');
  return (
    <>
      <PageHeader
        eyebrow="How it works"
        title="From offer to payout"
        lead="Every booking follows the same protected path: offer, acceptance, escrow payment, contact release, the show, and payout."
      />
      <PageBody>
        <Container>
          <TierData what="booking rules">
            {(tiers) => {
              const guest = tiers.buyerTiers.find((tier) => tier.tier === 'GUEST');
              const basic = tiers.performerTiers.find((tier) => tier.tier === 'basic');
              return (
                <Tabs<Journey>
                  label="Journeys"
                  selected={journey}
                  onSelect={setJourney}
                  items={[
                    {
                      id: 'buyers',
                      label: 'For buyers',
                      panel: (
                        <Timeline
                          title="Booking a performer"
                          stages={BUYER_STAGES(guest?.name ?? 'Guest', guest?.adminApprovalRequired ?? false)}
                          action={{ to: '/browse', label: 'Browse Talent' }}
                        />
                      ),
                    },
                    {
                      id: 'performers',
                      label: 'For performers',
                      panel: (
                        <Timeline
                          title="Getting booked"
                          stages={PERFORMER_STAGES(basic ? `your ${formatPercent(basic.commissionRate)}` : 'your')}
                          action={{ to: '/for-performers', label: 'Join as a Performer' }}
                        />
                      ),
                    },
                  ]}
                />
              );
            }}
          </TierData>
        </Container>
      </PageBody>
    </>
  );
}

function Timeline(props: { title: string; stages: Stage[]; action: { to: string; label: string } }) {
  return (
    <div>
      <h2>{props.title}</h2>
      <Steps>
        {props.stages.map((stage, index) => (
          <li key={stage.title}>
            <Dot aria-hidden="true">{index + 1}</Dot>
            <div>
              <h3>{stage.title}</h3>
              <p>{stage.text}</p>
            </div>
          </li>
        ))}
      </Steps>
      <ButtonLink to={props.action.to} $size="lg">
        {props.action.label}
      </ButtonLink>
    </div>
  );
}

const Steps = styled.ol`
  display: grid;
  gap: 0;
  margin: 20px 0 32px;
  padding: 0;
  list-style: none;

  li {
    position: relative;
    display: flex;
    gap: 16px;
    padding-bottom: 24px;
  }

  li:not(:last-child)::before {
    content: '';
    position: absolute;
    top: 40px;
    bottom: 0;
    left: 19px;
    width: 2px;
    background: var(--hl-color-border);
  }

  h3 {
    font-size: 1.125rem;
    font-weight: 800;
  }

  p {
    max-width: 65ch;
    color: var(--hl-color-text-muted);
  }

  ${mediaUp('md')} {
    h3 {
      font-size: 1.25rem;
    }
  }
`;

const Dot = styled.span`
  display: grid;
  flex: none;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: var(--hl-color-primary);
  color: var(--hl-color-on-primary);
  font-weight: 800;
`;
