export {
  siteContentQueries,
  useAdminLogo,
  useAdminSiteContent,
  useRemoveLogo,
  useSaveSiteContent,
  useSiteCopy,
  useUploadLogo,
} from './api';
export { LogoSection } from './LogoSection';
export { SiteContentSection } from './SiteContentSection';
