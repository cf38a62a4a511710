import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { User } from 'tenant-api/contract';
import { Tabs, type TabItem } from 'widgets/ui';
import { CostTab, type CostRequest } from './CostTab';
import { DiscoverTab } from './DiscoverTab';
import { MapTab } from './MapTab';
import { MyRoutesTab, type TourList } from './MyRoutesTab';
import { NotificationsTab } from './NotificationsTab';
import { routingKeys } from './routingApi';
import { useRouting } from './RoutingContext';

export type RoutingTab = 'discover' | 'map' | 'costs' | 'notifications' | 'my-routes';

/** GET /api/tours answers performers (their own) and admins (the tenant's); buyers have none. */
export const hasTours = (user: User) => user.role === 'PERFORMER' || user.role === 'ADMIN';

/**
 * SPEC 2.5: the tabs of /tour-routing. The map and cost tabs share the chosen tour, so
 * Estimate Costs on the map opens Cost Analysis for that tour and calculates it.
 */
export function TourRouting({ user, initialTab = 'discover' }: { user: User; initialTab?: RoutingTab }) {
  const { api } = useRouting();
  const [tab, setTab] = useState<RoutingTab>(initialTab);
  const [tourId, setTourId] = useState('');
  const [costRequest, setCostRequest] = useState<CostRequest | null>(null);
  const clearCostRequest = useCallback(() => setCostRequest(null), []);
  const requests = useRef(0);

  const pages = useInfiniteQuery({
    queryKey: routingKeys.tours,
    queryFn: ({ pageParam, signal }) => api.listTours(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled: hasTours(user),
  });
  const tours: TourList = {
    ...pages,
    data: pages.data?.pages.flatMap((page) => page.tours),
    loadOlder: () => void pages.fetchNextPage(),
  };

  const showOnMap = (id: string) => {
    setTourId(id);
    setTab('map');
  };
  const estimateCosts = (id: string) => {
    setTourId(id);
    requests.current += 1;
    setCostRequest({ id: requests.current, tourId: id });
    setTab('costs');
  };

  const items: TabItem<RoutingTab>[] = [
    { id: 'discover', label: 'Discover Routes', panel: <DiscoverTab user={user} /> },
    {
      id: 'map',
      label: 'Interactive Map',
      panel: (
        <MapTab user={user} tours={tours.data} tourId={tourId} onTourId={setTourId} onEstimateCosts={estimateCosts} />
      ),
    },
    {
      id: 'costs',
      label: 'Cost Analysis',
      panel: (
        <CostTab
          tours={tours.data}
          tourId={tourId}
          onTourId={setTourId}
          request={costRequest}
          onRequestHandled={clearCostRequest}
        />
      ),
    },
    {
      id: 'notifications',
      label: 'Notifications',
      panel: <NotificationsTab user={user} onDiscover={() => setTab('discover')} />,
    },
  ];
  if (user.role === 'PERFORMER') {
    items.push({ id: 'my-routes', label: 'My Routes', panel: <MyRoutesTab tours={tours} onOpenOnMap={showOnMap} /> });
  }
  return <Tabs<RoutingTab> label="Tour routing" items={items} selected={tab} onSelect={setTab} />;
}
