import styled from 'styled-components';
import type { PerformerProfile } from 'tenant-api/contract';
import { initials } from '../browse/PerformerPhoto';
import { WidgetLink } from '../core/WidgetLink';

interface Props {
  performer: Pick<PerformerProfile, 'stageName' | 'city' | 'state' | 'profileImageUrl'>;
  headingLevel: 1 | 2;
}

/** The back-to-browse link and whom the offer is for (SPEC 2.10). */
export function PerformerHeader({ performer, headingLevel }: Props) {
  return (
    <Header>
      <BackLink to={{ kind: 'browse' }}>
        <span aria-hidden="true">←</span> Back to Browse
      </BackLink>
      <Who>
        {performer.profileImageUrl ? (
          <Avatar src={performer.profileImageUrl} alt="" width={72} height={72} />
        ) : (
          <Avatar as="span" aria-hidden="true">
            {initials(performer.stageName)}
          </Avatar>
        )}
        <div>
          <Title as={`h${headingLevel}`}>Make an Offer to {performer.stageName}</Title>
          <Place>
            {performer.city}, {performer.state}
          </Place>
        </div>
      </Who>
    </Header>
  );
}

const Header = styled.header`
  display: grid;
  gap: 16px;
`;

const BackLink = styled(WidgetLink)`
  justify-self: start;
  display: inline-flex;
  gap: 6px;
  align-items: center;
  min-height: 44px;
  color: var(--hl-color-primary);
  font-weight: 650;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  min-width: 0;
`;

const Avatar = styled.img`
  flex: none;
  width: 72px;
  height: 72px;
  border-radius: 50%;
  display: grid;
  place-items: center;
  object-fit: cover;
  background: var(--hl-color-surface-alt);
  color: var(--hl-color-text-muted);
  font-family: var(--hl-font-heading);
  font-size: 1.5rem;
  font-weight: 800;
`;

const Title = styled.h2`
  margin: 0;
  font-family: var(--hl-font-heading);
  font-size: clamp(1.5rem, 1.2rem + 1.4vw, 2.25rem);
  font-weight: 800;
  line-height: 1.15;
`;

const Place = styled.p`
  margin: 4px 0 0;
  color: var(--hl-color-text-muted);
  font-weight: 600;
`;
