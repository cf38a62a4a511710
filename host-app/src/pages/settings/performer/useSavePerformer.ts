import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { errorMessage, isApiError } from 'widgets/api';
import { useToast } from 'widgets/ui';
import { focusFirstError, type FieldErrors } from '../../../forms/fieldErrors';
import { ME_QUERY_KEY } from '../../../session/sessionCache';
import { OWN_PERFORMER_QUERY_KEY } from '../../profile/profileData';
import type { OwnPerformer } from './performerApi';

/**
 * Saving one onboarding step: field errors from a 400 go next to their fields, the cached
 * performer is replaced, and the session's user is reloaded for its onboarding flags.
 */
export function useSavePerformer<Body, Field extends string>(options: {
  save(body: Body): Promise<OwnPerformer>;
  fields: readonly Field[];
  success: { title: string; description: string };
}) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const mutation = useMutation({
    mutationFn: options.save,
    onSuccess: async (performer) => {
      queryClient.setQueryData(OWN_PERFORMER_QUERY_KEY, performer);
      toast({ ...options.success, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
    onError: (error) => {
      if (isApiError(error) && error.fields) {
        setErrors(error.fields as FieldErrors<Field>);
        focusFirstError(formRef.current, error.fields, options.fields);
      }
      toast({
        title: 'Not Saved',
        description: errorMessage(error, 'We could not save your changes. Please try again.'),
        variant: 'destructive',
      });
    },
  });
  return { mutation, errors, setErrors, formRef };
}
