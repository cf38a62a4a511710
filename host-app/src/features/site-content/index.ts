export { siteContentQueries, useAdminSiteContent, useSaveSiteContent, useSiteCopy } from './api';
export { SiteContentSection } from './SiteContentSection';
