/** The durable job that sends one reminder (platform/jobs). */
export const REMINDER_JOB = 'events.reminder';

/** One job per reminder and time: a reminder set twice is one job; a moved one is a new job. */
export const reminderJobKey = (reminderId: string, remindAt: Date) => `${reminderId}@${remindAt.toISOString()}`;

export interface ReminderJobPayload {
  reminderId: string;
  /** The time the job was made for; a reminder moved since is sent by its newer job. */
  remindAt: string;
}
