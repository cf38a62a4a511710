import styled from 'styled-components';
import type { PerformerProfile } from 'tenant-api/contract';
import { PerformerPhoto, PhotoInitials } from 'widgets/browse';
import { Badge, mediaUp } from 'widgets/ui';
import { StarRating } from './StarRating';
import { formatRating, placeText, pluralize } from './profileModel';

/**
 * How wide the photo is drawn: a square box (160, 200 from sm, 240 px from lg) that the 4:3 photo
 * covers, so 4/3 of the box. (It was "100vw" on phones, which picked the 1280 px width for 214 px.)
 */
const PROFILE_PHOTO_SIZES = '(min-width: 1024px) 320px, (min-width: 640px) 267px, 214px';

/** Photo, badges, stage name (the page's h1), place, rating, short bio and genres. */
export function ProfileHeader({ performer }: { performer: PerformerProfile }) {
  const { stageName, reviewsSummary: summary } = performer;
  const place = placeText(performer.city, performer.state);
  const shortBio = performer.shortBio.trim();
  return (
    <Header>
      <ProfilePhoto
        name={stageName}
        url={performer.profileImageUrl}
        photo={performer.photo}
        sizes={PROFILE_PHOTO_SIZES}
        priority
      />
      <Text>
        <Badges>
          {performer.isFeatured && <Badge $tone="accent">Featured</Badge>}
          {performer.isElite && <Badge $tone="primary">Elite</Badge>}
          {performer.cleanContent && <Badge $tone="success">Clean content</Badge>}
          {performer.isVetted && (
            <Badge $tone="neutral">
              <span aria-hidden="true">✓</span> Vetted
            </Badge>
          )}
        </Badges>
        <Name>{stageName}</Name>
        {place && <Place>{place}</Place>}
        <RatingLine>
          {summary.count > 0 ? (
            <>
              <StarRating rating={summary.average} />
              <strong aria-hidden="true">{formatRating(summary.average)}</strong>
              <a href="#reviews">({pluralize(summary.count, 'review')})</a>
            </>
          ) : (
            <span>
              <Badge $tone="neutral">New</Badge> <Muted>No reviews yet</Muted>
            </span>
          )}
        </RatingLine>
        {shortBio && <ShortBio>{shortBio}</ShortBio>}
        {performer.genres.length > 0 && (
          <Genres aria-label="Genres">
            {performer.genres.map((genre) => (
              <li key={genre}>{genre}</li>
            ))}
          </Genres>
        )}
      </Text>
    </Header>
  );
}

const Header = styled.header`
  display: grid;
  gap: 20px;
  min-width: 0;

  ${mediaUp('sm')} {
    grid-template-columns: 200px minmax(0, 1fr);
    align-items: start;
    gap: 28px;

    & > :first-child {
      max-width: none;
    }
  }

  ${mediaUp('lg')} {
    grid-template-columns: 240px minmax(0, 1fr);
  }
`;

const ProfilePhoto = styled(PerformerPhoto)`
  width: 100%;
  max-width: 160px;
  aspect-ratio: 1;
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-lg);

  ${PhotoInitials} {
    font-size: 3.5rem;
  }
`;

const Text = styled.div`
  display: grid;
  gap: 10px;
  min-width: 0;
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;

  &:empty {
    display: none;
  }
`;

const Name = styled.h1`
  margin: 0;
  font-family: var(--hl-font-heading);
  font-size: clamp(2rem, 1.4rem + 2.5vw, 3rem);
  font-weight: 800;
  line-height: 1.1;
  overflow-wrap: anywhere;
`;

const Place = styled.p`
  margin: 0;
  color: var(--hl-color-text-muted);
  font-weight: 600;
`;

const RatingLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 8px;
  margin: 0;

  a {
    color: var(--hl-color-primary);
    font-weight: 600;
  }
`;

const Muted = styled.span`
  color: var(--hl-color-text-muted);
`;

const ShortBio = styled.p`
  max-width: 60ch;
  margin: 0;
  font-size: 1.125rem;
  line-height: 1.5;
`;

const Genres = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 4px 0 0;
  padding: 0;
  list-style: none;

  li {
    padding: 4px 12px;
    border: 1px solid var(--hl-color-border);
    border-radius: var(--hl-radius-pill);
    background: var(--hl-color-surface-alt);
    font-size: 0.875rem;
    font-weight: 600;
  }
`;
