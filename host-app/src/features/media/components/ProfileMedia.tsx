import type { PerformerProfile } from 'tenant-api/contract';
import { errorMessage } from 'widgets/api';
import { PhotoGallery } from 'widgets/media';
import { Alert, Button } from 'widgets/ui';
import { useRemovePerformerMedia } from '../api/mediaApi';

interface Props {
  performer: Pick<PerformerProfile, 'id' | 'stageName' | 'photos' | 'videos'>;
  /** A tenant admin may remove any of it. */
  canRemove?: boolean;
}

/** The profile's gallery; a tenant admin gets a Remove button under each photo and video. */
export function ProfileMedia({ performer, canRemove = false }: Props) {
  const remove = useRemovePerformerMedia(performer.id);
  const removeButton = (mediaId: string, label: string) => (
    <Button
      $variant="secondary"
      $size="sm"
      disabled={remove.isPending}
      onClick={() => {
        if (window.confirm(`Remove ${label} from this profile? The performer is not asked.`)) remove.mutate(mediaId);
      }}
    >
      Remove {label}
    </Button>
  );
  return (
    <>
      {remove.isError && <Alert title="Could not remove">{errorMessage(remove.error, 'Please try again.')}</Alert>}
      <PhotoGallery
        name={performer.stageName}
        photos={performer.photos}
        videos={performer.videos}
        actions={canRemove ? removeButton : undefined}
      />
    </>
  );
}
