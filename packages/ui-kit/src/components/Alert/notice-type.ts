/** §3 Notification types. */
export type NoticeType = 'success' | 'error' | 'info' | 'warning';

/** §3: a notification is success, error or info; anything else is shown as a warning. */
export function toNoticeType(type: string | null | undefined): NoticeType {
  return type === 'success' || type === 'error' || type === 'info' ? type : 'warning';
}
