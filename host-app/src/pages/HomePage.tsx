import { usePageTitle } from '../usePageTitle';
import { BookingSteps } from './home/BookingSteps';
import { Hero } from './home/Hero';
import { PricingTeaser } from './home/PricingTeaser';
import { SampleDirectory } from './home/SampleDirectory';
import { TourRoutingPromo } from './home/TourRoutingPromo';
import { WhiteLabelSection } from './home/WhiteLabelSection';

export default function HomePage() {
  usePageTitle(null);
  return (
    <>
      <Hero />
      <TourRoutingPromo />
      <BookingSteps />
      <SampleDirectory />
      <PricingTeaser />
      <WhiteLabelSection />
    </>
  );
}
