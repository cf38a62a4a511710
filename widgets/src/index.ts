export { BrowseWidget, type BrowseWidgetProps } from './browse';
export { OfferWizardWidget, type OfferWizardWidgetProps } from './offer-wizard';
