import type { PaymentGateway } from './gateway';

/** The gateway of this deployment plus, for webhooks and verification, every known one by name. */
export interface Payments {
  gateway: PaymentGateway;
  byName(name: string): PaymentGateway | null;
}

export function paymentsWith(gateway: PaymentGateway, ...others: PaymentGateway[]): Payments {
  const all = [gateway, ...others];
  return { gateway, byName: (name) => all.find((candidate) => candidate.name === name) ?? null };
}
