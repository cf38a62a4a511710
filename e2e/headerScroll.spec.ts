import { expect, test, type Page } from '@playwright/test';

// The header turns compact once the page is scrolled down, and that moves the page up by the
// height it loses; the browser keeps what the reader sees in place (scroll anchoring) by scrolling
// up as much. If that crossed the threshold again, the header would grow, the page would scroll
// back down, and so on for as long as the page stays open: a header that never stops jumping, and
// a button that never holds still long enough to be clicked.

/** The header's height on each of `frames` animation frames, scrolled to `y`. */
function headerHeights(page: Page, y: number, frames: number): Promise<number[]> {
  return page.evaluate(
    ([top, count]) =>
      new Promise<number[]>((resolve) => {
        window.scrollTo(0, top);
        const header = document.querySelector('header')!;
        const seen: number[] = [];
        const sample = () => {
          seen.push(header.getBoundingClientRect().height);
          if (seen.length < count) requestAnimationFrame(sample);
          else resolve(seen);
        };
        requestAnimationFrame(sample);
      }),
    [y, frames] as const,
  );
}

test('the header settles wherever the page is scrolled near the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const settled = new Set<number>();
  for (let y = 0; y <= 48; y += 3) {
    await headerHeights(page, 0, 30);
    // About a second from the top: the header's 160 ms transition is over after the first half.
    const heights = (await headerHeights(page, y, 60)).slice(30);
    expect(new Set(heights).size, `scrolled to ${y} px: ${heights.join(', ')}`).toBe(1);
    settled.add(heights[0]!);
  }
  // Both heights were seen: full near the top, compact further down.
  expect(settled.size).toBe(2);
});
