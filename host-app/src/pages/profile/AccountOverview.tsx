import styled from 'styled-components';
import type { User } from 'tenant-api/contract';
import { Badge, mediaUp } from 'widgets/ui';
import type { CurrentPlan } from './profileData';
import { formatMemberSince, initialsOf } from './profileStats';

const ROLE_LABELS: Record<User['role'], string> = {
  BUYER: 'Buyer',
  PERFORMER: 'Performer',
  ADMIN: 'Administrator',
  OPERATOR: 'Operator',
};

/** SPEC 2.16 account overview: picture or initials, name, e-mail, real plan, member since, status. */
export function AccountOverview(props: { user: User; plan: CurrentPlan; planLoading: boolean }) {
  const { user, plan } = props;
  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <Overview aria-labelledby="account-name">
      {user.profileImageUrl ? (
        <Avatar as="img" src={user.profileImageUrl} alt="" />
      ) : (
        <Avatar aria-hidden="true">{initialsOf(user)}</Avatar>
      )}
      <div>
        <h1 id="account-name">{name || user.email}</h1>
        <Email>{user.email}</Email>
        <Badges>
          <Badge $tone="neutral">{ROLE_LABELS[user.role]}</Badge>
          {plan ? (
            <Badge $tone="primary">{plan.tier.name} plan</Badge>
          ) : (
            props.planLoading && <Muted role="status">Loading plan…</Muted>
          )}
        </Badges>
      </div>
      <Facts>
        <div>
          <dt>Member since</dt>
          <dd>
            <time dateTime={user.createdAt}>{formatMemberSince(user.createdAt)}</time>
          </dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <Badge $tone="success">Active</Badge>
          </dd>
        </div>
      </Facts>
    </Overview>
  );
}

const Overview = styled.section`
  display: grid;
  gap: 20px;
  align-items: center;
  padding: 24px;
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-lg);
  background: var(--hl-color-surface);

  ${mediaUp('md')} {
    grid-template-columns: auto 1fr auto;
    padding: 32px;
  }

  h1 {
    font-size: clamp(1.5rem, 1.2rem + 1.2vw, 2.125rem);
    font-weight: 800;
    line-height: 1.15;
    overflow-wrap: anywhere;
  }
`;

const Avatar = styled.div`
  display: grid;
  place-items: center;
  width: 88px;
  height: 88px;
  border-radius: 50%;
  object-fit: cover;
  background: var(--hl-color-primary);
  color: var(--hl-color-on-primary);
  font-family: var(--hl-font-heading);
  font-size: 2rem;
  font-weight: 800;
`;

const Email = styled.p`
  margin-top: 4px;
  color: var(--hl-color-text-muted);
  overflow-wrap: anywhere;
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  margin-top: 12px;
`;

const Muted = styled.span`
  color: var(--hl-color-text-muted);
  font-size: 0.875rem;
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 24px;
  margin: 0;

  dt {
    color: var(--hl-color-text-muted);
    font-size: 0.8125rem;
    font-weight: 650;
  }

  dd {
    margin: 4px 0 0;
    font-weight: 700;
  }
`;
