import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CaseQueueRow } from '@ota/contract';
import { oneOfParam, type ListSpec } from '../../../lib/list-state';
import { useSession } from '../../../lib/session';
import { useListState } from '../../../lib/use-list-state';
import { useQueue } from '../api/get-queue';
import { QueueFilters, type QueueFilterValues } from '../components/queue-filters';
import { QueueTable } from '../components/queue-table';
import { kindsFor, statusesFor } from '../lib/queue-view';

const NO_ROWS: CaseQueueRow[] = [];

/** /html/queue: every open case the user works on, by its deadline (issue 10 §5, beyond the spec). */
export default function QueuePage() {
  const { t } = useTranslation();
  const { codes } = useSession();
  const kinds = kindsFor(codes);
  const list: ListSpec<QueueFilterValues, never> = LISTS.get(kinds.join()) ?? listFor(kinds);
  const { search, table, setSearch, setTable } = useListState(list);
  const queue = useQueue({ ...search, pageNum: table.pageNum, pageSize: table.pageSize });
  const page = queue.isError ? undefined : queue.data;
  return (
    <div className="page-container" data-testid="queue-page">
      <Card title={t('queue.title')}>
        <QueueFilters kinds={kinds} search={search} onSearch={setSearch} />
        <QueueTable
          rows={page?.pageList ?? NO_ROWS}
          total={page?.totalCount ?? 0}
          loading={queue.isFetching}
          state={table}
          onChange={setTable}
          answeredAt={queue.dataUpdatedAt}
        />
      </Card>
    </div>
  );
}

/** One list spec per set of kinds, so its identity holds between renders (useListState needs it). */
const LISTS = new Map<string, ListSpec<QueueFilterValues, never>>();

function listFor(kinds: readonly string[]): ListSpec<QueueFilterValues, never> {
  const spec: ListSpec<QueueFilterValues, never> = {
    filters: {
      kind: oneOfParam(kinds),
      status: oneOfParam(statusesFor(kinds, undefined)),
      overdueOnly: oneOfParam(['true'] as const),
    },
    sortFields: [],
  };
  LISTS.set(kinds.join(), spec);
  return spec;
}
