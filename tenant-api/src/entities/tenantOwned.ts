export const TENANT_FILTER = 'tenant';

/**
 * The default-on tenant filter every tenant-owned entity carries. A query run without the
 * filter's `tenantId` parameter throws instead of reading every tenant's rows; RLS backs it up.
 */
export const tenantFilter = {
  [TENANT_FILTER]: {
    name: TENANT_FILTER,
    cond: (args: { tenantId?: string }) => {
      if (!args?.tenantId) throw new Error('Tenant filter used without a tenantId');
      return { tenantId: args.tenantId };
    },
    default: true,
  },
};
