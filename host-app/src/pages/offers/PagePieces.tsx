import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Spinner } from 'widgets/ui';
import { Container } from '../../ui/layout';

/** A whole-page message (payment error, offer not found) with its way out. */
export function MessageScreen({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <Page>
      <Container>
        <Message role="alert">
          <h1>{title}</h1>
          <p>{text}</p>
          <Actions>{children}</Actions>
        </Message>
      </Container>
    </Page>
  );
}

export function LoadingScreen({ label }: { label: string }) {
  return (
    <Page>
      <Container>
        <Message role="status">
          <Spinner size={40} />
          <p>{label}</p>
        </Message>
      </Container>
    </Page>
  );
}

export const Page = styled.section`
  padding: 40px 0 80px;
`;

export const Panel = styled.section`
  display: grid;
  gap: 12px;
  align-content: start;
  min-width: 0;
  padding: 20px;
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-lg);
  background: var(--hl-color-surface);

  h2 {
    margin: 0;
    font-family: var(--hl-font-heading);
    font-size: 1.25rem;
    font-weight: 800;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  justify-content: center;
`;

/** Label/value pairs, one per row. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(96px, auto) 1fr;
  gap: 6px 16px;
  margin: 0;
  font-size: 0.9375rem;

  dt {
    color: var(--hl-color-text-muted);
    font-weight: 600;
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }

  a {
    color: var(--hl-color-primary);
  }
`;

const Message = styled.div`
  display: grid;
  justify-items: center;
  gap: 12px;
  max-width: 560px;
  margin: 40px auto;
  text-align: center;

  h1 {
    margin: 0;
    font-family: var(--hl-font-heading);
    font-size: clamp(1.75rem, 1.3rem + 2vw, 2.5rem);
    font-weight: 800;
  }

  p {
    margin: 0 0 12px;
    color: var(--hl-color-text-muted);
    font-size: 1.0625rem;
  }
`;
