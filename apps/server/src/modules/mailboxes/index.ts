/** The mailboxes module's public face. */
export { notifyMailboxes, type Notification } from './notify-mailboxes';
