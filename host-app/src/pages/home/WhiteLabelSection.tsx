import styled from 'styled-components';
import { mediaUp } from 'widgets/ui';
import { ButtonLink } from '../../ui/ButtonLink';
import { Container, Eyebrow, SectionTitle } from '../../ui/layout';
import { Section } from './Section';

const BENEFITS = [
  { title: 'Your brand, your domain', text: 'Your logo, colours and fonts on your own web address.' },
  { title: 'Embed on your site', text: 'Drop browse, offer and booking widgets into the site you already have.' },
  { title: 'Your fees and plans', text: 'Set your own subscription tiers and fee schedule per market.' },
  { title: 'Payments handled', text: 'Escrow, contracts and payouts included, PCI compliant out of the box.' },
] as const;

export function WhiteLabelSection() {
  return (
    <Section aria-labelledby="white-label-title">
      <Container>
        <Panel>
          <div>
            <Eyebrow>For agencies</Eyebrow>
            <SectionTitle id="white-label-title">Run your roster on our platform, under your name</SectionTitle>
            <Description>
              Entertainment agencies get the whole marketplace — vetting, offers, escrow and tour routing — as a
              white-label platform for their own clients.
            </Description>
            <Actions>
              <ButtonLink to="/white-label" $size="lg">
                Explore White Label
              </ButtonLink>
              <ButtonLink to="/contact" $size="lg" $variant="secondary">
                Talk to our team
              </ButtonLink>
            </Actions>
          </div>
          <Benefits>
            {BENEFITS.map((benefit) => (
              <li key={benefit.title}>
                <h3>{benefit.title}</h3>
                <p>{benefit.text}</p>
              </li>
            ))}
          </Benefits>
        </Panel>
      </Container>
    </Section>
  );
}

const Panel = styled.div`
  display: grid;
  gap: 40px;
  padding: 32px 24px;
  border: 1px solid var(--hl-color-border);
  border-radius: calc(var(--hl-radius-lg) * 1.5);
  background:
    radial-gradient(
      36rem 20rem at 100% 100%,
      color-mix(in srgb, var(--hl-color-accent) 18%, transparent),
      transparent 70%
    ),
    var(--hl-color-surface);

  ${mediaUp('md')} {
    padding: 56px;
  }

  ${mediaUp('lg')} {
    grid-template-columns: 1.1fr 1fr;
    align-items: center;
  }
`;

const Description = styled.p`
  margin: 16px 0 28px;
  color: var(--hl-color-text-muted);
  font-size: 1.0625rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

const Benefits = styled.ul`
  display: grid;
  gap: 14px;
  margin: 0;
  padding: 0;
  list-style: none;

  ${mediaUp('sm')} {
    grid-template-columns: 1fr 1fr;
  }

  li {
    padding: 20px;
    border: 1px solid var(--hl-color-border);
    border-radius: var(--hl-radius-md);
    background: var(--hl-color-background);
  }

  h3 {
    margin-bottom: 6px;
    font-family: var(--hl-font-body);
    font-size: 1rem;
    font-weight: 800;
  }

  p {
    color: var(--hl-color-text-muted);
    font-size: 0.9375rem;
  }
`;
