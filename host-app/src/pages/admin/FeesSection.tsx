import { useQueries, useQuery } from '@tanstack/react-query';
import { useId, useState, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import type {
  AdminTiersResponse,
  BuyerTierConfig,
  BuyerTierUpdate,
  PerformerTierConfig,
  PerformerTierUpdate,
} from 'tenant-api/contract';
import { formatCents } from 'widgets/format';
import { Alert, Button, Spinner, TextField, VisuallyHidden } from 'widgets/ui';
import { useDebounced } from '../tour-routing/useDebounced';
import { ADMIN_TIERS_KEY, adminApi } from './adminApi';
import { dollarsToCents, shareOf } from './adminFormat';
import { Muted, QueryState, SectionHeading, SubSection, TableScroll } from '../../ui/AdminParts';
import { PaymentSettingsForm } from './PaymentSettingsForm';
import {
  buyerTierForm,
  buyerTierUpdate,
  performerTierForm,
  performerTierUpdate,
  type BuyerTierForm,
  type PerformerTierForm,
} from './tierForm';
import { TIER_SAVED, useFeesForm } from './useFeesForm';

export function FeesSection() {
  const query = useQuery({ queryKey: ADMIN_TIERS_KEY, queryFn: ({ signal }) => adminApi.tiers({ signal }) });
  return (
    <>
      <SectionHeading title="Tiers and fees">
        Prices in dollars, fees and commissions in percent. Tier and processing fee changes apply to new offers only:
        offers already made keep the fees they were made with.
      </SectionHeading>
      {query.data ? (
        <>
          <BuyerTiersTable tiers={query.data.buyerTiers} />
          <PerformerTiersTable tiers={query.data.performerTiers} />
          <PaymentSettingsForm data={query.data} />
          <SampleBooking data={query.data} />
        </>
      ) : (
        <QueryState isPending={query.isPending} error={query.error} label="tiers" onRetry={() => query.refetch()} />
      )}
    </>
  );
}

function BuyerTiersTable({ tiers }: { tiers: BuyerTierConfig[] }) {
  return (
    <SubSection aria-labelledby="buyer-tiers-title">
      <h3 id="buyer-tiers-title">Buyer tiers</h3>
      <TableScroll>
        <table>
          <thead>
            <tr>
              <th scope="col">Tier</th>
              <th scope="col">Name</th>
              <th scope="col">Monthly ($)</th>
              <th scope="col">Yearly ($)</th>
              <th scope="col">Service fee (%)</th>
              <th scope="col">Approval required</th>
              <th scope="col">
                <VisuallyHidden>Save</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {tiers.map((tier) => (
              <BuyerTierRow key={`${tier.tier}:${JSON.stringify(tier)}`} tier={tier} />
            ))}
          </tbody>
        </table>
      </TableScroll>
    </SubSection>
  );
}

function BuyerTierRow({ tier }: { tier: BuyerTierConfig }) {
  const row = useFeesForm(
    () => buyerTierForm(tier),
    (form: BuyerTierForm) => buyerTierUpdate(form, tier),
    (body: BuyerTierUpdate) => adminApi.saveBuyerTier(tier.tier, body),
    TIER_SAVED,
  );
  const { form, errors, set } = row;
  const label = tier.tier.toLowerCase();
  return (
    <tr>
      <th scope="row">{tier.tier}</th>
      <td>
        <CellInput
          label={`Name of ${label}`}
          value={form.name}
          error={errors.name}
          onChange={(e) => set({ name: e.target.value })}
        />
      </td>
      <td>
        <CellInput
          label={`Monthly price of ${label}, dollars`}
          inputMode="decimal"
          value={form.monthly}
          error={errors.monthlyPrice}
          onChange={(e) => set({ monthly: e.target.value })}
        />
      </td>
      <td>
        <CellInput
          label={`Yearly price of ${label}, dollars`}
          inputMode="decimal"
          value={form.yearly}
          placeholder="none"
          error={errors.yearlyPrice}
          onChange={(e) => set({ yearly: e.target.value })}
        />
      </td>
      <td>
        <CellInput
          label={`Service fee of ${label}, percent`}
          inputMode="decimal"
          value={form.fee}
          error={errors.serviceFeeBps}
          onChange={(e) => set({ fee: e.target.value })}
        />
      </td>
      <td>
        <input
          type="checkbox"
          aria-label={`Admin approval required for ${label}`}
          checked={form.approval}
          onChange={(e) => set({ approval: e.target.checked })}
        />
        {errors.adminApprovalRequired && <CellError>{errors.adminApprovalRequired}</CellError>}
      </td>
      <td>
        <SaveRowButton row={row} label={label} />
      </td>
    </tr>
  );
}

function PerformerTiersTable({ tiers }: { tiers: PerformerTierConfig[] }) {
  return (
    <SubSection aria-labelledby="performer-tiers-title">
      <h3 id="performer-tiers-title">Performer tiers</h3>
      <TableScroll>
        <table>
          <thead>
            <tr>
              <th scope="col">Tier</th>
              <th scope="col">Name</th>
              <th scope="col">Monthly ($)</th>
              <th scope="col">Commission (%)</th>
              <th scope="col">
                <VisuallyHidden>Save</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {tiers.map((tier) => (
              <PerformerTierRow key={`${tier.tier}:${JSON.stringify(tier)}`} tier={tier} />
            ))}
          </tbody>
        </table>
      </TableScroll>
    </SubSection>
  );
}

function PerformerTierRow({ tier }: { tier: PerformerTierConfig }) {
  const row = useFeesForm(
    () => performerTierForm(tier),
    (form: PerformerTierForm) => performerTierUpdate(form, tier),
    (body: PerformerTierUpdate) => adminApi.savePerformerTier(tier.tier, body),
    TIER_SAVED,
  );
  const { form, errors, set } = row;
  const label = `performer ${tier.tier}`;
  return (
    <tr>
      <th scope="row">{tier.tier}</th>
      <td>
        <CellInput
          label={`Name of ${label}`}
          value={form.name}
          error={errors.name}
          onChange={(e) => set({ name: e.target.value })}
        />
      </td>
      <td>
        <CellInput
          label={`Monthly price of ${label}, dollars`}
          inputMode="decimal"
          value={form.monthly}
          error={errors.monthlyPrice}
          onChange={(e) => set({ monthly: e.target.value })}
        />
      </td>
      <td>
        <CellInput
          label={`Commission of ${label}, percent`}
          inputMode="decimal"
          value={form.commission}
          error={errors.commissionBps}
          onChange={(e) => set({ commission: e.target.value })}
        />
      </td>
      <td>
        <SaveRowButton row={row} label={label} />
      </td>
    </tr>
  );
}

function SaveRowButton({
  row,
  label,
}: {
  row: { changed: boolean; isPending: boolean; submit(): void };
  label: string;
}) {
  return (
    <Button $size="sm" disabled={!row.changed || row.isPending} onClick={row.submit} aria-label={`Save ${label} tier`}>
      {row.isPending ? 'Saving…' : 'Save'}
    </Button>
  );
}

function CellInput({
  label,
  error,
  ...input
}: { label: string; error: string | undefined } & Omit<InputHTMLAttributes<HTMLInputElement>, 'aria-label'>) {
  const errorId = useId();
  return (
    <>
      <Cell
        {...input}
        aria-label={label}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
      />
      {error && <CellError id={errorId}>{error}</CellError>}
    </>
  );
}

/**
 * A sample booking priced for every tier. Buyer fees come from GET /api/fees/calculate (the
 * server's rounding); the performer's commission uses the API's rule (half up to the cent).
 */
function SampleBooking({ data }: { data: AdminTiersResponse }) {
  const [amountText, setAmountText] = useState('500');
  const cents = dollarsToCents(amountText);
  const amount = useDebounced(cents);
  const fees = useQueries({
    queries: data.buyerTiers.map((tier) => ({
      queryKey: ['/api/fees/calculate', tier.tier, amount, tier.serviceFeeBps],
      queryFn: ({ signal }: { signal: AbortSignal }) => adminApi.fee(tier.tier, amount!, { signal }),
      enabled: amount !== null && amount > 0,
    })),
  });
  return (
    <SubSection aria-labelledby="sample-booking-title">
      <h3 id="sample-booking-title">Sample booking</h3>
      <AmountField>
        <TextField
          label="Offer amount ($)"
          name="sample-amount"
          inputMode="decimal"
          value={amountText}
          error={cents === null ? 'Enter dollars, e.g. 500' : undefined}
          onChange={(event) => setAmountText(event.target.value)}
        />
      </AmountField>
      {amount !== null && amount > 0 && (
        <>
          <TableScroll>
            <table aria-label="What the buyer pays">
              <thead>
                <tr>
                  <th scope="col">Buyer tier</th>
                  <th scope="col">Service fee</th>
                  <th scope="col">Buyer pays</th>
                </tr>
              </thead>
              <tbody>
                {data.buyerTiers.map((tier, index) => {
                  const fee = fees[index];
                  return (
                    <tr key={tier.tier}>
                      <th scope="row">{tier.name}</th>
                      {fee?.data ? (
                        <>
                          <td>
                            {formatCents(fee.data.platformFee)} ({fee.data.serviceFeeRate}%)
                          </td>
                          <td>{formatCents(fee.data.totalAmount)}</td>
                        </>
                      ) : (
                        <td colSpan={2}>
                          {fee?.isError ? (
                            <Muted>Could not be calculated</Muted>
                          ) : (
                            <Spinner size={16} label="Calculating" />
                          )}
                        </td>
                      )}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </TableScroll>
          <TableScroll>
            <table aria-label="What the performer receives">
              <thead>
                <tr>
                  <th scope="col">Performer tier</th>
                  <th scope="col">Commission</th>
                  <th scope="col">Performer payout</th>
                </tr>
              </thead>
              <tbody>
                {data.performerTiers.map((tier) => {
                  const commission = shareOf(amount, tier.commissionBps);
                  return (
                    <tr key={tier.tier}>
                      <th scope="row">{tier.name}</th>
                      <td>
                        {formatCents(commission)} ({tier.commissionBps / 100}%)
                      </td>
                      <td>{formatCents(amount - commission)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </TableScroll>
          <Muted>
            Figures use the saved tiers. Payouts are released {data.payoutDelayDays}{' '}
            {data.payoutDelayDays === 1 ? 'day' : 'days'} after the event. Changes apply to new offers only.
          </Muted>
        </>
      )}
      {cents !== null && cents === 0 && <Alert tone="info">Enter an amount above zero.</Alert>}
    </SubSection>
  );
}

const Cell = styled.input`
  width: 100%;
  min-width: 90px;
  min-height: 40px;
  padding: 6px 10px;
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-sm);
  background: var(--hl-color-surface);
  color: var(--hl-color-text);
  font: inherit;

  &[aria-invalid='true'] {
    border-color: var(--hl-color-danger);
  }
`;

const CellError = styled.p`
  margin: 4px 0 0;
  color: var(--hl-color-danger);
  font-size: 0.8125rem;
`;

const AmountField = styled.div`
  max-width: 240px;
`;
