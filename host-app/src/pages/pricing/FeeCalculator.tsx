import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { MAX_NIGHTS, VENUE_TYPES, type BuyerTier, type TiersResponse, type VenueType } from 'tenant-api/contract';
import { Alert, Select, Spinner, TextField, mediaUp } from 'widgets/ui';
import { api } from '../../api';
import { formatCents, formatPercent } from '../../format/money';
import { Card } from '../content/Card';
import { humanize, MIN_NIGHTS, toFeeQuery, type CalculatorForm } from './calculatorInput';

const VENUE_OPTIONS = VENUE_TYPES.map((value) => ({ value, label: humanize(value) }));
const NIGHT_OPTIONS = Array.from({ length: MAX_NIGHTS - MIN_NIGHTS + 1 }, (_, index) => {
  const nights = String(index + MIN_NIGHTS);
  return { value: nights, label: `${nights} nights` };
});

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** Prices a booking with GET /api/fees/calculate as the visitor types. */
export function FeeCalculator({ tiers, initialTier }: { tiers: TiersResponse; initialTier: BuyerTier }) {
  const [form, setForm] = useState<CalculatorForm>({
    amount: '1500',
    venueType: 'COMEDY_CLUB',
    isMultiNight: false,
    nights: MIN_NIGHTS,
    tier: initialTier,
  });
  const set = <K extends keyof CalculatorForm>(key: K, value: CalculatorForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const parsed = toFeeQuery(useDebounced(form, 250));
  const query = 'query' in parsed ? parsed.query : null;
  const quote = useQuery({
    queryKey: ['/api/fees/calculate', query],
    queryFn: () => api.calculateFees(query!),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
  const typed = toFeeQuery(form);
  const amountError = 'error' in typed ? typed.error : undefined;
  const checkboxId = useId();

  return (
    <Layout>
      <Card as="form" aria-label="Fee calculator" onSubmit={(event) => event.preventDefault()}>
        <TextField
          label="Offer amount per night (USD)"
          name="offerAmount"
          inputMode="numeric"
          value={form.amount}
          error={amountError}
          hint="What you pay the performer, in whole dollars."
          onChange={(event) => set('amount', event.target.value.replace(/[$,\s]/g, ''))}
        />
        <Select
          label="Venue type"
          name="venueType"
          options={VENUE_OPTIONS}
          value={form.venueType}
          onChange={(event) => set('venueType', event.target.value as VenueType)}
        />
        <Check>
          <input
            id={checkboxId}
            type="checkbox"
            checked={form.isMultiNight}
            onChange={(event) => set('isMultiNight', event.target.checked)}
          />
          <label htmlFor={checkboxId}>Multi-night booking</label>
        </Check>
        {form.isMultiNight && (
          <Select
            label="Number of nights"
            name="numberOfNights"
            options={NIGHT_OPTIONS}
            value={String(form.nights)}
            onChange={(event) => set('nights', Number(event.target.value))}
          />
        )}
        <Select
          label="Plan"
          name="tier"
          options={tiers.buyerTiers.map((tier) => ({
            value: tier.tier,
            label: `${tier.name} — ${formatPercent(tier.serviceFeeRate)} booking fee`,
          }))}
          value={form.tier}
          onChange={(event) => set('tier', event.target.value as BuyerTier)}
        />
      </Card>
      <Result aria-live="polite" aria-busy={quote.isFetching}>
        <h3>Your booking cost</h3>
        {query === null ? (
          <p>Enter an offer of at least $100 to see the fees.</p>
        ) : quote.isError ? (
          <Alert title="We couldn’t price this booking">Please check the amount and try again.</Alert>
        ) : !quote.data ? (
          <Loading>
            <Spinner size={22} /> Calculating…
          </Loading>
        ) : (
          <Breakdown>
            <div>
              <dt>Performer fee{quote.data.numberOfNights > 1 && ` (${quote.data.numberOfNights} nights)`}</dt>
              <dd>{formatCents(quote.data.subtotal)}</dd>
            </div>
            <div>
              <dt>Booking fee ({formatPercent(quote.data.serviceFeeRate)})</dt>
              <dd>{formatCents(quote.data.platformFee)}</dd>
            </div>
            <Total>
              <dt>Total you pay</dt>
              <dd>{formatCents(quote.data.totalAmount)}</dd>
            </Total>
          </Breakdown>
        )}
        <Small>
          Paid into escrow when the performer accepts; released to the performer after the event. Venue type is recorded
          with your offer and does not change the fee.
        </Small>
      </Result>
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  gap: 20px;
  align-items: start;

  ${mediaUp('md')} {
    grid-template-columns: 1.1fr 1fr;
  }

  form {
    gap: 18px;
  }
`;

const Check = styled.div`
  display: flex;
  gap: 10px;
  align-items: center;
  min-height: 44px;
  font-weight: 650;

  input {
    width: 20px;
    height: 20px;
    accent-color: var(--hl-color-primary);
  }
`;

const Result = styled(Card)`
  position: sticky;
  top: 96px;
  border-width: 2px;
  border-color: var(--hl-color-primary);
`;

const Loading = styled.p`
  display: flex;
  gap: 10px;
  align-items: center;
`;

const Breakdown = styled.dl`
  display: grid;
  gap: 10px;
  margin: 4px 0;

  div {
    display: flex;
    justify-content: space-between;
    gap: 12px;
  }

  dt {
    color: var(--hl-color-text-muted);
  }

  dd {
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

const Total = styled.div`
  padding-top: 12px;
  border-top: 1px solid var(--hl-color-border);

  dt,
  dd {
    color: var(--hl-color-text);
    font-size: 1.25rem;
    font-weight: 800;
  }
`;

const Small = styled.p`
  font-size: 0.8125rem;
`;
