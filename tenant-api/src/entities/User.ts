import { EntitySchema } from '@mikro-orm/core';
import type { BuyerTier, Role } from '../contract';
import { tenantFilter } from './tenantOwned';

export interface User {
  tenantId: string;
  id: string;
  email: string;
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  role: Role;
  subscriptionTier: BuyerTier;
  companyName: string | null;
  profileImageUrl: string | null;
  phone: string | null;
  /** Sign-in tokens carry it; a password change moves it on, so earlier tokens are refused. */
  sessionVersion: number;
  /** When the address was confirmed (docs/accounts.md); null until then. Optional: the column defaults to now(). */
  emailVerifiedAt?: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export const UserEntity = new EntitySchema<User>({
  name: 'User',
  tableName: 'users',
  filters: tenantFilter,
  properties: {
    tenantId: { type: 'uuid', primary: true },
    id: { type: 'uuid', primary: true },
    email: { type: 'string', columnType: 'text' },
    passwordHash: { type: 'string', columnType: 'text', nullable: true, lazy: true },
    firstName: { type: 'string', columnType: 'text' },
    lastName: { type: 'string', columnType: 'text' },
    role: { type: 'string', columnType: 'text' },
    subscriptionTier: { type: 'string', columnType: 'text' },
    companyName: { type: 'string', columnType: 'text', nullable: true },
    profileImageUrl: { type: 'string', columnType: 'text', nullable: true },
    phone: { type: 'string', columnType: 'text', nullable: true },
    sessionVersion: { type: 'integer', default: 0 },
    emailVerifiedAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
    createdAt: { type: 'Date', columnType: 'timestamptz', onCreate: () => new Date() },
    updatedAt: { type: 'Date', columnType: 'timestamptz', onCreate: () => new Date(), onUpdate: () => new Date() },
  },
});
