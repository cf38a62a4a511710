export { PhotoGallery, type PhotoGalleryProps } from './PhotoGallery';
export { VideoFacade } from './VideoFacade';
export { LogoPicture, type LogoPictureProps } from './LogoPicture';
export { LogoUploadCard, type LogoUploadCardProps } from './LogoUploadCard';
