import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import styled from 'styled-components';
import type { User } from 'tenant-api/contract';
import { Alert, mediaUp } from 'widgets/ui';
import { SiteContentSection } from '../../features/site-content';
import { Container } from '../../ui/layout';
import { ButtonLink } from '../../ui/ButtonLink';
import { ReviewReportsSection } from '../../features/reviews';
import { ApprovalsSection } from './ApprovalsSection';
import { AuditSection } from './AuditSection';
import { EmbedsSection } from './EmbedsSection';
import { FeesSection } from './FeesSection';
import { OverviewSection } from './OverviewSection';
import { PerformersSection } from './PerformersSection';
import { ThemeSection } from './ThemeSection';
import { UsersSection } from './UsersSection';

export const ADMIN_SECTIONS = [
  { id: 'theme', label: 'Theme' },
  { id: 'site-content', label: 'Site content' },
  { id: 'fees', label: 'Tiers & fees' },
  { id: 'embeds', label: 'Embeds' },
  { id: 'approvals', label: 'Approvals' },
  { id: 'performers', label: 'Performers' },
  { id: 'users', label: 'Users' },
  { id: 'reviews', label: 'Reported reviews' },
  { id: 'audit', label: 'Audit log' },
] as const;
export type AdminSectionId = (typeof ADMIN_SECTIONS)[number]['id'];

const SECTIONS: Record<AdminSectionId, () => ReactNode> = {
  theme: () => <ThemeSection />,
  'site-content': () => <SiteContentSection />,
  fees: () => <FeesSection />,
  embeds: () => <EmbedsSection />,
  approvals: () => <ApprovalsSection />,
  performers: () => <PerformersSection />,
  users: () => <UsersSection />,
  reviews: () => <ReviewReportsSection />,
  audit: () => <AuditSection />,
};

const isSection = (id: string | undefined): id is AdminSectionId => !!id && id in SECTIONS;

/** The tenant admin console: a nav of sections, ADMIN only (other users get an explanation). */
export function AdminConsole({ user, section }: { user: User; section: string | undefined }) {
  if (user.role !== 'ADMIN') {
    return (
      <Container>
        <Refusal>
          <Alert tone="info" title="You need to be this marketplace's admin">
            <p>
              The admin console is for the marketplace&apos;s administrators. You are signed in as {user.email} (
              {user.role.toLowerCase()}).
            </p>
          </Alert>
          <ButtonLink to="/" $variant="secondary">
            Back to the home page
          </ButtonLink>
        </Refusal>
      </Container>
    );
  }
  const known = section === undefined || isSection(section);
  return (
    <Container>
      <Layout>
        <Nav aria-label="Admin sections">
          <ul>
            <li>
              <NavLink to="/admin" end>
                Overview
              </NavLink>
            </li>
            {ADMIN_SECTIONS.map((item) => (
              <li key={item.id}>
                <NavLink to={`/admin/${item.id}`}>{item.label}</NavLink>
              </li>
            ))}
          </ul>
        </Nav>
        <Main>
          {!known ? (
            <Alert tone="info" title="There is no such admin section">
              <p>Choose a section from the list.</p>
            </Alert>
          ) : isSection(section) ? (
            SECTIONS[section]()
          ) : (
            <OverviewSection />
          )}
        </Main>
      </Layout>
    </Container>
  );
}

const Refusal = styled.div`
  display: grid;
  gap: 16px;
  justify-items: start;
  max-width: 640px;
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;

  ${mediaUp('lg')} {
    grid-template-columns: 220px minmax(0, 1fr);
    align-items: start;
  }
`;

const Nav = styled.nav`
  ul {
    display: flex;
    gap: 4px;
    margin: 0;
    padding: 0 0 4px;
    overflow-x: auto;
    list-style: none;

    ${mediaUp('lg')} {
      flex-direction: column;
      position: sticky;
      top: 96px;
    }
  }

  a {
    display: block;
    padding: 10px 14px;
    border-radius: var(--hl-radius-md);
    color: var(--hl-color-text);
    font-weight: 600;
    text-decoration: none;
    white-space: nowrap;

    &:hover {
      background: var(--hl-color-surface-alt);
    }

    &[aria-current='page'] {
      background: var(--hl-color-primary);
      color: var(--hl-color-on-primary);
    }
  }
`;

const Main = styled.section`
  min-width: 0;
`;
