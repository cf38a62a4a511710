import type { User } from '../entities';

/** The platform operator's console: OPERATOR accounts only (they live on the default tenant). */
export function isPlatformOperator(user: User | null): boolean {
  return !!user && user.role === 'OPERATOR';
}
