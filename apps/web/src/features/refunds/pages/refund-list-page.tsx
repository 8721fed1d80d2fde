import { useState } from 'react';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { type RefundStatus } from '@ota/contract';
import { useCaseListPage } from '../../../components/cases/case-list-page';
import { notify } from '../../../lib/notify';
import { useBatchRefunds } from '../api/batch-refunds';
import { useRefunds } from '../api/get-refunds';
import { BatchMove } from '../components/batch-move';
import { LIST, RefundFilters, type RefundFilterValues } from '../components/refund-filters';
import { RefundTable } from '../components/refund-table';

/** /html/refund (1005-1): every refund, filtered, with batch status moves. */
export default function RefundListPage() {
  const { t } = useTranslation();
  const list = useCaseListPage(LIST, useRefunds);
  // Refunds picked for a batch move, by id; kept across pages, dropped with a new search.
  const [selected, setSelected] = useState<Map<number, string>>(() => new Map());
  const batch = useBatchRefunds();
  const { rows } = list.table;

  const select = (ids: number[]) =>
    setSelected((before) => {
      const numbers = new Map(rows.map((row) => [row.id, row.refundNo]));
      return new Map(ids.map((id) => [id, numbers.get(id) ?? before.get(id) ?? String(id)]));
    });
  const newSearch = (next: RefundFilterValues) => {
    setSelected(new Map());
    list.filters.onSearch(next);
  };
  const move = async (status: RefundStatus, reason: string | undefined) => {
    const outcome = await batch.mutateAsync({ ids: [...selected.keys()], status, reason });
    if (!outcome.done) return false;
    notify.success(t('refunds.batch.moved', { count: outcome.data.moved }));
    // Spec section 4: the batch selection is emptied after a successful status change.
    setSelected(new Map());
    return true;
  };

  return (
    <div className="page-container" data-testid="refund-list-page">
      <Card title={t('refunds.title')}>
        <RefundFilters search={list.filters.search} onSearch={newSearch} />
        <BatchMove selected={[...selected.values()]} saving={batch.isPending} onMove={move} />
        <RefundTable
          {...list.table}
          answeredAt={list.answeredAt}
          selected={[...selected.keys()]}
          onSelect={select}
        />
      </Card>
    </div>
  );
}
