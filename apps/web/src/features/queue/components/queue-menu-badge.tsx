import { Badge, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQueueCount } from '../api/get-queue';

/** The queue's menu entry: how many open cases are overdue (red), else how many are open. */
export function QueueMenuBadge() {
  const { t } = useTranslation();
  const count = useQueueCount(true).data;
  if (!count || count.open === 0) return null;
  const overdue = count.overdue > 0;
  return (
    <Tooltip title={t('menu.queueBadge', { open: count.open, overdue: count.overdue })}>
      <Badge
        count={overdue ? count.overdue : count.open}
        color={overdue ? 'red' : 'blue'}
        overflowCount={999}
        size="small"
        data-testid="queue-badge"
        style={{ marginInlineStart: 8 }}
      />
    </Tooltip>
  );
}
