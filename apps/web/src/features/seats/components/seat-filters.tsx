import { DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { SEAT_STATUSES, type SeatStatus } from '@ota/contract';
import { FilterForm } from '../../../components/filter-form';
import { SEAT_TYPES } from '../lib/seat-view';

export interface SeatFilterValues {
  seatNo?: string;
  orderNo?: string;
  pnr?: string;
  passengerName?: string;
  airline?: string;
  seatType?: string;
  status?: SeatStatus;
  createStart?: string;
  createEnd?: string;
}

type Range = [Dayjs | null, Dayjs | null] | null;
interface FormValues extends Omit<SeatFilterValues, 'createStart' | 'createEnd'> {
  created?: Range;
}

const trimmed = (value: string | undefined) => value?.trim() || undefined;
const upper = (value: string | undefined) => trimmed(value)?.toUpperCase();
const day = (value: string | undefined) => (value ? dayjs(value) : null);
const dayText = (value: Dayjs | null | undefined) => value?.format('YYYY-MM-DD');

function toValues({ createStart, createEnd, ...rest }: SeatFilterValues): FormValues {
  return { ...rest, created: createStart || createEnd ? [day(createStart), day(createEnd)] : null };
}

function toSearch(values: Partial<FormValues>): SeatFilterValues {
  return {
    seatNo: upper(values.seatNo),
    orderNo: upper(values.orderNo),
    pnr: upper(values.pnr),
    passengerName: trimmed(values.passengerName),
    airline: upper(values.airline),
    seatType: values.seatType,
    status: values.status,
    createStart: dayText(values.created?.[0]),
    createEnd: dayText(values.created?.[1]),
  };
}

/** Seat case and order numbers, PNR, passenger, airline, seat type, status and the created range. */
export function SeatFilters({
  search,
  onSearch,
}: {
  search: SeatFilterValues;
  onSearch: (values: SeatFilterValues) => void;
}) {
  const { t } = useTranslation();
  const label = (key: string) => t(`seats.${key}`);
  return (
    <FilterForm<FormValues, SeatFilterValues>
      name="seat-filters"
      search={search}
      toValues={toValues}
      toSearch={toSearch}
      onSearch={onSearch}
    >
      <Form.Item name="seatNo" label={label('seatNo')}>
        <Input allowClear maxLength={24} style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="orderNo" label={label('orderNo')}>
        <Input allowClear maxLength={32} style={{ width: 160 }} data-testid="order-filter" />
      </Form.Item>
      <Form.Item name="pnr" label={label('pnr')}>
        <Input allowClear maxLength={6} style={{ width: 100 }} />
      </Form.Item>
      <Form.Item name="passengerName" label={label('passenger')}>
        <Input allowClear maxLength={64} />
      </Form.Item>
      <Form.Item name="airline" label={label('airline')}>
        <Input allowClear maxLength={2} style={{ width: 70 }} />
      </Form.Item>
      <Form.Item name="seatType" label={label('seatType')}>
        <Select
          allowClear
          style={{ minWidth: 140 }}
          placeholder={label('all')}
          options={SEAT_TYPES.map((type) => ({ value: type, label: label(`seatTypes.${type}`) }))}
        />
      </Form.Item>
      <Form.Item name="status" label={label('status')}>
        <Select
          allowClear
          style={{ minWidth: 150 }}
          placeholder={label('all')}
          data-testid="status-filter"
          options={SEAT_STATUSES.map((status) => ({ value: status, label: label(`statuses.${status}`) }))}
        />
      </Form.Item>
      <Form.Item name="created" label={label('created')}>
        <DatePicker.RangePicker allowEmpty={[true, true]} />
      </Form.Item>
    </FilterForm>
  );
}
