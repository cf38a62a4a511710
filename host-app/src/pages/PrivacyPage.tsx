import { Link } from 'react-router';
import { useTenant } from '../tenant/useTenant';
import { usePageTitle } from '../usePageTitle';
import { LegalPage, type LegalSection } from './legal/LegalPage';

export default function PrivacyPage() {
  usePageTitle('Privacy Policy');
  const { brandName } = useTenant();
  const sections: LegalSection[] = [
    {
      id: 'collect',
      title: 'What we collect',
      body: (
        <ul>
          <li>Account details: name, e-mail, phone, role, plan and password (stored only as a secure hash).</li>
          <li>Performer profiles: stage name, bio, genres, city, rates, media and verification documents.</li>
          <li>Bookings: offers, event and venue details, messages about them, and their history.</li>
          <li>
            Payments: amounts and status. Card numbers go directly to our card payment provider; we never see them.
          </li>
          <li>Messages you send through the contact form, with the network address they came from.</li>
        </ul>
      ),
    },
    {
      id: 'use',
      title: 'How we use it',
      body: (
        <ul>
          <li>To run bookings: deliver offers, create contracts, hold and release payments.</li>
          <li>To keep the marketplace safe: vetting performers, reviewing Guest offers, preventing fraud and abuse.</li>
          <li>To answer you when you contact support.</li>
          <li>To send the notifications you chose in your settings; marketing e-mails only if you opt in.</li>
        </ul>
      ),
    },
    {
      id: 'sharing',
      title: 'Who sees it',
      body: (
        <p>
          Buyers and performers see each other’s contact details only once a booking is paid (see the{' '}
          <Link to="/terms">Terms</Link>). We share data with our payment provider and hosting providers to run the
          service, and with authorities when the law requires. We do not sell personal data.
        </p>
      ),
    },
    {
      id: 'agencies',
      title: 'Agency sites',
      body: (
        <p>
          Agencies running their own site on our platform see the accounts, bookings and messages of their own site
          only. Each site’s data is kept separate from every other site’s.
        </p>
      ),
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      body: (
        <p>
          Account data is kept while your account is open. Booking and payment records are kept for about 7 years for
          tax and accounting; the rest is deleted or anonymised within 90 days of closing your account.
        </p>
      ),
    },
    {
      id: 'rights',
      title: 'Your choices and rights',
      body: (
        <p>
          You can update your profile and notification preferences in your settings, and ask us for a copy of your data,
          to correct it or to delete it through the <Link to="/contact">contact form</Link>. We answer within 30 days.
        </p>
      ),
    },
    {
      id: 'security',
      title: 'Security',
      body: (
        <p>
          Connections are encrypted, passwords are hashed, payments are handled by a PCI compliant provider, and access
          to personal data inside our team is limited to the people who need it.
        </p>
      ),
    },
    {
      id: 'cookies',
      title: 'Cookies and storage',
      body: (
        <p>
          We keep your sign-in token in your browser’s local storage so you stay signed in. We do not use advertising
          cookies.
        </p>
      ),
    },
  ];
  return (
    <LegalPage
      title="Privacy Policy"
      intro={`What ${brandName} collects, why, who can see it and how long we keep it.`}
      sections={sections}
    />
  );
}
