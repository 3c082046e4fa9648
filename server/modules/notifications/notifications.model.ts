import type { NotificationCategory, EmailFrequency } from './categories.ts';

/** A `notifications` row: one member's notification, with the channels chosen when it was made. */
export interface NotificationRow {
  id: string;
  workspace_id: string;
  user_id: string;
  member_id: string;
  project_id: string | null;
  event_id: string;
  category: NotificationCategory;
  title: string;
  body: string;
  subject_type: 'run' | 'member' | 'invitation' | 'workspace' | 'webhook';
  subject_id: string;
  in_app: boolean;
  email: EmailFrequency;
  email_sent_at: Date | null;
  read_at: Date | null;
  created_at: Date;
}

/** A `notification_preferences` row: only what the member changed. */
export interface PreferencesRow {
  workspace_id: string;
  user_id: string;
  categories: Partial<Record<NotificationCategory, Record<string, unknown>>>;
  chat_channel: string | null;
  muted_project_ids: string[];
  updated_at: Date;
}

/** A `notification_digests` row: a digest sent (or being sent) to one member. */
interface DigestRow {
  workspace_id: string;
  user_id: string;
  frequency: 'hourly' | 'daily';
  scheduled_at: Date;
  notifications: number;
  created_at: Date;
}

declare module 'knex/types/tables.js' {
  interface Tables {
    notifications: NotificationRow;
    notification_preferences: PreferencesRow;
    notification_digests: DigestRow;
  }
}

/** A notification as the API shows it. */
export function toNotificationJson(row: NotificationRow) {
  return {
    id: row.id,
    workspace_id: row.workspace_id,
    project_id: row.project_id,
    category: row.category,
    title: row.title,
    body: row.body,
    subject: { type: row.subject_type, id: row.subject_id },
    read_at: row.read_at ? new Date(row.read_at).toISOString() : null,
    created_at: new Date(row.created_at).toISOString(),
  };
}
