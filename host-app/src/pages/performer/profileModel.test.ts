import { describe, expect, it } from 'vitest';
import {
  bookingAction,
  galleryItems,
  mediaSource,
  memberSince,
  placeText,
  ratingBars,
  responseTimeText,
  safeMediaUrl,
  starFill,
} from './profileModel';

const ID = '00000000-0000-4000-8000-000000000001';

describe('ratingBars', () => {
  it('lists 5 stars first with whole percentages of all reviews', () => {
    expect(ratingBars({ 1: 0, 2: 0, 3: 1, 4: 4, 5: 18 })).toEqual([
      { stars: 5, count: 18, percent: 78 },
      { stars: 4, count: 4, percent: 17 },
      { stars: 3, count: 1, percent: 4 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 0, percent: 0 },
    ]);
  });

  it('gives 0% everywhere when there are no reviews (no division by zero)', () => {
    expect(ratingBars({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }).map((bar) => bar.percent)).toEqual([0, 0, 0, 0, 0]);
  });

  it('gives 100% to the only star value used', () => {
    expect(ratingBars({ 1: 3, 2: 0, 3: 0, 4: 0, 5: 0 }).at(-1)).toEqual({ stars: 1, count: 3, percent: 100 });
  });

  it('counts negative or non-numeric counts as 0', () => {
    const bars = ratingBars({ 1: -2, 2: Number.NaN, 3: 0, 4: 1, 5: 1 });
    expect(bars.map((bar) => bar.count)).toEqual([1, 1, 0, 0, 0]);
    expect(bars.map((bar) => bar.percent)).toEqual([50, 50, 0, 0, 0]);
  });
});

describe('starFill', () => {
  it('rounds to the nearest half star', () => {
    expect(starFill(4.8)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starFill(4.5)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starFill(4.2)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starFill(3.3)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starFill(1)).toEqual(['full', 'empty', 'empty', 'empty', 'empty']);
  });

  it('clamps ratings outside 0-5 and treats NaN as 0', () => {
    expect(starFill(7)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starFill(-1)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starFill(Number.NaN)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });
});

describe('safeMediaUrl', () => {
  it('keeps http(s) URLs and same-origin paths', () => {
    expect(safeMediaUrl(' https://cdn.example.com/a.jpg ')).toBe('https://cdn.example.com/a.jpg');
    expect(safeMediaUrl('http://example.com/x')).toBe('http://example.com/x');
    expect(safeMediaUrl('/uploads/a.jpg')).toBe('/uploads/a.jpg');
  });

  it('drops script, data and protocol-relative URLs and junk', () => {
    expect(safeMediaUrl('javascript:alert(1)')).toBeNull();
    expect(safeMediaUrl('JavaScript:alert(1)')).toBeNull();
    expect(safeMediaUrl('data:text/html,<script>1</script>')).toBeNull();
    expect(safeMediaUrl('//evil.example.com/a.jpg')).toBeNull();
    expect(safeMediaUrl('not a url')).toBeNull();
    expect(safeMediaUrl('')).toBeNull();
  });
});

describe('mediaSource', () => {
  it('names known video sites and falls back to the host name', () => {
    expect(mediaSource('https://www.youtube.com/watch?v=abc')).toBe('YouTube');
    expect(mediaSource('https://youtu.be/abc')).toBe('YouTube');
    expect(mediaSource('https://player.vimeo.com/video/1')).toBe('Vimeo');
    expect(mediaSource('https://www.tiktok.com/@a/video/1')).toBe('TikTok');
    expect(mediaSource('https://cdn.example.com/clip.mp4')).toBe('cdn.example.com');
    expect(mediaSource('/uploads/clip.mp4')).toBeNull();
  });

  it('does not mistake look-alike hosts for the real site', () => {
    expect(mediaSource('https://notyoutube.com/watch')).toBe('notyoutube.com');
  });
});

describe('galleryItems', () => {
  it('puts photos before videos, labels each link and numbers untitled items', () => {
    const items = galleryItems([
      { type: 'video', url: 'https://www.youtube.com/watch?v=abc', title: 'Late show set' },
      { type: 'image', url: 'https://cdn.example.com/a.jpg', title: 'On stage' },
      { type: 'image', url: 'https://cdn.example.com/b.jpg', title: '  ' },
      { type: 'video', url: 'https://cdn.example.com/reel.mp4', title: '' },
    ]);
    expect(items.map(({ kind, title, label, source }) => ({ kind, title, label, source }))).toEqual([
      {
        kind: 'image',
        title: 'On stage',
        label: 'View photo: On stage (opens in a new tab)',
        source: 'cdn.example.com',
      },
      { kind: 'image', title: 'Photo 2', label: 'View photo: Photo 2 (opens in a new tab)', source: 'cdn.example.com' },
      {
        kind: 'video',
        title: 'Late show set',
        label: 'Watch video: Late show set on YouTube (opens in a new tab)',
        source: 'YouTube',
      },
      {
        kind: 'video',
        title: 'Video 2',
        label: 'Watch video: Video 2 on cdn.example.com (opens in a new tab)',
        source: 'cdn.example.com',
      },
    ]);
    expect(new Set(items.map((item) => item.key)).size).toBe(4);
  });

  it('shows an "image" that is a video file or a video site link as a video', () => {
    const items = galleryItems([
      { type: 'image', url: 'https://cdn.example.com/clip.webm?x=1', title: 'Clip' },
      { type: 'image', url: 'https://vimeo.com/123', title: 'Reel' },
    ]);
    expect(items.map((item) => item.kind)).toEqual(['video', 'video']);
  });

  it('drops entries whose URL is unsafe or unusable', () => {
    const items = galleryItems([
      { type: 'image', url: 'javascript:alert(1)', title: 'Bad' },
      { type: 'video', url: '', title: 'Empty' },
      { type: 'image', url: '/uploads/ok.png', title: 'Ok' },
    ]);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: 'image', url: '/uploads/ok.png', source: null });
  });

  it('is empty for no media', () => {
    expect(galleryItems([])).toEqual([]);
  });
});

