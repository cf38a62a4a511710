import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import type { PerformerProfile } from 'tenant-api/contract';
import { BookingPanel } from './BookingPanel';
import { ProfileHeader } from './ProfileHeader';
import { ReviewsSection } from './ReviewsSection';
import { Section } from './Section';
import { BookingArea, ContentArea, HeaderArea, Layout } from './profileLayout';
import type { BookingAction } from './profileModel';
import { useSession } from '../../session/SessionProvider';

/** The gallery is below the fold: its code loads with the profile's data, not before. */
const ProfileMedia = lazy(() =>
  import('../../features/media/components/ProfileMedia').then((m) => ({ default: m.ProfileMedia })),
);

/** The loaded profile: header, booking panel, about, media and reviews. */
export function PerformerProfileView({ performer, action }: { performer: PerformerProfile; action: BookingAction }) {
  const bio = performer.bio.trim();
  const { user } = useSession();
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
        <Section id="media" title="Photos and videos">
          <Suspense fallback={<Muted>Loading photos…</Muted>}>
            <ProfileMedia performer={performer} canRemove={user?.role === 'ADMIN'} />
          </Suspense>
        </Section>
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
