// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lastPageInWindow, MAX_RESULT_WINDOW, RESULT_WINDOW_NOTE } from 'tenant-api/contract/constants';
import type { PerformerListResponse } from 'tenant-api/contract';
import { Pager } from '../src/browse/Pager';

afterEach(cleanup);

type Pagination = PerformerListResponse['pagination'];

/** The pagination an answer carries for `total` matches (counted no further than 1,000). */
function pagination(page: number, limit: number, matches: number): Pagination {
  const total = Math.min(matches, 1000);
  const totalPages = Math.ceil(total / limit);
  const hasMore = page * limit < matches;
  return { page, limit, total, totalPages, totalIsCapped: matches > 1000, nextCursor: hasMore ? 'next' : null };
}

const next = () => screen.getByRole('button', { name: /next page/i }) as HTMLButtonElement;
const previous = () => screen.getByRole('button', { name: /previous page/i }) as HTMLButtonElement;

describe('browse Pager', () => {
  it('stops at the last page of the result window and says why, however many more match', async () => {
    const onPage = vi.fn();
    render(<Pager page={83} pagination={pagination(83, 12, 50_000)} onPage={onPage} />);
    expect(screen.getByText('Page 83 of 83')).toBeTruthy();
    expect(next().disabled).toBe(true);
    expect(screen.getByText(RESULT_WINDOW_NOTE)).toBeTruthy();
    await userEvent.setup().click(previous());
    expect(onPage).toHaveBeenCalledWith(82);
  });

  it('says nothing of the window while every match fits in it', () => {
    render(<Pager page={1} pagination={pagination(1, 12, 40)} onPage={() => undefined} />);
    expect(screen.getByText('Page 1 of 4')).toBeTruthy();
    expect(next().disabled).toBe(false);
    expect(screen.queryByText(RESULT_WINDOW_NOTE)).toBeNull();
  });

  it('never offers a page past the window, for any page size and number of matches', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 0, max: 200_000 }),
        fc.nat(),
        (limit, matches, pick) => {
          const reachable = Math.max(1, Math.min(Math.ceil(Math.min(matches, 1000) / limit), lastPageInWindow(limit)));
          const page = 1 + (pick % reachable);
          const view = render(
            <Pager page={page} pagination={pagination(page, limit, matches)} onPage={() => undefined} />,
          );
          try {
            if (!view.container.querySelector('nav')) return matches <= limit;
            const offersNext = !next().disabled;
            // The page Next asks for lies within the window…
            if (offersNext) expect((page + 1) * limit).toBeLessThanOrEqual(MAX_RESULT_WINDOW);
            // …and it is offered whenever that page exists and lies within it.
            expect(offersNext).toBe((page + 1) * limit <= MAX_RESULT_WINDOW && page * limit < matches);
            expect(screen.queryByText(RESULT_WINDOW_NOTE) !== null).toBe(matches > lastPageInWindow(limit) * limit);
            return true;
          } finally {
            view.unmount();
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
