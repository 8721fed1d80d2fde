import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Result, Space, Spin } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SEAT_CASE, type SeatDetail, type SeatStatus } from '@ota/contract';
import { CaseDeadline } from '../../../components/cases/case-deadline';
import { CaseHistory } from '../../../components/cases/case-history';
import { StaleCaseAlert } from '../../../components/cases/stale-case-alert';
import { isStaleVersion } from '../../../lib/case-outcome';
import { formatApiDateTime, formatMoney } from '../../../lib/format';
import { useSeatDetail, useUpdateSeat } from '../api/seats-api';
import { seatKeys } from '../api/keys';
import { MoveModal } from '../components/move-modal';
import { SeatStatusTag, SeatTypeText } from '../components/seat-tags';
import { DANGER, orderPath, seatMoves } from '../lib/seat-view';

const LIST_PATH = '/html/seat';

function idOf(raw: string | null): number | null {
  return raw !== null && /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/** /html/seat/setDetail?id= (1005-6): one seat case, its moves and history. */
export default function SeatDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idOf(params.get('id'));
  const query = useSeatDetail(id);
  const queryClient = useQueryClient();
  const seat = query.data;
  const reload = () => void queryClient.invalidateQueries({ queryKey: seatKeys.all });

  if (id === null || (!query.isLoading && !seat))
    return (
      <Result
        status="404"
        title={t('seats.notFound')}
        data-testid="seat-not-found"
        extra={<Button onClick={() => navigate(LIST_PATH)}>{t('seats.back')}</Button>}
      />
    );

  return (
    <div className="page-container" data-testid="seat-detail-page">
      <Spin spinning={query.isFetching}>
        {seat ? (
          <SeatView seat={seat} answeredAt={query.dataUpdatedAt} onReload={reload} />
        ) : (
          <Card loading />
        )}
      </Spin>
    </div>
  );
}

interface SeatViewProps {
  seat: SeatDetail;
  answeredAt: number;
  onReload: () => void;
}

function SeatView({ seat, answeredAt, onReload }: SeatViewProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateSeat();
  const [moving, setMoving] = useState<SeatStatus | null>(null);
  const [stale, setStale] = useState<string | null>(null);
  const busy = update.isPending || stale !== null;

  const move = async (reason: string | undefined) => {
    if (!moving) return;
    // Every move carries the version shown: a case moved since is refused, nothing written.
    const outcome = await update.mutateAsync({ id: seat.id, version: seat.version, status: moving, reason });
    if (outcome.done) {
      setMoving(null);
      setStale(null);
    } else if (isStaleVersion(outcome.message)) {
      setMoving(null);
      setStale(outcome.message);
    }
  };
  const label = (key: string) => t(`seats.${key}`);

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
            {t('seats.detailTitle', { seatNo: seat.seatNo })}
            <SeatStatusTag status={seat.status} />
          </Space>
        }
        extra={
          <Space wrap>
            <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(LIST_PATH)}>
              {label('back')}
            </Button>
            <Space wrap data-testid="seat-actions">
              {seatMoves(seat.status).map((to, index) => (
                <Button
                  key={to}
                  type={index === 0 && !DANGER.includes(to) ? 'primary' : 'default'}
                  danger={DANGER.includes(to)}
                  disabled={busy}
                  onClick={() => setMoving(to)}
                  data-testid={`move-${to}`}
                >
                  {t(`seats.actions.${to}`)}
                </Button>
              ))}
            </Space>
          </Space>
        }
      >
        <SeatSummary seat={seat} answeredAt={answeredAt} />
      </Card>
      <Card title={label('history')} size="small">
        <CaseHistory
          records={seat.records}
          statusLabel={(status) => t(`seats.statuses.${status}`, { defaultValue: status })}
        />
      </Card>
      <MoveModal
        seat={seat}
        to={moving}
        saving={update.isPending}
        onSubmit={move}
        onClose={() => setMoving(null)}
      />
    </Space>
  );
}

function SeatSummary({ seat, answeredAt }: { seat: SeatDetail; answeredAt: number }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`seats.${key}`);
  return (
    <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} data-testid="seat-summary">
      <Descriptions.Item label={label('orderNo')}>
        <Link to={orderPath(seat.orderNo)}>{seat.orderNo}</Link>
      </Descriptions.Item>
      <Descriptions.Item label={label('pnr')}>{seat.pnr}</Descriptions.Item>
      <Descriptions.Item label={label('airline')}>{seat.airline}</Descriptions.Item>
      <Descriptions.Item label={label('passenger')}>{seat.passengers}</Descriptions.Item>
      <Descriptions.Item label={label('flight')}>{seat.flight}</Descriptions.Item>
      <Descriptions.Item label={label('seat')}>
        <span data-testid="seat-seat">{seat.seat}</span>
      </Descriptions.Item>
      <Descriptions.Item label={label('seatType')}>
        <SeatTypeText seatType={seat.seatType} />
      </Descriptions.Item>
      <Descriptions.Item label={label('seatPrice')}>
        {formatMoney(seat.seatPrice, seat.currency)}
      </Descriptions.Item>
      <Descriptions.Item label={label('serviceCharge')}>
        {formatMoney(seat.serviceCharge, seat.currency)}
      </Descriptions.Item>
      <Descriptions.Item label={label('price')}>
        {formatMoney(seat.applicationAmount, seat.currency) || '—'}
      </Descriptions.Item>
      <Descriptions.Item label={label('paid')}>
        {formatMoney(seat.confirmedAmount, seat.currency) || '—'}
      </Descriptions.Item>
      <Descriptions.Item label={label('hold')}>
        <CaseDeadline kind={SEAT_CASE} row={seat} answeredAt={answeredAt} />
      </Descriptions.Item>
      <Descriptions.Item label={label('emd')}>
        <span data-testid="seat-emd">{seat.emd ?? '—'}</span>
      </Descriptions.Item>
      {seat.remark && <Descriptions.Item label={label('remark')}>{seat.remark}</Descriptions.Item>}
      <Descriptions.Item label={label('createdByAt')}>
        {seat.createdBy} {formatApiDateTime(seat.createTime, 'minute')}
      </Descriptions.Item>
      <Descriptions.Item label={label('updatedByAt')}>
        {seat.updatedBy} {formatApiDateTime(seat.updateTime, 'minute')}
      </Descriptions.Item>
    </Descriptions>
  );
}
