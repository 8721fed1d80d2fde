import { Button, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { centsToDecimal, toCents, type SeatSelectionInfo } from '@ota/contract';
import { formatMoney } from '../../../lib/format';
import { readableShade } from '../../../lib/readable-color';
import { mapRows, type MapSeat } from '../lib/seat-view';

/**
 * One color per seat type, in the order the airline prices them: each a shade that reads as text on
 * white (a seat) and on the light tint antd fills a coloured tag with (the legend), WCAG AA
 * (decision 0034); the tint takes more off than TEXT_CONTRAST's tenth for some hues, hence 6:1.
 */
const TYPE_COLORS = ['#d48806', '#1677ff', '#389e0d', '#722ed1', '#08979c', '#c41d7f'].map((color) =>
  readableShade(color, 6),
);

interface SeatMapProps {
  map: SeatSelectionInfo;
  selected: string | undefined;
  onSelect: (seat: string) => void;
}

/**
 * The flight's seats, rows × letters with the aisle in the middle. Every seat is a button named for a
 * screen reader ('Seat 12A, standard, 13.00 EUR'); taken seats are disabled and crossed.
 */
export function SeatMap({ map, selected, onSelect }: SeatMapProps) {
  const { t } = useTranslation();
  const colors = new Map(map.prices.map((p, index) => [p.seatType, TYPE_COLORS[index % TYPE_COLORS.length]]));
  const typeName = (seatType: string) => t(`seats.seatTypes.${seatType}`, { defaultValue: seatType });
  const total = (price: string | undefined) =>
    price === undefined
      ? '—'
      : formatMoney(centsToDecimal(toCents(price) + toCents(map.serviceCharge)), map.currency);
  const labelOf = (seat: MapSeat) => {
    const values = { seat: seat.seat, type: typeName(seat.seatType), price: total(seat.price) };
    if (seat.current) return t('seats.map.currentSeat', values);
    return seat.taken ? t('seats.map.takenSeat', values) : t('seats.map.freeSeat', values);
  };

  const seatButton = (seat: MapSeat) => (
    <Button
      key={seat.seat}
      size="small"
      aria-label={labelOf(seat)}
      aria-pressed={selected === seat.seat}
      title={labelOf(seat)}
      disabled={seat.taken}
      type={selected === seat.seat ? 'primary' : seat.current ? 'dashed' : 'default'}
      data-testid={`seat-${seat.seat}`}
      data-taken={seat.taken || undefined}
      data-current={seat.current || undefined}
      onClick={() => onSelect(seat.seat)}
      style={{
        width: 36,
        padding: 0,
        ...(seat.taken || selected === seat.seat
          ? {}
          : { borderColor: colors.get(seat.seatType), color: colors.get(seat.seatType) }),
      }}
    >
      {seat.current ? '★' : seat.taken ? '×' : seat.seat.slice(-1)}
    </Button>
  );

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }} data-testid="seat-map">
      <Space wrap data-testid="seat-legend">
        {map.prices.map((p) => (
          <Tag key={p.seatType} color={colors.get(p.seatType)}>
            {/* The price with the service charge, as the text below says and the seats say. */}
            {t('seats.map.legendPrice', { type: typeName(p.seatType), price: total(p.price) })}
          </Tag>
        ))}
        <Tag>{t('seats.map.legendTaken')}</Tag>
        {map.current && <Tag color="processing">{t('seats.map.legendCurrent')}</Tag>}
      </Space>
      <Typography.Text type="secondary" data-testid="service-charge">
        {t('seats.map.serviceCharge', { amount: formatMoney(map.serviceCharge, map.currency) })}
      </Typography.Text>
      {map.current && (
        <Typography.Text data-testid="current-seat">
          {t('seats.map.holds', {
            passenger: map.passenger.name,
            seat: map.current.seat,
            seatNo: map.current.seatNo,
            status: t(`seats.statuses.${map.current.status}`),
          })}
        </Typography.Text>
      )}
      <div
        role="group"
        aria-label={t('seats.map.title', { flight: map.segment.flightNo })}
        style={{ maxHeight: 360, overflowY: 'auto' }}
      >
        {mapRows(map).map((row) => (
          <div key={row.number} style={{ display: 'flex', gap: 4, marginBottom: 4, alignItems: 'center' }}>
            <Typography.Text type="secondary" style={{ width: 24, textAlign: 'right' }}>
              {row.number}
            </Typography.Text>
            {row.halves.map((half, index) => (
              <div key={index} style={{ display: 'flex', gap: 4, marginLeft: index > 0 ? 20 : 0 }}>
                {half.map(seatButton)}
              </div>
            ))}
          </div>
        ))}
      </div>
    </Space>
  );
}
