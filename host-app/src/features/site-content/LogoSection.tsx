import styled from 'styled-components';
import { errorMessage } from 'widgets/api';
import { LogoUploadCard } from 'widgets/media';
import { useToast } from 'widgets/ui';
import { QueryState } from '../../ui/AdminParts';
import { useTenant } from '../../tenant/useTenant';
import { useAdminLogo, useRemoveLogo, useUploadLogo } from './api';

/** The admin's logo (uploaded, processed like photos) and the favicon made from it. */
export function LogoSection() {
  const query = useAdminLogo();
  const { tenant } = useTenant();
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const toast = useToast();
  if (!query.data) {
    return <QueryState isPending={query.isPending} error={query.error} label="logo" onRetry={() => query.refetch()} />;
  }
  const failed = upload.error ?? remove.error;
  return (
    <Spaced>
      <LogoUploadCard
        logo={query.data.logo}
        name={tenant?.name ?? 'Your marketplace'}
        uploading={upload.isPending}
        removing={remove.isPending}
        error={failed ? errorMessage(failed, 'Please try again.') : null}
        onUpload={(file) => {
          remove.reset();
          upload.mutate(file, {
            onSuccess: () =>
              toast({
                variant: 'success',
                title: 'Logo saved',
                description: 'Your site and its tab icon show it now.',
              }),
          });
        }}
        onRemove={() => {
          upload.reset();
          remove.mutate(undefined, {
            onSuccess: () =>
              toast({ variant: 'success', title: 'Logo removed', description: 'Your site shows its name as text.' }),
          });
        }}
      />
    </Spaced>
  );
}

/** Apart from the words' form that follows in the same section. */
const Spaced = styled.div`
  margin-bottom: 24px;
`;
