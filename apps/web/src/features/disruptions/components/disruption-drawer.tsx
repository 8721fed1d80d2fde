import { useState } from 'react';
import { Button, Descriptions, Divider, Drawer, Grid, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DISRUPTION_DECIDED, type DisruptionDetail, type DisruptionStatus } from '@ota/contract';
import { DisabledReason } from '../../../components/disabled-reason';
import { serverText } from '../../../lib/server-message';
import { useCheckCompensation } from '../api/check-compensation';
import { useDisruptionDetail } from '../api/get-disruption-detail';
import { useTransitionDisruption } from '../api/transition-disruption';
import { delayText } from '../lib/disruption-view';
import { AffectedCount } from './affected-count';
import { AffectedOrders } from './affected-orders';
import { CompensationModal, type CompensationValues } from './compensation-modal';
import { DisruptionStatusTag, DisruptionTypeTag } from './disruption-tags';
import { HistoryTimeline } from './history-timeline';
import { TransitionModal } from './transition-modal';

function Summary({ detail }: { detail: DisruptionDetail }) {
  const { t, i18n } = useTranslation();
  const d = detail.disruption;
  const compensation = !d.compensationChecked
    ? t('disruptions.compensation.notChecked')
    : d.compensationEligible
      ? t('disruptions.compensation.eligibleAmount', { amount: (d.compensationAmount ?? 0).toFixed(2) })
      : t('disruptions.compensation.notEligible');
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered>
      <Descriptions.Item label={t('disruptions.status')}>
        <DisruptionStatusTag status={d.status} />
      </Descriptions.Item>
      <Descriptions.Item label={t('disruptions.type')}>
        <DisruptionTypeTag type={d.type} />
      </Descriptions.Item>
      <Descriptions.Item label={t('disruptions.flight')}>
        {d.flightNo} {d.dep}→{d.arr}
      </Descriptions.Item>
      <Descriptions.Item label={t('disruptions.flightDate')}>{d.flightDate}</Descriptions.Item>
      <Descriptions.Item label={t('disruptions.originalTimes')}>
        {d.originalDepTime} → {d.originalArrTime}
      </Descriptions.Item>
      <Descriptions.Item label={t('disruptions.newTimes')}>
        {d.newDepTime
          ? `${d.newDepTime} → ${d.newArrTime} (${delayText(d.delayMinutes)})`
          : t('disruptions.cancelled')}
      </Descriptions.Item>
      <Descriptions.Item label={t('disruptions.reason')}>
        {d.reason ? serverText(d.reason, t, i18n.language) : '—'}
      </Descriptions.Item>
      <Descriptions.Item label={t('disruptions.affected')}>
        <AffectedCount orders={d.affectedOrders} passengers={d.affectedPassengers} />
      </Descriptions.Item>
      <Descriptions.Item label={t('disruptions.compensation.title')} span={2}>
        <span data-testid="compensation-result">{compensation}</span>
        {d.compensationNote && <Typography.Text type="secondary"> — {d.compensationNote}</Typography.Text>}
      </Descriptions.Item>
    </Descriptions>
  );
}

/** The disruption, what may happen next, its orders and its history. */
export function DisruptionDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const detail = useDisruptionDetail(id);
  const move = useTransitionDisruption(t('disruptions.moved'));
  const check = useCheckCompensation(t('disruptions.compensation.saved'));
  const [target, setTarget] = useState<DisruptionStatus | null>(null);
  const [checking, setChecking] = useState(false);
  const data = detail.data;
  const d = data?.disruption;

  const submitMove = async (note: string) => {
    if (!d || !target) return;
    await move.mutateAsync({ id: d.id, to: target, note });
    setTarget(null);
  };
  const submitCheck = async (values: CompensationValues) => {
    if (!d) return;
    await check.mutateAsync({ id: d.id, ...values });
    setChecking(false);
  };

  const actions = data && d && (
    <Space wrap data-testid="disruption-actions">
      {data.allowedTransitions.map((to) => {
        // The server refuses to close a disruption whose compensation was never checked.
        const blocked = to === 'CLOSED' && !d.compensationChecked;
        return (
          <DisabledReason key={to} reason={blocked ? t('disruptions.compensation.required') : undefined}>
            <Button
              type={blocked ? 'default' : 'primary'}
              disabled={blocked}
              data-testid={`move-${to}`}
              onClick={() => setTarget(to)}
            >
              {t('disruptions.moveTo', { status: t(`disruptions.statuses.${to}`) })}
            </Button>
          </DisabledReason>
        );
      })}
      {DISRUPTION_DECIDED.includes(d.status) && (
        <Button data-testid="check-compensation" onClick={() => setChecking(true)}>
          {t('disruptions.compensation.check')}
        </Button>
      )}
      {data.allowedTransitions.length === 0 && (
        <Typography.Text type="secondary">{t('disruptions.final')}</Typography.Text>
      )}
    </Space>
  );

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={screens.md ? 820 : '100%'}
      title={d ? `${d.disruptionNo} · ${d.flightNo} ${d.flightDate}` : t('disruptions.detailTitle')}
      data-testid="disruption-drawer"
      destroyOnHidden
    >
      {!data || !d ? (
        <Skeleton active />
      ) : (
        <>
          {actions}
          <Divider />
          <Summary detail={data} />
          <Divider titlePlacement="start">{t('disruptions.affectedOrders')}</Divider>
          <AffectedOrders orders={data.orders} />
          <Divider titlePlacement="start">{t('disruptions.history')}</Divider>
          <HistoryTimeline history={data.history} />
          <TransitionModal
            disruptionNo={d.disruptionNo}
            to={target}
            saving={move.isPending}
            onSubmit={submitMove}
            onClose={() => setTarget(null)}
          />
          <CompensationModal
            open={checking}
            suggestion={data.suggestion}
            saving={check.isPending}
            onSubmit={submitCheck}
            onClose={() => setChecking(false)}
          />
        </>
      )}
    </Drawer>
  );
}
