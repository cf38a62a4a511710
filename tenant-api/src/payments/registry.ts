import type { Config } from '../config';
import type { Orm } from '../db/orm';
import type { PaymentGateway } from './gateway';
import { LocalGateway } from './localGateway';
import { StripeGateway } from './stripeGateway';

/** The gateway of this deployment plus, for webhooks and verification, every known one by name. */
export interface Payments {
  gateway: PaymentGateway;
  byName(name: string): PaymentGateway | null;
}

export function paymentsWith(gateway: PaymentGateway, ...others: PaymentGateway[]): Payments {
  const all = [gateway, ...others];
  return { gateway, byName: (name) => all.find((candidate) => candidate.name === name) ?? null };
}

/**
 * `stripe` when a secret key is configured, else the embedded `local` gateway. Only one is
 * enabled: with Stripe on, the local test-card checkout must not be able to book anything.
 */
export function paymentsFromConfig(
  config: Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_BASE'>,
  orm: Orm,
  options: { maxNetworkRetries?: number } = {},
): Payments {
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) {
    return paymentsWith(
      new StripeGateway({
        secretKey: config.STRIPE_SECRET_KEY,
        webhookSecret: config.STRIPE_WEBHOOK_SECRET,
        apiBase: config.STRIPE_API_BASE,
        ...options,
      }),
    );
  }
  return paymentsWith(new LocalGateway(orm));
}
