import { Migration } from '@mikro-orm/migrations';

/**
 * Tenant admins can now change the payment processing fee; an offer keeps the one in force when it
 * was made (as it keeps its service fee and commission), so a later change never alters the refund
 * of a booking already made. Existing offers take their tenant's current setting.
 */
export class Migration20261124000201OfferProcessingFee extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table offers
        add column processing_fee_bps integer not null default 290
          check (processing_fee_bps between 0 and 10000),
        add column processing_fixed_cents integer not null default 30 check (processing_fixed_cents >= 0);`);
    this.addSql(`
      update offers o
         set processing_fee_bps = f.processing_fee_bps, processing_fixed_cents = f.processing_fixed_cents
        from fee_settings f
       where f.tenant_id = o.tenant_id;`);
  }
}
