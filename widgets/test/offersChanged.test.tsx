// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifyOffersChanged, useOffersChanged } from '../src/core/offersChanged';

function Listener({ reload }: { reload: () => void }) {
  useOffersChanged(reload);
  return null;
}

afterEach(cleanup);

describe('offers changed signal', () => {
  it('reloads every mounted list once per change, and none after unmounting', () => {
    const first = vi.fn();
    const second = vi.fn();
    const view = render(
      <>
        <Listener reload={first} />
        <Listener reload={second} />
      </>,
    );
    notifyOffersChanged();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    view.unmount();
    notifyOffersChanged();
    expect(first).toHaveBeenCalledTimes(1);
  });

  it('calls the latest reload function after a re-render', () => {
    const before = vi.fn();
    const after = vi.fn();
    const view = render(<Listener reload={before} />);
    view.rerender(<Listener reload={after} />);
    notifyOffersChanged();
    expect(before).not.toHaveBeenCalled();
    expect(after).toHaveBeenCalledTimes(1);
  });
});
