import styled from 'styled-components';
import type { PerformerListItem } from 'tenant-api/contract';
import { WidgetButtonLink } from '../core/WidgetLink';
import { formatCents } from '../format/money';
import { Badge } from '../ui/Badge';
import { VisuallyHidden } from '../ui/VisuallyHidden';
import { PerformerPhoto } from './PerformerPhoto';
import { SaveButton } from './SaveButton';

const BIO_PREVIEW_CHARS = 80;

/** The short bio, or else the bio's first 80 characters (SPEC 2.4). */
export function bioPreview(performer: Pick<PerformerListItem, 'shortBio' | 'bio'>): string {
  const short = performer.shortBio.trim();
  if (short) return short;
  const bio = performer.bio.trim();
  return bio.length > BIO_PREVIEW_CHARS ? `${bio.slice(0, BIO_PREVIEW_CHARS).trimEnd()}…` : bio;
}

/** A performer without reviews shows the 5.0 the SPEC defaults to. */
export const displayRating = (rating: number) => (rating > 0 ? rating : 5).toFixed(1);

interface Props {
  performer: PerformerListItem;
  saved: boolean;
  onToggleSaved(): void;
}

export function PerformerCard({ performer, saved, onToggleSaved }: Props) {
  const { id, stageName } = performer;
  const rating = displayRating(performer.rating);
  const reviews = `${performer.reviewCount} ${performer.reviewCount === 1 ? 'review' : 'reviews'}`;
  return (
    <Card>
      <Media>
        <PerformerPhoto name={stageName} url={performer.profileImageUrl} />
        <TopBadges>
          {performer.isFeatured && <Badge $tone="accent">Featured</Badge>}
          {performer.isElite && <Badge $tone="primary">Elite</Badge>}
        </TopBadges>
        <SaveSlot>
          <SaveButton name={stageName} saved={saved} onToggle={onToggleSaved} />
        </SaveSlot>
      </Media>
      <Body>
        <Name>{stageName}</Name>
        <Place>
          {performer.city}, {performer.state}
        </Place>
        <Bio>{bioPreview(performer)}</Bio>
        <Facts>
          <span>
            <span aria-hidden="true">★ {rating}</span>
            <VisuallyHidden>Rated {rating} out of 5,</VisuallyHidden> <Muted>({reviews})</Muted>
          </span>
          <Muted>Responds in {performer.responseTime}h</Muted>
        </Facts>
        <PriceRow>
          <Price>
            <Muted>From</Muted> <strong>{formatCents(performer.baseFee)}</strong>
          </Price>
          {performer.cleanContent && <Badge $tone="success">Clean content</Badge>}
        </PriceRow>
        <Actions>
          <WidgetButtonLink to={{ kind: 'performer', performerId: id }} $variant="secondary" $size="sm">
            View Profile <VisuallyHidden>of {stageName}</VisuallyHidden>
          </WidgetButtonLink>
          <WidgetButtonLink to={{ kind: 'createOffer', performerId: id }} $size="sm">
            Make Offer <VisuallyHidden>to {stageName}</VisuallyHidden>
          </WidgetButtonLink>
        </Actions>
      </Body>
    </Card>
  );
}

export const Card = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-lg);
  background: var(--hl-color-surface);
  color: var(--hl-color-text);
`;

const Media = styled.div`
  position: relative;
`;

const TopBadges = styled.div`
  position: absolute;
  top: 10px;
  left: 10px;
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

const SaveSlot = styled.div`
  position: absolute;
  top: 8px;
  right: 8px;
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 8px;
  padding: 16px;
`;

const Name = styled.h3`
  margin: 0;
  font-family: var(--hl-font-heading);
  font-size: 1.1875rem;
  font-weight: 800;
  line-height: 1.25;
`;

const Place = styled.p`
  margin: 0;
  color: var(--hl-color-text-muted);
  font-size: 0.875rem;
  font-weight: 600;
`;

const Bio = styled.p`
  margin: 0;
  font-size: 0.9375rem;
  line-height: 1.45;
`;

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 4px 12px;
  margin: 0;
  font-size: 0.875rem;
  font-weight: 600;
`;

const Muted = styled.span`
  color: var(--hl-color-text-muted);
  font-weight: 500;
`;

const PriceRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-top: auto;
  padding-top: 4px;
`;

const Price = styled.p`
  margin: 0;

  strong {
    font-size: 1.125rem;
  }
`;

const Actions = styled.div`
  display: grid;
  /* Side by side when the card is wide enough, stacked on narrow cards. */
  grid-template-columns: repeat(auto-fit, minmax(7.5rem, 1fr));
  gap: 8px;
  margin-top: 4px;
`;
