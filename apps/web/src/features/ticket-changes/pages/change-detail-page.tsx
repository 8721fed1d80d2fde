import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Result, Spin } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ticketChangeKeys } from '../api/keys';
import { useTicketChangeDetail } from '../api/get-ticket-change-detail';
import { ChangeDetail, LIST_PATH } from '../components/change-detail';

function idOf(raw: string | null): number | null {
  return raw !== null && /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/** /html/changing/changingDetail?id= (1005-2): one ticket change, its quote, its moves and its history. */
export default function ChangeDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idOf(params.get('id'));
  const query = useTicketChangeDetail(id);
  const queryClient = useQueryClient();
  const answer = query.data;
  // The change and its history, read again (after a stale version was refused).
  const reload = () => void queryClient.invalidateQueries({ queryKey: ticketChangeKeys.all });

  if (id === null || answer?.found === false || (query.isError && !answer))
    return (
      <Result
        status="404"
        title={t('ticketChanges.notFound')}
        subTitle={answer?.found === false ? answer.message : undefined}
        data-testid="change-not-found"
        extra={<Button onClick={() => navigate(LIST_PATH)}>{t('ticketChanges.back')}</Button>}
      />
    );

  return (
    <div className="page-container" data-testid="change-detail-page">
      <Spin spinning={query.isFetching}>
        {answer?.found ? (
          <ChangeDetail change={answer.change} answeredAt={query.dataUpdatedAt} onReload={reload} />
        ) : (
          <Card loading />
        )}
      </Spin>
    </div>
  );
}
