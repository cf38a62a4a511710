import styled from 'styled-components';
import type { PerformerListItem } from 'tenant-api/contract';
import { WidgetButtonLink } from '../core/WidgetLink';
import { formatCents } from '../format/money';
import { Badge } from '../ui/Badge';
import { VisuallyHidden } from '../ui/VisuallyHidden';
import { PerformerPhoto } from './PerformerPhoto';
import { SaveButton } from './SaveButton';

/**
 * The short bio, or else the whole bio (SPEC 2.4). The card clamps it to two lines with CSS, which
 * ends on a whole word with an ellipsis; cutting characters here would end mid-word.
 */
export function cardBio(performer: Pick<PerformerListItem, 'shortBio' | 'bio'>): string {
  return performer.shortBio.trim() || performer.bio.trim();
}

/** What the card says about reviews: "New" until the first review, else the average and count. */
export function ratingSummary(performer: Pick<PerformerListItem, 'rating' | 'reviewCount'>) {
  if (performer.reviewCount === 0 || performer.rating === null) return { isNew: true as const };
  const count = performer.reviewCount;
  return {
    isNew: false as const,
    rating: performer.rating.toFixed(1),
    reviews: `${count.toLocaleString('en-US')} ${count === 1 ? 'review' : 'reviews'}`,
  };
}

/** How the card's photo loads: the first card first, the rest of the first row eagerly, others lazily. */
export type CardPhotoLoading = 'priority' | 'eager' | 'lazy';

/** The browse grid's columns (one, two from sm, three from lg, four from xl), for the photo's srcset. */
export const CARD_PHOTO_SIZES = '(min-width: 1200px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

interface Props {
  performer: PerformerListItem;
  saved: boolean;
  onToggleSaved(): void;
  photoLoading?: CardPhotoLoading;
  /** Makes photo paths absolute to the API (the widget on another site); default: as they are. */
  photoUrl?: (path: string) => string;
}

export function PerformerCard({ performer, saved, onToggleSaved, photoLoading = 'lazy', photoUrl }: Props) {
  const { id, stageName } = performer;
  const bio = cardBio(performer);
  return (
    <Card>
      <Media>
        <PerformerPhoto
          name={stageName}
          url={performer.profileImageUrl}
          photo={performer.photo}
          toUrl={photoUrl}
          sizes={CARD_PHOTO_SIZES}
          loading={photoLoading === 'lazy' ? 'lazy' : 'eager'}
          priority={photoLoading === 'priority'}
        />
        <TopBadges>
          {performer.isFeatured && <Badge $tone="accent">Featured</Badge>}
          {performer.isElite && <Badge $tone="primary">Elite</Badge>}
          {performer.cleanContent && <Badge $tone="success">Clean content</Badge>}
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
        <Bio>{bio}</Bio>
        <Facts>
          <Rating performer={performer} />
          <Muted>Responds in {performer.responseTime}h</Muted>
        </Facts>
        <PriceRow>
          <Price>
            <Muted>From</Muted> <strong>{formatCents(performer.baseFee)}</strong>
          </Price>
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

function Rating({ performer }: { performer: PerformerListItem }) {
  const summary = ratingSummary(performer);
  if (summary.isNew) {
    return (
      <span>
        <NewTag>New</NewTag>
        <VisuallyHidden>, no reviews yet</VisuallyHidden>
      </span>
    );
  }
  return (
    <span>
      <span aria-hidden="true">★ {summary.rating}</span>
      <VisuallyHidden>Rated {summary.rating} out of 5,</VisuallyHidden> <Muted>({summary.reviews})</Muted>
    </span>
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

/** Over the photo, so the price row below never wraps (a wrapped row would move the price up). */
const TopBadges = styled.div`
  position: absolute;
  top: 10px;
  right: 56px;
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

/** Two lines at most, so a long stage name cannot push one card taller than its row. */
const Name = styled.h3`
  display: -webkit-box;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
  margin: 0;
  font-family: var(--hl-font-heading);
  font-size: 1.1875rem;
  font-weight: 800;
  line-height: 1.25;
`;

const Place = styled.p`
  overflow: hidden;
  margin: 0;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: var(--hl-color-text-muted);
  font-size: 0.875rem;
  font-weight: 600;
`;

/** Always two lines tall (a one-line bio keeps the space), ending in an ellipsis on a whole word. */
const Bio = styled.p`
  display: -webkit-box;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
  min-height: 2.9em; /* two lines of 1.45 */
  margin: 0;
  font-size: 0.9375rem;
  line-height: 1.45;
  overflow-wrap: anywhere;
`;

const NewTag = styled.span`
  display: inline-block;
  padding: 1px 8px;
  border-radius: var(--hl-radius-pill);
  background: var(--hl-color-surface-alt);
  color: var(--hl-color-text);
  font-size: 0.75rem;
  font-weight: 800;
  letter-spacing: 0.06em;
  text-transform: uppercase;
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
