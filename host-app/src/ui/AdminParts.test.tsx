// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { lastPageInWindow, MAX_RESULT_WINDOW, RESULT_WINDOW_NOTE } from 'tenant-api/contract/constants';
import { afterEach, describe, expect, it } from 'vitest';
import { Pager, type ListPage } from './AdminParts';

afterEach(cleanup);

/** A page of an admin list as the API answers it, over `rows` rows (counted no further than 1,000). */
const listPage = (page: number, pageSize: number, rows: number): ListPage => ({
  page,
  total: Math.min(rows, 1000),
  totalIsCapped: rows > 1000,
  hasMore: page * pageSize < rows,
});

describe('admin Pager', () => {
  it('never offers a page past the result window, and says so while more rows wait', () => {
    fc.assert(
      fc.property(fc.constantFrom(20, 50), fc.integer({ min: 0, max: 100_000 }), fc.nat(), (pageSize, rows, pick) => {
        const reachable = Math.max(1, Math.min(Math.ceil(rows / pageSize), lastPageInWindow(pageSize)));
        const page = 1 + (pick % reachable);
        const view = render(
          <Pager list={listPage(page, pageSize, rows)} pageSize={pageSize} label="Row" onPage={() => {}} />,
        );
        try {
          const nav = screen.queryByRole('navigation', { name: 'Row pages' });
          if (!nav) return rows <= pageSize;
          const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
          expect(!next.disabled).toBe((page + 1) * pageSize <= MAX_RESULT_WINDOW && page * pageSize < rows);
          expect(screen.getByText(`Page ${page} of ${reachable}`)).toBeTruthy();
          expect(screen.queryByText(RESULT_WINDOW_NOTE) !== null).toBe(rows > lastPageInWindow(pageSize) * pageSize);
          return true;
        } finally {
          view.unmount();
        }
      }),
      { numRuns: 120 },
    );
  });
});
