import styled from 'styled-components';
import { mediaUp } from 'widgets/ui';

export const Container = styled.div`
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: 0 20px;

  ${mediaUp('md')} {
    padding: 0 32px;
  }
`;

export { VisuallyHidden } from 'widgets/ui';

export const Eyebrow = styled.p`
  margin: 0 0 12px;
  color: var(--hl-color-primary);
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

export const SectionTitle = styled.h2`
  font-size: clamp(1.75rem, 1.2rem + 2vw, 2.625rem);
  font-weight: 800;
`;

export const Lead = styled.p`
  max-width: 60ch;
  color: var(--hl-color-text-muted);
  font-size: 1.125rem;
`;
