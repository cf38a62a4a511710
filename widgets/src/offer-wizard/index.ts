export { OfferWizardWidget, type OfferWizardWidgetProps } from './OfferWizardWidget';
export { validateStep, type StepProblem } from './validateStep';
export type { OfferWizardDraft } from './draft';
