const TRANSITIONS: Record<string, string> = {
  create: 'Offer made',
  approve: 'Approved by the agency',
  adminReject: 'Rejected by the agency',
  accept: 'Offer accepted',
  decline: 'Offer declined',
  counter: 'Counter-offer made',
  acceptCounter: 'Counter-offer accepted',
  declineCounter: 'Counter-offer declined',
  pay: 'Paid into escrow',
  complete: 'Event completed',
  payOut: 'Paid out to the performer',
  expire: 'Expired',
  cancel: 'Cancelled',
};

/** A history entry's transition in words; unknown ones show raw. */
export const transitionLabel = (transition: string) => TRANSITIONS[transition] ?? transition;

const ROLES: Record<string, string> = { buyer: 'buyer', performer: 'performer', admin: 'agency', system: 'system' };

/** Who took a step: "Bea Buyer (buyer)", or the role alone when no name is known. */
export function actorLabel(entry: { actorName: string | null; actorRole: string }): string {
  const role = ROLES[entry.actorRole] ?? entry.actorRole;
  if (entry.actorRole === 'system') return 'Automatically';
  return entry.actorName ? `${entry.actorName} (${role})` : `The ${role}`;
}

/** An enum value in words: "COMEDY_SHOW" → "Comedy show", "PG13" → "PG13". */
export function humanizeEnum(value: string): string {
  if (!value.includes('_') && /\d/.test(value)) return value;
  const words = value.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
