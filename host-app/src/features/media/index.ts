export {
  OWN_MEDIA_KEY,
  ownMediaQueryOptions,
  useAddVideo,
  useOrderPhotos,
  useOwnMedia,
  useRemoveOwnMedia,
  useRemovePerformerMedia,
  useSetMainPhoto,
  useUploadPhoto,
} from './api/mediaApi';
export { PhotoManager } from './components/PhotoManager';
export { ProfileMedia } from './components/ProfileMedia';
