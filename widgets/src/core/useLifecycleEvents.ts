import { useEffect, useRef } from 'react';
import { errorMessage, isApiError } from '../api/ApiError';
import type { WidgetName } from './events';
import { useWidgetEnvironment } from './WidgetEnvironment';

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
    const status = isApiError(error) ? error.status : undefined;
    emit('error', { widget, message: errorMessage(error, fallbackMessage), status });
  }, [error, emit, widget, fallbackMessage]);
}
