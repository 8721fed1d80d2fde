import { Card, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCaseListPage } from '../../../components/cases/case-list-page';
import { useTicketChanges } from '../api/get-ticket-changes';
import { LIST, ChangeFilters } from '../components/change-filters';
import { ChangeTable } from '../components/change-table';
import { ChangedOrders } from '../components/changed-orders';
/** The address's `view`: the change list (absent) or the orders with changes. */
const VIEW = 'view';
const ORDERS = 'orders';

/** /html/changing (1005-2): every ticket change, filtered; and the orders that have changes. */
export default function ChangeListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view = params.get(VIEW) === ORDERS ? ORDERS : 'changes';
  const show = (key: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (key === ORDERS) next.set(VIEW, ORDERS);
      else next.delete(VIEW);
      return next;
    });

  return (
    <div className="page-container" data-testid="change-list-page">
      <Card title={t('ticketChanges.title')}>
        <Tabs
          activeKey={view}
          onChange={show}
          destroyOnHidden
          items={[
            { key: 'changes', label: t('ticketChanges.tabs.changes'), children: <ChangeList /> },
            { key: ORDERS, label: t('ticketChanges.tabs.orders'), children: <ChangedOrders /> },
          ]}
        />
      </Card>
    </div>
  );
}

function ChangeList() {
  const list = useCaseListPage(LIST, useTicketChanges);
  return (
    <>
      <ChangeFilters {...list.filters} />
      <ChangeTable {...list.table} answeredAt={list.answeredAt} />
    </>
  );
}
