import styled from 'styled-components';
import type { AdminTiersResponse, FeeSettingsUpdate } from 'tenant-api/contract';
import { Button, TextField } from 'widgets/ui';
import { adminApi } from './adminApi';
import { Muted, SubSection } from '../../ui/AdminParts';
import { feeSettingsForm, feeSettingsUpdate, type FeeSettingsForm } from './tierForm';
import { useFeesForm, type SavedTexts } from './useFeesForm';

const FEES_SAVED: SavedTexts = {
  saved: 'Fees saved',
  savedDescription: 'New offers use the processing fee from now on; payouts not yet sent wait for the new delay.',
  notSaved: 'The fees were not saved',
};

/** The tenant's payment processing fee and payout delay; the form starts over from each saved answer. */
export function PaymentSettingsForm({ data }: { data: AdminTiersResponse }) {
  const { rateBps, fixedCents } = data.paymentProcessing;
  return <SettingsForm key={`${rateBps}:${fixedCents}:${data.payoutDelayDays}`} data={data} />;
}

function SettingsForm({ data }: { data: AdminTiersResponse }) {
  const settings = useFeesForm(
    () => feeSettingsForm(data),
    (form: FeeSettingsForm) => feeSettingsUpdate(form, data),
    (body: FeeSettingsUpdate) => adminApi.saveFeeSettings(body),
    FEES_SAVED,
  );
  const { form, errors, set } = settings;
  return (
    <SubSection
      as="form"
      aria-labelledby="payment-settings-title"
      onSubmit={(event) => {
        event.preventDefault();
        settings.submit();
      }}
    >
      <h3 id="payment-settings-title">Payment processing and payouts</h3>
      <Muted>
        The processing fee is what a full refund keeps back; each offer keeps the one in force when it was made. Payouts
        are released this many days after the event, including payouts already waiting.
      </Muted>
      <Fields>
        <TextField
          label="Processing fee (%)"
          name="processing-fee"
          inputMode="decimal"
          value={form.processingFee}
          error={errors.processingFeeBps}
          onChange={(e) => set({ processingFee: e.target.value })}
        />
        <TextField
          label="Fixed processing fee ($)"
          name="processing-fixed"
          inputMode="decimal"
          value={form.processingFixed}
          error={errors.processingFixedCents}
          onChange={(e) => set({ processingFixed: e.target.value })}
        />
        <TextField
          label="Payout delay (days after the event)"
          name="payout-delay"
          inputMode="numeric"
          value={form.payoutDelay}
          error={errors.payoutDelayDays}
          onChange={(e) => set({ payoutDelay: e.target.value })}
        />
      </Fields>
      <div>
        <Button type="submit" disabled={!settings.changed || settings.isPending}>
          {settings.isPending ? 'Saving…' : 'Save fees'}
        </Button>
      </div>
    </SubSection>
  );
}

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 16px;
  align-items: start;
`;
