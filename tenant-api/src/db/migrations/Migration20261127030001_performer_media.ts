import { Migration } from '@mikro-orm/migrations';
import { enableTenantRls } from '../rls';

/**
 * A performer's photos and video links (issue 19, item 1). A photo row exists only once its
 * files are written (media/processPhoto.ts); `position` orders the photos, the first is the main
 * one. A video is a provider and that provider's id, never a free URL. A seeded performer's photo
 * is a generated portrait: `portrait` names which one, and it has no files of its own.
 */
export class Migration20261127030001PerformerMedia extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table performer_media (
        tenant_id uuid not null references tenants (id),
        id uuid not null,
        performer_id uuid not null,
        kind text not null check (kind in ('photo', 'video')),
        position integer not null,
        width integer,
        height integer,
        widths integer[],
        placeholder text,
        portrait integer,
        provider text check (provider in ('youtube', 'vimeo')),
        video_id text,
        created_at timestamptz not null default now(),
        primary key (tenant_id, id),
        foreign key (tenant_id, performer_id) references performers (tenant_id, id) on delete cascade,
        check ((kind = 'photo') = (width is not null and height is not null and widths is not null and placeholder is not null)),
        check ((kind = 'video') = (provider is not null and video_id is not null))
      );`);
    this.addSql(`create index performer_media_performer on performer_media (tenant_id, performer_id, kind, position);`);
    for (const sql of enableTenantRls('performer_media')) this.addSql(sql);
  }
}
