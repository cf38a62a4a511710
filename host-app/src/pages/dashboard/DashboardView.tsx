import styled from 'styled-components';
import type { User } from 'tenant-api/contract';
import { Alert, Button, Spinner } from 'widgets/ui';
import { ButtonLink } from '../../ui/ButtonLink';
import { Container } from '../../ui/layout';
import { AdminPanel } from './AdminPanel';
import { BuyerDashboard } from './BuyerDashboard';
import { PerformerDashboard } from './PerformerDashboard';
import { QuickLinks } from './DashboardParts';
import { useDashboard } from './dashboardApi';

/** /dashboard for a signed-in user: their role's summary from GET /api/dashboard. */
export function DashboardView({ user }: { user: User }) {
  const dashboard = useDashboard();
  const isBuyer = user.role === 'BUYER';
  return (
    <Page>
      <Container>
        <Head>
          <div>
            <Title>DASHBOARD</Title>
            <Lead>Welcome back, {user.firstName}.</Lead>
          </div>
          <QuickLinks aria-label="Quick links">
            <ButtonLink to="/browse" $size="sm" $variant={isBuyer ? 'primary' : 'secondary'}>
              Browse Talent
            </ButtonLink>
            <ButtonLink to="/offers" $size="sm" $variant="secondary">
              {user.role === 'PERFORMER' ? 'Incoming Offers' : 'My Offers'}
            </ButtonLink>
          </QuickLinks>
        </Head>
        {dashboard.isPending ? (
          <Loading role="status">
            <Spinner size={32} />
            <span>Loading your dashboard…</span>
          </Loading>
        ) : dashboard.isError ? (
          <Failure>
            <Alert title="Could not load your dashboard">Please check your connection and try again.</Alert>
            <Button $variant="secondary" onClick={() => void dashboard.refetch()}>
              Try again
            </Button>
          </Failure>
        ) : (
          <Body aria-busy={dashboard.isFetching}>
            {dashboard.data.role === 'buyer' ? (
              <BuyerDashboard data={dashboard.data} />
            ) : dashboard.data.role === 'performer' ? (
              <PerformerDashboard data={dashboard.data} user={user} />
            ) : dashboard.data.role === 'admin' ? (
              <AdminPanel data={dashboard.data} />
            ) : (
              <Alert tone="info" title="Nothing to show yet">
                Your account has no bookings or offers to summarise here.
              </Alert>
            )}
          </Body>
        )}
      </Container>
    </Page>
  );
}

const Page = styled.section`
  padding: 32px 0 80px;
`;

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  align-items: flex-end;
  justify-content: space-between;
  margin-bottom: 24px;
`;

const Title = styled.h1`
  font-family: var(--hl-font-heading);
  font-size: clamp(1.75rem, 1.3rem + 2vw, 2.5rem);
  font-weight: 800;
  line-height: 1.1;
`;

const Lead = styled.p`
  margin-top: 6px;
  color: var(--hl-color-text-muted);
  font-size: 1.0625rem;
`;

const Loading = styled.div`
  display: flex;
  gap: 12px;
  align-items: center;
  justify-content: center;
  padding: 64px 0;
  color: var(--hl-color-text-muted);
`;

const Failure = styled.div`
  display: grid;
  gap: 12px;
  justify-items: start;
`;

const Body = styled.div`
  display: grid;
  gap: 16px;
`;
