import styled from 'styled-components';
import { mediaUp } from 'widgets/ui';
import { Container } from '../ui/layout';
import { usePageTitle } from '../usePageTitle';
import { Card, CardGrid } from './content/Card';
import { PageBody, PageHeader } from './content/PageHeader';
import { ContactForm } from './contact/ContactForm';

const OFFER = [
  {
    title: 'Your own domain',
    text: 'Run the marketplace at bookings.youragency.com. Sign-in, offers and payments all stay on your address.',
  },
  {
    title: 'Your brand and theme',
    text: 'Your logo, colours, fonts and corner styles across every page and e-mail — visitors never see ours.',
  },
  {
    title: 'Your roster',
    text: 'Your performers, vetted your way. Each agency’s performers, buyers and bookings are kept completely separate.',
  },
  {
    title: 'Your plans and fees',
    text: 'Set your own plan names, subscription prices, booking fees and performer commissions; every page reads them.',
  },
  {
    title: 'Embeddable widgets',
    text: 'Put the browse grid, the offer wizard and the offers list on your existing website with one script tag, or as federated modules.',
  },
  {
    title: 'Escrow and payouts included',
    text: 'Card payments, escrow, cancellation refunds and performer payouts run on the same ledger as ours.',
  },
];

export default function WhiteLabelPage() {
  usePageTitle('White Label');
  return (
    <>
      <PageHeader
        eyebrow="For agencies"
        title="Your booking marketplace, your brand"
        lead="Give your roster and your clients a booking site of your own — with vetted offers, escrow payments, contact protection and tour routing already built in."
      />
      <PageBody>
        <Container>
          <Stack>
            <section aria-labelledby="white-label-offer">
              <h2 id="white-label-offer">What you get</h2>
              <CardGrid $min={320}>
                {OFFER.map((item) => (
                  <Card key={item.title}>
                    <h3>{item.title}</h3>
                    <p>{item.text}</p>
                  </Card>
                ))}
              </CardGrid>
            </section>
            <Enquiry aria-labelledby="white-label-enquiry" id="enquiry">
              <div>
                <h2 id="white-label-enquiry">Talk to us about your agency</h2>
                <p>
                  Tell us about your roster and your markets. We’ll reply within 24 hours with a walkthrough and a
                  launch plan — most agencies go live in two to four weeks.
                </p>
              </div>
              <Card>
                <ContactForm kind="white-label" initialSubject="White-label platform enquiry" />
              </Card>
            </Enquiry>
          </Stack>
        </Container>
      </PageBody>
    </>
  );
}

const Stack = styled.div`
  display: grid;
  gap: 56px;

  h2 {
    margin-bottom: 16px;
    font-size: 1.5rem;
    font-weight: 800;
  }
`;

const Enquiry = styled.section`
  display: grid;
  gap: 24px;
  align-items: start;

  p {
    max-width: 55ch;
    color: var(--hl-color-text-muted);
  }

  ${mediaUp('lg')} {
    grid-template-columns: 1fr 1.4fr;
  }
`;
