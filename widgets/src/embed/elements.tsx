import r2wc from '@r2wc/react-to-web-component';
import { useEffect, useMemo, type ReactNode } from 'react';
import type { WidgetName } from '../core';
import { ELEMENT_PROPS, parseElementConfig, type ElementAttributes, type EmbedConfig } from './attributes';
import { EmbedRoot } from './EmbedRoot';
import { dispatchWidgetEvent } from './events';

/** The screen each element shows, given its parsed configuration. */
export type ScreenRenderers = Partial<Record<WidgetName, (config: EmbedConfig) => ReactNode>>;

export const ELEMENT_TAGS: Record<WidgetName, string> = {
  browse: 'hl-browse',
  'offer-wizard': 'hl-offer-wizard',
  'offers-list': 'hl-offers-list',
};

type ElementProps = ElementAttributes & { container?: ShadowRoot | HTMLElement };

/** The React component r2wc mounts in the element's open shadow root. */
export function elementComponent(widget: WidgetName, render: (config: EmbedConfig) => ReactNode, scriptOrigin: string) {
  function HeadlinerElement({ container, ...attributes }: ElementProps) {
    const key = JSON.stringify(attributes);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the attributes, by value
    const parsed = useMemo(() => parseElementConfig(widget, attributes, scriptOrigin), [key]);
    const host = container instanceof ShadowRoot ? (container.host as HTMLElement) : (container ?? null);
    useEffect(() => {
      if (!parsed.ok && host)
        dispatchWidgetEvent(host, 'error', { widget, code: 'invalid_attribute', message: parsed.problem });
    }, [parsed, host]);
    if (!parsed.ok) {
      return (
        <p role="alert" style={{ font: '14px system-ui, sans-serif', color: '#b42318' }}>
          {`<${ELEMENT_TAGS[widget]}>: ${parsed.problem}`}
        </p>
      );
    }
    return (
      <EmbedRoot widget={widget} config={parsed.config} host={host} styleTarget={container}>
        {render(parsed.config)}
      </EmbedRoot>
    );
  }
  HeadlinerElement.displayName = `HeadlinerElement(${widget})`;
  return HeadlinerElement;
}

const stringProps = Object.fromEntries(ELEMENT_PROPS.map((name) => [name, 'string'])) as Record<
  (typeof ELEMENT_PROPS)[number],
  'string'
>;

/** Defines every element with a screen; elements already defined (a second script copy) are left alone. */
export function defineHeadlinerElements(screens: ScreenRenderers, scriptOrigin: string): string[] {
  const defined: string[] = [];
  for (const [widget, render] of Object.entries(screens) as [WidgetName, (config: EmbedConfig) => ReactNode][]) {
    const tag = ELEMENT_TAGS[widget];
    if (customElements.get(tag)) continue;
    customElements.define(
      tag,
      r2wc(elementComponent(widget, render, scriptOrigin), { shadow: 'open', props: stringProps }),
    );
    defined.push(tag);
  }
  return defined;
}
