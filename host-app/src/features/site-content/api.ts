import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminLogo, SiteContent } from 'tenant-api/contract';
import { DEFAULT_SITE_CONTENT } from 'tenant-api/contract/constants';
import { api } from '../../api';
import { ADMIN_AUDIT_KEY } from '../../queryClient';
import { TENANT_QUERY_KEY, useTenant } from '../../tenant/useTenant';

/** The words of a tenant's home page and footer: what the site shows, and the admin's editor. */
export const siteContentQueries = {
  admin: () =>
    queryOptions({
      queryKey: ['/api/admin/site-content'] as const,
      queryFn: ({ signal }) => api.request<SiteContent>('GET', '/api/admin/site-content', { signal }),
    }),
  logo: () =>
    queryOptions({
      queryKey: ['/api/admin/logo'] as const,
      queryFn: ({ signal }) => api.request<AdminLogo>('GET', '/api/admin/logo', { signal }),
    }),
};

/** The hero's and footer's words for this site (the defaults while the tenant loads). */
export function useSiteCopy(): SiteContent {
  return useTenant().tenant?.content ?? DEFAULT_SITE_CONTENT;
}

export function useAdminSiteContent() {
  return useQuery(siteContentQueries.admin());
}

/** Saves the words; the live site (tenant query) and the audit log refresh after. */
export function useSaveSiteContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: SiteContent) => api.request<SiteContent>('PUT', '/api/admin/site-content', { body: content }),
    onSuccess: (saved) => {
      queryClient.setQueryData(siteContentQueries.admin().queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: TENANT_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ADMIN_AUDIT_KEY });
    },
  });
}

export function useAdminLogo() {
  return useQuery(siteContentQueries.logo());
}

/** After the logo changes: the editor, the live site's header (tenant query) and the audit log. */
function useLogoChanged() {
  const queryClient = useQueryClient();
  return (saved: AdminLogo) => {
    queryClient.setQueryData(siteContentQueries.logo().queryKey, saved);
    void queryClient.invalidateQueries({ queryKey: TENANT_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: ADMIN_AUDIT_KEY });
  };
}

/** Uploads the logo (the image file itself); the server makes its sizes and the favicon. */
export function useUploadLogo() {
  const changed = useLogoChanged();
  return useMutation({
    mutationFn: (file: Blob) => api.request<AdminLogo>('PUT', '/api/admin/logo', { file }),
    onSuccess: changed,
  });
}

/** Removes the logo: the header shows the text logo again. */
export function useRemoveLogo() {
  const changed = useLogoChanged();
  return useMutation({
    mutationFn: () => api.request<AdminLogo>('DELETE', '/api/admin/logo'),
    onSuccess: changed,
  });
}
