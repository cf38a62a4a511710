import type { ReactNode } from 'react';
import styled from 'styled-components';
import { mediaUp } from 'widgets/ui';
import { Container, Eyebrow, Lead } from '../../ui/layout';

/** The top band of a content page: eyebrow, the page's one h1, a lead paragraph and optional actions. */
export function PageHeader(props: { eyebrow: string; title: string; lead: ReactNode; children?: ReactNode }) {
  return (
    <Band>
      <Container>
        <Eyebrow>{props.eyebrow}</Eyebrow>
        <Title>{props.title}</Title>
        <Lead>{props.lead}</Lead>
        {props.children && <Extra>{props.children}</Extra>}
      </Container>
    </Band>
  );
}

const Band = styled.header`
  padding: 48px 0 32px;
  border-bottom: 1px solid var(--hl-color-border);
  background: var(--hl-color-surface-alt);

  ${mediaUp('md')} {
    padding: 72px 0 48px;
  }

  ${Lead} {
    margin-top: 16px;
  }
`;

export const Title = styled.h1`
  font-size: clamp(2rem, 1.4rem + 2.4vw, 3.25rem);
  font-weight: 800;
  line-height: 1.1;
`;

const Extra = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  margin-top: 24px;
`;

/** The body of a content page below its header. */
export const PageBody = styled.div`
  padding: 32px 0 72px;

  ${mediaUp('md')} {
    padding: 48px 0 96px;
  }
`;
