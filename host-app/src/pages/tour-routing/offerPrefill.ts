import { US_STATES, type OfferDraftInput, type UsState } from 'tenant-api/contract';

/** What a venue notification (or an opportunity) knows about the show it proposes. */
export interface ShowProposal {
  performerId: string;
  showDate: string;
  venueName: string;
  city: string;
  state: string;
  /** Cents. */
  estimatedFee: number;
  routeName?: string;
}

/** /create-offer with the wizard pre-filled from a proposed show (SPEC 2.10 query parameters). */
export function createOfferHref(show: ShowProposal): string {
  const params = new URLSearchParams({
    performerId: show.performerId,
    eventDate: show.showDate.slice(0, 10),
    venueName: show.venueName,
    venueCity: show.city,
    venueState: show.state,
    // The wizard takes whole dollars (step 50); an estimate's odd cents would only be noise.
    offerAmount: String(Math.round(show.estimatedFee / 100) * 100),
  });
  if (show.routeName) params.set('eventName', show.routeName);
  return `/create-offer?${params.toString()}`;
}

const MAX_TEXT = 200;
const isDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
const isState = (value: string): value is UsState => (US_STATES as readonly string[]).includes(value);

/**
 * The optional prefill of /create-offer: eventName, eventDate (YYYY-MM-DD), venueName,
 * venueCity, venueState (a US state code) and offerAmount (whole cents). Anything missing
 * or malformed is left out, so the wizard keeps its own default for it.
 */
export function prefillFromSearch(params: URLSearchParams): Partial<OfferDraftInput> {
  const prefill: Partial<OfferDraftInput> = {};
  const text = (name: string) => params.get(name)?.trim().slice(0, MAX_TEXT) || undefined;

  const eventName = text('eventName');
  if (eventName) prefill.eventName = eventName;
  const eventDate = text('eventDate');
  if (eventDate && isDate(eventDate)) prefill.eventDate = eventDate;
  const venueName = text('venueName');
  if (venueName) prefill.venueName = venueName;
  const venueCity = text('venueCity');
  if (venueCity) prefill.venueCity = venueCity;
  const venueState = text('venueState')?.toUpperCase();
  if (venueState && isState(venueState)) prefill.venueState = venueState;
  const offerAmount = text('offerAmount');
  if (offerAmount && /^\d{1,12}$/.test(offerAmount)) prefill.offerAmount = Number(offerAmount);
  return prefill;
}
