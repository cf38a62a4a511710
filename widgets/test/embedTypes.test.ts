import { describe, expect, expectTypeOf, it } from 'vitest';
import type { WidgetEventDetails, WidgetName, WidgetTarget } from '../src/core';
import type * as Published from '../src/embed/headliner-widgets';
import { ELEMENT_TAGS } from '../src/embed/elements';

describe('published embed types', () => {
  it('equal the widgets’ own event, name and target types', () => {
    expectTypeOf<Published.WidgetEventDetails>().toEqualTypeOf<WidgetEventDetails>();
    expectTypeOf<Published.WidgetName>().toEqualTypeOf<WidgetName>();
    expectTypeOf<Published.WidgetTarget>().toEqualTypeOf<WidgetTarget>();
    expectTypeOf<HTMLElementTagNameMap['hl-offer-wizard']>().toEqualTypeOf<Published.HlOfferWizardElement>();
  });

  it('names one prefixed element per widget', () => {
    expect(Object.values(ELEMENT_TAGS).sort()).toEqual(['hl-browse', 'hl-offer-wizard', 'hl-offers-list']);
  });
});
