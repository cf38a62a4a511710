import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Spinner } from 'widgets/ui';
import { PhotoManager } from '../../../features/media';
import { OWN_PERFORMER_QUERY_KEY } from '../../profile/profileData';
import { SettingsSection } from '../SettingsSection';
import { PayoutAccount } from './PayoutAccount';
import { performerApi } from './performerApi';
import { PerformerProfileForm } from './PerformerProfileForm';
import { PerformerRatesForm } from './PerformerRatesForm';

/**
 * A performer's onboarding steps 1, 3 and 4, at the anchors the For Performers page links to
 * (#performer-profile, #performer-rates, #payout-account).
 */
export function PerformerSettings() {
  const performer = useQuery({ queryKey: OWN_PERFORMER_QUERY_KEY, queryFn: performerApi.me });
  if (performer.isPending) {
    return (
      <SettingsSection id="performer-profile" title="Performer profile">
        <p role="status">
          <Spinner size={20} /> Loading your performer profile…
        </p>
      </SettingsSection>
    );
  }
  if (performer.isError) {
    return (
      <SettingsSection id="performer-profile" title="Performer profile">
        <Alert title="Your performer profile is unavailable">We couldn’t load it. Please try again.</Alert>
        <Button $variant="secondary" $size="sm" onClick={() => void performer.refetch()}>
          Try again
        </Button>
      </SettingsSection>
    );
  }
  return (
    <>
      <SettingsSection
        id="performer-profile"
        title="Performer profile"
        description="What buyers see when they browse and book you."
      >
        <PerformerProfileForm performer={performer.data} />
      </SettingsSection>
      <SettingsSection
        id="performer-photos"
        title="Photos and videos"
        description="Your main photo shows on your card in browse and at the top of your profile."
      >
        <PhotoManager />
      </SettingsSection>
      <SettingsSection id="performer-rates" title="Rates and availability">
        <PerformerRatesForm performer={performer.data} />
      </SettingsSection>
      <SettingsSection
        id="payout-account"
        title="Payout account"
        description="Where we send your earnings after each completed show."
      >
        <PayoutAccount performer={performer.data} />
      </SettingsSection>
    </>
  );
}
