import type { PerformerTierConfig } from 'tenant-api/contract';
import { formatCents, formatPercent } from '../../format/money';
import { TableScroll } from '../content/Card';
import { Stack } from './BenefitsTab';
import {
  COMMISSION_EXAMPLES,
  SAVINGS_EXAMPLES,
  commissionOn,
  eliteBreakEven,
  eliteSaving,
  eliteSavingPercent,
  type PerformerTiers,
} from './performerMath';

/** Fees & Earnings: commission tables and savings worked out from the tenant's performer tiers. */
export function FeesTab({ tiers }: { tiers: PerformerTiers }) {
  const { basic, elite } = tiers;
  const breakEven = eliteBreakEven(tiers);
  return (
    <Stack>
      <h2>What you pay, what you keep</h2>
      <p>
        No sign-up fee and no listing fee. Commission is taken from your fee only when a booking is completed, and the
        rest is paid out to your account automatically after the event.
      </p>
      <CommissionTable tiers={[basic, elite]} />
      <TableScroll>
        <table>
          <caption>
            What {elite.name} saves you ({eliteSavingPercent(tiers)}% less commission)
          </caption>
          <thead>
            <tr>
              <th scope="col">Booking</th>
              <th scope="col" className="num">
                {basic.name} commission
              </th>
              <th scope="col" className="num">
                {elite.name} commission
              </th>
              <th scope="col" className="num">
                You save
              </th>
            </tr>
          </thead>
          <tbody>
            {SAVINGS_EXAMPLES.map((amount) => (
              <tr key={amount}>
                <th scope="row">{formatCents(amount)}</th>
                <td className="num">{formatCents(commissionOn(amount, basic))}</td>
                <td className="num">{formatCents(commissionOn(amount, elite))}</td>
                <td className="num">
                  <strong>{formatCents(eliteSaving(amount, tiers))}</strong>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {breakEven !== null && elite.monthlyPrice > 0 && (
        <p>
          {elite.name} costs {formatCents(elite.monthlyPrice)} a month, so it pays for itself once you book more than{' '}
          {formatCents(breakEven)} in a month.
        </p>
      )}
    </Stack>
  );
}

function CommissionTable({ tiers }: { tiers: PerformerTierConfig[] }) {
  return (
    <TableScroll>
      <table>
        <caption>Commission per booking</caption>
        <thead>
          <tr>
            <th scope="col">Tier</th>
            <th scope="col" className="num">
              Rate
            </th>
            {COMMISSION_EXAMPLES.map((amount) => (
              <th scope="col" className="num" key={amount}>
                On {formatCents(amount)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier) => (
            <tr key={tier.tier}>
              <th scope="row">{tier.name}</th>
              <td className="num">{formatPercent(tier.commissionRate)}</td>
              {COMMISSION_EXAMPLES.map((amount) => (
                <td className="num" key={amount}>
                  {formatCents(commissionOn(amount, tier))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
