import { formatMonthlyPrice, formatPercent } from '../../format/money';
import { TableScroll } from '../content/Card';
import { TierData } from '../content/TierData';

/** The fee schedule the terms refer to, from the tenant's tiers. */
export function TermsFees() {
  return (
    <TierData what="fee schedule">
      {(tiers) => (
        <>
          <TableScroll>
            <table>
              <caption>Buyer plans and booking fees</caption>
              <thead>
                <tr>
                  <th scope="col">Plan</th>
                  <th scope="col" className="num">
                    Subscription
                  </th>
                  <th scope="col" className="num">
                    Booking fee
                  </th>
                </tr>
              </thead>
              <tbody>
                {tiers.buyerTiers.map((tier) => (
                  <tr key={tier.tier}>
                    <th scope="row">{tier.name}</th>
                    <td className="num">{formatMonthlyPrice(tier.monthlyPrice)}</td>
                    <td className="num">{formatPercent(tier.serviceFeeRate)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <p>
            Performers pay a commission on completed bookings:{' '}
            {tiers.performerTiers.map((tier) => `${tier.name} ${formatPercent(tier.commissionRate)}`).join(', ')}.
            Performer subscriptions, where they apply, are billed monthly.
          </p>
        </>
      )}
    </TierData>
  );
}
