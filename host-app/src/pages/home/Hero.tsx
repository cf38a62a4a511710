import styled from 'styled-components';
import { mediaUp } from 'widgets/ui';
import { Badge } from 'widgets/ui';
import { ButtonLink } from '../../ui/ButtonLink';
import { useSiteCopy } from '../../features/site-content/api';
import { Container, Eyebrow, Lead } from '../../ui/layout';

const CLAIMS = [
  { value: '500+', label: 'Vetted performers' },
  { value: '$2.5M+', label: 'Paid to performers' },
  { value: '4.9', label: 'Average rating' },
  { value: '24-48hr', label: 'Response time' },
] as const;

export function Hero() {
  const copy = useSiteCopy();
  return (
    <Wrapper aria-labelledby="hero-title">
      <Grid>
        <Copy>
          <Eyebrow>{copy.heroEyebrow}</Eyebrow>
          <Title id="hero-title">
            {copy.heroHeadline}
            {copy.heroHighlight && (
              <>
                {' '}
                <Highlight>{copy.heroHighlight}</Highlight>
              </>
            )}
          </Title>
          <Lead>{copy.heroText}</Lead>
          <Actions>
            <ButtonLink to="/browse" $size="lg">
              Browse Talent
            </ButtonLink>
            <ButtonLink to="/tour-routing" $size="lg" $variant="secondary">
              Explore Tour Routing
            </ButtonLink>
          </Actions>
          <Claims>
            {CLAIMS.map((claim) => (
              <div key={claim.label}>
                <dt>{claim.label}</dt>
                <dd>{claim.value}</dd>
              </div>
            ))}
          </Claims>
        </Copy>
        <SampleBooking aria-hidden="true">
          <BookingCard>
            <CardTop>
              <Initials>MR</Initials>
              <div>
                <strong>Maya Reyes</strong>
                <span>Stand-up · Austin, TX</span>
              </div>
              <Badge $tone="success">Accepted</Badge>
            </CardTop>
            <Rows>
              <li>
                <span>Event</span>
                <strong>Friday Late Show</strong>
              </li>
              <li>
                <span>Venue</span>
                <strong>The Laugh Loft</strong>
              </li>
              <li>
                <span>Offer</span>
                <strong>$1,200</strong>
              </li>
            </Rows>
            <Checks>
              <li>Digital contract signed</li>
              <li>Payment held in escrow</li>
              <li>Contact details release before the show</li>
            </Checks>
          </BookingCard>
          <Floating>
            <Badge $tone="accent">On tour nearby</Badge>
            <span>Save 40-60% on travel</span>
          </Floating>
        </SampleBooking>
      </Grid>
    </Wrapper>
  );
}

const Wrapper = styled.section`
  padding: 48px 0 64px;
  background:
    radial-gradient(
      50rem 30rem at 85% 0%,
      color-mix(in srgb, var(--hl-color-accent) 26%, transparent),
      transparent 70%
    ),
    radial-gradient(
      40rem 24rem at 0% 100%,
      color-mix(in srgb, var(--hl-color-primary) 10%, transparent),
      transparent 70%
    );

  ${mediaUp('md')} {
    padding: 80px 0 104px;
  }
`;

const Grid = styled(Container)`
  display: grid;
  gap: 56px;
  align-items: center;

  ${mediaUp('lg')} {
    grid-template-columns: 1.15fr 1fr;
  }
`;

const Copy = styled.div`
  ${Lead} {
    margin: 20px 0 32px;
  }
`;

const Title = styled.h1`
  font-size: clamp(2.75rem, 1.5rem + 4.2vw, 4.25rem);
  font-weight: 900;
  letter-spacing: -0.02em;
  line-height: 1;
  text-transform: uppercase;
`;

const Highlight = styled.span`
  display: block;
  color: var(--hl-color-primary);
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

const Claims = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: 20px 24px;
  margin: 48px 0 0;
  padding-top: 28px;
  border-top: 1px solid var(--hl-color-border);

  ${mediaUp('sm')} {
    grid-template-columns: repeat(4, auto);
  }

  div {
    display: flex;
    flex-direction: column-reverse;
  }

  dt {
    color: var(--hl-color-text-muted);
    font-size: 0.8125rem;
  }

  dd {
    margin: 0;
    font-family: var(--hl-font-heading);
    font-size: 1.75rem;
    font-weight: 800;
    line-height: 1.1;
  }
`;

const SampleBooking = styled.div`
  position: relative;
  max-width: 460px;
  width: 100%;
  justify-self: center;
  padding-bottom: 64px;
`;

const BookingCard = styled.div`
  padding: 24px;
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-lg);
  background: var(--hl-color-surface);
  box-shadow: 0 30px 80px rgb(0 0 0 / 0.12);
  transform: rotate(-1.5deg);
`;

const CardTop = styled.div`
  display: flex;
  gap: 12px;
  align-items: center;

  div {
    display: flex;
    flex: 1;
    flex-direction: column;
    line-height: 1.3;
  }

  div span {
    color: var(--hl-color-text-muted);
    font-size: 0.875rem;
  }
`;

const Initials = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 52px;
  height: 52px;
  border-radius: var(--hl-radius-md);
  background: var(--hl-color-primary);
  color: var(--hl-color-on-primary);
  font-size: 1.125rem;
  font-weight: 800;
`;

const Rows = styled.ul`
  display: grid;
  gap: 10px;
  margin: 20px 0;
  padding: 16px 0;
  border-block: 1px solid var(--hl-color-border);
  list-style: none;

  li {
    display: flex;
    justify-content: space-between;
    font-size: 0.9375rem;
  }

  span {
    color: var(--hl-color-text-muted);
  }
`;

const Checks = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.9375rem;

  li::before {
    content: '✓';
    display: inline-block;
    width: 1.5em;
    color: var(--hl-color-success);
    font-weight: 900;
  }
`;

const Floating = styled.div`
  position: absolute;
  right: -8px;
  bottom: 0;
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 14px 16px;
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-md);
  background: var(--hl-color-surface);
  box-shadow: 0 16px 40px rgb(0 0 0 / 0.12);
  font-size: 0.875rem;
  font-weight: 700;
  transform: rotate(2deg);

  ${Badge} {
    align-self: flex-start;
  }
`;
