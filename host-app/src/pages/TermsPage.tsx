import { Link } from 'react-router';
import { useTenant } from '../tenant/useTenant';
import { usePageTitle } from '../usePageTitle';
import { LegalPage, type LegalSection } from './legal/LegalPage';
import { TermsFees } from './legal/TermsFees';

export default function TermsPage() {
  usePageTitle('Terms of Service');
  const { brandName } = useTenant();
  const sections: LegalSection[] = [
    {
      id: 'agreement',
      title: 'Agreement',
      body: (
        <p>
          These terms govern your use of {brandName}, a marketplace where event buyers book vetted comedians and variety
          performers. By creating an account or making or accepting an offer you agree to them. {brandName} is not a
          party to the performance contract between buyer and performer; we provide the marketplace, the payment escrow
          and support.
        </p>
      ),
    },
    {
      id: 'eligibility',
      title: 'Eligibility and accounts',
      body: (
        <>
          <p>
            You must be at least 18 years old and able to enter a binding contract. Businesses must be represented by
            someone authorised to act for them.
          </p>
          <p>
            Keep your sign-in details private; you are responsible for what happens under your account. Give accurate
            information about yourself, your events and your act.
          </p>
        </>
      ),
    },
    {
      id: 'offers',
      title: 'Offers and contracts',
      body: (
        <ul>
          <li>A buyer’s offer states the event, venue, performance and fee. Offers expire if not answered in time.</li>
          <li>Offers from Guest-plan accounts are reviewed by our team before the performer sees them.</li>
          <li>A performer may accept, decline, or make one counter-offer, which the buyer accepts or declines.</li>
          <li>When an offer is accepted a digital contract on the offer’s terms is created automatically.</li>
        </ul>
      ),
    },
    {
      id: 'payments',
      title: 'Payments and escrow',
      body: (
        <>
          <p>
            The buyer pays the performer’s fee plus the booking fee of their plan into escrow after acceptance. We hold
            the money until the event has taken place and then release it to the performer, less the performer’s
            commission. Payments are processed by our card payment provider; the platform is PCI compliant.
          </p>
          <p>
            Contact details are released once the booking is paid, and for paid plans no later than the Monday of the
            week before the event.
          </p>
        </>
      ),
    },
    { id: 'fees', title: 'Fees', body: <TermsFees /> },
    {
      id: 'cancellation',
      title: 'Cancellation and refunds',
      body: (
        <>
          <p>If the buyer cancels a paid booking, the refund depends on how long before the event they cancel:</p>
          <ul>
            <li>30 days or more: full refund, minus payment processing fees.</li>
            <li>14 to 29 days: 50% refund.</li>
            <li>7 to 13 days: 25% refund.</li>
            <li>Less than 7 days: no refund.</li>
          </ul>
          <p>If the performer cancels, the buyer is refunded in full whatever the timing.</p>
          <p>
            A partial refund comes out of the performer’s share and our service fee in the same proportion as they were
            paid; the processing fees kept back on an early cancellation come out of our fee first. Whatever remains of
            the performer’s share is paid to them after the event, less their commission on that amount. Before you
            cancel, the booking shows what you will get.
          </p>
        </>
      ),
    },
    {
      id: 'conduct',
      title: 'Conduct',
      body: (
        <p>
          Do not take bookings found here off the platform to avoid fees, share another user’s contact details, post
          misleading profiles or reviews, or harass anyone. We may suspend accounts that break these rules.
        </p>
      ),
    },
    {
      id: 'records',
      title: 'Records',
      body: (
        <p>
          We keep booking and payment records for about 7 years to meet tax and accounting obligations, even if you
          close your account.
        </p>
      ),
    },
    {
      id: 'liability',
      title: 'Liability',
      body: (
        <p>
          Performers are responsible for their performances and buyers for their venues and events. To the extent the
          law allows, our liability for any claim is limited to the fees we received for the booking concerned.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes and contact',
      body: (
        <p>
          We may update these terms and will tell you about material changes before they apply. Questions? Use our{' '}
          <Link to="/contact">contact form</Link>. See also our <Link to="/privacy">Privacy Policy</Link>.
        </p>
      ),
    },
  ];
  return (
    <LegalPage
      title="Terms of Service"
      intro={`The rules for booking and performing on ${brandName}: offers, escrow, fees and cancellations.`}
      sections={sections}
    />
  );
}
