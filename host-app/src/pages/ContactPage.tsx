import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { CONTACT_TYPES, type ContactType } from 'tenant-api/contract';
import { mediaUp } from 'widgets/ui';
import { useTenant } from '../tenant/useTenant';
import { Container } from '../ui/layout';
import { usePageTitle } from '../usePageTitle';
import { Card } from './content/Card';
import { PageBody, PageHeader } from './content/PageHeader';
import { ContactForm } from './contact/ContactForm';
import { contactDetailsFor } from './contact/contactDetails';

const asType = (value: string | null): ContactType | undefined =>
  CONTACT_TYPES.find((type) => type === value && type !== 'white-label');

export default function ContactPage() {
  usePageTitle('Contact');
  const [params] = useSearchParams();
  const { tenant } = useTenant();
  const details = contactDetailsFor(tenant?.slug);
  return (
    <>
      <PageHeader
        eyebrow="Contact"
        title="Get in touch"
        lead="Questions about a booking, your plan or your performer account? Send us a message — a real person answers within 24 hours."
      />
      <PageBody>
        <Container>
          <Layout>
            <Card as="section" aria-labelledby="contact-form-title">
              <h2 id="contact-form-title">Send us a message</h2>
              <ContactForm
                kind="contact"
                initialType={asType(params.get('type'))}
                initialSubject={params.get('subject')?.slice(0, 200) ?? ''}
              />
            </Card>
            <Side aria-labelledby="contact-details-title">
              <h2 id="contact-details-title">Other ways to reach us</h2>
              <Card>
                <h3>E-mail</h3>
                <a href={`mailto:${details.email}`}>{details.email}</a>
                <p>Replies within 24 hours, every day of the week.</p>
              </Card>
              <Card>
                <h3>Phone</h3>
                <a href={`tel:${details.phone.replace(/[^+\d]/g, '')}`}>{details.phone}</a>
                <p>{details.phoneHours}</p>
              </Card>
              <Card>
                <h3>Office</h3>
                <address>
                  {details.address.map((line) => (
                    <span key={line}>{line}</span>
                  ))}
                </address>
              </Card>
            </Side>
          </Layout>
        </Container>
      </PageBody>
    </>
  );
}

const Layout = styled.div`
  display: grid;
  gap: 24px;
  align-items: start;

  ${mediaUp('lg')} {
    grid-template-columns: 2fr 1fr;
  }

  h2 {
    font-size: 1.375rem;
    font-weight: 800;
  }
`;

const Side = styled.aside`
  display: grid;
  gap: 14px;

  a {
    color: var(--hl-color-primary);
    font-weight: 700;
    overflow-wrap: anywhere;
  }

  address {
    display: grid;
    font-style: normal;
    color: var(--hl-color-text-muted);
  }
`;
