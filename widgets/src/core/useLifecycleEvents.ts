import { useEffect, useRef } from 'react';
import type { WidgetName } from './events';
import { useWidgetEnvironment } from './WidgetEnvironment';
import { widgetError } from './widgetError';

/** Emits `ready` once the widget first has its data on screen, and `error` for each failed load. */
export function useLifecycleEvents(widget: WidgetName, data: unknown, error: unknown, fallbackMessage: string) {
  const { emit } = useWidgetEnvironment();
  const loaded = data !== undefined;
  const announced = useRef(false);
  useEffect(() => {
    if (loaded && !announced.current) {
      announced.current = true;
      emit('ready', { widget });
    }
  }, [loaded, emit, widget]);
  useEffect(() => {
    if (error === undefined) return;
    emit('error', widgetError(widget, error, fallbackMessage));
  }, [error, emit, widget, fallbackMessage]);
}
