import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PerformerMediaSet, Photo } from 'tenant-api/contract';
import { api } from '../../../api';

/** Query keys are the GET's URL (SPEC 7). */
export const OWN_MEDIA_KEY = ['/api/performers/me/media'] as const;

export const ownMediaQueryOptions = () =>
  queryOptions({
    queryKey: OWN_MEDIA_KEY,
    queryFn: ({ signal }) => api.request<PerformerMediaSet>('GET', OWN_MEDIA_KEY[0], { signal }),
  });

/** The signed-in performer's photos (in order; the first is the main one) and videos. */
export const useOwnMedia = () => useQuery(ownMediaQueryOptions());

/** After a change: this media set, and every performer list and profile that shows photos. */
function useMediaChanged() {
  const queryClient = useQueryClient();
  return (media?: PerformerMediaSet) => {
    if (media) queryClient.setQueryData(OWN_MEDIA_KEY, media);
    else void queryClient.invalidateQueries({ queryKey: OWN_MEDIA_KEY });
    void queryClient.invalidateQueries({ queryKey: ['/api/performers'] });
  };
}

export function useUploadPhoto() {
  const changed = useMediaChanged();
  return useMutation({
    mutationFn: (file: Blob) => api.request<Photo>('POST', '/api/performers/me/photos', { file }),
    onSuccess: () => changed(),
  });
}

export function useOrderPhotos() {
  const changed = useMediaChanged();
  return useMutation({
    mutationFn: (photoIds: string[]) =>
      api.request<PerformerMediaSet>('PUT', '/api/performers/me/photos/order', { body: { photoIds } }),
    onSuccess: changed,
  });
}

export function useSetMainPhoto() {
  const changed = useMediaChanged();
  return useMutation({
    mutationFn: (photoId: string) =>
      api.request<PerformerMediaSet>('PUT', `/api/performers/me/photos/${encodeURIComponent(photoId)}/main`),
    onSuccess: changed,
  });
}

export function useAddVideo() {
  const changed = useMediaChanged();
  return useMutation({
    mutationFn: (url: string) => api.request<PerformerMediaSet>('POST', '/api/performers/me/videos', { body: { url } }),
    onSuccess: changed,
  });
}

export function useRemoveOwnMedia() {
  const changed = useMediaChanged();
  return useMutation({
    mutationFn: (mediaId: string) =>
      api.request<PerformerMediaSet>('DELETE', `/api/performers/me/media/${encodeURIComponent(mediaId)}`),
    onSuccess: changed,
  });
}

/** A tenant admin removes one of a performer's photos or videos (audited by the API). */
export function useRemovePerformerMedia(performerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mediaId: string) =>
      api.request<PerformerMediaSet>(
        'DELETE',
        `/api/admin/performers/${encodeURIComponent(performerId)}/media/${encodeURIComponent(mediaId)}`,
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['/api/performers'] }),
  });
}
