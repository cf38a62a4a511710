import { flagship } from './packs/flagship';

/** The pack shown until a tenant's own theme is known (and for tenants without one). */
export const defaultPack = flagship;
