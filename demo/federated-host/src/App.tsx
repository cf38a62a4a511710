import { lazy, Suspense, useCallback, useEffect, useState, version } from 'react';

declare global {
  interface Window {
    HL_DEMO: { apiBase: string; tenantKey: string };
    /** For the end-to-end test: the React this host runs, to compare with what the widgets see. */
    __HL_HOST_REACT_VERSION__?: string;
  }
}

const Browse = lazy(() => import('headliner/Browse'));
const OfferWizard = lazy(() => import('headliner/OfferWizard'));
const OffersList = lazy(() => import('headliner/OffersList'));

window.__HL_HOST_REACT_VERSION__ = version;

interface LoggedEvent {
  name: string;
  detail: unknown;
}

/** The agency's React site: its own layout, the marketplace's three widgets inside it. */
export function App() {
  const { apiBase, tenantKey } = window.HL_DEMO;
  const [events, setEvents] = useState<LoggedEvent[]>([]);
  const [performerId, setPerformerId] = useState<string | null>(null);
  const onEvent = useCallback((name: string, detail: unknown) => setEvents((all) => [...all, { name, detail }]), []);
  const common = { tenantKey, apiBase, onEvent };
  useOfferTarget(setPerformerId);

  return (
    <div style={{ maxWidth: 1100, margin: '0 auto', padding: 16 }}>
      <h1>Laugh Lines Agency (React site)</h1>
      <p>
        React {version} on this page; the widgets come from the marketplace as Module Federation remotes and share it.
      </p>
      <Suspense fallback={<p>Loading the marketplace widgets…</p>}>
        <section aria-label="Browse">
          <Browse {...common} pageSize={8} />
        </section>
        {performerId && (
          <section aria-label="Make an offer">
            <OfferWizard {...common} performerId={performerId} />
          </section>
        )}
        <section aria-label="Your offers">
          <OffersList {...common} />
        </section>
      </Suspense>
      <section aria-label="Widget events">
        <h2>Widget events</h2>
        <ol id="event-log">
          {events.map((event, index) => (
            <li key={index} data-event={`hl-${event.name}`}>
              hl-{event.name} {JSON.stringify(event.detail)}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

/** Without link templates a widget link dispatches a cancelable hl-navigate; "Make Offer" opens the wizard here. */
function useOfferTarget(choose: (performerId: string) => void) {
  useEffect(() => {
    const listener = (event: Event) => {
      const target = (event as CustomEvent<{ target: { kind: string; performerId?: string } }>).detail.target;
      if (target.kind !== 'createOffer' || !target.performerId) return;
      event.preventDefault();
      choose(target.performerId);
    };
    document.addEventListener('hl-navigate', listener);
    return () => document.removeEventListener('hl-navigate', listener);
  }, [choose]);
}
