import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Logo } from '../../layout/Logo';
import { mediaUp } from 'widgets/ui';

interface Props {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
  wide?: boolean;
}

export function AuthCard({ title, subtitle, children, footer, wide = false }: Props) {
  return (
    <Backdrop>
      <Card $wide={wide}>
        <Logo />
        <Heading>
          <h1>{title}</h1>
          <p>{subtitle}</p>
        </Heading>
        {children}
        <Footer>{footer}</Footer>
      </Card>
    </Backdrop>
  );
}

const Backdrop = styled.div`
  padding: 32px 16px 80px;
  background:
    radial-gradient(60rem 24rem at 50% -6rem, color-mix(in srgb, var(--hl-color-accent) 22%, transparent), transparent),
    var(--hl-color-background);

  ${mediaUp('sm')} {
    padding-top: 56px;
  }
`;

const Card = styled.div<{ $wide: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 24px;
  width: 100%;
  max-width: ${({ $wide }) => ($wide ? '600px' : '460px')};
  margin: 0 auto;
  padding: 28px 20px;
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-lg);
  background: var(--hl-color-surface);
  box-shadow: 0 24px 64px rgb(0 0 0 / 0.08);

  ${mediaUp('sm')} {
    padding: 40px;
  }
`;

const Heading = styled.div`
  h1 {
    font-size: clamp(1.75rem, 1.5rem + 1vw, 2.25rem);
    font-weight: 800;
  }

  p {
    margin-top: 6px;
    color: var(--hl-color-text-muted);
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  justify-content: space-between;
  padding-top: 20px;
  border-top: 1px solid var(--hl-color-border);
  color: var(--hl-color-text-muted);
  font-size: 0.9375rem;

  a {
    font-weight: 650;
  }
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 18px;
`;
