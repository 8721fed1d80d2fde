import type { ComponentType } from 'react';
import { QueueMenuBadge } from '../../features/queue/components/queue-menu-badge';

/** Menu entries that carry a live count beside their title (route path → badge). */
export const MENU_BADGES: Readonly<Record<string, ComponentType>> = {
  '/html/queue': QueueMenuBadge,
};
