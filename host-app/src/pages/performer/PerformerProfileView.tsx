import styled from 'styled-components';
import type { PerformerProfile } from 'tenant-api/contract';
import { BookingPanel } from './BookingPanel';
import { MediaGallery } from './MediaGallery';
import { ProfileHeader } from './ProfileHeader';
import { ReviewsSection } from './ReviewsSection';
import { Section } from './Section';
import { BookingArea, ContentArea, HeaderArea, Layout } from './profileLayout';
import type { BookingAction } from './profileModel';

/** The loaded profile: header, booking panel, about, media and reviews. */
export function PerformerProfileView({ performer, action }: { performer: PerformerProfile; action: BookingAction }) {
  const bio = performer.bio.trim();
  return (
    <Layout>
      <HeaderArea>
        <ProfileHeader performer={performer} />
      </HeaderArea>
      <BookingArea>
        <BookingPanel performer={performer} action={action} />
      </BookingArea>
      <ContentArea>
        <Section id="about" title={`About ${performer.stageName}`}>
          {bio ? <Bio>{bio}</Bio> : <Muted>{performer.stageName} has not written a bio yet.</Muted>}
        </Section>
        <MediaGallery media={performer.media} />
        <ReviewsSection
          id={performer.id}
          reviewsSummary={performer.reviewsSummary}
          recentReviews={performer.recentReviews}
          stageName={performer.stageName}
        />
      </ContentArea>
    </Layout>
  );
}

/** Line breaks the performer typed are kept. */
const Bio = styled.p`
  max-width: 70ch;
  margin: 0;
  line-height: 1.6;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  margin: 0;
  color: var(--hl-color-text-muted);
`;
