import { describe, expect, it } from 'vitest';
import { actorLabel, humanizeEnum, transitionLabel } from './offerHistory';

describe('offer history labels', () => {
  it('names transitions, showing unknown ones raw', () => {
    expect(transitionLabel('counter')).toBe('Counter-offer made');
    expect(transitionLabel('acceptCounter')).toBe('Counter-offer accepted');
    expect(transitionLabel('teleport')).toBe('teleport');
  });

  it('names who took a step', () => {
    expect(actorLabel({ actorName: 'Bea Buyer', actorRole: 'buyer' })).toBe('Bea Buyer (buyer)');
    expect(actorLabel({ actorName: null, actorRole: 'admin' })).toBe('The agency');
    expect(actorLabel({ actorName: null, actorRole: 'system' })).toBe('Automatically');
  });

  it('puts enum values in words', () => {
    expect(humanizeEnum('COMEDY_SHOW')).toBe('Comedy show');
    expect(humanizeEnum('CLEAN')).toBe('Clean');
    expect(humanizeEnum('PG13')).toBe('PG13');
  });
});
