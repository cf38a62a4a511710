import styled from 'styled-components';
import { usePageTitle } from '../usePageTitle';
import { ButtonLink } from '../ui/ButtonLink';
import { Container, Eyebrow, Lead } from '../ui/layout';

/** Stand-in for a screen that is specified but not built yet; each route keeps its own page file. */
export function ComingSoon({ title, eyebrow }: { title: string; eyebrow?: string }) {
  usePageTitle(title);
  return (
    <Section>
      <Container>
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <Title>{title}</Title>
        <Lead>This screen is coming soon.</Lead>
        <ButtonLink to="/" $variant="secondary">
          Back to Homepage
        </ButtonLink>
      </Container>
    </Section>
  );
}

const Section = styled.section`
  padding: 72px 0 96px;

  ${Lead} {
    margin: 16px 0 32px;
  }
`;

const Title = styled.h1`
  font-size: clamp(2rem, 1.4rem + 2.4vw, 3.25rem);
  font-weight: 800;
`;
