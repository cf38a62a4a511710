import { useState } from 'react';
import type { OfferListItem } from 'tenant-api/contract';
import { errorMessage, type OfferTab } from '../api';
import { useWidgetEnvironment } from '../core/WidgetEnvironment';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import { OfferCard } from './OfferCard';
import type { OffersRole } from './offerRules';
import { Cards } from './OfferCards';
import type { useOfferActions } from './useOfferActions';

interface Props {
  tab: OfferTab;
  role: OffersRole;
  commands: ReturnType<typeof useOfferActions>;
  /** The first page's `nextCursor`. */
  after: string;
}

/** Offers past the first page, loaded a page at a time on request, by the API's cursor. */
export function OlderOffers({ tab, role, commands, after }: Props) {
  const { api } = useWidgetEnvironment();
  const [older, setOlder] = useState<OfferListItem[]>([]);
  const [cursor, setCursor] = useState<string | null>(after);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(undefined);

  const showMore = async () => {
    if (!cursor) return;
    setLoading(true);
    setError(undefined);
    try {
      const page = await api.olderOffers(tab, cursor);
      setOlder((shown) => [...shown, ...page.offers]);
      setCursor(page.nextCursor);
    } catch (caught) {
      setError(caught);
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      {older.length > 0 && (
        <Cards aria-label="Older offers">
          {older.map((offer) => (
            <li key={offer.id}>
              <OfferCard offer={offer} role={role} commands={commands} />
            </li>
          ))}
        </Cards>
      )}
      {error !== undefined && (
        <Alert title="Could not load older offers">{errorMessage(error, 'Please try again.')}</Alert>
      )}
      {cursor && (
        <Button $variant="secondary" onClick={() => void showMore()} aria-busy={loading} disabled={loading}>
          {loading && <Spinner size={16} />}
          Show older offers
        </Button>
      )}
    </>
  );
}
