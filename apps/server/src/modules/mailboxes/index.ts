/** The mailboxes module's public face. */
export { notifyMailboxes, notifyMailboxesOfAll, type Notification } from './notify-mailboxes';
