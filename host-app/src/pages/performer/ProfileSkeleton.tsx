import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from 'widgets/ui';
import { Layout } from './profileLayout';

/** Grey blocks in the profile's shape while it loads; screen readers hear one "Loading" status. */
export function ProfileSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>Loading performer profile…</VisuallyHidden>
      <Layout aria-hidden="true">
        <Head>
          <Block $width="160px" $height="160px" />
          <Lines>
            <Block $width="30%" $height="20px" />
            <Block $width="70%" $height="40px" />
            <Block $width="40%" />
            <Block $width="90%" />
            <Block $width="60%" />
          </Lines>
        </Head>
        <Side>
          <Block $width="50%" $height="24px" />
          <Block $width="70%" $height="36px" />
          <Block $width="100%" $height="52px" />
        </Side>
        <Main>
          <Block $width="100%" $height="160px" />
          <Block $width="100%" $height="220px" />
        </Main>
      </Layout>
    </div>
  );
}

const pulse = keyframes`
  50% { opacity: 0.45; }
`;

const Block = styled.div<{ $width: string; $height?: string }>`
  width: ${({ $width }) => $width};
  height: ${({ $height = '14px' }) => $height};
  border-radius: var(--hl-radius-md);
  background: var(--hl-color-surface-alt);
  animation: ${pulse} 1.4s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Lines = styled.div`
  display: grid;
  flex: 1 1 220px;
  gap: 12px;
  min-width: 0;
`;

const Head = styled.div`
  grid-area: header;
  display: flex;
  flex-wrap: wrap;
  gap: 24px;
`;

const Side = styled.div`
  grid-area: booking;
  display: grid;
  gap: 14px;
  padding: 20px;
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-lg);
`;

const Main = styled.div`
  grid-area: content;
  display: grid;
  gap: 20px;
`;
