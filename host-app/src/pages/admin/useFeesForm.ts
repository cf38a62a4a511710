import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminTiersResponse } from 'tenant-api/contract';
import { errorMessage, isApiError } from 'widgets/api';
import { useToast } from 'widgets/ui';
import { TIERS_QUERY_KEY } from '../../tenant/useTiers';
import { ADMIN_AUDIT_KEY, ADMIN_TIERS_KEY } from './adminApi';
import type { RowResult } from './tierForm';

/** What the toasts say about one kind of form: "Tier saved", "The tier was not saved". */
export interface SavedTexts {
  saved: string;
  savedDescription: string;
  notSaved: string;
}

export const TIER_SAVED: SavedTexts = {
  saved: 'Tier saved',
  savedDescription: 'New offers use it from now on.',
  notSaved: 'The tier was not saved',
};

/**
 * One editable form of the tiers and fees section (a tier row, the processing and payout
 * settings): its values, the checks before sending, and the save with the server's field errors.
 * The answer is the whole tiers response, put in the cache; the public tiers and the audit refresh.
 */
export function useFeesForm<F, B>(
  initial: () => F,
  toUpdate: (form: F) => RowResult<B>,
  save: (body: B) => Promise<AdminTiersResponse>,
  texts: SavedTexts,
) {
  const [form, setForm] = useState<F>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const queryClient = useQueryClient();
  const toast = useToast();
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: (answer) => {
      queryClient.setQueryData(ADMIN_TIERS_KEY, answer);
      void queryClient.invalidateQueries({ queryKey: TIERS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ADMIN_AUDIT_KEY });
      toast({ variant: 'success', title: texts.saved, description: texts.savedDescription });
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 400 && error.fields) setErrors(error.fields);
      else
        toast({ variant: 'destructive', title: texts.notSaved, description: errorMessage(error, 'Please try again.') });
    },
  });
  const result = toUpdate(form);
  return {
    form,
    errors,
    isPending: mutation.isPending,
    changed: !result.ok || result.body !== null,
    set(change: Partial<F>) {
      setErrors({});
      setForm((current) => ({ ...current, ...change }));
    },
    submit() {
      if (!result.ok) setErrors(result.errors);
      else if (result.body) mutation.mutate(result.body);
    },
  };
}
