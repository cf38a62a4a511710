import styled from 'styled-components';
import { errorMessage } from '../api';
import { useRemote } from '../core/useRemote';
import { useWidgetEnvironment } from '../core/WidgetEnvironment';
import { formatCents, formatPercent } from '../format/money';
import { Button } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import type { OfferDraftInput } from 'tenant-api/contract';

type Pricing = Pick<OfferDraftInput, 'offerAmount' | 'venueType' | 'isMultiNight' | 'numberOfNights'>;

/** SPEC 2.10 step 4: the fee calculation from the API, for the buyer's own tier. */
export function FeeSummary({ offerAmount = 0, venueType, isMultiNight = false, numberOfNights = 1 }: Pricing) {
  const { api } = useWidgetEnvironment();
  const params = { offerAmount, venueType, isMultiNight, numberOfNights };
  const fees = useRemote(`fees:${JSON.stringify(params)}`, (signal) => api.calculateFees(params, signal));

  if (fees.isLoading) {
    return (
      <Status role="status">
        <Spinner size={18} /> Calculating fees…
      </Status>
    );
  }
  if (!fees.data) {
    return (
      <Status role="alert">
        {errorMessage(fees.error, 'The fees could not be calculated.')}
        <Button $variant="secondary" $size="sm" onClick={() => void fees.reload()}>
          Try again
        </Button>
      </Status>
    );
  }
  const { data } = fees;
  const nights = data.numberOfNights;
  return (
    <Table>
      <div>
        <dt>Offer amount{nights > 1 && ` (${formatCents(data.offerAmount)} × ${nights} nights)`}</dt>
        <dd>{formatCents(data.subtotal)}</dd>
      </div>
      <div>
        <dt>Service fee rate</dt>
        <dd>{formatPercent(data.serviceFeeRate)}</dd>
      </div>
      <div>
        <dt>Platform fee</dt>
        <dd>{formatCents(data.platformFee)}</dd>
      </div>
      <Total>
        <dt>Total amount</dt>
        <dd>{formatCents(data.totalAmount)}</dd>
      </Total>
    </Table>
  );
}

const Status = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px;
  color: var(--hl-color-text-muted);
`;

const Table = styled.dl`
  display: grid;
  gap: 8px;
  margin: 0;

  div {
    display: flex;
    justify-content: space-between;
    gap: 16px;
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
  padding-top: 10px;
  border-top: 1px solid var(--hl-color-border);
  font-size: 1.125rem;

  dt {
    color: var(--hl-color-text);
    font-weight: 700;
  }
`;
