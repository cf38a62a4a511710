export { PhotoGallery, type PhotoGalleryProps } from './PhotoGallery';
export { VideoFacade } from './VideoFacade';
