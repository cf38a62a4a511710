export { OffersListWidget, type OffersListWidgetProps } from './OffersListWidget';
export { OfferActionBar } from './OfferActionBar';
export { CancelDialog, type CancelDialogProps } from './CancelDialog';
export { CounterDialog, NotesDialog } from './OfferDialogs';
export {
  ContactDetails,
  CounterQuoteSummary,
  EventFacts,
  OfferAmounts,
  OfferParty,
  OfferStatusBadge,
  OverlapWarning,
  CalendarConflictWarning,
} from './OfferParts';
export {
  detailActions,
  listActions,
  statusBadge,
  statusLabel,
  hasAnyAction,
  type OfferActions,
  type OffersRole,
} from './offerRules';
export { useOfferActions, PAYMENT_REDIRECT_MS, type OfferCommands } from './useOfferActions';
