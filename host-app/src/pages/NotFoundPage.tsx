import styled from 'styled-components';
import { usePageTitle } from '../usePageTitle';
import { ButtonLink } from '../ui/ButtonLink';
import { Container, Lead } from '../ui/layout';

export default function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <Section>
      <Container>
        <Code aria-hidden="true">404</Code>
        <h1>404 Page Not Found</h1>
        <Lead>Did you forget to add the page to the router?</Lead>
        <ButtonLink to="/">Back to Homepage</ButtonLink>
      </Container>
    </Section>
  );
}

const Section = styled.section`
  padding: 80px 0 96px;
  text-align: center;

  h1 {
    font-size: clamp(1.75rem, 1.3rem + 2vw, 2.5rem);
  }

  ${Lead} {
    margin: 12px auto 32px;
  }
`;

const Code = styled.p`
  color: var(--hl-color-primary);
  font-family: var(--hl-font-heading);
  font-size: clamp(4.5rem, 3rem + 8vw, 8rem);
  font-weight: 900;
  line-height: 1;
`;
