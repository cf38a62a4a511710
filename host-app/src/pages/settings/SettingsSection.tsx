import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { mediaUp } from 'widgets/ui';

/** One titled card of the settings page; `id` is the anchor other pages link to. */
export function SettingsSection(props: {
  id: string;
  title: string;
  description?: ReactNode;
  tone?: 'danger';
  children: ReactNode;
}) {
  const headingId = `${props.id}-heading`;
  const { hash } = useLocation();
  const ref = useRef<HTMLElement>(null);
  const target = hash === `#${props.id}`;
  // Links such as /settings#payout-account land here once the section exists (it may load late).
  useEffect(() => {
    if (!target) return;
    ref.current?.scrollIntoView?.({ block: 'start' });
    ref.current?.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  }, [target]);
  return (
    <Section ref={ref} id={props.id} aria-labelledby={headingId} $danger={props.tone === 'danger'}>
      <h2 id={headingId} tabIndex={-1}>
        {props.title}
      </h2>
      {props.description && <Description>{props.description}</Description>}
      {props.children}
    </Section>
  );
}

const Section = styled.section<{ $danger: boolean }>`
  display: grid;
  gap: 16px;
  padding: 20px;
  border: 1px solid ${({ $danger }) => ($danger ? 'var(--hl-color-danger)' : 'var(--hl-color-border)')};
  border-radius: var(--hl-radius-lg);
  background: var(--hl-color-surface);
  scroll-margin-top: 96px;

  ${mediaUp('md')} {
    padding: 28px;
  }

  h2 {
    font-size: 1.25rem;
    font-weight: 800;
    color: ${({ $danger }) => ($danger ? 'var(--hl-color-danger)' : 'inherit')};
  }
`;

const Description = styled.p`
  margin-top: -8px;
  color: var(--hl-color-text-muted);
`;

/** Two fields side by side from the small breakpoint up, stacked on a phone. */
export const FieldRow = styled.div`
  display: grid;
  gap: 16px;

  ${mediaUp('sm')} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const SettingsForm = styled.form`
  display: grid;
  gap: 16px;

  > button {
    justify-self: start;
  }
`;