describe('facts', () => {
  it('reads response times in hours, whole days from 48 hours', () => {
    expect(responseTimeText(1)).toBe('1 hour');
    expect(responseTimeText(0)).toBe('1 hour');
    expect(responseTimeText(24)).toBe('24 hours');
    expect(responseTimeText(36)).toBe('36 hours');
    expect(responseTimeText(48)).toBe('2 days');
    expect(responseTimeText(50)).toBe('50 hours');
  });

  it('formats member-since as month and year, or nothing for a bad date', () => {
    expect(memberSince('2026-01-01T00:00:00.000Z')).toBe('January 2026');
    expect(memberSince('nope')).toBeNull();
  });

  it('joins the known parts of the place', () => {
    expect(placeText('Austin', 'TX')).toBe('Austin, TX');
    expect(placeText('', 'TX')).toBe('TX');
    expect(placeText(' ', '')).toBe('');
  });
});

describe('bookingAction', () => {
  const performer = { id: ID, isAvailable: true, isVetted: true };
  const buyer = { role: 'BUYER' as const, performerId: null };

  it('offers Make Offer to buyers, linking to the offer wizard for this performer', () => {
    expect(bookingAction(performer, buyer)).toEqual({ kind: 'offer', href: `/create-offer?performerId=${ID}` });
  });

  it('never offers it to performers, telling apart their own profile', () => {
    expect(bookingAction(performer, { role: 'PERFORMER', performerId: ID })).toEqual({ kind: 'own-profile' });
    expect(bookingAction(performer, { role: 'PERFORMER', performerId: null })).toEqual({ kind: 'performer-viewer' });
  });

  it('explains instead of linking when the API would refuse the offer', () => {
    expect(bookingAction({ ...performer, isAvailable: false }, buyer)).toEqual({ kind: 'unavailable' });
    expect(bookingAction({ ...performer, isVetted: false }, buyer)).toEqual({ kind: 'unvetted' });
  });
});
