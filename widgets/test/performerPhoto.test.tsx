// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { initials, PerformerPhoto } from '../src/browse';

afterEach(cleanup);

describe('PerformerPhoto', () => {
  it('takes initials from the first two words', () => {
    expect(initials('Patty  Punchline Jones')).toBe('PP');
    expect(initials('zed')).toBe('Z');
  });

  it('shows the photo, and the initials once it fails to load', () => {
    render(<PerformerPhoto name="Patty Punchline" url="https://img.example/patty.jpg" loading="eager" />);
    const photo = screen.getByRole('img', { name: 'Photo of Patty Punchline' });
    expect(photo.getAttribute('loading')).toBe('eager');
    fireEvent.error(photo);
    expect(screen.getByRole('img', { name: 'Patty Punchline (no photo)' }).textContent).toBe('PP');
  });

  it('shows the initials when there is no photo', () => {
    render(<PerformerPhoto name="Zed" url={null} />);
    expect(screen.getByRole('img', { name: 'Zed (no photo)' }).textContent).toBe('Z');
  });
});
