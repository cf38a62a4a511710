import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import type { SiteLink } from 'tenant-api/contract';
import { useTenant } from '../tenant/useTenant';
import { mediaUp } from 'widgets/ui';
import { useSiteCopy } from '../features/site-content/api';
import { Container } from '../ui/layout';
import { FOOTER_PLATFORM, FOOTER_SUPPORT, type NavItem } from './navLinks';
import { SocialPlaceholders } from './SocialPlaceholders';

export function Footer() {
  const { brandName } = useTenant();
  const copy = useSiteCopy();
  return (
    <Wrapper>
      <Container>
        <Grid $groups={copy.footerLinks.length > 0 ? 3 : 2}>
          <Brand>
            <BrandName>{brandName}</BrandName>
            <Tagline>{copy.footerText}</Tagline>
            <SocialPlaceholders />
          </Brand>
          <LinkGroup title="Platform" links={FOOTER_PLATFORM} />
          <LinkGroup title="Support" links={FOOTER_SUPPORT} />
          {copy.footerLinks.length > 0 && <TenantLinks title={brandName} links={copy.footerLinks} />}
        </Grid>
        <Bottom>
          <p>© 2024 {brandName}. All rights reserved.</p>
          <p>
            <LockIcon viewBox="0 0 16 16" aria-hidden="true">
              <path d="M4 7V5a4 4 0 0 1 8 0v2h1v8H3V7h1Zm2 0h4V5a2 2 0 0 0-4 0v2Z" fill="currentColor" />
            </LockIcon>
            Payments secured by Stripe · PCI compliant
          </p>
        </Bottom>
      </Container>
    </Wrapper>
  );
}

function LinkGroup({ title, links }: { title: string; links: readonly NavItem[] }) {
  const headingId = `footer-${title.toLowerCase()}`;
  return (
    <nav aria-labelledby={headingId}>
      <GroupTitle id={headingId}>{title}</GroupTitle>
      <List>
        {links.map((link) => (
          <li key={link.to}>
            <FooterLink to={link.to}>{link.label}</FooterLink>
          </li>
        ))}
      </List>
    </nav>
  );
}

/** The tenant's own links (admin console, "Site content"): pages of this site, or https addresses. */
function TenantLinks({ title, links }: { title: string; links: readonly SiteLink[] }) {
  return (
    <nav aria-labelledby="footer-tenant">
      <GroupTitle id="footer-tenant">{title}</GroupTitle>
      <List>
        {links.map((link) => (
          <li key={`${link.label} ${link.url}`}>
            {link.url.startsWith('/') ? (
              <FooterLink to={link.url}>{link.label}</FooterLink>
            ) : (
              <FooterAnchor href={link.url} rel="noopener noreferrer">
                {link.label}
              </FooterAnchor>
            )}
          </li>
        ))}
      </List>
    </nav>
  );
}

const Wrapper = styled.footer`
  padding: 56px 0 28px;
  border-top: 1px solid var(--hl-color-border);
  background: var(--hl-color-surface);
  color: var(--hl-color-text);
`;

const Grid = styled.div<{ $groups: number }>`
  display: grid;
  gap: 40px;
  grid-template-columns: 1fr 1fr;

  ${mediaUp('md')} {
    grid-template-columns: 2fr repeat(${({ $groups }) => $groups}, 1fr);
  }
`;

const Brand = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  grid-column: 1 / -1;

  ${mediaUp('md')} {
    grid-column: auto;
    max-width: 380px;
  }
`;

const BrandName = styled.p`
  font-family: var(--hl-font-heading);
  font-size: 1.5rem;
  font-weight: 800;
  letter-spacing: 0.02em;
  text-transform: uppercase;
`;

const Tagline = styled.p`
  color: var(--hl-color-text-muted);
  font-size: 0.9375rem;
`;

const GroupTitle = styled.h2`
  margin-bottom: 12px;
  font-family: var(--hl-font-body);
  font-size: 0.8125rem;
  font-weight: 800;
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const footerLinkStyles = css`
  display: inline-block;
  padding: 4px 0;
  color: var(--hl-color-text-muted);
  font-size: 0.9375rem;
  text-decoration: none;

  &:hover {
    color: var(--hl-color-text);
    text-decoration: underline;
  }
`;

const FooterLink = styled(Link)`
  ${footerLinkStyles}
`;

const FooterAnchor = styled.a`
  ${footerLinkStyles}
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
  justify-content: space-between;
  margin-top: 48px;
  padding-top: 24px;
  border-top: 1px solid var(--hl-color-border);
  color: var(--hl-color-text-muted);
  font-size: 0.875rem;

  p {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
`;

const LockIcon = styled.svg`
  width: 14px;
  height: 14px;
  color: var(--hl-color-success);
`;
