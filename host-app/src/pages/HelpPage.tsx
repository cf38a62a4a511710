import { useState } from 'react';
import { Tabs } from 'widgets/ui';
import { Container } from '../ui/layout';
import { usePageTitle } from '../usePageTitle';
import { PageBody, PageHeader } from './content/PageHeader';
import { FaqTab } from './help/FaqTab';
import { GuidesTab } from './help/GuidesTab';
import { SupportTab } from './help/SupportTab';

type HelpTab = 'faq' | 'support' | 'guides';

export default function HelpPage() {
  usePageTitle('Help Center');
  const [tab, setTab] = useState<HelpTab>('faq');
  return (
    <>
      <PageHeader
        eyebrow="Help Center"
        title="How can we help?"
        lead="Answers about booking, fees and performer accounts, step-by-step guides, and how to reach our team."
      />
      <PageBody>
        <Container>
          <Tabs<HelpTab>
            label="Help sections"
            selected={tab}
            onSelect={setTab}
            items={[
              { id: 'faq', label: 'FAQ', panel: <FaqTab /> },
              { id: 'support', label: 'Contact Support', panel: <SupportTab /> },
              { id: 'guides', label: 'Guides', panel: <GuidesTab /> },
            ]}
          />
        </Container>
      </PageBody>
    </>
  );
}
