import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Result, Space, Spin } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BaggageDetail, BaggageStatus } from '@ota/contract';
import { CaseHistory } from '../../../components/cases/case-history';
import { StaleCaseAlert } from '../../../components/cases/stale-case-alert';
import { isStaleVersion } from '../../../lib/case-outcome';
import { formatApiDateTime } from '../../../lib/format';
import { useBaggageDetail, useEditBaggageState } from '../api/baggage-api';
import { baggageKeys } from '../api/keys';
import { BagLabel, BaggageStatusTag } from '../components/baggage-tags';
import { MoveModal } from '../components/move-modal';
import { DANGER, baggageMoves, orderPath } from '../lib/baggage-view';

const LIST_PATH = '/html/baggage';

function idOf(raw: string | null): number | null {
  return raw !== null && /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/** /html/baggage/baggageDetail?id= (1005-3): one bag, its EMD, its moves and history. */
export default function BaggageDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idOf(params.get('id'));
  const query = useBaggageDetail(id);
  const queryClient = useQueryClient();
  const bag = query.data;
  const reload = () => void queryClient.invalidateQueries({ queryKey: baggageKeys.all });

  if (id === null || (!query.isLoading && !bag))
    return (
      <Result
        status="404"
        title={t('baggage.notFound')}
        data-testid="baggage-not-found"
        extra={<Button onClick={() => navigate(LIST_PATH)}>{t('baggage.back')}</Button>}
      />
    );

  return (
    <div className="page-container" data-testid="baggage-detail-page">
      <Spin spinning={query.isFetching}>
        {bag ? <BagView bag={bag} onReload={reload} /> : <Card loading />}
      </Spin>
    </div>
  );
}

function BagView({ bag, onReload }: { bag: BaggageDetail; onReload: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const edit = useEditBaggageState();
  const [moving, setMoving] = useState<BaggageStatus | null>(null);
  const [stale, setStale] = useState<string | null>(null);
  const busy = edit.isPending || stale !== null;

  const move = async (reason: string | undefined) => {
    if (!moving) return;
    // Every move carries the version shown: a bag moved since is refused, nothing written.
    const outcome = await edit.mutateAsync({ id: bag.id, version: bag.version, state: moving, reason });
    if (outcome.done) {
      setMoving(null);
      setStale(null);
    } else if (isStaleVersion(outcome.message)) {
      setMoving(null);
      setStale(outcome.message);
    }
  };
  const label = (key: string) => t(`baggage.${key}`);

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {stale && (
        <StaleCaseAlert
          message={stale}
          onReload={() => {
            setStale(null);
            onReload();
          }}
        />
      )}
      <Card
        title={
          <Space>
            {t('baggage.detailTitle', { baggageNo: bag.baggageNo })}
            <BaggageStatusTag status={bag.status} />
          </Space>
        }
        extra={
          <Space wrap>
            <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(LIST_PATH)}>
              {label('back')}
            </Button>
            <Space wrap data-testid="baggage-actions">
              {baggageMoves(bag.status).map((to, index) => (
                <Button
                  key={to}
                  type={index === 0 && !DANGER.includes(to) ? 'primary' : 'default'}
                  danger={DANGER.includes(to)}
                  disabled={busy}
                  onClick={() => setMoving(to)}
                  data-testid={`move-${to}`}
                >
                  {t(`baggage.actions.${to}`)}
                </Button>
              ))}
            </Space>
          </Space>
        }
      >
        <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} data-testid="baggage-summary">
          <Descriptions.Item label={label('orderNo')}>
            <Link to={orderPath(bag.orderNo)}>{bag.orderNo}</Link>
          </Descriptions.Item>
          <Descriptions.Item label={label('pnr')}>{bag.pnr}</Descriptions.Item>
          <Descriptions.Item label={label('airline')}>{bag.airline}</Descriptions.Item>
          <Descriptions.Item label={label('passenger')}>{bag.passengers}</Descriptions.Item>
          <Descriptions.Item label={label('flight')}>{bag.segments}</Descriptions.Item>
          <Descriptions.Item label={label('bagType')}>
            <BagLabel bag={{ ...bag, kind: bag.bagType }} />
          </Descriptions.Item>
          <Descriptions.Item label={label('price')}>
            {bag.applicationAmount ? `${bag.applicationAmount} ${bag.currency}` : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={label('paid')}>
            {bag.confirmedAmount ? `${bag.confirmedAmount} ${bag.currency}` : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={label('emdNumber')}>
            <span data-testid="emd-number">{bag.emdNumber ?? '—'}</span>
          </Descriptions.Item>
          {bag.reason && <Descriptions.Item label={label('reason')}>{bag.reason}</Descriptions.Item>}
          {bag.remark && <Descriptions.Item label={label('remark')}>{bag.remark}</Descriptions.Item>}
          <Descriptions.Item label={label('createdByAt')}>
            {bag.createdBy} {formatApiDateTime(bag.createTime, 'minute')}
          </Descriptions.Item>
          <Descriptions.Item label={label('updatedByAt')}>
            {bag.updatedBy} {formatApiDateTime(bag.updateTime, 'minute')}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={label('history')} size="small">
        <CaseHistory
          records={bag.records}
          statusLabel={(status) => t(`baggage.statuses.${status}`, { defaultValue: status })}
        />
      </Card>
      <MoveModal
        bag={bag}
        to={moving}
        saving={edit.isPending}
        onSubmit={move}
        onClose={() => setMoving(null)}
      />
    </Space>
  );
}
