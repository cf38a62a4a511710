import styled from 'styled-components';
import { mediaUp } from 'widgets/ui';
import { Badge } from 'widgets/ui';
import { ButtonLink } from '../../ui/ButtonLink';
import { Container, Eyebrow, Lead, SectionTitle } from '../../ui/layout';
import { Section, SectionHeader } from './Section';

/** Static sample profiles (SPEC 2.3); the live directory is /browse. */
const SAMPLE_PERFORMERS = [
  {
    name: 'Maya Reyes',
    act: 'Stand-up comedian',
    bio: 'Sharp observational sets about family, food and the chaos of group chats. Clean and club versions available.',
    startingPrice: '$750',
    rating: '4.9',
    status: 'AVAILABLE',
    initials: 'MR',
  },
  {
    name: 'The Amazing Theo',
    act: 'Close-up magician',
    bio: 'Sleight of hand that happens inches from your guests. A favourite for corporate mixers and private parties.',
    startingPrice: '$1,200',
    rating: '4.8',
    status: 'ON TOUR',
    initials: 'AT',
  },
  {
    name: 'Dana & the Deadpans',
    act: 'Improv troupe',
    bio: 'Four performers, zero scripts. Fully audience-driven shows that adapt to any room, from festivals to theatres.',
    startingPrice: '$2,400',
    rating: '5.0',
    status: 'AVAILABLE',
    initials: 'DD',
  },
] as const;

export function SampleDirectory() {
  return (
    <Tinted aria-labelledby="directory-title">
      <Container>
        <SectionHeader>
          <Eyebrow>The directory</Eyebrow>
          <SectionTitle id="directory-title">Performers buyers keep rebooking</SectionTitle>
          <Lead>Every act is vetted by our team before they can receive an offer. A few examples:</Lead>
        </SectionHeader>
        <Cards>
          {SAMPLE_PERFORMERS.map((performer) => (
            <Card key={performer.name}>
              <Portrait aria-hidden="true">{performer.initials}</Portrait>
              <Body>
                <TopRow>
                  <Badge $tone={performer.status === 'ON TOUR' ? 'accent' : 'success'}>{performer.status}</Badge>
                  <Rating aria-label={`Rated ${performer.rating} out of 5`}>
                    <span aria-hidden="true">★</span> {performer.rating}
                  </Rating>
                </TopRow>
                <h3>{performer.name}</h3>
                <Act>{performer.act}</Act>
                <Bio>{performer.bio}</Bio>
                <Price>
                  Starting at <strong>{performer.startingPrice}</strong>
                </Price>
              </Body>
            </Card>
          ))}
        </Cards>
        <More>
          <ButtonLink to="/browse" $variant="secondary" $size="lg">
            Browse all performers
          </ButtonLink>
        </More>
      </Container>
    </Tinted>
  );
}

const Tinted = styled(Section)`
  background: linear-gradient(var(--hl-color-background), var(--hl-color-surface-alt) 60%, var(--hl-color-background));
`;

const Cards = styled.ul`
  display: grid;
  gap: 20px;
  margin: 0;
  padding: 0;
  list-style: none;

  ${mediaUp('md')} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-lg);
  background: var(--hl-color-surface);
  box-shadow: 0 10px 30px rgb(0 0 0 / 0.05);
`;

const Portrait = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 16 / 9;
  background:
    radial-gradient(circle at 100% 0%, color-mix(in srgb, var(--hl-color-accent) 60%, transparent), transparent 45%),
    var(--hl-color-primary);
  color: var(--hl-color-on-primary);
  font-family: var(--hl-font-heading);
  font-size: 3rem;
  font-weight: 900;
  letter-spacing: 0.04em;
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 6px;
  padding: 20px 22px 24px;

  h3 {
    margin-top: 6px;
    font-size: 1.375rem;
    font-weight: 800;
  }
`;

const TopRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const Rating = styled.span`
  font-weight: 800;

  span {
    color: var(--hl-color-warning);
  }
`;

const Act = styled.p`
  color: var(--hl-color-primary);
  font-size: 0.875rem;
  font-weight: 700;
`;

const Bio = styled.p`
  flex: 1;
  color: var(--hl-color-text-muted);
  font-size: 0.9375rem;
`;

const Price = styled.p`
  margin-top: 10px;
  padding-top: 14px;
  border-top: 1px solid var(--hl-color-border);
  color: var(--hl-color-text-muted);
  font-size: 0.875rem;

  strong {
    color: var(--hl-color-text);
    font-size: 1.125rem;
  }
`;

const More = styled.div`
  margin-top: 36px;
`;
