// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../src/api';
import { DEFAULT_FILTERS, performerSearch } from '../src/browse/browseQuery';
import { PAGE_SIZE_SLOT, recordFirstRequests } from '../src/embed/firstRequests';
import { PREFETCH_FRESH_MS, takePrefetched } from '../src/embed/prefetched';

const API = 'https://api.example.com';
const KEY = 'pk_test_abcdefghijklmnop';

function registerPrefetch(url: string, body: unknown, startedAt = Date.now(), tenantKey = KEY) {
  const response = Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
  window.__headlinerPrefetch = [...(window.__headlinerPrefetch ?? []), { url, tenantKey, startedAt, response }];
}

function countingFetch(body: unknown) {
  const urls: string[] = [];
  const fetch = async (url: string | URL | Request) => {
    urls.push(String(url));
    return new Response(JSON.stringify(body), { status: 200 });
  };
  return { urls, fetch: fetch as typeof globalThis.fetch };
}

const client = (fetch: typeof globalThis.fetch, token: string | null = null) =>
  createApiClient({
    baseUrl: API,
    tenantKey: KEY,
    fetch,
    getToken: () => token,
    prefetched: (url) => takePrefetched(url, KEY),
  });

afterEach(() => {
  delete window.__headlinerPrefetch;
});

describe('the loader prefetch', () => {
  it('records the paths the widgets ask for first, with a slot for the page size', async () => {
    const first = await recordFirstRequests();
    expect(first.tenant).toBe('/api/tenant');
    const [browse] = first.elements['hl-browse']!;
    expect(browse).toContain(`limit=${PAGE_SIZE_SLOT}`);
    const live = countingFetch({});
    await createApiClient({ fetch: live.fetch }).listPerformers(performerSearch(DEFAULT_FILTERS, 1, 24));
    expect(live.urls).toEqual([browse!.replace(PAGE_SIZE_SLOT, '24')]);
  });

  it('answers every signed-out GET of the same URL from the one prefetched response', async () => {
    registerPrefetch(`${API}/api/tenant`, { name: 'From the loader' });
    const network = countingFetch({ name: 'From the network' });
    const [first, second] = [client(network.fetch), client(network.fetch)];
    expect(await first.tenant()).toEqual({ name: 'From the loader' });
    expect(await second.tenant()).toEqual({ name: 'From the loader' });
    expect(network.urls).toEqual([]);
    expect(await first.listPerformers({ limit: 2 })).toEqual({ name: 'From the network' });
    expect(network.urls).toEqual([`${API}/api/performers?limit=2`]);
  });

  it('is not used signed in, for another tenant key, another URL or when stale', async () => {
    registerPrefetch(`${API}/api/tenant`, { name: 'stale' }, Date.now() - PREFETCH_FRESH_MS - 1);
    registerPrefetch(`${API}/api/tenant`, { name: 'other tenant' }, Date.now(), 'pk_test_zzzzzzzzzzzzzzzz');
    registerPrefetch(`${API}/api/tenant?theme=midnight`, { name: 'other theme' });
    const network = countingFetch({ name: 'network' });
    expect(await client(network.fetch).tenant()).toEqual({ name: 'network' });
    registerPrefetch(`${API}/api/tenant`, { name: 'fresh' });
    expect(await client(network.fetch, 'token').tenant()).toEqual({ name: 'network' });
    expect(network.urls).toHaveLength(2);
  });

  it('falls back to the network when the prefetch failed', async () => {
    window.__headlinerPrefetch = [
      {
        url: `${API}/api/tenant`,
        tenantKey: KEY,
        startedAt: Date.now(),
        response: Promise.reject(new TypeError('offline')),
      },
    ];
    const network = countingFetch({ name: 'network' });
    expect(await client(network.fetch).tenant()).toEqual({ name: 'network' });
  });
});
