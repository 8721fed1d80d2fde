import { Descriptions, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RebookDetail, RebookItinerary, RebookSegment } from '@ota/contract';
import { formatApiDateTime, formatMoney } from '../../../lib/format';
import { RebookStatusTag } from './rebook-status-tag';

/** The new flights of a chosen itinerary, the way back (if any) after the outbound ones. */
export function itinerarySegments(itinerary: RebookItinerary): RebookSegment[] {
  return [
    ...itinerary.flights.map((flight) => ({ ...flight, back: false })),
    ...(itinerary.returnFlights ?? []).map((flight) => ({ ...flight, back: true })),
  ];
}

/** Flights with their direction; the rebook pages show every time to the minute. */
export function FlightsTable({ flights, testId }: { flights: readonly RebookSegment[]; testId?: string }) {
  const { t } = useTranslation();
  const minute = (value: string) => formatApiDateTime(value, 'minute');
  return (
    <Table<RebookSegment>
      size="small"
      rowKey={(flight) => `${flight.flightNo}-${flight.depTime}`}
      data-testid={testId}
      pagination={false}
      dataSource={[...flights]}
      scroll={{ x: 'max-content' }}
      columns={[
        {
          title: t('rebooks.direction'),
          dataIndex: 'back',
          key: 'back',
          render: (back: boolean) => (
            <Tag color={back ? 'purple' : 'blue'}>{t(back ? 'rebooks.return' : 'rebooks.outbound')}</Tag>
          ),
        },
        { title: t('rebooks.flightNo'), dataIndex: 'flightNo', key: 'flightNo' },
        { title: t('rebooks.from'), dataIndex: 'dep', key: 'dep' },
        { title: t('rebooks.to'), dataIndex: 'arr', key: 'arr' },
        { title: t('rebooks.departure'), dataIndex: 'depTime', key: 'depTime', render: minute },
        { title: t('rebooks.arrival'), dataIndex: 'arrTime', key: 'arrTime', render: minute },
      ]}
    />
  );
}

/** The order as the rebook pages show it: summary, reason, passengers and flights. */
export function OrderCard({ detail }: { detail: RebookDetail }) {
  const { t } = useTranslation();
  const { order } = detail;
  // The server's enum words (statuses, a disruption's type) in the reader's language.
  const word = (code: string) => t(`serverMessages.words.${code}`, { defaultValue: code });
  return (
    <>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          { key: 'orderNo', label: t('rebooks.orderNo'), children: order.orderNo },
          { key: 'pnr', label: t('rebooks.pnr'), children: order.pnr },
          {
            key: 'status',
            label: t('rebooks.orderStatus'),
            children: word(order.status),
          },
          { key: 'route', label: t('rebooks.route'), children: order.route },
          {
            key: 'departTime',
            label: t('rebooks.departure'),
            children: formatApiDateTime(order.departTime, 'minute'),
          },
          {
            key: 'travelType',
            label: t('rebooks.travelType'),
            children: order.travelType === 1 ? t('rebooks.oneWay') : t('rebooks.roundTrip'),
          },
          {
            key: 'price',
            label: t('rebooks.price'),
            children: formatMoney(order.totalPrice, order.currency),
          },
          { key: 'reason', label: t('rebooks.reason'), children: t(`rebooks.reasons.${detail.reason}`) },
          {
            key: 'disruption',
            label: t('rebooks.disruption'),
            children: (
              <span data-testid="rebook-disruption">
                {detail.disruption
                  ? `${detail.disruption.disruptionNo} (${word(detail.disruption.type)}, ${word(detail.disruption.status)})`
                  : '-'}
              </span>
            ),
          },
          {
            key: 'passengers',
            label: t('rebooks.passengers'),
            children: detail.passengers.map((p) => p.name).join(', '),
          },
          {
            key: 'rebook',
            label: t('rebooks.rebookStatus'),
            children: (
              <span>
                {detail.rebook?.rebookNo ?? ''} <RebookStatusTag status={detail.rebook?.status ?? null} />
              </span>
            ),
          },
        ]}
      />
      <div style={{ marginTop: 16 }}>
        <FlightsTable flights={detail.segments} testId="original-flights" />
      </div>
    </>
  );
}
