import type { TenantEm } from '../../db/tenantScope';
import type { OfferActor } from '../../domain/offerStateMachine';
import { PerformerEntity, type Offer, type Tenant, type User } from '../../entities';
import { notFound } from '../../http/errors';
import { offerRoleOf } from '../../policies/offers';
import { OFFER_NOT_FOUND } from './offerStore';

/** Answers "what is this user to this offer?"; anyone else gets the same 404 as a missing offer. */
export class OfferAccess {
  constructor(
    private readonly user: User,
    private readonly tenant: Tenant,
  ) {}

  async roleOf(em: TenantEm, offer: Offer): Promise<OfferActor> {
    const performer =
      this.user.role === 'PERFORMER' ? await em.findOne(PerformerEntity, { userId: this.user.id }) : null;
    const role = offerRoleOf(this.user, this.tenant, offer, performer);
    if (!role) throw notFound(OFFER_NOT_FOUND);
    return role;
  }
}
