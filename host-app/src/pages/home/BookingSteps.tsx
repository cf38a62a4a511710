import styled from 'styled-components';
import { mediaUp } from 'widgets/ui';
import { ButtonLink } from '../../ui/ButtonLink';
import { Container, Eyebrow, Lead, SectionTitle } from '../../ui/layout';
import { Section, SectionHeader } from './Section';

const STEPS = [
  {
    title: 'Browse and make an offer',
    text: 'Search vetted performers by city, genre and content rating, then send an offer with your event details.',
  },
  {
    title: 'Acceptance and contract',
    text: 'Performers respond within 24-48 hours. When they accept, a digital contract is created automatically.',
  },
  {
    title: 'Secure payment in escrow',
    text: 'You pay through our secure checkout. The money is held in escrow and paid out only after the show.',
  },
  {
    title: 'Contact release',
    text: 'Contact details are released ahead of the event, so both sides can plan the night with confidence.',
  },
] as const;

export function BookingSteps() {
  return (
    <Section aria-labelledby="booking-steps-title">
      <Container>
        <SectionHeader>
          <Eyebrow>How booking works</Eyebrow>
          <SectionTitle id="booking-steps-title">From first offer to final bow in four steps</SectionTitle>
          <Lead>
            Every booking follows the same protected path, so nobody has to chase a deposit or a phone number.
          </Lead>
        </SectionHeader>
        <Steps>
          {STEPS.map((step, index) => (
            <Step key={step.title}>
              <StepNumber aria-hidden="true">{String(index + 1).padStart(2, '0')}</StepNumber>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </Step>
          ))}
        </Steps>
        <Cta>
          <ButtonLink to="/browse" $size="lg">
            Start browsing performers
          </ButtonLink>
        </Cta>
      </Container>
    </Section>
  );
}

const Steps = styled.ol`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;

  ${mediaUp('sm')} {
    grid-template-columns: repeat(2, 1fr);
  }

  ${mediaUp('lg')} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

const Step = styled.li`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 28px 24px;
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-lg);
  background: var(--hl-color-surface);

  h3 {
    font-size: 1.25rem;
    font-weight: 800;
  }

  p {
    color: var(--hl-color-text-muted);
    font-size: 0.9375rem;
  }
`;

const StepNumber = styled.span`
  color: var(--hl-color-primary);
  font-family: var(--hl-font-heading);
  font-size: 2.25rem;
  font-weight: 900;
  line-height: 1;
`;

const Cta = styled.div`
  margin-top: 40px;
`;
