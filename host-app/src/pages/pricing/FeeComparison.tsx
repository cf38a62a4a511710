import styled from 'styled-components';
import type { TiersResponse } from 'tenant-api/contract';
import { Badge } from 'widgets/ui';
import { formatCents, formatPercent } from '../../format/money';
import { TableScroll } from '../content/Card';
import { comparisonRows, percentOf, type ComparisonRow } from './pricingMath';

/** Example booking sizes for the table; they are illustrations, not prices. */
const EXAMPLES = [100_000, 500_000] as const;

const range = (row: ComparisonRow, format: (value: number) => string) =>
  row.low === row.high ? format(row.low) : `${format(row.low)}–${format(row.high)}`;

/** Our fees (the tenant's tiers) next to the fees other booking channels publish (SPEC 9). */
export function FeeComparison({ tiers, brandName }: { tiers: TiersResponse; brandName: string }) {
  const rows = comparisonRows(tiers, brandName);
  const performerBasic = tiers.performerTiers.find((tier) => tier.tier === 'basic');
  return (
    <Stack>
      <TableScroll>
        <table>
          <caption>What the buyer pays on top of the performer’s fee</caption>
          <thead>
            <tr>
              <th scope="col">Booking channel</th>
              <th scope="col" className="num">
                Fee
              </th>
              {EXAMPLES.map((amount) => (
                <th scope="col" className="num" key={amount}>
                  On a {formatCents(amount)} booking
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.name}>
                <th scope="row">
                  <RowName>
                    {row.name} {row.ours && <Badge $tone="primary">Ours</Badge>}
                  </RowName>
                  <Detail>{row.detail}</Detail>
                </th>
                <td className="num">{range(row, formatPercent)}</td>
                {EXAMPLES.map((amount) => (
                  <td className="num" key={amount}>
                    {range(row, (rate) => formatCents(percentOf(amount, rate)))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <Notes>
        <li>Our fees come straight from the plan you are on; a plan’s subscription price is separate.</li>
        <li>
          Figures for other channels are the typical rates they publish, quoted for comparison; check each platform’s
          current terms.
        </li>
        {performerBasic && (
          <li>
            Performers never pay to join. They pay a {formatPercent(performerBasic.commissionRate)} commission on
            completed bookings, out of their fee — buyers don’t pay it.
          </li>
        )}
      </Notes>
    </Stack>
  );
}

const Stack = styled.div`
  display: grid;
  gap: 20px;
`;

const RowName = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  font-weight: 700;
`;

const Detail = styled.span`
  display: block;
  color: var(--hl-color-text-muted);
  font-size: 0.8125rem;
  font-weight: 400;
`;

const Notes = styled.ul`
  display: grid;
  gap: 6px;
  padding-left: 20px;
  color: var(--hl-color-text-muted);
  font-size: 0.875rem;
`;
