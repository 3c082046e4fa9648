import type { SendMailPayload } from '../../mail/send-mail.job.ts';
import type { NotificationRow } from './notifications.model.ts';

const footer = (workspaceId: string) =>
  `You get this because of your notification preferences in this workspace: GET or PATCH /v1/workspaces/${workspaceId}/notification-preferences.`;

/** The e-mail of one notification sent at once; sent again after a failure, it keeps its Message-ID. */
export function notificationMail(row: NotificationRow, to: string, workspaceName: string): SendMailPayload {
  return {
    to,
    subject: `[${workspaceName}] ${row.title}`,
    text: [row.body, '', footer(row.workspace_id)].join('\n'),
    messageKey: row.id,
    workspaceId: row.workspace_id,
  };
}

/** A digest: the notifications still unread when it is sent, newest first. */
export function digestMail(
  rows: readonly Pick<NotificationRow, 'title' | 'body' | 'created_at'>[],
  input: {
    to: string;
    more: number;
    workspaceId: string;
    workspaceName: string;
    frequency: 'hourly' | 'daily';
    scheduledAt: Date;
    key: string;
  },
): SendMailPayload {
  const total = rows.length + input.more;
  const count = `${total} unread notification${total === 1 ? '' : 's'}`;
  return {
    to: input.to,
    subject: `[${input.workspaceName}] Your ${input.frequency} digest: ${count}`,
    text: [
      `${count} in "${input.workspaceName}":`,
      '',
      ...rows.flatMap((row) => [`- ${row.title} (${new Date(row.created_at).toISOString()})`, `  ${row.body}`]),
      ...(input.more > 0
        ? [`… and ${input.more} older; see them with GET /v1/notifications?workspace_id=${input.workspaceId}&unread=true.`]
        : []),
      '',
      `Mark them read with POST /v1/notifications/mark-read {"workspace_id": "${input.workspaceId}", "before": "${input.scheduledAt.toISOString()}"}.`,
      footer(input.workspaceId),
    ].join('\n'),
    messageKey: input.key,
    workspaceId: input.workspaceId,
  };
}
