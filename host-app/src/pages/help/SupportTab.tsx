import styled from 'styled-components';
import { Badge } from 'widgets/ui';
import { useTenant } from '../../tenant/useTenant';
import { ButtonLink } from '../../ui/ButtonLink';
import { Card, CardGrid } from '../content/Card';
import { TierData } from '../content/TierData';
import { contactDetailsFor } from '../contact/contactDetails';

/** Support channels per plan (SPEC 2.13); plan names come from the tenant's tiers. */
export function SupportTab() {
  const { tenant } = useTenant();
  const details = contactDetailsFor(tenant?.slug);
  return (
    <TierData what="support options">
      {(tiers) => {
        const name = (tier: string) => tiers.buyerTiers.find((config) => config.tier === tier)?.name ?? tier;
        return (
          <Stack>
            <h2>Talk to our team</h2>
            <CardGrid>
              <Card as="section" aria-labelledby="support-email">
                <h3 id="support-email">E-mail support</h3>
                <a href={`mailto:${details.email}`}>{details.email}</a>
                <p>
                  Response within 24-48 hours on {name('BASIC')}. {name('ELITE')} members get priority replies within 12
                  hours.
                </p>
              </Card>
              <Card as="section" aria-labelledby="support-phone">
                <h3 id="support-phone">
                  Phone support <Badge $tone="accent">{name('ELITE')} only</Badge>
                </h3>
                <a href={`tel:${details.phone.replace(/[^+\d]/g, '')}`}>{details.phone}</a>
                <p>{details.phoneHours}. Have your account e-mail ready so we can find your bookings.</p>
              </Card>
              <Card as="section" aria-labelledby="support-form">
                <h3 id="support-form">Contact form</h3>
                <p>Write to us about anything — bookings, billing, your performer account or a technical problem.</p>
                <ButtonLink to="/contact" $variant="secondary">
                  Contact Us
                </ButtonLink>
              </Card>
            </CardGrid>
          </Stack>
        );
      }}
    </TierData>
  );
}

const Stack = styled.div`
  display: grid;
  gap: 20px;

  h2 {
    font-size: 1.375rem;
    font-weight: 800;
  }

  h3 {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
  }

  a:not([class]) {
    color: var(--hl-color-primary);
    font-weight: 700;
    overflow-wrap: anywhere;
  }

  ${Card} > a[class] {
    align-self: flex-start;
    margin-top: auto;
  }
`;
