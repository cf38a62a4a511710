import type {
  AdminTiersResponse,
  BuyerTierConfig,
  BuyerTierUpdate,
  FeeSettingsUpdate,
  PerformerTierConfig,
  PerformerTierUpdate,
} from 'tenant-api/contract';
import { bpsToPercent, centsToDollars, dollarsToCents, percentToBps } from './adminFormat';

/** A buyer tier row as the inputs hold it (dollars and percent as text). */
export interface BuyerTierForm {
  name: string;
  monthly: string;
  yearly: string;
  fee: string;
  approval: boolean;
}

export interface PerformerTierForm {
  name: string;
  monthly: string;
  commission: string;
}

export type RowResult<T> = { ok: true; body: T | null } | { ok: false; errors: Record<string, string> };

const MONEY_ERROR = 'Enter dollars, e.g. 29 or 29.99';
const PERCENT_ERROR = 'Enter a percentage, e.g. 15 or 12.5';
const MAX_BPS = 5000;

export function buyerTierForm(tier: BuyerTierConfig): BuyerTierForm {
  return {
    name: tier.name,
    monthly: centsToDollars(tier.monthlyPrice),
    yearly: tier.yearlyPrice === null ? '' : centsToDollars(tier.yearlyPrice),
    fee: bpsToPercent(tier.serviceFeeBps),
    approval: tier.adminApprovalRequired,
  };
}

export function performerTierForm(tier: PerformerTierConfig): PerformerTierForm {
  return { name: tier.name, monthly: centsToDollars(tier.monthlyPrice), commission: bpsToPercent(tier.commissionBps) };
}

function rate(text: string, errors: Record<string, string>, field: string, label: string, max = MAX_BPS) {
  const bps = percentToBps(text);
  if (bps === null) errors[field] = PERCENT_ERROR;
  else if (bps > max) errors[field] = `${label} cannot be above ${max / 100}%`;
  return bps;
}

/** The PUT body of the changed fields only (null when nothing changed), or the field errors. */
export function buyerTierUpdate(form: BuyerTierForm, tier: BuyerTierConfig): RowResult<BuyerTierUpdate> {
  const errors: Record<string, string> = {};
  const name = form.name.trim();
  if (!name) errors.name = 'Name is required';
  const monthly = dollarsToCents(form.monthly);
  if (monthly === null) errors.monthlyPrice = MONEY_ERROR;
  const yearly = form.yearly.trim() === '' ? null : dollarsToCents(form.yearly);
  if (form.yearly.trim() !== '' && yearly === null) errors.yearlyPrice = MONEY_ERROR;
  const fee = rate(form.fee, errors, 'serviceFeeBps', 'Service fee');
  if (Object.keys(errors).length) return { ok: false, errors };
  const body: BuyerTierUpdate = {};
  if (name !== tier.name) body.name = name;
  if (monthly !== tier.monthlyPrice) body.monthlyPrice = monthly!;
  if (yearly !== tier.yearlyPrice) body.yearlyPrice = yearly;
  if (fee !== tier.serviceFeeBps) body.serviceFeeBps = fee!;
  if (form.approval !== tier.adminApprovalRequired) body.adminApprovalRequired = form.approval;
  return { ok: true, body: Object.keys(body).length ? body : null };
}

export function performerTierUpdate(
  form: PerformerTierForm,
  tier: PerformerTierConfig,
): RowResult<PerformerTierUpdate> {
  const errors: Record<string, string> = {};
  const name = form.name.trim();
  if (!name) errors.name = 'Name is required';
  const monthly = dollarsToCents(form.monthly);
  if (monthly === null) errors.monthlyPrice = MONEY_ERROR;
  const commission = rate(form.commission, errors, 'commissionBps', 'Commission');
  if (Object.keys(errors).length) return { ok: false, errors };
  const body: PerformerTierUpdate = {};
  if (name !== tier.name) body.name = name;
  if (monthly !== tier.monthlyPrice) body.monthlyPrice = monthly!;
  if (commission !== tier.commissionBps) body.commissionBps = commission!;
  return { ok: true, body: Object.keys(body).length ? body : null };
}

/** The processing fee and payout delay as the inputs hold them. */
export interface FeeSettingsForm {
  processingFee: string;
  processingFixed: string;
  payoutDelay: string;
}

/** The API's limits (contract `FeeSettingsUpdate`). */
const MAX_PROCESSING_BPS = 1_000;
const MAX_PROCESSING_FIXED_CENTS = 1_000;
const MAX_PAYOUT_DELAY_DAYS = 30;

export function feeSettingsForm(data: AdminTiersResponse): FeeSettingsForm {
  return {
    processingFee: bpsToPercent(data.paymentProcessing.rateBps),
    processingFixed: centsToDollars(data.paymentProcessing.fixedCents),
    payoutDelay: String(data.payoutDelayDays),
  };
}

export function feeSettingsUpdate(form: FeeSettingsForm, data: AdminTiersResponse): RowResult<FeeSettingsUpdate> {
  const errors: Record<string, string> = {};
  const fee = rate(form.processingFee, errors, 'processingFeeBps', 'Processing fee', MAX_PROCESSING_BPS);
  const fixed = dollarsToCents(form.processingFixed);
  if (fixed === null) errors.processingFixedCents = MONEY_ERROR;
  else if (fixed > MAX_PROCESSING_FIXED_CENTS)
    errors.processingFixedCents = 'Fixed processing fee cannot be above $10.00';
  const delay = /^\d{1,2}$/.test(form.payoutDelay.trim()) ? Number(form.payoutDelay.trim()) : null;
  if (delay === null || delay > MAX_PAYOUT_DELAY_DAYS)
    errors.payoutDelayDays = `Enter whole days from 0 to ${MAX_PAYOUT_DELAY_DAYS}`;
  if (Object.keys(errors).length) return { ok: false, errors };
  const body: FeeSettingsUpdate = {};
  if (fee !== data.paymentProcessing.rateBps) body.processingFeeBps = fee!;
  if (fixed !== data.paymentProcessing.fixedCents) body.processingFixedCents = fixed!;
  if (delay !== data.payoutDelayDays) body.payoutDelayDays = delay!;
  return { ok: true, body: Object.keys(body).length ? body : null };
}
