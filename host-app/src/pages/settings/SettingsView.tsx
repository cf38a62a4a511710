import type { User } from 'tenant-api/contract';
import styled from 'styled-components';
import { NotificationSettings } from './NotificationSettings';
import { PasswordForm } from './PasswordForm';
import { PerformerSettings } from './performer/PerformerSettings';
import { ProfileForm } from './ProfileForm';
import { SettingsSection } from './SettingsSection';
import { SignOutEverywhere } from './SignOutEverywhere';
import { SubscriptionControls } from './SubscriptionControls';
import { UnavailableActions, type UnavailableAction } from './UnavailableActions';

const contact = (type: string, subject: string) => `/contact?type=${type}&subject=${encodeURIComponent(subject)}`;

const SECURITY_EXTRAS: UnavailableAction[] = [
  {
    title: 'Two-factor authentication',
    description: 'A code from your phone on top of your password when you sign in.',
    button: 'Enable Two-Factor',
    note: 'Two-factor sign-in is not available yet.',
  },
  {
    title: 'Download your data',
    description: 'A copy of your profile, offers and messages.',
    button: 'Download Data',
    note: 'Self-service export is not available yet. Until it is,',
    alternative: { to: contact('general', 'Data export request'), label: 'ask us for a copy.' },
  },
  {
    title: 'Privacy settings',
    description: 'Who can see your details and how we use them.',
    button: 'Privacy Settings',
    note: 'Privacy controls are not available yet. How we handle your data is in our',
    alternative: { to: '/privacy', label: 'privacy policy.' },
  },
];

const DANGER_ZONE: UnavailableAction[] = [
  {
    title: 'Delete account',
    description: 'Permanently deletes your account and its data. This cannot be undone.',
    button: 'Delete Account',
    note: 'Deleting an account online is not available yet. Until it is,',
    alternative: { to: contact('general', 'Delete my account'), label: 'ask us to delete it.' },
  },
];

/** SPEC 2.17: the sections of the settings page for the signed-in user. */
export function SettingsView({ user }: { user: User }) {
  return (
    <Stack>
      <SettingsSection id="profile" title="Profile information" description="Your name and how we reach you.">
        <ProfileForm user={user} />
      </SettingsSection>
      {user.role === 'PERFORMER' && <PerformerSettings />}
      <SettingsSection
        id="notifications"
        title="Notifications"
        description="Choose what we send you. Changes are saved as you make them."
      >
        <NotificationSettings />
      </SettingsSection>
      <SettingsSection id="security" title="Privacy and security">
        <h3>Change password</h3>
        <PasswordForm />
        <h3>Signed-in devices</h3>
        <SignOutEverywhere />
        <h3>More options</h3>
        <UnavailableActions actions={SECURITY_EXTRAS} />
      </SettingsSection>
      <SettingsSection id="danger-zone" title="Danger zone" tone="danger">
        <SubscriptionControls user={user} />
        <UnavailableActions actions={DANGER_ZONE} />
      </SettingsSection>
    </Stack>
  );
}

const Stack = styled.div`
  display: grid;
  gap: 24px;
  max-width: 860px;

  h3 {
    font-size: 1.0625rem;
    font-weight: 800;
  }
`;
