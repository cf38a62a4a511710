import type { PerformerTier } from '../contract';
import type { Row } from '../db/oneTrip';
import type { Orm } from '../db/orm';
import { preparedRead, readPreparedInTenant, type Execution } from '../db/preparedReads';
import type { User } from '../entities';
import type { SignedInPerformer } from '../presenters/user';
import { applicationsUnderReviewSql } from './performerApplications';

/** What the user JSON says beside the account: the performer profile and the open applications. */
export interface SignedInFacts {
  performer: SignedInPerformer | null;
  applicationsUnderReview: PerformerTier[];
}

/** The facts of user $2 as one row: a prepared read (db/preparedReads.ts), since every page load asks for them. */
const SIGNED_IN_FACTS_READ = preparedRead(
  ['uuid', 'uuid'],
  `select
     (select json_build_object('id', p.id, 'profileCompleted', p.profile_completed, 'isVerified', p.is_verified,
                               'ratesConfigured', p.rates_configured, 'stripeConnected', p.stripe_connected)
        from performers p where p.tenant_id = $1 and p.user_id = $2) as performer,
     array(${applicationsUnderReviewSql('$1', '$2')}) as applications`,
);

export const signedInFactsRead = (tenantId: string, userId: string): Execution => ({
  read: SIGNED_IN_FACTS_READ,
  values: [tenantId, userId],
});

/** The facts from the read's rows; a performer profile counts for a performer account only. */
export function signedInFactsOf(rows: Row[], user: Pick<User, 'role'>): SignedInFacts {
  const row = rows[0]!;
  return {
    performer: user.role === 'PERFORMER' ? ((row.performer as SignedInPerformer | null) ?? null) : null,
    applicationsUnderReview: row.applications as PerformerTier[],
  };
}

export async function readSignedInFacts(
  orm: Orm,
  user: Pick<User, 'tenantId' | 'id' | 'role'>,
): Promise<SignedInFacts> {
  const [rows = []] = await readPreparedInTenant(orm, user.tenantId, [signedInFactsRead(user.tenantId, user.id)]);
  return signedInFactsOf(rows, user);
}
