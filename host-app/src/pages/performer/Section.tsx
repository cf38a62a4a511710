import type { ReactNode } from 'react';
import styled from 'styled-components';

/** A titled panel of the profile; its h2 names the region for screen readers. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Panel id={id} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      {children}
    </Panel>
  );
}

const Panel = styled.section`
  display: grid;
  gap: 16px;
  align-content: start;
  min-width: 0;
  padding: 20px;
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-lg);
  background: var(--hl-color-surface);
  scroll-margin-top: 96px;

  h2 {
    margin: 0;
    font-family: var(--hl-font-heading);
    font-size: 1.375rem;
    font-weight: 800;
  }
`;
