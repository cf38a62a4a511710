import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import type { PaymentVerification } from 'tenant-api/contract';
import { providerOfSession, withRetries } from 'widgets/api';
import { formatCents } from 'widgets/format';
import { formatVenueWallClock } from '../format/venueDates';
import { mediaUp } from 'widgets/ui';
import { api } from '../api';
import { ButtonLink } from '../ui/ButtonLink';
import { Container, Eyebrow, Lead } from '../ui/layout';
import { usePageTitle } from '../usePageTitle';
import { Actions, Facts, LoadingScreen, MessageScreen, Page, Panel } from './offers/PagePieces';

/** SPEC 2.12: the page the payment provider sends the buyer back to. */
export default function PaymentSuccessPage() {
  usePageTitle('Payment');
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  const provider = providerOfSession(sessionId);
  const verification = useQuery({
    queryKey: ['payment-verification', sessionId],
    queryFn: ({ signal }) => withRetries(() => api.verifyPayment(sessionId, signal), { signal }),
    enabled: provider !== null,
  });

  if (!sessionId) {
    return (
      <MessageScreen title="PAYMENT ERROR" text="No payment session found.">
        <ButtonLink to="/offers">View My Offers</ButtonLink>
      </MessageScreen>
    );
  }
  if (provider === null || verification.isError) {
    return (
      <MessageScreen
        title="PAYMENT VERIFICATION FAILED"
        text="Unable to verify your payment. Please contact support if this issue persists."
      >
        <ButtonLink to="/offers">View My Offers</ButtonLink>
        <ButtonLink to="/help" $variant="secondary">
          Contact Support
        </ButtonLink>
      </MessageScreen>
    );
  }
  if (verification.isPending) return <LoadingScreen label="Confirming your payment..." />;
  return <PaymentReceipt payment={verification.data} />;
}

const NEXT_STEPS = [
  {
    title: 'Get in touch',
    text: 'Contact the performer to settle set times, sound, parking and anything else for the night.',
  },
  { title: 'Enjoy the show', text: 'The performer arrives and performs at your event as agreed.' },
  {
    title: 'Payout after the event',
    text: 'Your payment stays in escrow and is released to the performer the day after the event.',
  },
];

function PaymentReceipt({ payment }: { payment: PaymentVerification }) {
  const { performer } = payment;
  return (
    <Page>
      <Container>
        <Intro>
          <Check aria-hidden="true" />
          <Eyebrow>Booking confirmed</Eyebrow>
          <h1>PAYMENT SUCCESSFUL</h1>
          <Lead>Your payment is held safely in escrow and the performer&apos;s contact details are now yours.</Lead>
        </Intro>
        <Grid>
          <Panel aria-labelledby="event-heading">
            <h2 id="event-heading">Event details</h2>
            <Facts>
              <dt>Event</dt>
              <dd>{payment.eventName}</dd>
              <dt>When</dt>
              <dd>{formatVenueWallClock(payment)}</dd>
              <dt>Where</dt>
              <dd>
                {payment.venueName}, {payment.venueCity}, {payment.venueState}
              </dd>
            </Facts>
            <Total>
              <span>Total paid</span>
              <strong>{formatCents(payment.totalPaidAmount)}</strong>
            </Total>
          </Panel>
          <Panel aria-labelledby="performer-heading">
            <h2 id="performer-heading">Your performer</h2>
            <Facts>
              <dt>Act</dt>
              <dd>{performer.stageName}</dd>
              <dt>Name</dt>
              <dd>
                {performer.user.firstName} {performer.user.lastName}
              </dd>
              {performer.user.email && (
                <>
                  <dt>E-mail</dt>
                  <dd>
                    <a href={`mailto:${performer.user.email}`}>{performer.user.email}</a>
                  </dd>
                </>
              )}
              {performer.user.phone && (
                <>
                  <dt>Phone</dt>
                  <dd>
                    <a href={`tel:${performer.user.phone}`}>{performer.user.phone}</a>
                  </dd>
                </>
              )}
            </Facts>
          </Panel>
        </Grid>
        <Panel aria-labelledby="next-heading">
          <h2 id="next-heading">What happens next</h2>
          <Steps>
            {NEXT_STEPS.map((step, index) => (
              <li key={step.title}>
                <StepNumber aria-hidden="true">{index + 1}</StepNumber>
                <div>
                  <h3>{step.title}</h3>
                  <p>{step.text}</p>
                </div>
              </li>
            ))}
          </Steps>
        </Panel>
        <Buttons>
          <ButtonLink to="/offers">View My Offers</ButtonLink>
          <ButtonLink to="/browse" $variant="secondary">
            Browse More Talent
          </ButtonLink>
        </Buttons>
      </Container>
    </Page>
  );
}

const Intro = styled.div`
  display: grid;
  justify-items: center;
  margin-bottom: 32px;
  text-align: center;

  h1 {
    margin: 0 0 8px;
    font-family: var(--hl-font-heading);
    font-size: clamp(2rem, 1.4rem + 2.4vw, 3rem);
    font-weight: 800;
  }
`;

const Check = styled.span`
  position: relative;
  width: 56px;
  height: 56px;
  margin-bottom: 16px;
  border-radius: 50%;
  background: var(--hl-color-success);

  &::after {
    content: '';
    position: absolute;
    top: 14px;
    left: 21px;
    width: 12px;
    height: 22px;
    border: solid #fff;
    border-width: 0 4px 4px 0;
    transform: rotate(45deg);
  }
`;

const Grid = styled.div`
  display: grid;
  gap: 16px;
  margin-bottom: 16px;

  ${mediaUp('md')} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Total = styled.p`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  margin: 4px 0 0;
  padding-top: 12px;
  border-top: 1px solid var(--hl-color-border);

  strong {
    font-size: 1.5rem;
  }
`;

const Steps = styled.ol`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;

  ${mediaUp('md')} {
    grid-template-columns: repeat(3, 1fr);
  }

  li {
    display: flex;
    gap: 12px;
  }

  h3 {
    margin: 0 0 4px;
    font-size: 1rem;
  }

  p {
    margin: 0;
    color: var(--hl-color-text-muted);
    font-size: 0.9375rem;
  }
`;

const StepNumber = styled.span`
  display: grid;
  flex: none;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  background: var(--hl-color-primary);
  color: var(--hl-color-on-primary);
  font-weight: 800;
`;

const Buttons = styled(Actions)`
  margin-top: 32px;
`;
